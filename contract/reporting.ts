/**
 * Reporting (PortalReportingQuery, PortalReportingSharedQuery,
 * ReportQueryDefinition, ReportResult): the metadata of the data sources, saved
 * and shared queries, and the report definition the query builder compiles to SQL.
 *
 * A definition names a source and its columns by id; the server checks every id, comparer and
 * aggregate against the source's metadata (a 400 names the offending field) and never puts a
 * user's text into SQL.
 */
import { z } from 'zod';
import { finite, int32, requiredText, text, uuid } from './input.ts';
import type { Locale } from './locales.ts';

export type Texts = Record<Locale, string>;

export const reportColumnTypes = ['text', 'integer', 'number', 'money', 'date', 'boolean'] as const;
export type ReportColumnType = (typeof reportColumnTypes)[number];

export const reportAggregates = ['sum', 'avg', 'min', 'max', 'count'] as const;
export type ReportAggregate = (typeof reportAggregates)[number];

export const reportComparers = [
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'in',
  'notIn',
  'between',
  'contains',
  'startsWith',
  'isNull',
  'isNotNull',
  'during',
] as const;
export type ReportComparer = (typeof reportComparers)[number];

/**
 * The value of a date column's `during` comparer: a period relative to the day the report runs,
 * resolved on the server (so a saved "last 12 months" stays current). "last…" periods are whole
 * units before the current one (`last12Months` on 27.11.2026 is 01.11.2025–31.10.2026);
 * "this…" periods hold today.
 */
export const relativeDatePeriods = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'last3Months',
  'last12Months',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
] as const;
export type RelativeDatePeriod = (typeof relativeDatePeriods)[number];

/** How a report is shown (the server answers the same rows for each; saved with the query). */
export const reportDisplays = ['table', 'bar', 'line', 'pivot', 'number'] as const;
export type ReportDisplay = (typeof reportDisplays)[number];

/** Arithmetic of a computed measure over two output columns (`percent`: 100 × left ÷ right). */
export const reportOperators = ['add', 'subtract', 'multiply', 'divide', 'percent'] as const;
export type ReportOperator = (typeof reportOperators)[number];

export const reportCurrencies = ['EUR', 'CHF', 'CZK'] as const;
export type ReportCurrency = (typeof reportCurrencies)[number];

/** Rows a report may return at most (the grid stays smooth with this many). */
export const reportMaxRows = 50_000;
export const reportDefaultLimit = 1_000;

// ---------------------------------------------------------------------------------------------
// Metadata: GET /api/reporting/Metadata and /Metadata/{id}

export interface ReportColumnMeta {
  id: string;
  label: Texts;
  type: ReportColumnType;
  filterable: boolean;
  groupable: boolean;
  aggregatable: boolean;
  /** The aggregates this column allows (empty when not aggregatable). */
  aggregates: ReportAggregate[];
  /** The comparers its filters allow. */
  comparers: ReportComparer[];
  /** Money in the document currency, converted to the report's currency with the monthly rates. */
  money: boolean;
  /** The values of a code column with their texts (for pickers), when the list is short. */
  values?: { code: string; label: Texts }[];
}

export interface ReportSourceMeta {
  id: string;
  label: Texts;
  description: Texts;
  columns: ReportColumnMeta[];
}

// ---------------------------------------------------------------------------------------------
// The definition: POST /api/reporting/Report, and `data` of a saved query

const columnId = text(64, { min: 1 });
const scalar = z.union([text(200), finite, z.boolean(), z.null()]);

export const reportConditionSchema = z.strictObject({
  key: columnId,
  /** One of reportComparers; checked against the column by the server (a 400 names this field). */
  comparer: text(32, { min: 1 }),
  value: z.union([scalar, z.array(scalar).max(500)]).optional(),
});
export type ReportCondition = z.infer<typeof reportConditionSchema>;

export interface ReportFilterTree {
  operator: 'and' | 'or';
  conditions: (ReportCondition | ReportFilterTree)[];
}

/** A condition tree: `and`/`or` over conditions and nested trees (at most 5 levels, 100 conditions). */
export const reportFilterSchema: z.ZodType<ReportFilterTree> = z.lazy(() =>
  z.strictObject({
    operator: z.enum(['and', 'or']),
    conditions: z.array(z.union([reportConditionSchema, reportFilterSchema])).max(100),
  }),
);

const outputName = text(64, { min: 1 }).regex(/^[A-Za-z][A-Za-z0-9_]*$/, {
  message: 'must start with a letter and hold only letters, digits and _',
});

export const reportColumnSchema = z.strictObject({
  column: columnId,
  aggregate: z.enum(reportAggregates).optional(),
  /** Name of the output column (default `column`, or `column_aggregate`). */
  alias: outputName.optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/**
 * A computed measure ("Marge %": margin ÷ revenue × 100): an operator over two numeric output
 * columns of the same report, named by their output names; computed per row and for the totals.
 */
export const reportComputedSchema = z.strictObject({
  alias: outputName,
  /** The column's heading as the user named it. */
  label: text(100, { min: 1 }).optional(),
  operator: z.enum(reportOperators),
  left: outputName,
  right: outputName,
});
export type ReportComputed = z.infer<typeof reportComputedSchema>;

export const reportDefinitionSchema = z.strictObject({
  source: columnId,
  columns: z.array(reportColumnSchema).min(1).max(30),
  /** Computed measures, after `columns` in the output. */
  computed: z.array(reportComputedSchema).max(10).optional(),
  filter: reportFilterSchema.optional(),
  grouping: z.array(columnId).max(10).optional(),
  /** Output column → ascending (true) or descending (false), in this order. */
  order: z.record(columnId, z.boolean()).optional(),
  limit: int32.min(1).max(reportMaxRows).optional(),
  offset: int32.min(0).max(10_000_000).optional(),
  /** Also count all rows (or groups) that match, besides the `limit` returned. */
  count: z.boolean().optional(),
  currency: z.enum(reportCurrencies).optional(),
  /** How the client shows the answer (default table). */
  display: z.enum(reportDisplays).optional(),
  /** Hierarchies are not offered by these sources: only an empty list is accepted. */
  hierarchies: z
    .array(z.unknown())
    .max(0, { message: 'hierarchies are not supported by the reporting sources' })
    .optional(),
});
export type ReportQueryDefinition = z.infer<typeof reportDefinitionSchema>;

export interface ReportResultColumn {
  /** Key of the value in each row. */
  name: string;
  column: string;
  aggregate: ReportAggregate | null;
  type: ReportColumnType;
  /** Currency of money values (the report's currency). */
  currency: ReportCurrency | null;
  /** A computed measure: its operator, operands and heading. */
  computed?: ReportComputed;
}

export type ReportValue = string | number | boolean | null;

/** ReportResult: `count`, `data`, `query`; additions: columns, totals, truncated, duration. */
export interface ReportResult {
  count: number | null;
  data: Record<string, ReportValue>[];
  query: ReportQueryDefinition;
  columns: ReportResultColumn[];
  /** The aggregates over all matching rows (grouped reports only). */
  totals: Record<string, ReportValue> | null;
  /** More rows matched than `limit`. */
  truncated: boolean;
  durationMs: number;
  /** Which table answered: the invoice lines or their monthly pre-aggregate. */
  table: 'sales_fact' | 'sales_fact_month' | 'sales_plan';
}

// ---------------------------------------------------------------------------------------------
// Saved and shared queries

export const reportingQueryInputSchema = z.strictObject({
  name: requiredText(200),
  description: text(2000, { multiline: true }).nullish(),
  data: reportDefinitionSchema,
});
export type ReportingQueryInput = z.infer<typeof reportingQueryInputSchema>;

export interface ReportingUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
}

/** PortalReportingSharedQuery; additions: the recipient's name. */
export interface PortalReportingSharedQuery {
  reportingSharedQueryId: string;
  reportingQueryId: string;
  userId: string;
  user: ReportingUser;
}

/** PortalReportingQuery; additions: isOwner, timestamps. Recipients see no other recipients. */
export interface PortalReportingQuery {
  reportingQueryId: string;
  name: string;
  description: string | null;
  data: ReportQueryDefinition;
  creator: ReportingUser;
  reportingSharedQueries: PortalReportingSharedQuery[];
  isOwner: boolean;
  createdAt: string;
  updatedAt: string;
}

export const sharedQueryInputSchema = z.strictObject({
  reportingQueryId: uuid,
  userId: uuid,
});

export const idParams = z.strictObject({ id: uuid });
export const shareParams = z.strictObject({ id: uuid, userId: uuid });
export const sharedQueryListQuery = z.strictObject({ reportingQueryId: uuid.optional() });
export const sourceParams = z.strictObject({ id: columnId });
export const exportQuery = z.strictObject({
  format: z.enum(['xlsx', 'csv']),
  lang: z.enum(['de', 'en', 'cs', 'fr', 'it']).optional(),
});

/** A filter nests at most this deep and holds at most this many conditions. */
export const reportFilterBounds = { maxDepth: 5, maxConditions: 100 } as const;
