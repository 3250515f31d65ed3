/**
 * Everything a line or bar chart derives from its props: uPlot's columns, the options (rebuilt
 * only when the structure, theme or language changes), formatters, the legend, the table and the
 * text summary. New arrays with the same contents do not count as new data.
 */
import { useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { useFormat, useT } from '../../platform/index.ts';
import type { ChartTheme } from './chart-theme.ts';
import { alignedColumns, pointCount, xPositions } from './data.ts';
import { type LiveData, type PlotSeries, type PlotThreshold, plotOptions } from './options.ts';
import { chartSummary } from './summary.ts';
import { timeLabels, toTime } from './time.ts';
import type { ChartAxis, ChartCommonProps, ChartSeries } from './types.ts';
import { type FormatValue, valueFormatter } from './value-format.ts';

export interface ChartInput extends ChartCommonProps {
  kind: 'line' | 'bar';
  /** Bar charts: lines drawn over the bars (a Pareto's cumulative share, a plan). */
  lines?: readonly ChartSeries[] | undefined;
}

export interface ModelSeries extends PlotSeries {
  values: readonly (number | null)[];
  format: FormatValue;
}

export interface ChartModel {
  count: number;
  data: uPlot.AlignedData;
  options: Omit<uPlot.Options, 'width' | 'height'> | null;
  series: ModelSeries[];
  thresholds: (PlotThreshold & { label: string })[];
  xText: (index: number) => string;
  xHeader: string;
  summary: string;
}

/** The same array objects as last time → the same columns (uPlot is not fed again). */
function useStableColumns(x: ChartInput['x'], all: readonly ChartSeries[], asIndex: boolean): uPlot.AlignedData {
  const parts = [x.kind === 'time' ? x.values : x.labels, ...all.map((s) => s.values), asIndex];
  const cache = useRef<{ parts: unknown[]; data: uPlot.AlignedData } | null>(null);
  const same = cache.current?.parts.length === parts.length && cache.current.parts.every((p, i) => p === parts[i]);
  if (!same || !cache.current) {
    cache.current = { parts, data: alignedColumns(xPositions(x, asIndex), all) as uPlot.AlignedData };
  }
  return cache.current.data;
}

function axisKey(axis: ChartAxis | undefined) {
  return axis && { ...axis, format: typeof axis.format === 'function' ? 'fn' : axis.format };
}

export function useChartModel(
  input: ChartInput,
  theme: ChartTheme | null,
  onHover: (index: number | null) => void,
): ChartModel {
  const format = useFormat();
  const t = useT();
  const labels = useMemo(() => timeLabels(format, t), [format, t]);
  const asIndex = input.kind === 'bar';
  const all = useMemo(
    () => [
      ...input.series.map((s) => ({ ...s, type: input.kind === 'bar' ? ('bar' as const) : ('line' as const) })),
      ...(input.lines ?? []).map((s) => ({ ...s, type: 'line' as const })),
    ],
    [input.series, input.lines, input.kind],
  );
  const data = useStableColumns(input.x, all, asIndex);
  const count = pointCount(input.x);

  const { x } = input;
  const xText = useMemo(() => {
    if (x.kind === 'category') return (i: number) => x.labels[i] ?? '';
    const unit = x.unit;
    return (i: number) => {
      const v = x.values[i];
      return v === undefined ? '' : labels.full(toTime(v), unit);
    };
  }, [x, labels]);
  // Bars stand on positions 0…n-1; their axis names them like ticks of the time unit.
  const names = useMemo(() => {
    if (x.kind === 'category') return x.labels;
    if (!asIndex) return [];
    return x.values.map((v) => labels.tick(toTime(v), 30 * 86_400_000, x.unit));
  }, [x, asIndex, labels]);

  const live = useRef<LiveData>({ xs: [], names: [], labels });
  live.current = { xs: data[0] as number[], names, labels };
  const hover = useRef(onHover);
  hover.current = onHover;

  const structure = JSON.stringify({
    kind: input.kind,
    x: { kind: x.kind, unit: x.kind === 'time' ? x.unit : undefined, label: x.label },
    series: all.map(({ label, color, axis, area, dash, type }) => ({ label, color, axis, area, dash, type })),
    thresholds: input.thresholds,
    y: axisKey(input.y),
    y2: axisKey(input.y2),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: axis formats are part of the structure key
  const formats = useMemo(
    () => ({ left: valueFormatter(input.y?.format, format), right: valueFormatter(input.y2?.format, format) }),
    [format, structure],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt on a new structure, not on new arrays
  const styled = useMemo(() => {
    if (!theme) return null;
    const palette = theme.series;
    const series: PlotSeries[] = all.map((s, i) => ({
      label: s.label,
      color: s.color ? theme.resolve(s.color) : palette[i % palette.length]!,
      axis: s.axis ?? 'left',
      type: s.type,
      area: s.area === true,
      // Beyond the palette, colours repeat: a dash pattern keeps those series apart.
      dash: s.dash ?? (i >= palette.length ? [6, 4] : undefined),
    }));
    const thresholds = (input.thresholds ?? []).map((th) => {
      const axis = th.axis ?? 'left';
      const fmt = axis === 'right' ? formats.right : formats.left;
      return {
        label: th.label,
        text: `${th.label} ${fmt(th.value)}`,
        value: th.value,
        axis,
        color: th.color ? theme.resolve(th.color) : theme.threshold,
      };
    });
    return { series, thresholds };
  }, [theme, structure, formats]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the axes are part of the structure key (via styled)
  const options = useMemo(() => {
    if (!theme || !styled) return null;
    return plotOptions({
      theme,
      format,
      x: { kind: x.kind, unit: x.kind === 'time' ? x.unit : undefined, label: x.label },
      series: styled.series,
      y: input.y,
      y2: input.y2,
      thresholds: styled.thresholds,
      live,
      onHover: (i) => hover.current(i),
    });
  }, [theme, styled, format]);

  const series: ModelSeries[] = useMemo(
    () =>
      (styled?.series ?? []).map((s, i) => ({
        ...s,
        values: all[i]?.values ?? [],
        format: s.axis === 'right' ? formats.right : formats.left,
      })),
    [styled, all, formats],
  );

  const summary = useMemo(
    () =>
      chartSummary(
        {
          description: input.description,
          count,
          xText,
          series,
          thresholds: (styled?.thresholds ?? []).map((th) => ({
            label: th.label,
            value: th.value,
            format: th.axis === 'right' ? formats.right : formats.left,
          })),
        },
        t,
      ),
    [input.description, count, xText, series, styled, formats, t],
  );

  return {
    count,
    data,
    options,
    series,
    thresholds: styled?.thresholds ?? [],
    xText,
    xHeader: x.label ?? (x.kind === 'time' ? t('charts.time') : t('charts.category')),
    summary,
  };
}
