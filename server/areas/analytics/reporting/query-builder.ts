/**
 * ReportQueryDefinition → one SQL statement, built with drizzle's `sql` builder from the
 * whitelisted fragments of sources.ts: ids pick fragments, values become bound parameters, and
 * output columns are internal positions (c0, c1, …) mapped back to their names in TypeScript — no
 * text of the definition is ever spliced into the statement.
 *
 * Grouped reports aggregate in two steps: per group, month and document currency first (on the
 * invoice lines or, when every column is there, on the monthly pre-aggregate), then converted
 * with that month's rates into the report's currency and summed per group, with the grand total
 * as a second grouping set. Detail reports list rows, converting money per row.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type ReportAggregate,
  type ReportComputed,
  type ReportCurrency,
  type ReportQueryDefinition,
  type ReportResultColumn,
  reportDefaultLimit,
} from '../../../../contract/reporting.ts';
import { invalid } from '../../../http/errors.ts';
import { compileFilter, type FilterContext } from './filter.ts';
import { aggregatesOf, findSource, type Source, type SourceColumn } from './sources.ts';

export interface CompiledReport {
  statement: SQL;
  mode: 'grouped' | 'detail';
  table: 'sales_fact' | 'sales_fact_month' | 'sales_plan';
  columns: ReportResultColumn[];
  limit: number;
  offset: number;
  count: boolean;
}

interface Picked {
  name: string;
  column: SourceColumn;
  aggregate: ReportAggregate | null;
}

export interface CompileOptions {
  /** The day relative dates are resolved against (default: today, UTC). */
  today?: Date;
}

export function compileReport(definition: ReportQueryDefinition, options: CompileOptions = {}): CompiledReport {
  const today = options.today ?? new Date();
  const source = findSource(definition.source);
  if (!source) throw invalid('source', 'unknown_source', `unknown source ${definition.source}`);
  const currency: ReportCurrency = definition.currency ?? 'EUR';
  const picked = pickColumns(source, definition);
  const grouping = pickGrouping(source, definition);
  const grouped = grouping.length > 0 || picked.some((p) => p.aggregate);
  if (grouped) {
    picked.forEach((p, i) => {
      if (!p.aggregate && !grouping.includes(p.column)) {
        throw invalid(
          `columns.${i}.column`,
          'not_grouped',
          `column ${p.column.id} must be in the grouping or have an aggregate`,
        );
      }
    });
  }
  const columns = picked.map(
    (p): ReportResultColumn => ({
      name: p.name,
      column: p.column.id,
      aggregate: p.aggregate,
      type:
        p.aggregate === 'count'
          ? 'integer'
          : p.aggregate === 'avg' && !p.column.measure?.money
            ? 'number'
            : p.column.type,
      currency: p.column.measure?.money && p.aggregate !== 'count' ? currency : null,
    }),
  );
  const computed = pickComputed(definition, columns);
  columns.push(...computed.map((x) => x.column));
  const order = pickOrder(
    definition,
    columns.map((x) => x.name),
  );
  const limit = definition.limit ?? reportDefaultLimit;
  const offset = definition.offset ?? 0;
  const count = definition.count ?? false;

  // The monthly pre-aggregate answers grouped reports whose every column it has (it holds sums,
  // so not min/max of a measure).
  // A count needs no column of its own (it counts lines), so it does not bind the table.
  const touched = new Set<string>([
    ...picked.filter((p) => p.aggregate !== 'count').map((p) => p.column.id),
    ...grouping.map((g) => g.id),
  ]);
  const probe: FilterContext = { source, expression: (c) => c.expr, touched, today };
  if (definition.filter) compileFilter(definition.filter, probe);
  const monthly =
    grouped &&
    !!source.monthlyMonth &&
    [...touched].every((id) => source.columns.find((c) => c.id === id)?.monthly) &&
    !picked.some((p) => p.column.measure && (p.aggregate === 'min' || p.aggregate === 'max'));
  const expression = (c: SourceColumn) => (monthly ? c.monthly! : c.expr);
  const where = definition.filter
    ? compileFilter(definition.filter, { source, expression, touched: new Set(), today })
    : sql`true`;
  const table = monthly ? 'sales_fact_month' : source.table;
  const context: BuildContext = {
    source,
    picked,
    computed,
    grouping,
    order,
    where,
    currency,
    limit,
    offset,
    count,
    expression,
  };
  const statement = grouped
    ? groupedStatement(context, sql.raw(table), monthly ? source.monthlyMonth! : source.month, monthly)
    : detailStatement(context, sql.raw(table));
  return { statement, mode: grouped ? 'grouped' : 'detail', table, columns, limit, offset, count };
}

function pickColumns(source: Source, definition: ReportQueryDefinition): Picked[] {
  const names = new Set<string>();
  return definition.columns.map((c, i) => {
    const column = source.columns.find((s) => s.id === c.column);
    if (!column) {
      throw invalid(`columns.${i}.column`, 'unknown_column', `unknown column ${c.column} in source ${source.id}`);
    }
    if (c.aggregate && !aggregatesOf(column).includes(c.aggregate)) {
      throw invalid(
        `columns.${i}.aggregate`,
        'unknown_aggregate',
        `aggregate ${c.aggregate} is not allowed for column ${column.id} (allowed: ${aggregatesOf(column).join(', ')})`,
      );
    }
    const name = c.alias ?? (c.aggregate ? `${c.column}_${c.aggregate}` : c.column);
    if (names.has(name)) throw invalid(`columns.${i}.alias`, 'duplicate', `output column ${name} appears twice`);
    names.add(name);
    return { name, column, aggregate: c.aggregate ?? null };
  });
}

function pickGrouping(source: Source, definition: ReportQueryDefinition): SourceColumn[] {
  return (definition.grouping ?? []).map((id, i) => {
    const column = source.columns.find((c) => c.id === id);
    if (!column) throw invalid(`grouping.${i}`, 'unknown_column', `unknown column ${id} in source ${source.id}`);
    if (!column.groupable) throw invalid(`grouping.${i}`, 'not_groupable', `column ${id} cannot be grouped`);
    return column;
  });
}

interface ComputedOutput {
  spec: ReportComputed;
  left: number;
  right: number;
  column: ReportResultColumn;
}

const numeric = new Set(['integer', 'number', 'money']);

/** The computed measures: operands are numeric output columns; sums and differences keep one unit. */
function pickComputed(definition: ReportQueryDefinition, outputs: ReportResultColumn[]): ComputedOutput[] {
  const names = new Set(outputs.map((o) => o.name));
  return (definition.computed ?? []).map((spec, i) => {
    const path = `computed.${i}`;
    if (names.has(spec.alias)) throw invalid(`${path}.alias`, 'duplicate', `output column ${spec.alias} appears twice`);
    names.add(spec.alias);
    const operand = (side: 'left' | 'right') => {
      const index = outputs.findIndex((o) => o.name === spec[side]);
      const output = outputs[index];
      if (!output) {
        throw invalid(`${path}.${side}`, 'unknown_column', `${spec[side]} is not an output column of the report`);
      }
      if (!numeric.has(output.type)) {
        throw invalid(`${path}.${side}`, 'not_numeric', `${spec[side]} is not a number (a computed measure needs two)`);
      }
      return index;
    };
    const left = operand('left');
    const right = operand('right');
    const [l, r] = [outputs[left]!, outputs[right]!];
    const additive = spec.operator === 'add' || spec.operator === 'subtract';
    if (additive && (l.type === 'money') !== (r.type === 'money')) {
      throw invalid(`${path}.right`, 'mixed_units', `${spec.operator} needs two amounts of money or two numbers`);
    }
    const money = additive && l.type === 'money';
    return {
      spec,
      left,
      right,
      column: {
        name: spec.alias,
        column: spec.alias,
        aggregate: null,
        type: money ? 'money' : additive && l.type === 'integer' && r.type === 'integer' ? 'integer' : 'number',
        currency: money ? l.currency : null,
        computed: spec,
      },
    };
  });
}

/** A computed measure over the output columns `ref(i)`; a division by zero is null. */
function computedSql(x: ComputedOutput, ref: (i: number) => SQL): SQL {
  const [l, r] = [ref(x.left), ref(x.right)];
  switch (x.spec.operator) {
    case 'add':
      return sql`(${l} + ${r})`;
    case 'subtract':
      return sql`(${l} - ${r})`;
    case 'multiply':
      return sql`round(${l}::double * ${r}::double, 4)`;
    case 'divide':
      return sql`round(${l}::double / nullif(${r}::double, 0), 4)`;
    case 'percent':
      return sql`round(100 * ${l}::double / nullif(${r}::double, 0), 2)`;
  }
}

/** `select <from>.*, <computed measures>` — the computed columns after the picked ones. */
function withComputed(x: BuildContext, from: string): SQL {
  const ref = (i: number) => sql.raw(`${from}.c${i}`);
  const parts = x.computed.map((m, j) => sql`${computedSql(m, ref)} as ${c(x.picked.length + j)}`);
  return sql`${sql.raw(from)}.*${parts.length ? sql`, ${sql.join(parts, sql`, `)}` : sql``}`;
}

function pickOrder(definition: ReportQueryDefinition, names: string[]): { index: number; ascending: boolean }[] {
  return Object.entries(definition.order ?? {}).map(([name, ascending]) => {
    const index = names.indexOf(name);
    if (index < 0) {
      throw invalid(`order.${name}`, 'unknown_column', `order names ${name}, which is not an output column`);
    }
    return { index, ascending };
  });
}

interface BuildContext {
  source: Source;
  picked: Picked[];
  computed: ComputedOutput[];
  grouping: SourceColumn[];
  order: { index: number; ascending: boolean }[];
  where: SQL;
  currency: ReportCurrency;
  limit: number;
  offset: number;
  count: boolean;
  expression(c: SourceColumn): SQL;
}

const c = (i: number) => sql.raw(`c${i}`);
const money = (value: SQL) => sql`round(${value} / 100.0, 2)`;

function groupedStatement(x: BuildContext, table: SQL, month: SQL, monthly: boolean): SQL {
  const converts = x.picked.some((p) => p.aggregate && p.aggregate !== 'count' && p.column.measure?.money);
  const keys = x.grouping.map((g, j) => sql`${x.expression(g)} as ${sql.raw(`k${j}`)}`);
  const inner: SQL[] = [...keys];
  if (converts) inner.push(sql`${month} as m`, sql`${x.source.currency} as cur`);
  x.picked.forEach((p, i) => {
    if (!p.aggregate || p.aggregate === 'count') return;
    const fn = p.aggregate === 'min' || p.aggregate === 'max' ? p.aggregate : 'sum';
    inner.push(sql`${sql.raw(fn)}(${x.expression(p.column)}) as ${sql.raw(`s${i}`)}`);
  });
  inner.push(monthly ? sql`sum(f.lines) as n` : sql`count(*) as n`);
  const innerGroups = keys.length + (converts ? 2 : 0);
  const groupBy = innerGroups
    ? sql` group by ${sql.raw(Array.from({ length: innerGroups }, (_, i) => i + 1).join(', '))}`
    : sql``;
  const base = sql`select ${sql.join(inner, sql`, `)} from ${table} f where ${x.where}${groupBy}`;

  const rate = converts ? sql` * r2.rate / r1.rate` : sql``;
  const outputs = x.picked.map((p, i) => {
    const s = sql.raw(`b.s${i}`);
    if (!p.aggregate) {
      const key = sql.raw(`b.k${x.grouping.indexOf(p.column)}`);
      return sql`${p.column.lookup ? p.column.lookup.label(key) : key} as ${c(i)}`;
    }
    const isMoney = !!p.column.measure?.money;
    switch (p.aggregate) {
      case 'count':
        return sql`sum(b.n)::bigint as ${c(i)}`;
      case 'sum':
        return sql`${isMoney ? money(sql`sum(${s}${rate})`) : sql`sum(${s})`} as ${c(i)}`;
      case 'avg':
        return isMoney
          ? sql`${money(sql`sum(${s}${rate}) / nullif(sum(b.n), 0)`)} as ${c(i)}`
          : sql`round(sum(${s})::numeric / nullif(sum(b.n), 0), 4) as ${c(i)}`;
      default:
        return sql`${isMoney ? money(sql`${sql.raw(p.aggregate)}(${s}${rate})`) : sql`${sql.raw(p.aggregate)}(${s})`} as ${c(i)}`;
    }
  });
  const rates = converts
    ? sql` join currency_rate r1 on r1.month = b.m and r1.currency = b.cur
        join currency_rate r2 on r2.month = b.m and r2.currency = ${x.currency}::text`
    : sql``;
  const keyList = sql.raw(x.grouping.map((_, j) => `b.k${j}`).join(', '));
  const sets = x.grouping.length ? sql` group by grouping sets ((${keyList}), ())` : sql``;
  const isTotal = x.grouping.length ? sql`(grouping(${keyList}) <> 0)` : sql`true`;
  const outer = sql`select ${isTotal} as is_total, ${sql.join(outputs, sql`, `)} from (${base}) b${rates}${sets}`;

  const ordering = orderList(x, (i) => sql.raw(`t.c${i}`));
  return sql`select x.* from (
      select t.*, row_number() over (partition by t.is_total order by ${ordering}) as rn,
        -- Not count(*) filter (…) over (): DuckDB evaluates that window in quadratic time.
        sum(case when t.is_total then 0 else 1 end) over () as group_count
      from (select ${withComputed(x, 'o')} from (${outer}) o) t
    ) x
    where x.is_total or (x.rn > ${x.offset}::bigint and x.rn <= ${x.offset + x.limit + 1}::bigint)
    order by x.is_total desc, x.rn`;
}

function detailStatement(x: BuildContext, table: SQL): SQL {
  const converts = x.picked.some((p) => p.column.measure?.money);
  const outputs = x.picked.map((p, i) => {
    const e = x.expression(p.column);
    if (p.column.lookup) return sql`${p.column.lookup.label(e)} as ${c(i)}`;
    if (p.column.measure?.money) return sql`${money(sql`${e} * r2.rate / r1.rate`)} as ${c(i)}`;
    return sql`${e} as ${c(i)}`;
  });
  // An uncorrelated subquery runs once; a window count would compute every row's look-ups first.
  if (x.count) outputs.unshift(sql`(select count(*) from ${table} f where ${x.where}) as total_count`);
  const rates = converts
    ? sql` join currency_rate r1 on r1.month = ${x.source.month} and r1.currency = ${x.source.currency}
        join currency_rate r2 on r2.month = ${x.source.month} and r2.currency = ${x.currency}::text`
    : sql``;
  const ordering = x.order.length ? sql` order by ${orderList(x, (i) => c(i))}` : sql``;
  const page = sql`limit ${x.limit + 1}::bigint offset ${x.offset}::bigint`;
  const rows = sql`select ${sql.join(outputs, sql`, `)} from ${table} f${rates} where ${x.where}`;
  // Computed measures read the row's output columns, so they are added around the listing.
  return x.computed.length
    ? sql`select ${withComputed(x, 'd')} from (${rows}) d${ordering} ${page}`
    : sql`${rows}${ordering} ${page}`;
}

/** The requested order, then the group columns for a stable order. */
function orderList(x: BuildContext, ref: (i: number) => SQL): SQL {
  const parts = x.order.map((o) => sql`${ref(o.index)} ${sql.raw(o.ascending ? 'asc' : 'desc')} nulls last`);
  x.picked.forEach((p, i) => {
    if (!p.aggregate && !x.order.some((o) => o.index === i)) parts.push(sql`${ref(i)} asc nulls last`);
  });
  if (!parts.length) parts.push(sql`1`);
  return sql.join(parts, sql`, `);
}
