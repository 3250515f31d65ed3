import { useMemo } from 'react';
import type { ComparisonResult } from '../../contract/building.ts';
import { useT } from '../platform/index.ts';
import { type ChartSeries, type ChartX, LineChart } from '../shared/charts/index.ts';

const yAxis = { format: { currency: 'EUR' }, min: 0, label: '€' } as const;

/**
 * Cumulative nominal cost of both systems over the years (shared uPlot chart: caption, summary,
 * keyboard cursor and a table on request); the break-even year is said in the description.
 */
export function CumulativeChart({ result }: { result: ComparisonResult }) {
  const t = useT();
  const { boiler, heatPump } = result.systems;
  const x = useMemo<ChartX>(
    () => ({
      kind: 'category',
      labels: result.yearly.map((y) => String(y.year)),
      label: t('building.ui.comparison.year'),
    }),
    [result.yearly, t],
  );
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: boiler.label, values: result.yearly.map((y) => y.boiler), dash: [6, 4] },
      { label: heatPump.label, values: result.yearly.map((y) => y.heatPump) },
    ],
    [result.yearly, boiler.label, heatPump.label],
  );
  const description =
    result.breakEvenYear === null
      ? t('building.doc.noBreakEven')
      : t('building.doc.breakEven', { year: result.breakEvenYear });
  return (
    <LineChart title={t('building.ui.comparison.chart')} description={description} x={x} series={series} y={yAxis} />
  );
}
