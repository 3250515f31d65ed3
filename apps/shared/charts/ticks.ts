/**
 * Ticks on data points (weeks, months, categories): every n-th point with n from a list of steps
 * that read naturally (every 4th, 13th, 26th week; every 3rd, 6th month), so that the labels fit
 * the width. uPlot's own splits suit continuous time; these keep "KW 12" on the week it names.
 */
import type { TimeUnit } from './types.ts';

const stepsByUnit: Record<'week' | 'month' | 'category', readonly number[]> = {
  week: [1, 2, 4, 8, 13, 26, 52, 104],
  month: [1, 2, 3, 6, 12, 24, 60],
  category: [1, 2, 3, 4, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000],
};

/** The smallest step that shows at most `maxTicks` of `count` points (at least 1). */
export function tickStep(count: number, maxTicks: number, unit: 'week' | 'month' | 'category'): number {
  const fit = Math.max(1, Math.floor(maxTicks));
  if (count <= fit) return 1;
  const step = stepsByUnit[unit].find((s) => Math.ceil(count / s) <= fit);
  return step ?? Math.ceil(count / fit);
}

/** Indices of the ticks: every `step`-th point from the first. */
export function tickIndices(count: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i += Math.max(1, step)) out.push(i);
  return out;
}

/** Whether a unit gets data-aligned ticks rather than uPlot's calendar splits. */
export function alignsToData(unit: TimeUnit | undefined): unit is 'week' | 'month' {
  return unit === 'week' || unit === 'month';
}

/** How many labels `labelWidth` CSS pixels wide (plus a gap) fit along `plotWidth`. */
export function ticksThatFit(plotWidth: number, labelWidth: number, gap = 16): number {
  return Math.max(1, Math.floor(plotWidth / (labelWidth + gap)));
}

/** Shortens a category label for the axis (the readout and the table show it in full). */
export function shortLabel(label: string, max = 18): string {
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}
