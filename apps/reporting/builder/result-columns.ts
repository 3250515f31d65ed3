/**
 * The grid columns and chart data of a report result: headers from the metadata in the user's
 * language, money in the report's currency, codes with their text.
 */
import type { ReportResult, ReportResultColumn, ReportSourceMeta, ReportValue } from '../../../contract/reporting.ts';
import type { Translate } from '../../platform/index.ts';
import type { GridColumn } from '../../shared/grid/index.ts';
import { textIn } from '../labels.ts';

export type ResultRow = Record<string, ReportValue> & { __index: number };

export function columnHeader(
  column: ReportResultColumn,
  source: ReportSourceMeta,
  locale: string,
  t: Translate,
): string {
  const meta = source.columns.find((c) => c.id === column.column);
  const text = meta ? textIn(meta.label, locale) : column.column;
  return column.aggregate ? `${t(`analytics.aggregate.${column.aggregate}`)}: ${text}` : text;
}

/** `code – text` for code columns whose values the metadata lists. */
export function codeTexts(source: ReportSourceMeta, locale: string): Map<string, Map<string, string>> {
  const map = new Map<string, Map<string, string>>();
  for (const c of source.columns) {
    if (c.values) map.set(c.id, new Map(c.values.map((v) => [v.code, `${v.code} – ${textIn(v.label, locale)}`])));
  }
  return map;
}

export function gridColumns(
  result: ReportResult,
  source: ReportSourceMeta,
  locale: string,
  t: Translate,
): GridColumn<ResultRow>[] {
  const texts = codeTexts(source, locale);
  return result.columns.map((column) => {
    const header = columnHeader(column, source, locale, t);
    const base = { id: column.name, header, sortable: true };
    if (column.type === 'money' && column.currency) {
      return { ...base, value: (r) => r[column.name] as number | null, format: { currency: column.currency } };
    }
    if (column.type === 'integer' || column.aggregate === 'count') {
      return { ...base, value: (r) => r[column.name] as number | null, format: 'integer' };
    }
    if (column.type === 'number') return { ...base, value: (r) => r[column.name] as number | null, format: 'number' };
    if (column.type === 'date') return { ...base, value: (r) => r[column.name] as string | null, format: 'date' };
    if (column.type === 'boolean') {
      return {
        ...base,
        value: (r) =>
          r[column.name] === null ? null : t(r[column.name] ? 'analytics.boolean.yes' : 'analytics.boolean.no'),
      };
    }
    const labels = column.aggregate ? undefined : texts.get(column.column);
    return {
      ...base,
      width: labels ? '2fr' : '1fr',
      value: (r) => {
        const v = r[column.name];
        return v === null ? null : (labels?.get(String(v)) ?? String(v));
      },
    };
  });
}

/** A bar chart of the first group against up to three numeric metrics (first 40 groups). */
export function chartOf(result: ReportResult, source: ReportSourceMeta, locale: string, t: Translate) {
  const group = result.columns.find((c) => !c.aggregate);
  const metrics = result.columns.filter((c) => c.aggregate).slice(0, 3);
  if (!group || metrics.length === 0 || result.data.length < 2) return null;
  const rows = result.data.slice(0, 40);
  const texts = codeTexts(source, locale).get(group.column);
  const labels = rows.map((r) => {
    const v = r[group.name];
    return v === null ? '–' : (texts?.get(String(v)) ?? String(v));
  });
  const currency = metrics.find((m) => m.currency)?.currency;
  // One axis: money metrics only when the first is money, else the first metric's kind.
  const shown = metrics.filter((m) => (m.type === 'money') === (metrics[0]!.type === 'money'));
  return {
    labels,
    truncated: result.data.length > rows.length,
    series: shown.map((m) => ({
      label: columnHeader(m, source, locale, t),
      values: rows.map((r) => (typeof r[m.name] === 'number' ? (r[m.name] as number) : null)),
    })),
    format: metrics[0]!.type === 'money' && currency ? { currency } : ('number' as const),
  };
}
