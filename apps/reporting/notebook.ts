/**
 * The query builder's state, step by step as in a notebook editor (data, filter, summarize by
 * metrics and groups or pick columns, sort, limit), and its translation to and from the
 * ReportQueryDefinition the server compiles. Pure: no React, no API.
 */
import type {
  ReportAggregate,
  ReportColumnMeta,
  ReportColumnType,
  ReportCondition,
  ReportCurrency,
  ReportFilterTree,
  ReportQueryDefinition,
  ReportSourceMeta,
} from '../../contract/reporting.ts';

export interface NotebookFilter {
  column: string;
  comparer: string;
  /** As typed: one value, `a; b; c` for lists, two for between. */
  value: string;
  value2: string;
}

export interface NotebookMetric {
  aggregate: ReportAggregate;
  column: string;
}

export interface Notebook {
  source: string;
  filters: NotebookFilter[];
  metrics: NotebookMetric[];
  groups: string[];
  /** The columns of a plain listing (used when there are no metrics and no groups). */
  columns: string[];
  sort: { name: string; ascending: boolean }[];
  limit: number;
  currency: ReportCurrency;
}

export function emptyNotebook(source: ReportSourceMeta): Notebook {
  const firstMoney = source.columns.find((c) => c.money);
  const firstGroup = source.columns.find((c) => c.groupable && c.values);
  return {
    source: source.id,
    filters: [],
    metrics: firstMoney ? [{ aggregate: 'sum', column: firstMoney.id }] : [],
    groups: firstGroup ? [firstGroup.id] : [],
    columns: [],
    sort: [],
    limit: 1000,
    currency: 'EUR',
  };
}

export const metricName = (m: NotebookMetric) => `${m.column}_${m.aggregate}`;

/** The output columns in order: groups then metrics, or the listed columns. */
export function outputNames(notebook: Notebook): string[] {
  return summarizes(notebook) ? [...notebook.groups, ...notebook.metrics.map(metricName)] : notebook.columns;
}

export const summarizes = (notebook: Notebook) => notebook.metrics.length > 0 || notebook.groups.length > 0;

const listSeparator = /\s*[;\n]\s*/;

/** A typed value as the column's type wants it (the server names anything it still refuses). */
export function parseValue(text: string, type: ReportColumnType): string | number | boolean {
  const trimmed = text.trim();
  if (type === 'integer' || type === 'number' || type === 'money') {
    const n = Number(trimmed.replace(/\s/g, '').replace(',', '.'));
    return trimmed !== '' && Number.isFinite(n) ? n : trimmed;
  }
  if (type === 'boolean') return trimmed === 'true';
  return trimmed;
}

export const comparerArity = (comparer: string): 0 | 1 | 2 | 'list' =>
  comparer === 'isNull' || comparer === 'isNotNull'
    ? 0
    : comparer === 'between'
      ? 2
      : comparer === 'in' || comparer === 'notIn'
        ? 'list'
        : 1;

function condition(filter: NotebookFilter, column: ReportColumnMeta | undefined): ReportCondition {
  const type = column?.type ?? 'text';
  const arity = comparerArity(filter.comparer);
  const value =
    arity === 0
      ? undefined
      : arity === 2
        ? [parseValue(filter.value, type), parseValue(filter.value2, type)]
        : arity === 'list'
          ? filter.value
              .split(listSeparator)
              .filter(Boolean)
              .map((v) => parseValue(v, type))
          : parseValue(filter.value, type);
  return { key: filter.column, comparer: filter.comparer, ...(value === undefined ? {} : { value }) };
}

export function toDefinition(notebook: Notebook, source: ReportSourceMeta): ReportQueryDefinition {
  const byId = new Map(source.columns.map((c) => [c.id, c]));
  const grouped = summarizes(notebook);
  const filter: ReportFilterTree | undefined = notebook.filters.length
    ? { operator: 'and', conditions: notebook.filters.map((f) => condition(f, byId.get(f.column))) }
    : undefined;
  return {
    source: notebook.source,
    columns: grouped
      ? [
          ...notebook.groups.map((column) => ({ column })),
          ...notebook.metrics.map((m) => ({ column: m.column, aggregate: m.aggregate, alias: metricName(m) })),
        ]
      : notebook.columns.map((column) => ({ column })),
    ...(grouped && notebook.groups.length ? { grouping: notebook.groups } : {}),
    ...(filter ? { filter } : {}),
    ...(notebook.sort.length ? { order: Object.fromEntries(notebook.sort.map((s) => [s.name, s.ascending])) } : {}),
    limit: notebook.limit,
    currency: notebook.currency,
    count: true,
  };
}

const valueText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A saved definition back into the notebook (filters flattened to their AND list). */
export function fromDefinition(definition: ReportQueryDefinition): Notebook {
  const conditions = (definition.filter?.conditions ?? []).filter((c): c is ReportCondition => 'key' in c);
  const metrics = definition.columns
    .filter((c) => c.aggregate)
    .map((c) => ({ aggregate: c.aggregate!, column: c.column }));
  const groups = definition.grouping ?? [];
  return {
    source: definition.source,
    filters: conditions.map((c) => {
      const list = Array.isArray(c.value) ? c.value : null;
      return {
        column: c.key,
        comparer: c.comparer,
        value: list
          ? c.comparer === 'between'
            ? valueText(list[0])
            : list.map(valueText).join('; ')
          : valueText(c.value),
        value2: list && c.comparer === 'between' ? valueText(list[1]) : '',
      };
    }),
    metrics,
    groups,
    columns: metrics.length || groups.length ? [] : definition.columns.map((c) => c.column),
    sort: Object.entries(definition.order ?? {}).map(([name, ascending]) => ({ name, ascending })),
    limit: definition.limit ?? 1000,
    currency: definition.currency ?? 'EUR',
  };
}
