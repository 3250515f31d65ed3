/**
 * uPlot options for the portal's line and bar charts. They are rebuilt only when the chart's
 * structure changes (series, axes, theme, language); new data goes through `setData` on the same
 * instance. What changes with the data (x values, category names) is read through `live`.
 */
import uPlot from 'uplot';
import type { Formatter } from '../../platform/index.ts';
import { categoryAxis, timeAxis, valueAxis, valueScaleRange } from './axes.ts';
import type { ChartTheme } from './chart-theme.ts';
import type { TimeLabels } from './time.ts';
import type { ChartAxis, TimeUnit } from './types.ts';

export interface PlotSeries {
  label: string;
  color: string;
  axis: 'left' | 'right';
  type: 'line' | 'bar';
  area: boolean;
  dash: number[] | undefined;
}

export interface PlotThreshold {
  /** "Ziel 85 %" as drawn next to the line. */
  text: string;
  value: number;
  color: string;
  axis: 'left' | 'right';
}

export interface LiveData {
  xs: readonly number[];
  names: readonly string[];
  labels: TimeLabels;
}

export interface PlotSpec {
  theme: ChartTheme;
  format: Formatter;
  /** Bars and category x: positions 0…n-1; time: epoch ms. */
  x: { kind: 'time' | 'category'; unit?: TimeUnit | undefined; label?: string | undefined };
  series: readonly PlotSeries[];
  y?: ChartAxis | undefined;
  y2?: ChartAxis | undefined;
  thresholds: readonly PlotThreshold[];
  live: { readonly current: LiveData };
  /** Hover moved to point `index` (null: left the plot). */
  onHover: (index: number | null) => void;
}

function alpha(hex: string, a: number): string {
  return `${hex}${Math.round(a * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/** Target lines across the whole plot, labelled at their right end. */
function drawThresholds(spec: PlotSpec): (u: uPlot) => void {
  return (u) => {
    const { ctx, bbox } = u;
    const px = uPlot.pxRatio;
    ctx.save();
    ctx.font = `${spec.theme.fontSize * px}px ${spec.theme.fontFamily}`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'bottom';
    ctx.lineJoin = 'round';
    for (const th of spec.thresholds) {
      const y = Math.round(u.valToPos(th.value, th.axis === 'right' ? 'y2' : 'y', true));
      if (y < bbox.top || y > bbox.top + bbox.height) continue;
      ctx.strokeStyle = th.color;
      ctx.fillStyle = th.color;
      ctx.lineWidth = Math.max(1, spec.theme.lineWidth - 0.5) * px;
      ctx.setLineDash([8 * px, 5 * px]);
      ctx.beginPath();
      ctx.moveTo(bbox.left, y);
      ctx.lineTo(bbox.left + bbox.width, y);
      ctx.stroke();
      // A halo in the background colour keeps the label readable where lines cross it.
      ctx.setLineDash([]);
      ctx.lineWidth = 3 * px;
      ctx.strokeStyle = spec.theme.background;
      ctx.strokeText(th.text, bbox.left + bbox.width - 4 * px, y - 3 * px);
      ctx.fillText(th.text, bbox.left + bbox.width - 4 * px, y - 3 * px);
    }
    ctx.restore();
  };
}

function groupedBars(index: number, groupSize: number): uPlot.Series.PathBuilder {
  const group = 0.72;
  const width = group / groupSize;
  return uPlot.paths.bars!({
    size: [group, Number.POSITIVE_INFINITY, 1],
    gap: groupSize > 1 ? 1 : 0,
    disp: {
      x0: {
        unit: 1,
        values: (u, _si, i0, i1) => {
          const xs = u.data[0];
          const out: number[] = [];
          for (let i = i0; i <= i1; i++) out.push((xs[i] as number) - group / 2 + index * width);
          return out;
        },
      },
      size: { unit: 1, values: () => [width] },
    },
  });
}

function plotSeries(spec: PlotSpec): uPlot.Series[] {
  const { theme } = spec;
  const bars = spec.series.filter((s) => s.type === 'bar');
  return spec.series.map((s) => {
    const scale = s.axis === 'right' ? 'y2' : 'y';
    if (s.type === 'bar') {
      return {
        label: s.label,
        scale,
        stroke: s.color,
        fill: s.color,
        width: 0,
        paths: groupedBars(bars.indexOf(s), bars.length),
        points: { show: false },
      };
    }
    return {
      label: s.label,
      scale,
      stroke: s.color,
      width: theme.lineWidth,
      ...(s.dash ? { dash: s.dash } : {}),
      ...(s.area ? { fill: alpha(s.color, 0.16) } : {}),
      points: { size: theme.lineWidth * 2.5 + 1, width: theme.lineWidth * 0.75, fill: theme.background },
    };
  });
}

export function plotOptions(spec: PlotSpec): Omit<uPlot.Options, 'width' | 'height'> {
  const { theme, format, live } = spec;
  const hasBars = spec.series.some((s) => s.type === 'bar');
  const hasRight = spec.series.some((s) => s.axis === 'right') || spec.thresholds.some((t) => t.axis === 'right');
  const thresholdValues = (axis: 'left' | 'right') => () =>
    spec.thresholds.filter((t) => t.axis === axis).map((t) => t.value);
  const indexX = spec.x.kind === 'category' || hasBars;
  const xAxis = indexX
    ? categoryAxis(theme, () => live.current.names, spec.x.label)
    : timeAxis(
        theme,
        () => live.current.labels,
        spec.x.unit,
        () => live.current.xs,
        spec.x.label,
      );
  return {
    ms: 1,
    // Room above the plot for a threshold's label; the other sides are sized by uPlot.
    padding: [theme.fontSize + 8, null, null, null],
    legend: { show: false },
    cursor: {
      // Only the vertical line: a horizontal one would follow a single series among several.
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: hasBars
        ? { show: false }
        : { size: theme.lineWidth * 4 + 2, width: theme.lineWidth, fill: theme.background },
      focus: { prox: -1 },
    },
    scales: {
      x: indexX ? { time: false, range: () => [-0.5, Math.max(0, live.current.xs.length - 1) + 0.5] } : { time: true },
      y: { range: valueScaleRange(spec.y, thresholdValues('left'), hasBars) },
      ...(hasRight ? { y2: { range: valueScaleRange(spec.y2, thresholdValues('right'), false) } } : {}),
    },
    axes: [
      xAxis,
      valueAxis(theme, 'y', spec.y, format),
      ...(hasRight ? [valueAxis(theme, 'y2', spec.y2, format)] : []),
    ],
    series: [{}, ...plotSeries(spec)],
    hooks: {
      draw: [drawThresholds(spec)],
      setLegend: [(u) => spec.onHover(u.cursor.idx ?? null)],
    },
  };
}
