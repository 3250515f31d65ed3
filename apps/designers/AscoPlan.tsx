import { makeStyles, tokens } from '@fluentui/react-components';
import type { AscoDesign } from '../../contract/designers.ts';
import { useFormat, useT } from '../platform/index.ts';

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  svg: { width: '100%', height: 'auto', maxHeight: '32rem', display: 'block' },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    fontSize: tokens.fontSizeBase200,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  swatch: {
    display: 'inline-block',
    width: '0.9rem',
    height: '0.9rem',
    marginRight: tokens.spacingHorizontalXS,
    verticalAlign: 'middle',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  full: { backgroundColor: '#f2f4f6' },
  cut: { backgroundColor: '#d5dbe0' },
  cutout: { backgroundColor: '#f6d7b8' },
});

const fills = { full: '#f2f4f6', cut: '#d5dbe0', cutout: '#f6d7b8' } as const;

/** Ceiling plan: panels by kind (full, cut at the edge, with a cut-out), the cut-outs outlined. */
export function AscoPlan({ design }: { design: AscoDesign }) {
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const g = design.drawing;
  const count = (kind: keyof typeof fills) => g.cells.filter((c) => c.kind === kind).length;
  const summary = t('designer.ui.asco.planSummary', {
    length: format.number(g.roomLengthMm),
    width: format.number(g.roomWidthMm),
    full: count('full'),
    cut: count('cut'),
    cutout: count('cutout'),
  });
  const stroke = Math.max(g.roomLengthMm, g.roomWidthMm) / 400;
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={`0 0 ${g.roomLengthMm} ${g.roomWidthMm}`} role="img" aria-label={summary}>
        <rect x={0} y={0} width={g.roomLengthMm} height={g.roomWidthMm} fill="#8a949c" />
        {g.cells.map((c) => (
          <rect
            key={`${c.xMm}-${c.yMm}`}
            x={c.xMm}
            y={c.yMm}
            width={c.widthMm}
            height={c.heightMm}
            fill={fills[c.kind]}
          />
        ))}
        {g.cutouts.map((c) => (
          <rect
            key={`${c.xMm}-${c.yMm}-${c.kind}`}
            x={c.xMm}
            y={c.yMm}
            width={c.widthMm}
            height={c.heightMm}
            fill="none"
            stroke="#c8102e"
            strokeWidth={stroke * 2}
          />
        ))}
        <rect
          x={0}
          y={0}
          width={g.roomLengthMm}
          height={g.roomWidthMm}
          fill="none"
          stroke="#3d4852"
          strokeWidth={stroke * 2}
        />
      </svg>
      <ul className={styles.legend} aria-label={t('designer.ui.asco.legend')}>
        {(['full', 'cut', 'cutout'] as const).map((kind) => (
          <li key={kind}>
            <span className={`${styles.swatch} ${styles[kind]}`} aria-hidden="true" />
            {t(`designer.ui.asco.kinds.${kind}`)}: {count(kind)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
