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
  if (column.computed)
    return column.computed.label ?? t('reporting.builder.computedName', { n: column.name.replace(/\D/g, '') });
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
    const labels = isMeasure(column) ? undefined : texts.get(column.column);
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

/** Aggregates and computed measures, as against the group (or listed) columns. */
export const isMeasure = (column: ReportResultColumn) => column.aggregate !== null || !!column.computed;

/**
 * A row's group values joined: as the screen shows them ("DE – Deutschland · HT – Heiztechnik"),
 * or `short`, the codes alone ("DE · HT": several groupings under one bar).
 */
export function groupLabel(
  row: Record<string, ReportValue>,
  groups: readonly ReportResultColumn[],
  texts: Map<string, Map<string, string>>,
  short = false,
): string {
  return groups
    .map((g) => {
      const v = row[g.name];
      if (v === null || v === undefined) return '–';
      return short ? String(v) : (texts.get(g.column)?.get(String(v)) ?? String(v));
    })
    .join(' · ');
}

/** A chart of the groups (each bar labelled with every group's value) against up to three numeric metrics (first 40 rows). */
export function chartOf(result: ReportResult, source: ReportSourceMeta, locale: string, t: Translate) {
  const groups = result.columns.filter((c) => !isMeasure(c));
  const metrics = result.columns.filter((c) => isMeasure(c) && c.type !== 'date').slice(0, 3);
  if (groups.length === 0 || metrics.length === 0 || result.data.length < 2) return null;
  const rows = result.data.slice(0, 40);
  const texts = codeTexts(source, locale);
  // One grouping: "DE – Deutschland"; several: their codes, which fit under a bar (the grid has the texts).
  const labels = rows.map((r) => groupLabel(r, groups, texts, groups.length > 1));
  const currency = metrics.find((m) => m.currency)?.currency;
  // One axis: money metrics only when the first is money, else the first metric's kind.
  const shown = metrics.filter((m) => (m.type === 'money') === (metrics[0]!.type === 'money'));
  return {
    labels,
    truncated: result.data.length > rows.length,
    series: shown.map((m) => ({
      label: columnHeader(m, source, locale, t),
      values: rows.map((r) => (r[m.name] === null || r[m.name] === undefined ? null : Number(r[m.name]))),
    })),
    format: metrics[0]!.type === 'money' && currency ? { currency } : ('number' as const),
  };
}

export interface Pivot {
  /** Row heading (the first group) and the column values (the second group), as shown. */
  rowHeader: string;
  columns: { key: string; label: string }[];
  rows: { key: string; label: string; cells: Record<string, number | null> }[];
  measure: ReportResultColumn;
}

/** The first measure by the first group (rows) and the second group (columns); null with fewer than two groups. */
export function pivotOf(result: ReportResult, source: ReportSourceMeta, locale: string, t: Translate): Pivot | null {
  const groups = result.columns.filter((c) => !isMeasure(c));
  const measure = result.columns.find((c) => isMeasure(c) && c.type !== 'date');
  if (groups.length < 2 || !measure) return null;
  const [down, across] = [groups[0]!, groups[1]!];
  const texts = codeTexts(source, locale);
  const text = (g: ReportResultColumn, v: ReportValue) =>
    v === null ? '–' : (texts.get(g.column)?.get(String(v)) ?? String(v));
  const columns = new Map<string, string>();
  const rows = new Map<string, { key: string; label: string; cells: Record<string, number | null> }>();
  for (const r of result.data) {
    const a = String(r[across.name]);
    const d = String(r[down.name]);
    if (!columns.has(a)) columns.set(a, text(across, r[across.name] ?? null));
    let row = rows.get(d);
    if (!row) {
      row = { key: d, label: text(down, r[down.name] ?? null), cells: {} };
      rows.set(d, row);
    }
    const v = r[measure.name];
    row.cells[a] = v === null || v === undefined ? null : Number(v);
  }
  const sortedColumns = [...columns].sort((x, y) => x[0].localeCompare(y[0], locale, { numeric: true }));
  return {
    rowHeader: columnHeader(down, source, locale, t),
    columns: sortedColumns.map(([key, label]) => ({ key, label })),
    rows: [...rows.values()],
    measure,
  };
}
