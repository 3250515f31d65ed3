/** A report result as an export sheet (server/exports/table-export.ts): typed cells, totals last. */
import type { Locale } from '../../../../contract/locales.ts';
import type { ReportResult, ReportResultColumn, ReportValue } from '../../../../contract/reporting.ts';
import type { ColumnType, TableSheet } from '../../../exports/table-export.ts';
import { translate } from '../../../i18n.ts';
import { findSource } from './sources.ts';

const cellType: Record<ReportResultColumn['type'], ColumnType> = {
  text: 'text',
  integer: 'integer',
  number: 'number',
  money: 'money',
  date: 'date',
  boolean: 'text',
};

export function columnHeader(column: ReportResultColumn, locale: Locale): string {
  if (column.computed) return column.computed.label ?? column.computed.alias;
  const label = translate(locale, `analytics.columns.${column.column}`);
  return column.aggregate ? `${label} (${translate(locale, `analytics.aggregate.${column.aggregate}`)})` : label;
}

/** Code → `code – text` of the code columns (as the screen shows them: apps/reporting/builder/result-columns.ts). */
function codeTexts(result: ReportResult, locale: Locale): Map<string, Map<string, string>> {
  const source = findSource(result.query.source);
  const map = new Map<string, Map<string, string>>();
  for (const c of result.columns) {
    const values = !c.aggregate && !c.computed ? source?.columns.find((s) => s.id === c.column)?.values : undefined;
    if (values) map.set(c.name, new Map(values.map((v) => [v.code, `${v.code} – ${v.label[locale]}`])));
  }
  return map;
}

export function reportSheet(result: ReportResult, locale: Locale): TableSheet {
  const texts = codeTexts(result, locale);
  const cell = (column: ReportResultColumn, value: ReportValue) => {
    if (value === null) return null;
    const text = texts.get(column.name)?.get(String(value));
    if (text) return text;
    if (column.type === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
    if (typeof value === 'boolean') return translate(locale, `analytics.boolean.${value ? 'yes' : 'no'}`);
    return value;
  };
  const rows = result.data.map((row) => result.columns.map((c) => cell(c, row[c.name] ?? null)));
  if (result.totals && result.query.grouping?.length) {
    const label = translate(locale, 'analytics.export.total');
    rows.push(
      result.columns.map((c, i) =>
        c.aggregate || c.computed ? cell(c, result.totals![c.name] ?? null) : i === 0 ? label : null,
      ),
    );
  }
  return {
    name: translate(locale, 'analytics.export.reportSheet'),
    columns: result.columns.map((c) => ({
      header: columnHeader(c, locale),
      type: cellType[c.type],
      ...(c.type === 'number' ? { decimals: 2 } : {}),
      ...(c.currency ? { currency: c.currency } : {}),
      width: c.type === 'text' ? 28 : 16,
    })),
    cells: rows,
  };
}
