/**
 * The portal's charts (uPlot inside an accessible frame), for dashboards of every mini app.
 * See docs/charts-and-grid.md.
 *
 *   import { BarChart, LineChart, paretoOf, Sparkline } from '../shared/charts/index.ts';
 */
export { BarChart, type BarChartProps } from './BarChart.tsx';
export { type Pareto, paretoOf } from './data.ts';
export { LineChart, type LineChartProps } from './LineChart.tsx';
export { Sparkline, type SparklineProps } from './Sparkline.tsx';
export { isoWeek } from './time.ts';
export type {
  ChartAxis,
  ChartCommonProps,
  ChartSeries,
  ChartThreshold,
  ChartVariant,
  ChartX,
  TimeUnit,
  ValueFormat,
} from './types.ts';
