/** The production cockpits' answers (KPI) as zod schemas, tied to contract/kpi.ts with `satisfies`. */
import { z } from 'zod';
import type {
  KpiEditForm,
  KpiEditHistoryResult,
  KpiEditHistoryResultMidea,
  KpiEditOverview,
  KpiIndicatorSetting,
  KpiMonthEdit,
  KpiResultByCalendarWeek,
  KpiResultByMonth,
  KpiSite,
  KpiSiteDetails,
  KpiSiteInfo,
  KpiSiteMidea,
  KpiValues,
  KpiWeekEdit,
  PerformanceIndicator,
  PerformanceIndicatorMidea,
} from '../kpi.ts';
import { type KpiKey, kpiCategories, kpiKeys } from '../kpi-indicators.ts';

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const kpiKey = z.enum(kpiKeys as [KpiKey, ...KpiKey[]]);
const category = z.enum(kpiCategories);
const direction = z.enum(['higher', 'lower', 'none']);
const state = z.enum(['green', 'yellow', 'red', 'none']);
const trend = z.enum(['up', 'down', 'flat', 'none']);

export const kpiSiteInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  country: z.string(),
  variant: z.enum(['hvac', 'climate']),
}) satisfies z.ZodType<KpiSiteInfo>;

const indicatorSchema = z.object({
  name: kpiKey,
  unit: z.string(),
  calendarWeek: nullableText,
  week: nullableNumber,
  stateOfWeek: state,
  month: nullableNumber,
  stateOfMonth: state,
  targetValue: nullableNumber,
  country: z.string(),
  calendarMonth: nullableText,
  targetValueMonth: nullableNumber,
  warningValue: nullableNumber,
  warningValueMonth: nullableNumber,
  previousWeek: nullableNumber,
  previousMonth: nullableNumber,
  trendOfWeek: trend,
  trendOfMonth: trend,
  direction,
  category,
}) satisfies z.ZodType<PerformanceIndicator>;

const indicatorMideaSchema = indicatorSchema.extend({
  actualValue: nullableNumber,
  comment: nullableText,
  kpiType: category,
}) satisfies z.ZodType<PerformanceIndicatorMidea>;

const siteFields = {
  ...kpiSiteInfoSchema.shape,
  isEditable: z.boolean(),
  calendarWeek: nullableText,
  calendarMonth: nullableText,
};
export const kpiSiteSchema = z.object({
  ...siteFields,
  indicators: z.array(indicatorSchema),
}) satisfies z.ZodType<KpiSite>;
export const kpiSiteMideaSchema = z.object({
  ...siteFields,
  indicators: z.array(indicatorMideaSchema),
}) satisfies z.ZodType<KpiSiteMidea>;

const settingSchema = z.object({
  name: kpiKey,
  unit: z.string(),
  direction,
  category,
  weekly: z.boolean(),
  monthly: z.boolean(),
  decimals: z.number(),
  min: z.number(),
  max: z.number(),
  targetWeek: nullableNumber,
  warningWeek: nullableNumber,
  targetMonth: nullableNumber,
  warningMonth: nullableNumber,
}) satisfies z.ZodType<KpiIndicatorSetting>;

const stamp = {
  comment: nullableText,
  version: z.number().int(),
  updatedAt: nullableText,
  updatedBy: nullableText,
};
/** One optional field per key figure. */
const values = Object.fromEntries(kpiKeys.map((key) => [key, nullableNumber.optional()])) as {
  [K in KpiKey]: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
};
export const kpiWeekSchema = z.object({
  ...stamp,
  calendarWeek: z.string(),
  ...values,
}) satisfies z.ZodType<KpiResultByCalendarWeek>;
export const kpiMonthSchema = z.object({
  ...stamp,
  month: z.string(),
  ...values,
}) satisfies z.ZodType<KpiResultByMonth>;

export const kpiSiteDetailsSchema = z.object({
  site: kpiSiteInfoSchema,
  isEditable: z.boolean(),
  indicators: z.array(settingSchema),
  weeks: z.array(kpiWeekSchema),
  months: z.array(kpiMonthSchema),
}) satisfies z.ZodType<KpiSiteDetails>;

const overviewEntry = z.object({
  ...stamp,
  period: z.string(),
  kind: z.enum(['week', 'month']),
  filled: z.number().int(),
  expected: z.number().int(),
  edits: z.number().int(),
});
export const kpiEditOverviewSchema = z.object({
  site: kpiSiteInfoSchema,
  isEditable: z.boolean(),
  indicators: z.array(settingSchema),
  weeks: z.array(overviewEntry),
  months: z.array(overviewEntry),
}) satisfies z.ZodType<KpiEditOverview>;

export const kpiEditFormSchema = z.object({
  ...stamp,
  site: kpiSiteInfoSchema,
  calendarWeek: z.string(),
  isEditable: z.boolean(),
  indicators: z.array(
    z.object({
      name: kpiKey,
      unit: z.string(),
      kpiType: category,
      actualValue: nullableNumber,
      targetValue: nullableNumber,
      comment: nullableText,
    }),
  ),
}) satisfies z.ZodType<KpiEditForm>;

const editable = { isEditable: z.boolean(), site: kpiSiteInfoSchema };
export const kpiWeekEditSchema = kpiWeekSchema.extend(editable) satisfies z.ZodType<KpiWeekEdit>;
export const kpiMonthEditSchema = kpiMonthSchema.extend(editable) satisfies z.ZodType<KpiMonthEdit>;

export const kpiHistorySchema = z.object({
  id: z.string(),
  kpi: z.union([kpiKey, z.literal('comment')]),
  before: nullableNumber,
  after: nullableNumber,
  beforeComment: nullableText,
  afterComment: nullableText,
  comment: nullableText,
  timestamp: z.string(),
  user: z.string(),
  version: z.number().int(),
}) satisfies z.ZodType<KpiEditHistoryResult>;
export const kpiHistoryMideaSchema = kpiHistorySchema.extend({
  kpiType: category.nullable(),
  unit: nullableText,
}) satisfies z.ZodType<KpiEditHistoryResultMidea>;

const pair = z.object({ current: nullableNumber, target: nullableNumber });
export const kpiValuesSchema = z.object({
  calendarWeek: nullableText,
  productivity: pair,
  deliveryReliability: pair,
  deliveryTime: pair,
  producedVolume: pair,
  subVolumes: z.array(pair.extend({ name: z.string(), description: z.string(), calendarWeek: nullableText })),
}) satisfies z.ZodType<KpiValues>;

/** `[year, week]` or `[year, month]` of the latest period with values; empty before the first. */
export const latestPeriodSchema = z.union([z.tuple([z.number().int(), z.number().int()]), z.tuple([])]);
