/** The data and options the chart components take (see docs/charts-and-grid.md). */
import type { Formatter } from '../../platform/index.ts';

/**
 * How a value reads on an axis, in the readout and in the table:
 * `'number'` (up to two decimals), `'integer'`, `'percent'` (a fraction: 0.125 → 12,5 %),
 * `{ currency: 'EUR' }` (4,90 €), `{ decimals: 1, unit: 'kWh' }` (12,5 kWh), or a function.
 */
export type ValueFormat =
  | 'number'
  | 'integer'
  | 'percent'
  | { currency: string }
  | { decimals?: number; unit?: string }
  | ((value: number, format: Formatter) => string);

/** The spacing of time data; it picks the labels ("09:30", "23.11.", "KW 12", "Nov. 2026"). */
export type TimeUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * The x axis: points in time (Date, epoch milliseconds or ISO strings; `2026-11-23` is that
 * calendar day) or named categories in order.
 */
export type ChartX =
  | { kind: 'time'; values: readonly (Date | number | string)[]; unit?: TimeUnit; label?: string }
  | { kind: 'category'; labels: readonly string[]; label?: string };

export interface ChartSeries {
  label: string;
  /** One value per x position; null is a gap. */
  values: readonly (number | null)[];
  /** A CSS colour or a Fluent token (`tokens.colorPaletteGreenForeground1`); default: the portal palette. */
  color?: string;
  /** Which value axis: the left (default) or the right one (`y2`). */
  axis?: 'left' | 'right';
  /** Line charts: fill the area under the line. */
  area?: boolean;
  /** Line charts: dash pattern in CSS pixels, e.g. `[6, 4]`; default: solid. */
  dash?: number[];
}

/** A horizontal target or limit line ("Ziel 85 %"), drawn across the plot and named in the legend. */
export interface ChartThreshold {
  label: string;
  value: number;
  color?: string;
  axis?: 'left' | 'right';
}

export interface ChartAxis {
  label?: string;
  format?: ValueFormat;
  /** Fixed ends; otherwise the data (and thresholds) decide, with zero included for bars. */
  min?: number;
  max?: number;
}

/** `'wall'`: larger type and thicker lines for a screen read from across the hall. */
export type ChartVariant = 'default' | 'wall';

/** What LineChart and BarChart share. */
export interface ChartCommonProps {
  /** The caption: what the chart shows. */
  title: string;
  /** An extra sentence for the text summary (e.g. "Quelle: MES, Werk Plattling"). */
  description?: string;
  x: ChartX;
  series: readonly ChartSeries[];
  thresholds?: readonly ChartThreshold[];
  /** The left value axis. */
  y?: ChartAxis;
  /** The right value axis (series with `axis: 'right'`). */
  y2?: ChartAxis;
  /** Plot height in CSS pixels (default 280, wall 420); the width follows the container. */
  height?: number;
  variant?: ChartVariant;
  /** Keeps the caption for screen readers only (the page already shows a heading for the chart). */
  hideCaption?: boolean;
  /** A click on a point or bar, or Enter on the keyboard cursor, with its x index (e.g. to drill down). */
  onSelect?: (index: number) => void;
  className?: string;
}
