/**
 * Chart geometry for the result series (pure, unit-tested; the SVG component only draws it):
 * nice ticks, linear scales, line paths with gaps, the operating-point marker and the text
 * summary that screen readers get instead of the picture.
 */
import type { CalcSeries } from '../../contract/calculators/common.ts';
import { formatNumber } from '../shared/numbers.ts';
import type { Translate } from './model.ts';

export interface Scale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** Rounds away binary noise (0.30000000000000004 → 0.3). */
const clean = (value: number) => Number.parseFloat(value.toPrecision(12));

/** A 1-2-2.5-5 step that cuts `span` into about `count` intervals. */
export function niceStep(span: number, count: number): number {
  const raw = Math.abs(span) / Math.max(1, count);
  if (!Number.isFinite(raw) || raw === 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const factor = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10;
  return clean(factor * magnitude);
}

/** Decimal places a tick step needs (2.5 → 1, 0.25 → 2, 50 → 0). */
export function decimalsOf(step: number): number {
  for (let digits = 0; digits < 10; digits++) {
    if (Math.abs(Math.round(step * 10 ** digits) - step * 10 ** digits) < 1e-9) return digits;
  }
  return 10;
}

function degenerate(min: number, max: number): [number, number] {
  if (min !== max) return [min, max];
  const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
  return [min - pad, max + pad];
}

/** A value axis: the domain widened to whole steps, ticks on every step. */
export function niceScale(min: number, max: number, count = 5): Scale {
  const [lo, hi] = degenerate(Math.min(min, max), Math.max(min, max));
  const step = niceStep(hi - lo, count);
  const start = clean(Math.floor(lo / step + 1e-9) * step);
  const end = clean(Math.ceil(hi / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let i = 0; clean(start + i * step) <= end + step * 1e-9; i++) ticks.push(clean(start + i * step));
  return { min: start, max: end, step, ticks };
}

/** The x axis: exactly the data's range, ticks on whole steps inside it. */
export function innerScale(min: number, max: number, count = 6): Scale {
  const [lo, hi] = degenerate(Math.min(min, max), Math.max(min, max));
  const step = niceStep(hi - lo, count);
  const ticks: number[] = [];
  for (let i = Math.ceil(lo / step - 1e-9); clean(i * step) <= hi + step * 1e-9; i++) ticks.push(clean(i * step));
  return { min: lo, max: hi, step, ticks };
}

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartLine {
  key: string;
  label: string;
  unit: string;
  axis: 'left' | 'right';
  /** SVG path data; a null value breaks the line. */
  path: string;
  /** The data points (data units) that have a value. */
  points: ChartPoint[];
}

export interface MarkerPoint {
  key: string;
  /** Interpolated value of the line at the marker (data units). */
  value: number;
  px: number;
  py: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  x: Scale;
  left: Scale;
  right: Scale | null;
  leftUnit: string;
  rightUnit: string | null;
  lines: ChartLine[];
  marker: { value: number; px: number; points: MarkerPoint[] } | null;
  px: (x: number) => number;
  pyLeft: (y: number) => number;
  pyRight: (y: number) => number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Tick label width estimate (px) for the margins: ~7 px per character at 12 px. */
function labelWidth(scale: Scale, locale: string): number {
  const digits = decimalsOf(scale.step);
  return Math.max(...scale.ticks.map((v) => formatNumber(v, locale, digits).length)) * 7;
}

/** Linear interpolation of a line at x (null outside its points). */
export function valueAt(points: readonly ChartPoint[], x: number): number | null {
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    if (p.x === x) return p.y;
    const q = points[i + 1];
    if (q && ((p.x < x && x < q.x) || (q.x < x && x < p.x))) return p.y + ((q.y - p.y) * (x - p.x)) / (q.x - p.x);
  }
  return null;
}

/**
 * Lays out one series: left axis = the `chart.left` keys (one unit, from zero when all values are
 * positive), an optional right axis for `chart.right`, x over the data's range, and the marker at
 * the operating point when it lies inside. Null when there is nothing to draw.
 */
export function chartGeometry(
  series: CalcSeries,
  width: number,
  height: number,
  locale: string,
  marker: number | null = null,
): ChartGeometry | null {
  const xKey = series.x.key;
  const points = series.points.filter((p) => typeof p[xKey] === 'number');
  if (points.length < 2) return null;
  const axisOf = (key: string) => series.y.find((y) => y.key === key);
  const valuesOf = (key: string) =>
    points.map((p) => p[key]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));

  const leftKeys = series.chart.left.filter((key) => axisOf(key) && valuesOf(key).length);
  if (!leftKeys.length) return null;
  const rightKey = series.chart.right && axisOf(series.chart.right) && valuesOf(series.chart.right).length > 0;
  const leftValues = leftKeys.flatMap(valuesOf);
  const leftMin = Math.min(...leftValues);
  // Outputs start at zero; negative values extend the axis below it.
  const left = niceScale(Math.min(leftMin, 0), Math.max(...leftValues), 5);
  const right = rightKey
    ? niceScale(Math.min(...valuesOf(series.chart.right!)), Math.max(...valuesOf(series.chart.right!)), 5)
    : null;
  const xs = points.map((p) => p[xKey] as number);
  const x = innerScale(Math.min(...xs), Math.max(...xs), Math.max(3, Math.min(8, Math.floor(width / 80))));

  const plot = {
    left: Math.max(36, labelWidth(left, locale) + 14),
    top: 28,
    right: width - (right ? Math.max(36, labelWidth(right, locale) + 14) : 18),
    bottom: height - 46,
  };
  const px = (v: number) => round1(plot.left + ((v - x.min) / (x.max - x.min)) * (plot.right - plot.left));
  const py = (scale: Scale) => (v: number) =>
    round1(plot.bottom - ((v - scale.min) / (scale.max - scale.min)) * (plot.bottom - plot.top));
  const pyLeft = py(left);
  const pyRight = right ? py(right) : pyLeft;

  const line = (key: string, axis: 'left' | 'right'): ChartLine => {
    const y = axisOf(key)!;
    const toY = axis === 'left' ? pyLeft : pyRight;
    let path = '';
    let pen = false;
    const drawn: ChartPoint[] = [];
    for (const p of points) {
      const value = p[key];
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        pen = false;
        continue;
      }
      drawn.push({ x: p[xKey] as number, y: value });
      path += `${pen ? 'L' : 'M'}${px(p[xKey] as number)} ${toY(value)}`;
      pen = true;
    }
    return { key, label: y.label, unit: y.unit, axis, path, points: drawn };
  };
  const lines = [
    ...leftKeys.map((key) => line(key, 'left')),
    ...(rightKey ? [line(series.chart.right!, 'right')] : []),
  ];

  let markerInfo: ChartGeometry['marker'] = null;
  if (marker !== null && Number.isFinite(marker) && marker >= x.min && marker <= x.max) {
    const markerPoints: MarkerPoint[] = [];
    for (const l of lines) {
      const value = valueAt(l.points, marker);
      if (value === null) continue;
      markerPoints.push({ key: l.key, value, px: px(marker), py: l.axis === 'left' ? pyLeft(value) : pyRight(value) });
    }
    markerInfo = { value: marker, px: px(marker), points: markerPoints };
  }

  return {
    width,
    height,
    plot,
    x,
    left,
    right,
    leftUnit: axisOf(leftKeys[0]!)!.unit,
    rightUnit: rightKey ? axisOf(series.chart.right!)!.unit : null,
    lines,
    marker: markerInfo,
    px,
    pyLeft,
    pyRight,
  };
}

const significant = new Map<string, Intl.NumberFormat>();

/** A number for a sentence or a table: whole numbers from 100, else three significant digits. */
export function readable(value: number, locale: string): string {
  if (Math.abs(value) >= 100) return formatNumber(value, locale, 0);
  let format = significant.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumSignificantDigits: 3 });
    significant.set(locale, format);
  }
  return format.format(value);
}

/** What the chart shows, as one sentence list (the `aria-label` of the SVG). */
export function chartSummary(series: CalcSeries, geometry: ChartGeometry, locale: string, t: Translate): string {
  const x = series.x;
  const parts = [
    t('calc.ui.chart.summary', {
      title: series.label,
      axis: x.label,
      from: readable(geometry.x.min, locale),
      to: readable(geometry.x.max, locale),
      unit: x.unit,
    }),
  ];
  const lines = geometry.lines.map((line) =>
    t('calc.ui.chart.line', {
      label: line.label,
      from: readable(line.points[0]!.y, locale),
      to: readable(line.points[line.points.length - 1]!.y, locale),
      unit: line.unit,
    }),
  );
  parts.push(`${lines.join('; ')}.`);
  if (geometry.marker) {
    const at = geometry.marker.points.map((p) => {
      const line = geometry.lines.find((l) => l.key === p.key)!;
      return `${line.label} ${readable(p.value, locale)} ${line.unit}`;
    });
    parts.push(
      `${t('calc.ui.chart.marker', { value: readable(geometry.marker.value, locale), unit: x.unit })}${at.length ? `: ${at.join(', ')}` : ''}.`,
    );
  }
  return parts.join(' ');
}
