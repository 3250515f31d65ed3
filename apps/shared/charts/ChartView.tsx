/**
 * The accessible frame around a uPlot canvas, shared by LineChart and BarChart:
 * - a `<figure>` named by its caption and described by a text summary (`aria-describedby`);
 * - the canvas `aria-hidden`, inside a focusable plot (role `application`, so screen readers
 *   pass the arrow keys through) where ←/→, Page Up/Down, Home/End move a cursor point by point
 *   and a live region announces the values;
 * - a legend as text, a readout of the hovered point, and a "show as table" toggle.
 */
import { Button } from '@fluentui/react-components';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { useT } from '../../platform/index.ts';
import { ChartTable } from './ChartTable.tsx';
import { useChartTheme } from './chart-theme.ts';
import { cursorIndex } from './keyboard.ts';
import { Legend } from './Legend.tsx';
import { useChartStyles } from './styles.ts';
import { pointText } from './summary.ts';
import { type ChartInput, useChartModel } from './use-chart-model.ts';
import { useUplot } from './use-uplot.ts';

export function ChartView(props: ChartInput) {
  const { title, variant = 'default', hideCaption, className } = props;
  const height = props.height ?? (variant === 'wall' ? 420 : 280);
  const styles = useChartStyles();
  const t = useT();
  const ids = useId();
  const [theme, resolveProbe, watchProbe] = useChartTheme(variant);
  const [hover, setHover] = useState<number | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const [tableOpen, setTableOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const model = useChartModel(props, theme, setHover);
  const target = useRef<HTMLDivElement | null>(null);
  const plot = useUplot(target, model.count > 0 ? model.options : null, model.data, height);

  const shown = hover ?? (focused ? cursor : null);
  const valuesAt = (i: number) =>
    model.series.map((s) => {
      const v = s.values[i];
      const value = typeof v === 'number' && Number.isFinite(v) ? s.format(v) : t('charts.noValue');
      return t('charts.seriesValue', { label: s.label, value });
    });

  /** Moves uPlot's cursor (vertical line and points) to point `i`, as if hovered. */
  const showCursor = useCallback(
    (i: number | null) => {
      const u = plot.current;
      if (!u) return;
      if (i === null) {
        u.setCursor({ left: -10, top: -10 });
        return;
      }
      const x = u.data[0][i] as number;
      const first = model.series.findIndex((s) => typeof s.values[i] === 'number');
      const scale = model.series[first]?.axis === 'right' ? 'y2' : 'y';
      const y = first >= 0 ? (model.series[first]!.values[i] as number) : null;
      u.setCursor({ left: u.valToPos(x, 'x'), top: y === null ? u.bbox.height / 2 : u.valToPos(y, scale) });
    },
    [plot, model.series],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && cursor !== null && props.onSelect) {
      event.preventDefault();
      props.onSelect(cursor);
      return;
    }
    if (event.key === 'Escape' && cursor === null) return;
    const next = cursorIndex(event.key, cursor, model.count);
    if (next === undefined) return;
    event.preventDefault();
    setCursor(next);
    showCursor(next);
    setAnnounced(next === null ? '' : pointText(next, model.count, model.xText, model.series, t));
  };

  const captionId = `${ids}-caption`;
  const summaryId = `${ids}-summary`;
  const hintId = `${ids}-hint`;
  const tableId = `${ids}-table`;
  const wall = variant === 'wall';

  return (
    <figure className={`${styles.figure} ${className ?? ''}`} aria-labelledby={captionId} aria-describedby={summaryId}>
      <span ref={resolveProbe} className={styles.probe} aria-hidden="true" />
      <span ref={watchProbe} className={styles.watch} aria-hidden="true" />
      <figcaption
        id={captionId}
        className={hideCaption ? styles.srOnly : `${styles.caption} ${wall ? styles.captionWall : ''}`}
      >
        {title}
      </figcaption>
      <p id={summaryId} className={styles.srOnly}>
        {model.summary}
      </p>
      {model.count === 0 ? (
        <p className={styles.empty}>{t('charts.empty')}</p>
      ) : (
        <>
          <Legend series={model.series} thresholds={model.thresholds} wall={wall} />
          <div
            className={styles.plot}
            role="application"
            aria-roledescription={t('charts.roleDescription')}
            aria-label={title}
            aria-describedby={`${hintId} ${summaryId}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the plot is a keyboard widget (role application)
            tabIndex={0}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setFocused(false);
              showCursor(null);
            }}
            onFocus={() => {
              setFocused(true);
              if (cursor !== null) showCursor(cursor);
            }}
            onPointerEnter={() => plot.current?.syncRect()}
            onClick={props.onSelect && hover !== null ? () => props.onSelect?.(hover) : undefined}
          >
            <div ref={target} aria-hidden="true" style={{ minHeight: height }} />
          </div>
          <p id={hintId} className={styles.srOnly}>
            {t('charts.keyboardHint')}
          </p>
          <div role="status" className={styles.srOnly}>
            {announced}
          </div>
          <div className={styles.footer}>
            <div className={`${styles.readout} ${wall ? styles.readoutWall : ''}`} aria-hidden="true">
              {shown !== null && shown < model.count ? `${model.xText(shown)} – ${valuesAt(shown).join(' · ')}` : ''}
            </div>
            <Button
              appearance="subtle"
              size="small"
              aria-expanded={tableOpen}
              aria-controls={tableOpen ? tableId : undefined}
              onClick={() => setTableOpen((open) => !open)}
            >
              {tableOpen ? t('charts.hideTable') : t('charts.showTable')}
            </Button>
          </div>
          {tableOpen && (
            <ChartTable
              id={tableId}
              title={title}
              count={model.count}
              xHeader={model.xHeader}
              xText={model.xText}
              series={model.series}
            />
          )}
        </>
      )}
    </figure>
  );
}
