/** A sales-performance result as an export sheet: group, key, current, compare columns, total last. */
import type { Locale } from '../../../../contract/locales.ts';
import type { SalesPerformanceResult, SalesPerformanceRow } from '../../../../contract/sales-performance.ts';
import type { ExportColumn, TableSheet } from '../../../exports/table-export.ts';
import { tableSheet } from '../../../exports/table-export.ts';
import { translate } from '../../../i18n.ts';

export function salesPerformanceSheet(result: SalesPerformanceResult, locale: Locale): TableSheet {
  const tr = (key: string) => translate(locale, `analytics.${key}`);
  const money = result.query.keyFigure !== 'quantity';
  const value = (header: string, pick: (r: SalesPerformanceRow) => number | null): ExportColumn<SalesPerformanceRow> =>
    money
      ? { header, type: 'money', currency: result.query.currency, value: pick, width: 18 }
      : { header, type: 'integer', value: pick, width: 14 };
  const percent = (
    header: string,
    pick: (r: SalesPerformanceRow) => number | null,
  ): ExportColumn<SalesPerformanceRow> => ({
    header,
    type: 'percent',
    decimals: 1,
    value: (r) => {
      const v = pick(r);
      return v === null ? null : v / 100;
    },
    width: 14,
  });
  const compare = result.query.compareTypes;
  const columns: ExportColumn<SalesPerformanceRow>[] = [
    { header: tr(`grouping.${result.query.grouping}`), type: 'text', value: (r) => r.grouping, width: 30 },
    { header: tr('export.code'), type: 'text', value: (r) => r.groupingKey, width: 12 },
    value(
      `${tr(`keyFigure.${result.query.keyFigure}`)} ${result.query.period.from.slice(0, 7)} – ${result.query.period.to.slice(0, 7)}`,
      (r) => r.currentYear,
    ),
    ...(compare.includes('previousYear')
      ? [
          value(tr('export.lastYear'), (r) => r.lastYear),
          value(tr('export.difference'), (r) => r.difference),
          percent(tr('export.differencePercent'), (r) => r.differenceInPercent),
        ]
      : []),
    ...(compare.includes('plan')
      ? [
          value(tr('export.budget'), (r) => r.budget),
          value(tr('export.budgetDifference'), (r) => r.budgetDifference),
          percent(tr('export.budgetDifferencePercent'), (r) => r.budgetDifferenceInPercent),
        ]
      : []),
    // The further key figures beside the main one: the current range and the change against last year.
    ...result.query.keyFigures.flatMap((keyFigure, i): ExportColumn<SalesPerformanceRow>[] => {
      const units = result.total.beside?.[i]?.units ?? '';
      const figure = (r: SalesPerformanceRow) => r.beside?.[i];
      return [
        keyFigure === 'quantity'
          ? {
              header: `${tr(`keyFigure.${keyFigure}`)} (${units})`,
              type: 'integer',
              value: (r) => figure(r)?.currentYear ?? null,
              width: 16,
            }
          : {
              header: tr(`keyFigure.${keyFigure}`),
              type: 'money',
              currency: result.query.currency,
              value: (r) => figure(r)?.currentYear ?? null,
              width: 18,
            },
        ...(compare.includes('previousYear')
          ? [
              percent(
                `${tr(`keyFigure.${keyFigure}`)}: ${tr('export.differencePercent')}`,
                (r) => figure(r)?.differenceInPercent ?? null,
              ),
            ]
          : []),
      ];
    }),
  ];
  return tableSheet({ name: tr('export.salesSheet'), columns, rows: [...result.rows, result.total] });
}
