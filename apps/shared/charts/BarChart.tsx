import { ChartView } from './ChartView.tsx';
import type { ChartCommonProps, ChartSeries } from './types.ts';

export interface BarChartProps extends ChartCommonProps {
  /** Lines over the bars, e.g. a Pareto's cumulative share on the right axis (`axis: 'right'`). */
  lines?: readonly ChartSeries[];
}

/**
 * Vertical bars, one group per x position and one bar per series, with optional lines on top.
 *
 *   const p = paretoOf(reasons.map((r) => ({ label: r.name, value: r.minutes })));
 *   <BarChart title="Stillstand nach Ursache" x={{ kind: 'category', labels: p.labels }}
 *     series={[{ label: 'Minuten', values: p.values }]}
 *     lines={[{ label: 'Kumuliert', values: p.cumulative, axis: 'right' }]}
 *     y={{ format: 'integer', label: 'min' }} y2={{ format: 'percent', min: 0, max: 1 }} />
 */
export function BarChart(props: BarChartProps) {
  return <ChartView {...props} kind="bar" />;
}
