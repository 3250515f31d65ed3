import { ChartView } from './ChartView.tsx';
import type { ChartCommonProps } from './types.ts';

export type LineChartProps = ChartCommonProps;

/**
 * Lines over time or categories, several series, optional target lines and area fill.
 *
 *   <LineChart title="OEE je Woche" x={{ kind: 'time', unit: 'week', values: weeks }}
 *     series={[{ label: 'OEE', values: oee, area: true }]} y={{ format: 'percent', min: 0, max: 1 }}
 *     thresholds={[{ label: 'Ziel', value: 0.85 }]} />
 */
export function LineChart(props: LineChartProps) {
  return <ChartView {...props} kind="line" />;
}
