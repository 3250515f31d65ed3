/**
 * The table of a chart with more rows than a plain table renders quickly (10,000-point series):
 * the virtualised grid, which tells screen readers the full size through `aria-rowcount`.
 * Loaded on demand by ChartTable.
 */
import { useMemo } from 'react';
import { useT } from '../../platform/index.ts';
import { type GridColumn, VirtualGrid } from '../grid/index.ts';
import { type ChartTableProps, cellText } from './table-cells.ts';

export default function ChartGridTable({ id, title, count, xHeader, xText, series }: ChartTableProps) {
  const t = useT();
  const rows = useMemo(() => Array.from({ length: count }, (_, i) => i), [count]);
  const columns = useMemo<GridColumn<number>[]>(() => {
    const empty = t('charts.noValue');
    return [
      { id: 'x', header: xHeader, cell: (i) => xText(i), card: 'title' },
      ...series.map(
        (s, n): GridColumn<number> => ({
          id: `s${n}`,
          header: s.label,
          align: 'end',
          cell: (i) => cellText(s, i, empty),
        }),
      ),
    ];
  }, [t, xHeader, xText, series]);
  return (
    <div id={id}>
      <VirtualGrid
        label={t('charts.tableOf', { title })}
        columns={columns}
        rows={rows}
        rowKey={(i) => String(i)}
        height={320}
      />
    </div>
  );
}
