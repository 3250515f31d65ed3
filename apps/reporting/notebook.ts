/**
 * The query builder's state, step by step as in a notebook editor (data, filter groups, summarize
 * by metrics and groups or pick columns, computed measures, sort, limit, view), and its
 * translation to and from the ReportQueryDefinition the server compiles. Pure: no React, no API.
 */
import type {
  ReportAggregate,
  ReportColumnMeta,
  ReportColumnType,
  ReportCondition,
  ReportCurrency,
  ReportDisplay,
  ReportFilterTree,
  ReportOperator,
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

/** Conditions and nested groups joined by all (`and`) or any (`or`). */
export interface NotebookFilterGroup {
  operator: 'and' | 'or';
  items: NotebookFilterNode[];
}
export type NotebookFilterNode = NotebookFilter | NotebookFilterGroup;

export const isGroup = (node: NotebookFilterNode): node is NotebookFilterGroup => 'items' in node;

/** A computed measure over two output columns (named by their output names). */
export interface NotebookComputed {
  label: string;
  operator: ReportOperator;
  left: string;
  right: string;
}

export interface NotebookMetric {
  aggregate: ReportAggregate;
  column: string;
}

export interface Notebook {
  source: string;
  filter: NotebookFilterGroup;
  metrics: NotebookMetric[];
  computed: NotebookComputed[];
  groups: string[];
  /** The columns of a plain listing (used when there are no metrics and no groups). */
  columns: string[];
  sort: { name: string; ascending: boolean }[];
  limit: number;
  currency: ReportCurrency;
  display: ReportDisplay;
}

export function emptyNotebook(source: ReportSourceMeta): Notebook {
  const firstMoney = source.columns.find((c) => c.money);
  const firstGroup = source.columns.find((c) => c.groupable && c.values);
  return {
    source: source.id,
    filter: { operator: 'and', items: [] },
    metrics: firstMoney ? [{ aggregate: 'sum', column: firstMoney.id }] : [],
    computed: [],
    groups: firstGroup ? [firstGroup.id] : [],
    columns: [],
    sort: [],
    limit: 1000,
    currency: 'EUR',
    display: 'table',
  };
}

export const metricName = (m: NotebookMetric) => `${m.column}_${m.aggregate}`;
/** The output name of the i-th computed measure. */
export const computedName = (index: number) => `computed${index + 1}`;

/** The output columns in order: groups then metrics, or the listed columns; computed measures last. */
export function outputNames(notebook: Notebook): string[] {
  return [...baseNames(notebook), ...notebook.computed.map((_, i) => computedName(i))];
}

/** The output columns a computed measure may use. */
export function baseNames(notebook: Notebook): string[] {
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

/** The group as a condition tree, leaving out empty groups (an empty OR would match nothing). */
function tree(group: NotebookFilterGroup, byId: Map<string, ReportColumnMeta>): ReportFilterTree | null {
  const conditions = group.items.flatMap((node): (ReportCondition | ReportFilterTree)[] => {
    if (!isGroup(node)) return [condition(node, byId.get(node.column))];
    const sub = tree(node, byId);
    return sub ? [sub] : [];
  });
  return conditions.length ? { operator: group.operator, conditions } : null;
}

/** Adds `column = value` to the filter (all of it still applies): the drill-down from a group. */
export function withCondition(notebook: Notebook, column: string, value: string): Notebook {
  const added: NotebookFilter = { column, comparer: 'eq', value, value2: '' };
  const { filter } = notebook;
  return {
    ...notebook,
    filter:
      filter.operator === 'and' || filter.items.length === 0
        ? { operator: 'and', items: [...filter.items, added] }
        : { operator: 'and', items: [filter, added] },
  };
}

/**
 * Drill into one row of a grouped result: each group column becomes a condition on the row's
 * value (null: is empty), and the result is broken down by `by` instead.
 */
export function drillDown(
  notebook: Notebook,
  values: { column: string; value: string | number | boolean | null }[],
  by: string,
): Notebook {
  let next = notebook;
  for (const { column, value } of values) {
    next =
      value === null
        ? {
            ...next,
            filter: {
              operator: 'and',
              items: [
                ...(next.filter.operator === 'and' ? next.filter.items : [next.filter]),
                { column, comparer: 'isNull', value: '', value2: '' },
              ],
            },
          }
        : withCondition(next, column, String(value));
  }
  return { ...next, groups: [by], sort: [], display: next.display === 'pivot' ? 'bar' : next.display };
}

export function toDefinition(notebook: Notebook, source: ReportSourceMeta): ReportQueryDefinition {
  const byId = new Map(source.columns.map((c) => [c.id, c]));
  const grouped = summarizes(notebook);
  const filter = tree(notebook.filter, byId) ?? undefined;
  const computed = notebook.computed.map((c, i) => ({
    alias: computedName(i),
    ...(c.label.trim() ? { label: c.label.trim() } : {}),
    operator: c.operator,
    left: c.left,
    right: c.right,
  }));
  return {
    source: notebook.source,
    columns: grouped
      ? [
          ...notebook.groups.map((column) => ({ column })),
          ...notebook.metrics.map((m) => ({ column: m.column, aggregate: m.aggregate, alias: metricName(m) })),
        ]
      : notebook.columns.map((column) => ({ column })),
    ...(computed.length ? { computed } : {}),
    ...(grouped && notebook.groups.length ? { grouping: notebook.groups } : {}),
    ...(filter ? { filter } : {}),
    ...(notebook.sort.length ? { order: Object.fromEntries(notebook.sort.map((s) => [s.name, s.ascending])) } : {}),
    limit: notebook.limit,
    currency: notebook.currency,
    display: notebook.display,
    count: true,
  };
}

const valueText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function filterOf(condition: ReportCondition): NotebookFilter {
  const list = Array.isArray(condition.value) ? condition.value : null;
  return {
    column: condition.key,
    comparer: condition.comparer,
    value: list
      ? condition.comparer === 'between'
        ? valueText(list[0])
        : list.map(valueText).join('; ')
      : valueText(condition.value),
    value2: list && condition.comparer === 'between' ? valueText(list[1]) : '',
  };
}

function groupOf(tree: ReportFilterTree): NotebookFilterGroup {
  return {
    operator: tree.operator,
    items: tree.conditions.map((c) => ('conditions' in c ? groupOf(c) : filterOf(c))),
  };
}

/** A saved definition back into the notebook. */
export function fromDefinition(definition: ReportQueryDefinition): Notebook {
  const metrics = definition.columns
    .filter((c) => c.aggregate)
    .map((c) => ({ aggregate: c.aggregate!, column: c.column }));
  const groups = definition.grouping ?? [];
  return {
    source: definition.source,
    filter: definition.filter ? groupOf(definition.filter) : { operator: 'and', items: [] },
    metrics,
    computed: (definition.computed ?? []).map((c) => ({
      label: c.label ?? '',
      operator: c.operator,
      left: c.left,
      right: c.right,
    })),
    groups,
    columns: metrics.length || groups.length ? [] : definition.columns.map((c) => c.column),
    sort: Object.entries(definition.order ?? {}).map(([name, ascending]) => ({ name, ascending })),
    limit: definition.limit ?? 1000,
    currency: definition.currency ?? 'EUR',
    display: definition.display ?? 'table',
  };
}
