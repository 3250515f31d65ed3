/**
 * Sales performance over the monthly pre-aggregate and the plan: one statement per answer, built
 * from whitelisted fragments (the dimension columns of sources.ts) with the filter values as
 * parameters, run through the analytics executor as the report reader.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  type CompareType,
  type KeyFigure,
  lineGroupLimit,
  type SalesFilterParam,
  type SalesGrouping,
  type SalesPeriod,
  salesFilters,
} from '../../../../contract/sales-performance.ts';
import { invalid } from '../../../http/errors.ts';
import type { AnalyticsExecutor, GuardedResult } from '../executor.ts';
import { reportTimeLimitMs } from '../limits.ts';
import { dimensionColumn, dimensionValues } from '../reporting/sources.ts';

const dialect = new PgDialect();

export type Filters = Partial<Record<SalesFilterParam, string[]>>;

const keyFigureColumn: Record<KeyFigure, string> = {
  revenue: 'revenue',
  margin: 'margin',
  quantity: 'quantity',
  orderIntake: 'order_intake',
};

/** Grouping value → dimension id of sources.ts (the catalogue spells HT/SAN in capitals). */
export const groupingDimension: Record<
  Exclude<SalesGrouping, 'month' | 'customer' | 'material'>,
  keyof typeof dimensionColumn
> = {
  compCode: 'compCode',
  branchCode: 'branchCode',
  country: 'country',
  marketArea: 'marketArea',
  partnerCompany: 'partnerCompany',
  customerHierarchy: 'customerHierarchy',
  territoryHT: 'territoryHt',
  territorySAN: 'territorySan',
  regionHT: 'regionHt',
  regionSAN: 'regionSan',
  materialGroup: 'materialGroup',
};

const column = (dimension: keyof typeof dimensionColumn) => sql.raw(`f.${dimensionColumn[dimension]}`);

/** Unknown codes are a 400 naming the parameter. */
export function checkFilters(filters: Filters): void {
  for (const [param, values] of Object.entries(filters) as [SalesFilterParam, string[] | undefined][]) {
    const known = new Set(dimensionValues[salesFilters[param]].map((v) => v.code));
    const unknown = (values ?? []).filter((v) => !known.has(v));
    if (unknown.length) throw invalid(param, 'unknown_value', `unknown value ${unknown.join(', ')}`);
  }
}

/** The filters as a condition, leaving out `except` (for the values a filter may take). */
export function filterCondition(filters: Filters, except?: SalesFilterParam): SQL {
  const parts = (Object.entries(filters) as [SalesFilterParam, string[] | undefined][])
    .filter(([param, values]) => param !== except && values?.length)
    .map(
      ([param, values]) =>
        sql`${column(salesFilters[param])} in (${sql.join(
          values!.map((v) => sql`${v}::text`),
          sql`, `,
        )})`,
    );
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export interface PerformanceQuery {
  keyFigure: KeyFigure;
  currency: string;
  grouping: SalesGrouping;
  compareTypes: CompareType[];
  isValid: boolean;
  current: SalesPeriod;
  previous: SalesPeriod;
  filters: Filters;
}

/** The master a customer or material grouping shows its number and name from. */
const lineMasters = {
  customer: { key: 'f.customer_id', table: 'sales_customer' },
  material: { key: 'f.material_id', table: 'sales_material' },
} as const;

/**
 * Rows per group (`gm` = 1), per month (`gg` = 1) and the grand total (both 1), the total and the
 * months first, then the groups by the current figure (customers and materials: the largest
 * `lineGroupLimit`, `label` = number – name). Customers and materials read the invoice lines and
 * have no plan.
 */
export function performanceStatement(q: PerformanceQuery): SQL {
  const value = sql.raw(`f.${keyFigureColumn[q.keyFigure]}`);
  const byMonth = q.grouping === 'month';
  const line = q.grouping === 'customer' || q.grouping === 'material' ? lineMasters[q.grouping] : null;
  const month = line ? sql`f.invoice_month` : sql`f.month`;
  const table = line ? sql`sales_fact` : sql`sales_fact_month`;
  const group = line
    ? sql.raw(line.key)
    : q.grouping === 'month'
      ? sql`f.month::text`
      : column(groupingDimension[q.grouping as keyof typeof groupingDimension]);
  const where = filterCondition(q.filters);
  const valid = q.isValid ? sql` and f.valid` : sql``;
  const withLastYear = q.compareTypes.includes('previousYear');
  const periods = withLastYear
    ? sql`(${month} between ${q.current.from}::date and ${q.current.to}::date or ${month} between ${q.previous.from}::date and ${q.previous.to}::date)`
    : sql`${month} between ${q.current.from}::date and ${q.current.to}::date`;
  const plan =
    q.compareTypes.includes('plan') && !line
      ? sql` union all
      select ${group} as g, f.month, f.currency, 'p'::text as kind, sum(${value}) as v
      from sales_plan f where f.month between ${q.current.from}::date and ${q.current.to}::date and ${where}
      group by 1, 2, 3`
      : sql``;
  const money = q.keyFigure !== 'quantity';
  const converted = money ? sql`b.v * r2.rate / r1.rate / 100.0` : sql`b.v::numeric`;
  const rates = money
    ? sql` join currency_rate r1 on r1.month = b.month and r1.currency = b.currency
        join currency_rate r2 on r2.month = b.month and r2.currency = ${q.currency}::text`
    : sql``;
  // The previous year's months count towards the same month this year (charts line them up).
  const aligned = sql`case when b.kind = 'a' and b.month < ${q.current.from}::date
      then (b.month + interval '1 year')::date else b.month end`;
  const sets = sql`select c.g, c.m, grouping(c.g) as gg, grouping(c.m) as gm,
      coalesce(sum(c.v) filter (where c.is_current), 0) as current,
      sum(c.v) filter (where c.kind = 'a' and not c.is_current) as last_year,
      sum(c.v) filter (where c.kind = 'p') as budget
    from c group by grouping sets ((c.g), (c.m), ())`;
  const labelled = line
    ? sql`select s.*, l.number || ' – ' || l.name as label from s
        left join ${sql.raw(line.table)} l on l.id = s.g and s.gg = 0
        order by s.gg desc, s.current desc, s.g limit ${lineGroupLimit + 200}::bigint`
    : sql`select s.*, null as label from s order by s.gg desc, s.current desc`;
  return sql`with b as (
      select ${group} as g, ${month} as month, f.currency, 'a'::text as kind, sum(${value}) as v
      from ${table} f where ${periods}${valid} and ${where}
      group by 1, 2, 3${plan}
    ), c as (
      select ${byMonth ? sql`${aligned}::text` : sql`b.g`} as g, ${aligned}::text as m,
        b.kind = 'a' and b.month >= ${q.current.from}::date as is_current, b.kind, ${converted} as v
      from b${rates}
    ), s as (${sets})
    ${labelled}`;
}

/** For each filter, the values present given all the other filters (over the distinct combinations). */
export function facetStatement(filters: Filters, isValid: boolean, from: string, to: string): SQL {
  const params = Object.keys(salesFilters) as SalesFilterParam[];
  const columns = params.map((p) => column(salesFilters[p]));
  const facets = params.map(
    (p, i) =>
      sql`string_agg(distinct ${columns[i]!}, ',') filter (where ${filterCondition(filters, p)}) as ${sql.raw(`d${i}`)}`,
  );
  return sql`select ${sql.join(facets, sql`, `)}
    from (
      select distinct ${sql.join(columns, sql`, `)} from sales_fact_month f
      where f.month between ${from}::date and ${to}::date${isValid ? sql` and f.valid` : sql``}
    ) f`;
}

export async function runStatement(
  executor: AnalyticsExecutor,
  statement: SQL,
  maxRows: number,
): Promise<GuardedResult> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return executor.run({ text, params, role: 'report', maxRows, timeoutMs: reportTimeLimitMs() });
}

/** The last invoice date of the data set in service (a loaded extract may move it; the read takes a millisecond). */
export async function lastReleaseDate(executor: AnalyticsExecutor): Promise<string> {
  const result = await runStatement(executor, sql`select last_release_date from reporting_dataset`, 1);
  const value = String(result.rows[0]?.[0] ?? '');
  if (!value) throw new Error('The reporting data set is missing');
  return value;
}
