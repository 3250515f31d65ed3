/**
 * The analytics answers (reporting, sales performance, SAP SQL) as zod schemas, tied to
 * contract/reporting.ts, sales-performance.ts and sap-sql.ts with `satisfies`.
 */
import { z } from 'zod';
import { supportedLocales } from '../locales.ts';
import {
  type PortalReportingQuery,
  type PortalReportingSharedQuery,
  type ReportColumnMeta,
  type ReportingUser,
  type ReportResult,
  type ReportSourceMeta,
  reportAggregates,
  reportColumnTypes,
  reportComparers,
  reportComputedSchema,
  reportCurrencies,
  reportDefinitionSchema,
  type Texts,
} from '../reporting.ts';
import {
  compareTypes,
  keyFigures,
  rangeTypes,
  type SalesPerformanceFilters,
  type SalesPerformanceResult,
  type SalesPerformanceRow,
  salesCurrencies,
  salesFilters,
  salesGroupings,
} from '../sales-performance.ts';
import type { SapSqlHistoryEntry, SapSqlPlan, SapSqlResult, SapSqlSavedQuery } from '../sap-sql.ts';

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const texts = z.object(Object.fromEntries(supportedLocales.map((l) => [l, z.string()]))) as unknown as z.ZodType<Texts>;
const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const columnMetaSchema = z.object({
  id: z.string(),
  label: texts,
  type: z.enum(reportColumnTypes),
  filterable: z.boolean(),
  groupable: z.boolean(),
  aggregatable: z.boolean(),
  aggregates: z.array(z.enum(reportAggregates)),
  comparers: z.array(z.enum(reportComparers)),
  money: z.boolean(),
  values: z.array(z.object({ code: z.string(), label: texts })).optional(),
}) satisfies z.ZodType<ReportColumnMeta>;

export const reportSourceSchema = z.object({
  id: z.string(),
  label: texts,
  description: texts,
  columns: z.array(columnMetaSchema),
}) satisfies z.ZodType<ReportSourceMeta>;

export const reportResultSchema = z.object({
  count: nullableNumber,
  data: z.array(z.record(z.string(), value)),
  query: reportDefinitionSchema,
  columns: z.array(
    z.object({
      name: z.string(),
      column: z.string(),
      aggregate: z.enum(reportAggregates).nullable(),
      type: z.enum(reportColumnTypes),
      currency: z.enum(reportCurrencies).nullable(),
      computed: reportComputedSchema.optional(),
    }),
  ),
  totals: z.record(z.string(), value).nullable(),
  truncated: z.boolean(),
  durationMs: z.number(),
  table: z.enum(['sales_fact', 'sales_fact_month', 'sales_plan']),
}) satisfies z.ZodType<ReportResult>;

export const reportingUserSchema = z.object({
  id: z.uuid(),
  firstName: nullableText,
  lastName: nullableText,
  username: z.string(),
}) satisfies z.ZodType<ReportingUser>;

export const sharedQuerySchema = z.object({
  reportingSharedQueryId: z.uuid(),
  reportingQueryId: z.uuid(),
  userId: z.uuid(),
  user: reportingUserSchema,
}) satisfies z.ZodType<PortalReportingSharedQuery>;

export const reportingQuerySchema = z.object({
  reportingQueryId: z.uuid(),
  name: z.string(),
  description: nullableText,
  data: reportDefinitionSchema,
  creator: reportingUserSchema,
  reportingSharedQueries: z.array(sharedQuerySchema),
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<PortalReportingQuery>;

const performanceRowSchema = z.object({
  groupingKey: z.string(),
  grouping: z.string(),
  units: z.string(),
  currentYear: z.number(),
  lastYear: nullableNumber,
  difference: nullableNumber,
  differenceInPercent: nullableNumber,
  budget: nullableNumber,
  budgetDifference: nullableNumber,
  budgetDifferenceInPercent: nullableNumber,
  beside: z
    .array(
      z.object({
        keyFigure: z.enum(keyFigures),
        units: z.string(),
        currentYear: nullableNumber,
        lastYear: nullableNumber,
        differenceInPercent: nullableNumber,
      }),
    )
    .optional(),
}) satisfies z.ZodType<SalesPerformanceRow>;

const period = z.object({ from: z.string(), to: z.string() });
const filterNames = Object.keys(salesFilters) as (keyof typeof salesFilters)[];
export const salesPerformanceSchema = z.object({
  lastReleaseDate: z.string(),
  query: z.object({
    keyFigure: z.enum(keyFigures),
    keyFigures: z.array(z.enum(keyFigures)),
    rangeType: z.enum(rangeTypes),
    currency: z.enum(salesCurrencies),
    grouping: z.enum(salesGroupings),
    compareTypes: z.array(z.enum(compareTypes)),
    isValid: z.boolean(),
    period,
    previousPeriod: period,
    filters: z.object(Object.fromEntries(filterNames.map((name) => [name, z.array(z.string()).optional()]))),
  }),
  rows: z.array(performanceRowSchema),
  truncated: z.boolean(),
  total: performanceRowSchema,
  months: z.array(
    z.object({ month: z.string(), currentYear: z.number(), lastYear: nullableNumber, budget: nullableNumber }),
  ),
}) satisfies z.ZodType<SalesPerformanceResult>;

const dictionary = z.record(z.string(), z.string());
export const salesFiltersSchema = z.object({
  branchcodes: dictionary,
  countries: dictionary,
  compCodes: dictionary,
  markets: dictionary,
  partnerCompanies: dictionary,
  customerHierarchies: dictionary,
  territoriesHT: dictionary,
  territoriesSAN: dictionary,
  regionsHT: dictionary,
  regionsSAN: dictionary,
  grouping: dictionary,
  keyFigure: dictionary,
  compareType: dictionary,
  currency: dictionary,
  rangeType: dictionary,
  lastReleaseDate: z.string(),
  periods: z.array(z.string()),
}) satisfies z.ZodType<SalesPerformanceFilters>;

export const sapSqlResultSchema = z.object({
  items: z.array(z.record(z.string(), value)),
  duration: z.number(),
  columns: z.array(
    z.object({ name: z.string(), kind: z.enum(['number', 'text', 'boolean', 'date', 'datetime', 'json']) }),
  ),
  truncated: z.boolean(),
  rowLimit: z.number(),
}) satisfies z.ZodType<SapSqlResult>;

export const sapSqlHistorySchema = z.object({
  id: z.uuid(),
  query: z.string(),
  outcome: z.enum(['ok', 'invalid', 'error', 'timeout']),
  rowCount: nullableNumber,
  durationMs: nullableNumber,
  message: nullableText,
  executedAt: z.string(),
}) satisfies z.ZodType<SapSqlHistoryEntry>;

export const sapSqlPlanSchema = z.object({ plan: z.string(), duration: z.number() }) satisfies z.ZodType<SapSqlPlan>;

export const sapSqlSavedQuerySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  query: z.string(),
  creator: reportingUserSchema,
  sharedWith: z.array(reportingUserSchema),
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<SapSqlSavedQuery>;
