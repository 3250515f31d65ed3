/**
 * A small trend line for KPI tiles: no axes, no cursor, the last value marked. For screen readers
 * it is one image whose name says what the line shows (first and last value, lowest and highest).
 */
import { useMemo, useRef } from 'react';
import uPlot from 'uplot';
import { useFormat, useT } from '../../platform/index.ts';
import { useChartTheme } from './chart-theme.ts';
import { seriesStats } from './data.ts';
import { useChartStyles } from './styles.ts';
import type { ValueFormat } from './types.ts';
import { useUplot } from './use-uplot.ts';
import { valueFormatter } from './value-format.ts';

export interface SparklineProps {
  /** What the line shows, e.g. "OEE der letzten 12 Wochen" — the start of its accessible name. */
  label: string;
  values: readonly (number | null)[];
  format?: ValueFormat;
  /** A CSS colour or Fluent token; default: the brand colour. */
  color?: string;
  /** CSS pixels (default 32); the width follows the container. */
  height?: number;
  /** Fill under the line (default true). */
  area?: boolean;
  className?: string;
}

function markLast(colour: () => string): (u: uPlot) => void {
  return (u) => {
    const ys = u.data[1];
    if (!ys) return;
    let i = ys.length - 1;
    while (i >= 0 && typeof ys[i] !== 'number') i--;
    if (i < 0) return;
    const px = uPlot.pxRatio;
    const x = u.valToPos(u.data[0][i] as number, 'x', true);
    const y = u.valToPos(ys[i] as number, 'y', true);
    u.ctx.save();
    u.ctx.fillStyle = colour();
    u.ctx.beginPath();
    u.ctx.arc(x, y, 2.5 * px, 0, 2 * Math.PI);
    u.ctx.fill();
    u.ctx.restore();
  };
}

export function Sparkline({ label, values, format: spec, color, height = 32, area = true, className }: SparklineProps) {
  const styles = useChartStyles();
  const format = useFormat();
  const t = useT();
  const [theme, resolveProbe, watchProbe] = useChartTheme('default');
  const target = useRef<HTMLDivElement | null>(null);
  const stroke = theme ? (color ? theme.resolve(color) : theme.series[0]!) : null;
  const strokeRef = useRef(stroke ?? '#000000');
  strokeRef.current = stroke ?? strokeRef.current;

  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'> | null>(() => {
    if (!stroke) return null;
    return {
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      padding: [4, 4, 4, 4],
      scales: { x: { time: false } },
      axes: [{ show: false }, { show: false }],
      series: [{}, { stroke, width: 1.5, ...(area ? { fill: `${stroke}29` } : {}), points: { show: false } }],
      hooks: { draw: [markLast(() => strokeRef.current)] },
    };
  }, [stroke, area]);

  const data = useMemo<uPlot.AlignedData>(
    () => [values.map((_, i) => i), values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null))],
    [values],
  );
  useUplot(target, values.length > 0 ? options : null, data, height);

  const stats = seriesStats(values);
  const fmt = valueFormatter(spec, format);
  const first = values.find((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const name =
    stats && first !== undefined
      ? t('charts.sparkline', {
          label,
          first: fmt(first),
          last: fmt(stats.last),
          min: fmt(stats.min),
          max: fmt(stats.max),
        })
      : `${label}: ${t('charts.empty')}`;

  return (
    <div role="img" aria-label={name} className={`${styles.sparkline} ${className ?? ''}`}>
      <span ref={resolveProbe} className={styles.probe} aria-hidden="true" />
      <span ref={watchProbe} className={styles.watch} aria-hidden="true" />
      <div ref={target} aria-hidden="true" style={{ height }} />
    </div>
  );
}
