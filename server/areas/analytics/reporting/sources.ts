/**
 * The reporting sources and their columns: the whitelist the query builder compiles from. Every
 * SQL fragment here is written in code; a report definition can only pick these by id.
 *
 * A column has its expression on the source table (`f`), and where the monthly pre-aggregate
 * (sales_fact_month) has it, its expression there too: a report that only touches such columns is
 * answered from the pre-aggregate (docs/analytics.md has the measurements behind that choice).
 */
import { type SQL, sql } from 'drizzle-orm';
import { supportedLocales } from '../../../../contract/locales.ts';
import {
  type ReportAggregate,
  type ReportColumnMeta,
  type ReportColumnType,
  type ReportComparer,
  type ReportSourceMeta,
  reportAggregates,
  type Texts,
} from '../../../../contract/reporting.ts';
import { translate } from '../../../i18n.ts';
import * as dim from '../dimensions.ts';

export interface SourceColumn {
  id: string;
  type: ReportColumnType;
  /** Expression over the source table, aliased `f`. */
  expr: SQL;
  /** Expression over sales_fact_month (`f`), when the pre-aggregate has this column. */
  monthly?: SQL;
  filterable: boolean;
  groupable: boolean;
  /** Measures: summed (and averaged, min/max) per group; money is converted to the report's currency. */
  measure?: { money: boolean };
  /** Shown through a look-up: grouped and filtered by `expr` (a key), shown as `label(key)`. */
  lookup?: { label: (key: SQL) => SQL; filterKey: (condition: (shown: SQL) => SQL) => SQL };
  values?: readonly { code: string; label: Texts }[];
}

export interface Source {
  id: string;
  table: 'sales_fact' | 'sales_plan';
  /** The month and document currency of a row (for the currency rates). */
  month: SQL;
  currency: SQL;
  /** The month over sales_fact_month, when the pre-aggregate serves this source. */
  monthlyMonth?: SQL;
  columns: SourceColumn[];
}

const raw = (text: string) => sql.raw(text);

type DimensionId =
  | 'compCode'
  | 'branchCode'
  | 'country'
  | 'marketArea'
  | 'partnerCompany'
  | 'customerHierarchy'
  | 'territoryHt'
  | 'territorySan'
  | 'regionHt'
  | 'regionSan'
  | 'materialGroup'
  | 'currency';

const territoryTexts = (pick: (a: dim.MarketArea) => readonly (readonly [string, string])[]) =>
  dim.marketAreas.flatMap((a) => pick(a).map(([code, name]) => ({ code, label: sameText(name) })));
const sameText = (text: string): Texts => Object.fromEntries(supportedLocales.map((l) => [l, text])) as Texts;

/** The code columns shared by the facts, the pre-aggregate and the plan (same column names everywhere). */
export const dimensionValues: Record<DimensionId, readonly { code: string; label: Texts }[]> = {
  compCode: dim.companyCodes.map((c) => ({ code: c.code, label: c.label })),
  branchCode: dim.branchCodes,
  country: dim.countries.map((c) => ({ code: c.code, label: c.label })),
  marketArea: dim.marketAreas.map((a) => ({ code: a.code, label: a.label })),
  partnerCompany: dim.partnerCompanies,
  customerHierarchy: dim.customerHierarchies,
  territoryHt: territoryTexts((a) => a.territoriesHt),
  territorySan: territoryTexts((a) => a.territoriesSan),
  regionHt: dim.regionsHt,
  regionSan: dim.regionsSan,
  materialGroup: dim.materialGroups.map((g) => ({ code: g.code, label: g.label })),
  currency: dim.currencies.map((c) => ({ code: c, label: sameText(c) })),
};

export const dimensionColumn: Record<DimensionId, string> = {
  compCode: 'comp_code',
  branchCode: 'branch_code',
  country: 'country',
  marketArea: 'market_area',
  partnerCompany: 'partner_company',
  customerHierarchy: 'customer_hierarchy',
  territoryHt: 'territory_ht',
  territorySan: 'territory_san',
  regionHt: 'region_ht',
  regionSan: 'region_san',
  materialGroup: 'material_group',
  currency: 'currency',
};

const dimensions = (): SourceColumn[] =>
  (Object.keys(dimensionColumn) as DimensionId[]).map((id) => ({
    id,
    type: 'text',
    expr: raw(`f.${dimensionColumn[id]}`),
    monthly: raw(`f.${dimensionColumn[id]}`),
    filterable: true,
    groupable: true,
    values: dimensionValues[id],
  }));

const measure = (id: string, column: string, money: boolean, type: ReportColumnType): SourceColumn => ({
  id,
  type,
  expr: raw(`f.${column}`),
  monthly: raw(`f.${column}`),
  filterable: !money,
  groupable: false,
  measure: { money },
});

const salesFacts: Source = {
  id: 'salesFacts',
  table: 'sales_fact',
  month: raw('f.invoice_month'),
  currency: raw('f.currency'),
  monthlyMonth: raw('f.month'),
  columns: [
    { id: 'invoiceDate', type: 'date', expr: raw('f.invoice_date'), filterable: true, groupable: true },
    {
      id: 'invoiceMonth',
      type: 'date',
      expr: raw('f.invoice_month'),
      monthly: raw('f.month'),
      filterable: true,
      groupable: true,
    },
    {
      id: 'year',
      type: 'integer',
      expr: raw('extract(year from f.invoice_month)::int'),
      monthly: raw('extract(year from f.month)::int'),
      filterable: true,
      groupable: true,
    },
    ...dimensions(),
    lookupColumn('customerNumber', 'f.customer_id', 'sales_customer', 'number'),
    lookupColumn('customerName', 'f.customer_id', 'sales_customer', 'name'),
    lookupColumn('materialNumber', 'f.material_id', 'sales_material', 'number'),
    lookupColumn('materialDescription', 'f.material_id', 'sales_material', 'name'),
    { id: 'salesDocument', type: 'integer', expr: raw('f.doc_no'), filterable: true, groupable: true },
    { id: 'valid', type: 'boolean', expr: raw('f.valid'), monthly: raw('f.valid'), filterable: true, groupable: true },
    measure('quantity', 'quantity', false, 'integer'),
    measure('revenue', 'revenue', true, 'money'),
    measure('margin', 'margin', true, 'money'),
    measure('orderIntake', 'order_intake', true, 'money'),
  ],
};

const salesPlan: Source = {
  id: 'salesPlan',
  table: 'sales_plan',
  month: raw('f.month'),
  currency: raw('f.currency'),
  columns: [
    { id: 'invoiceMonth', type: 'date', expr: raw('f.month'), filterable: true, groupable: true },
    { id: 'year', type: 'integer', expr: raw('extract(year from f.month)::int'), filterable: true, groupable: true },
    ...dimensions(),
    measure('quantity', 'quantity', false, 'integer'),
    measure('revenue', 'revenue', true, 'money'),
    measure('margin', 'margin', true, 'money'),
    measure('orderIntake', 'order_intake', true, 'money'),
  ],
};

/** A text shown from a master table (customer name, material number) for a key on the line. */
function lookupColumn(id: string, key: string, table: string, column: string): SourceColumn {
  return {
    id,
    type: 'text',
    expr: raw(key),
    filterable: true,
    groupable: true,
    lookup: {
      label: (k) => sql`(select l.${raw(column)} from ${raw(table)} l where l.id = ${k})`,
      filterKey: (condition) =>
        sql`${raw(key)} in (select l.id from ${raw(table)} l where ${condition(raw(`l.${column}`))})`,
    },
  };
}

export const sources: readonly Source[] = [salesFacts, salesPlan];

export function findSource(id: string): Source | undefined {
  return sources.find((s) => s.id === id);
}

const comparersByType: Record<ReportColumnType, ReportComparer[]> = {
  text: ['eq', 'ne', 'in', 'notIn', 'contains', 'startsWith', 'isNull', 'isNotNull'],
  integer: ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'in', 'notIn', 'between', 'isNull', 'isNotNull'],
  number: ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'between', 'isNull', 'isNotNull'],
  money: ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'between', 'isNull', 'isNotNull'],
  date: ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'between', 'during', 'isNull', 'isNotNull'],
  boolean: ['eq', 'ne', 'isNull', 'isNotNull'],
};

export function comparersOf(column: SourceColumn): ReportComparer[] {
  return column.filterable ? comparersByType[column.type] : [];
}

export function aggregatesOf(column: SourceColumn): ReportAggregate[] {
  if (column.measure) return [...reportAggregates];
  // Any column can be counted (the number of lines); min/max make sense for dates and numbers.
  return column.type === 'date' || column.type === 'integer' ? ['count', 'min', 'max'] : ['count'];
}

function texts(key: string): Texts {
  return Object.fromEntries(supportedLocales.map((l) => [l, translate(l, key)])) as Texts;
}

export function sourceMeta(source: Source): ReportSourceMeta {
  return {
    id: source.id,
    label: texts(`analytics.sources.${source.id}`),
    description: texts(`analytics.sources.${source.id}Description`),
    columns: source.columns.map(
      (c): ReportColumnMeta => ({
        id: c.id,
        label: texts(`analytics.columns.${c.id}`),
        type: c.type,
        filterable: c.filterable,
        groupable: c.groupable,
        aggregatable: !!c.measure,
        aggregates: aggregatesOf(c),
        comparers: comparersOf(c),
        money: !!c.measure?.money,
        ...(c.values ? { values: c.values.map((v) => ({ code: v.code, label: v.label })) } : {}),
      }),
    ),
  };
}
