/** What the chart's table shows, shared by the plain table and the virtualised one. */
import type { ModelSeries } from './use-chart-model.ts';

export interface ChartTableProps {
  id: string;
  title: string;
  count: number;
  xHeader: string;
  xText: (index: number) => string;
  series: readonly ModelSeries[];
}

/** A series' value at `index` in its format, or `empty` for a gap. */
export function cellText(s: ModelSeries, index: number, empty: string): string {
  const v = s.values[index];
  return typeof v === 'number' && Number.isFinite(v) ? s.format(v) : empty;
}
