import type { ComparisonResult } from '../../contract/building.ts';
import type { CalcSeries } from '../../contract/calculators/common.ts';
import { SeriesChart } from '../calculators/SeriesChart.tsx';
import { useT } from '../platform/index.ts';

/** Cumulative nominal cost of both systems over the years (with its table alternative). */
export function CumulativeChart({ result }: { result: ComparisonResult }) {
  const t = useT();
  const { boiler, heatPump } = result.systems;
  const axis = (key: string, label: string, unit: string) => ({ key, labelKey: '', label, unit });
  const series: CalcSeries = {
    id: 'cumulative',
    labelKey: '',
    label: t('building.ui.comparison.chart'),
    x: axis('year', t('building.ui.comparison.year'), 'a'),
    y: [axis('boiler', boiler.label, '€'), axis('heatPump', heatPump.label, '€')],
    points: result.yearly.map((y) => ({ year: y.year, boiler: y.boiler, heatPump: y.heatPump })),
    chart: { left: ['boiler', 'heatPump'] },
  };
  return <SeriesChart series={series} marker={null} />;
}
