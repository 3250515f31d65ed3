/**
 * uPlot axes and scales in the portal's look: theme colours and font, ticks formatted in the
 * user's language, axis widths measured from their widest label (so "12.345,00 €" is never cut),
 * week/month/category ticks on the data points they name, category labels turned 45° when they
 * do not fit side by side.
 */
import uPlot from 'uplot';
import type { Formatter } from '../../platform/index.ts';
import type { ChartTheme } from './chart-theme.ts';
import { scaleRange } from './data.ts';
import { shortLabel, tickIndices, tickStep, ticksThatFit } from './ticks.ts';
import type { TimeLabels } from './time.ts';
import type { ChartAxis, TimeUnit } from './types.ts';
import { tickFormatter } from './value-format.ts';

let measureContext: CanvasRenderingContext2D | null = null;

/** Text width in CSS pixels (a detached canvas: uPlot caches its own context's font). */
export function textWidth(text: string, font: string): number {
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * 7;
  measureContext.font = font;
  return measureContext.measureText(text).width;
}

const tickSize = 4;
const gap = 6;

function plotWidth(u: uPlot): number {
  return u.bbox.width / uPlot.pxRatio || u.width;
}

function baseAxis(theme: ChartTheme): uPlot.Axis {
  return {
    stroke: theme.text,
    font: theme.font,
    labelFont: `600 ${theme.font}`,
    gap,
    ticks: { show: true, stroke: theme.axis, width: 1, size: tickSize },
    border: { show: true, stroke: theme.axis, width: 1 },
  };
}

/** A value axis (left `y` or right `y2`); only the left one draws grid lines. */
export function valueAxis(
  theme: ChartTheme,
  scale: 'y' | 'y2',
  spec: ChartAxis | undefined,
  format: Formatter,
): uPlot.Axis {
  return {
    ...baseAxis(theme),
    scale,
    side: scale === 'y' ? 3 : 1,
    label: spec?.label,
    labelSize: spec?.label ? theme.fontSize + 10 : 0,
    space: theme.fontSize * 2.5,
    grid: { show: scale === 'y', stroke: theme.grid, width: 1 },
    values: (_u, splits) => {
      const step = splits.length > 1 ? Math.abs(splits[1]! - splits[0]!) : 1;
      return splits.map(tickFormatter(spec?.format, format, step));
    },
    size: (_u, values) => {
      const widest = Math.max(0, ...(values ?? []).map((v) => textWidth(String(v), theme.font)));
      return Math.ceil(widest + tickSize + gap + 4);
    },
  };
}

/** uPlot's range function for a value scale (see scaleRange). */
export function valueScaleRange(
  spec: ChartAxis | undefined,
  thresholds: () => readonly number[],
  includeZero: boolean,
): uPlot.Range.Function {
  return (_u, dataMin, dataMax) => scaleRange(dataMin, dataMax, thresholds(), includeZero, spec ?? {});
}

/** A time x axis: uPlot's calendar splits, or every n-th data point for weeks and months. */
export function timeAxis(
  theme: ChartTheme,
  labels: () => TimeLabels,
  unit: TimeUnit | undefined,
  xs: () => readonly number[],
  title: string | undefined,
): uPlot.Axis {
  const sample = () => labels().tick(xs()[0] ?? Date.now(), 30 * 86_400_000, unit);
  const aligned = unit === 'week' || unit === 'month';
  return {
    ...baseAxis(theme),
    scale: 'x',
    side: 2,
    label: title,
    labelSize: title ? theme.fontSize + 10 : 0,
    grid: { show: false },
    size: theme.fontSize + tickSize + gap + 8,
    space: () => textWidth(sample(), theme.font) + 24,
    ...(aligned
      ? {
          splits: (u: uPlot, _i: number, min: number, max: number) => {
            const all = xs();
            const step = tickStep(all.length, ticksThatFit(plotWidth(u), textWidth(sample(), theme.font)), unit);
            return tickIndices(all.length, step)
              .map((i) => all[i]!)
              .filter((v) => v >= min && v <= max);
          },
        }
      : {}),
    values: (_u, splits, _i, _space, incr) => splits.map((v) => labels().tick(v, incr, unit)),
  };
}

/**
 * A category x axis on positions 0…n-1 (bar charts, and line charts over categories): every
 * label side by side when they fit, else turned 45°, else every n-th.
 */
export function categoryAxis(theme: ChartTheme, names: () => readonly string[], title: string | undefined): uPlot.Axis {
  const layout = (u: uPlot) => {
    const all = names();
    const widest = Math.max(0, ...all.map((n) => textWidth(shortLabel(n), theme.font)));
    const perPoint = plotWidth(u) / Math.max(1, all.length);
    if (widest + 12 <= perPoint) return { rotate: 0, step: 1, widest };
    if (theme.fontSize * 1.6 <= perPoint) return { rotate: 45, step: 1, widest };
    return { rotate: 0, step: tickStep(all.length, ticksThatFit(plotWidth(u), widest), 'category'), widest };
  };
  return {
    ...baseAxis(theme),
    scale: 'x',
    side: 2,
    label: title,
    labelSize: title ? theme.fontSize + 10 : 0,
    grid: { show: false },
    splits: (u, _i, min, max) =>
      tickIndices(names().length, layout(u).step).filter((i) => i >= Math.floor(min) && i <= Math.ceil(max)),
    values: (_u, splits) => splits.map((i) => shortLabel(names()[i] ?? '')),
    rotate: (u) => layout(u).rotate,
    size: (u) => {
      const { rotate, widest } = layout(u);
      const text = rotate ? Math.SQRT1_2 * widest + theme.fontSize : theme.fontSize * 1.4;
      return Math.ceil(text + tickSize + gap + 6);
    },
  };
}
