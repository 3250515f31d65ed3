/** Data shaping for the charts: x positions, uPlot's column layout, per-series figures, Pareto. */

import { toTime } from './time.ts';
import type { ChartSeries, ChartX } from './types.ts';

/** Number of x positions. */
export function pointCount(x: ChartX): number {
  return x.kind === 'time' ? x.values.length : x.labels.length;
}

/** Epoch ms for time axes (line charts); 0…n-1 for categories and for bar charts. */
export function xPositions(x: ChartX, asIndex = false): number[] {
  if (x.kind === 'category' || asIndex) return Array.from({ length: pointCount(x) }, (_, i) => i);
  return x.values.map(toTime);
}

/**
 * uPlot's aligned columns `[x, s1, s2, …]`. Series shorter than x are padded with gaps, longer
 * ones cut, non-finite values become gaps, so one bad value never breaks the drawing.
 */
export function alignedColumns(xs: readonly number[], series: readonly ChartSeries[]): (number | null)[][] {
  const columns: (number | null)[][] = [xs as number[]];
  for (const s of series) {
    const column = new Array<number | null>(xs.length);
    for (let i = 0; i < xs.length; i++) {
      const v = s.values[i];
      column[i] = typeof v === 'number' && Number.isFinite(v) ? v : null;
    }
    columns.push(column);
  }
  return columns;
}

export interface SeriesStats {
  count: number;
  min: number;
  minIndex: number;
  max: number;
  maxIndex: number;
  last: number;
  lastIndex: number;
}

/** Minimum, maximum and last value with their positions; null when the series has no value. */
export function seriesStats(values: readonly (number | null | undefined)[]): SeriesStats | null {
  let stats: SeriesStats | null = null;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    if (!stats) {
      stats = { count: 1, min: v, minIndex: i, max: v, maxIndex: i, last: v, lastIndex: i };
      continue;
    }
    stats.count++;
    if (v < stats.min) [stats.min, stats.minIndex] = [v, i];
    if (v > stats.max) [stats.max, stats.maxIndex] = [v, i];
    [stats.last, stats.lastIndex] = [v, i];
  }
  return stats;
}

export interface Pareto {
  labels: string[];
  values: number[];
  /** Running share of the total after each category, 0…1 (format it as `'percent'`). */
  cumulative: number[];
}

/**
 * Categories largest first with their cumulative share, e.g. downtime reasons: bars for the
 * minutes, a line for the running percentage. Equal values keep their input order.
 */
export function paretoOf(items: readonly { label: string; value: number }[]): Pareto {
  const sorted = items
    .map((item, index) => ({ ...item, index }))
    .filter((item) => Number.isFinite(item.value))
    .sort((a, b) => b.value - a.value || a.index - b.index);
  const total = sorted.reduce((sum, item) => sum + Math.max(0, item.value), 0);
  let running = 0;
  return {
    labels: sorted.map((item) => item.label),
    values: sorted.map((item) => item.value),
    cumulative: sorted.map((item) => {
      running += Math.max(0, item.value);
      return total > 0 ? running / total : 0;
    }),
  };
}

/**
 * The ends of a value scale: the data and the thresholds (and zero for bars, which stand on it)
 * with 8 % air, unless the axis fixes an end. A flat series gets ±10 % (or ±1 around zero).
 */
export function scaleRange(
  dataMin: number | null | undefined,
  dataMax: number | null | undefined,
  thresholds: readonly number[],
  includeZero: boolean,
  fixed: { min?: number | undefined; max?: number | undefined } = {},
): [number, number] {
  const values = [dataMin, dataMax, ...thresholds, ...(includeZero ? [0] : [])].filter(
    (v): v is number => typeof v === 'number' && Number.isFinite(v),
  );
  let lo = values.length ? Math.min(...values) : 0;
  let hi = values.length ? Math.max(...values) : 1;
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.1 || 1;
    [lo, hi] = [lo - pad, hi + pad];
  }
  const pad = (hi - lo) * 0.08;
  const min = fixed.min ?? (includeZero && lo >= 0 ? 0 : lo - pad);
  const max = fixed.max ?? (includeZero && hi <= 0 ? 0 : hi + pad);
  return [min, max];
}
