import { makeStyles, tokens } from '@fluentui/react-components';
import type { CrossDesign } from '../../contract/designers.ts';
import { useFormat, useT } from '../platform/index.ts';

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  svg: { width: '100%', height: 'auto', display: 'block', backgroundColor: tokens.colorNeutralBackground3 },
  caption: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  section: { maxHeight: '6rem', width: 'auto', maxWidth: '100%' },
});

/** Top view of the whole grille, a detail of its first 600 mm, and a cross-section of three bars. */
export function CrossDrawing({ design }: { design: CrossDesign }) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const g = design.drawing;
  const detail = Math.min(g.lengthMm, 600);
  const bars = (limit: number) =>
    g.barsMm
      .filter((x) => x < limit)
      .map((x) => <rect key={x} x={x} y={0} width={g.barWidthMm} height={g.widthMm} fill={g.colour} />);
  const rows = (limit: number) =>
    g.spacerRowsMm.map((y) => (
      <line key={y} x1={0} x2={limit} y1={y} y2={y} stroke="#6b7680" strokeWidth={1.5} strokeDasharray="6 6" />
    ));
  const summary = t('designer.ui.cross.drawingSummary', {
    bars: g.barsMm.length,
    segments: g.segments.length,
    length: format.number(g.lengthMm),
    width: format.number(g.widthMm),
  });
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`-10 -10 ${g.lengthMm + 20} ${g.widthMm + 20}`}
        role="img"
        aria-label={summary}
      >
        <rect x={0} y={0} width={g.lengthMm} height={g.widthMm} fill="#4a5259" />
        {bars(g.lengthMm)}
        {rows(g.lengthMm)}
        {g.segments.slice(1).map((s) => (
          <line
            key={s.startMm}
            x1={s.startMm}
            x2={s.startMm}
            y1={-8}
            y2={g.widthMm + 8}
            stroke="#c8102e"
            strokeWidth={Math.max(4, g.lengthMm / 300)}
          />
        ))}
      </svg>
      <svg
        className={styles.svg}
        viewBox={`-5 -5 ${detail + 10} ${g.widthMm + 10}`}
        role="img"
        aria-label={t('designer.ui.cross.detail', { length: format.number(detail) })}
      >
        <rect x={0} y={0} width={detail} height={g.widthMm} fill="#4a5259" />
        {bars(detail)}
        {rows(detail)}
      </svg>
      <svg
        className={`${styles.svg} ${styles.section}`}
        viewBox={`-4 -4 ${3 * g.pitchMm + 8} ${g.barHeightMm + 8}`}
        role="img"
        aria-label={t('designer.ui.cross.section', {
          b: format.number(g.barWidthMm),
          h: format.number(g.barHeightMm),
          s: format.number(g.pitchMm),
        })}
      >
        {[0, 1, 2].map((i) => (
          <rect
            key={i}
            x={i * g.pitchMm}
            y={0}
            width={g.barWidthMm}
            height={g.barHeightMm}
            fill={g.colour}
            stroke="#3d4852"
            strokeWidth={0.3}
          />
        ))}
      </svg>
      <figcaption className={styles.caption}>{summary}</figcaption>
    </figure>
  );
}
