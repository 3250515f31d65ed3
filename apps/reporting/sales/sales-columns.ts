/** The sales-performance grid's columns: the group, the current range, compare values and deltas. */
import type { SalesPerformanceRow } from '../../../contract/sales-performance.ts';
import { salesCurrencies } from '../../../contract/sales-performance.ts';
import type { Translate } from '../../platform/index.ts';
import type { GridColumn } from '../../shared/grid/index.ts';

/** Currencies as money, anything else (pieces) as whole numbers (the charts; the grid names the unit in its headers). */
export function unitFormat(units: string): { currency: string } | 'integer' {
  return (salesCurrencies as readonly string[]).includes(units) ? { currency: units } : 'integer';
}

export function salesColumns(
  t: Translate,
  units: string,
  compare: { previousYear: boolean; plan: boolean },
  delta: (value: number | null, percent: boolean) => React.ReactNode,
  /** The further key figures beside the main one, with their units. */
  beside: readonly { keyFigure: string; units: string }[] = [],
): GridColumn<SalesPerformanceRow>[] {
  // Whole units: the currency is named once in the header, so the figures fit their columns.
  const money = 'integer' as const;
  const unit = (header: string) => `${header} (${units})`;
  const columns: GridColumn<SalesPerformanceRow>[] = [
    {
      id: 'grouping',
      header: t('reporting.sales.group'),
      value: (r) => r.grouping,
      sortable: true,
      width: '2fr',
      card: 'title',
    },
    {
      id: 'currentYear',
      header: t('reporting.sales.current'),
      value: (r) => r.currentYear,
      format: money,
      sortable: true,
    },
  ];
  if (compare.previousYear) {
    columns.push(
      {
        id: 'lastYear',
        header: unit(t('reporting.sales.lastYear')),
        value: (r) => r.lastYear,
        format: money,
        sortable: true,
      },
      {
        id: 'difference',
        header: t('reporting.sales.difference'),
        value: (r) => r.difference,
        cell: (r) => delta(r.difference, false),
        align: 'end',
        sortable: true,
      },
      {
        id: 'differenceInPercent',
        header: t('reporting.sales.differencePercent'),
        value: (r) => r.differenceInPercent,
        cell: (r) => delta(r.differenceInPercent, true),
        align: 'end',
        sortable: true,
      },
    );
  }
  if (compare.plan) {
    columns.push(
      {
        id: 'budget',
        header: unit(t('reporting.sales.budget')),
        value: (r) => r.budget,
        format: money,
        sortable: true,
      },
      {
        id: 'budgetDifference',
        header: t('reporting.sales.budgetDifference'),
        value: (r) => r.budgetDifference,
        cell: (r) => delta(r.budgetDifference, false),
        align: 'end',
        sortable: true,
      },
      {
        id: 'budgetDifferenceInPercent',
        header: t('reporting.sales.budgetDifferencePercent'),
        value: (r) => r.budgetDifferenceInPercent,
        cell: (r) => delta(r.budgetDifferenceInPercent, true),
        align: 'end',
        sortable: true,
      },
    );
  }
  beside.forEach(({ keyFigure, units: theirs }, i) => {
    const label = t(`analytics.keyFigure.${keyFigure}`);
    columns.push({
      id: `beside-${keyFigure}`,
      header: `${label} (${theirs})`,
      value: (r) => r.beside?.[i]?.currentYear ?? null,
      format: money,
      sortable: true,
    });
    if (compare.previousYear) {
      columns.push({
        id: `beside-${keyFigure}-percent`,
        header: t('reporting.sales.besidePercent', { figure: label }),
        value: (r) => r.beside?.[i]?.differenceInPercent ?? null,
        cell: (r) => delta(r.beside?.[i]?.differenceInPercent ?? null, true),
        align: 'end',
        sortable: true,
      });
    }
  });
  return columns;
}
