/**
 * The KPI API of the portal (docs/production.md): entity shapes and request
 * schemas. Field names as the catalogue spells them; additions are marked. Weeks are ISO 8601
 * (`2026-W05`), months `YYYY-MM` (contract/periods.ts). Values are JSON numbers, `null` when not
 * entered. Every write carries the version it was based on (body `version` or `If-Match`); a
 * stale version is answered 409 with the current values (`KpiConflictBody`).
 */
import { z } from 'zod';
import { finite, int32, text } from './input.ts';
import {
  type KpiCategory,
  type KpiDirection,
  type KpiIndicatorDef,
  type KpiKey,
  type KpiPeriodKind,
  type KpiState,
  type KpiTrend,
  kpiIndicators,
  kpiKeys,
  tracksIn,
} from './kpi-indicators.ts';

export type KpiVariant = 'hvac' | 'climate';

/** A plant (the `{kpiSite}` of the paths is its `name`, e.g. `plattling`). */
export interface KpiSiteInfo {
  name: string;
  description: string;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
  variant: KpiVariant;
}

/** PerformanceIndicator: one key figure of a site in the latest week and month. */
export interface PerformanceIndicator {
  name: KpiKey;
  unit: string;
  /** The week of `week` (`2026-W47`). */
  calendarWeek: string | null;
  week: number | null;
  stateOfWeek: KpiState;
  month: number | null;
  stateOfMonth: KpiState;
  /** Target of the week (of the month for key figures entered only monthly). */
  targetValue: number | null;
  country: string;
  // Additions for the tiles:
  /** The month of `month` (`2026-10`). */
  calendarMonth: string | null;
  targetValueMonth: number | null;
  warningValue: number | null;
  warningValueMonth: number | null;
  previousWeek: number | null;
  previousMonth: number | null;
  trendOfWeek: KpiTrend;
  trendOfMonth: KpiTrend;
  direction: KpiDirection;
  category: KpiCategory;
}

/** PerformanceIndicatorMidea: the climate cockpit's key figure with this week's entry. */
export interface PerformanceIndicatorMidea extends PerformanceIndicator {
  actualValue: number | null;
  comment: string | null;
  kpiType: KpiCategory;
}

/** KPISite: a site with its key figures (overview). */
export interface KpiSite extends KpiSiteInfo {
  indicators: PerformanceIndicator[];
  isEditable: boolean;
  /** Latest week and month with values (null before the first entry). */
  calendarWeek: string | null;
  calendarMonth: string | null;
}

export interface KpiSiteMidea extends Omit<KpiSite, 'indicators'> {
  indicators: PerformanceIndicatorMidea[];
}

/** How a site tracks one key figure: targets and warning thresholds per week and per month. */
export interface KpiIndicatorSetting {
  name: KpiKey;
  unit: string;
  direction: KpiDirection;
  category: KpiCategory;
  weekly: boolean;
  monthly: boolean;
  decimals: number;
  min: number;
  max: number;
  targetWeek: number | null;
  warningWeek: number | null;
  targetMonth: number | null;
  warningMonth: number | null;
}

/** Who changed a period last and at which version (every result row carries it). */
export interface KpiPeriodStamp {
  comment: string | null;
  /** Optimistic-concurrency version; 0 for a period nobody has entered yet. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** KPIResultByCalendarWeek: the values of one week, one field per key figure. */
export type KpiResultByCalendarWeek = KpiPeriodStamp & {
  calendarWeek: string;
} & { [K in KpiKey]?: number | null };

/** KPIResultByMonth: the values of one month (the week's key figures plus the monthly ones). */
export type KpiResultByMonth = KpiPeriodStamp & {
  month: string;
} & { [K in KpiKey]?: number | null };

/** GET {kpiSite}/details: settings plus both series (drill-down). */
export interface KpiSiteDetails {
  site: KpiSiteInfo;
  isEditable: boolean;
  indicators: KpiIndicatorSetting[];
  weeks: KpiResultByCalendarWeek[];
  months: KpiResultByMonth[];
}

/** One period of the edit overview (GET {kpiSite}/editOverview). */
export interface KpiEditOverviewEntry extends KpiPeriodStamp {
  period: string;
  kind: KpiPeriodKind;
  /** Key figures with a value / the site's key figures of that kind. */
  filled: number;
  expected: number;
  edits: number;
}

export interface KpiEditOverview {
  site: KpiSiteInfo;
  isEditable: boolean;
  indicators: KpiIndicatorSetting[];
  weeks: KpiEditOverviewEntry[];
  months: KpiEditOverviewEntry[];
}

/** GET {kpiSite}/{calendarweek}/edit: the week as a list of key figures (climate cockpit shape). */
export interface KpiEditForm extends KpiPeriodStamp {
  site: KpiSiteInfo;
  calendarWeek: string;
  isEditable: boolean;
  indicators: {
    name: KpiKey;
    unit: string;
    kpiType: KpiCategory;
    actualValue: number | null;
    targetValue: number | null;
    comment: string | null;
  }[];
}

/** GET editWeek / editMonth: the period's values plus whether the caller may change them. */
export type KpiWeekEdit = KpiResultByCalendarWeek & { isEditable: boolean; site: KpiSiteInfo };
export type KpiMonthEdit = KpiResultByMonth & { isEditable: boolean; site: KpiSiteInfo };

/** KPIEditHistoryResult: one changed field of one save. `kpi` is a key figure or `comment`. */
export interface KpiEditHistoryResult {
  id: string;
  kpi: KpiKey | 'comment';
  before: number | null;
  after: number | null;
  /** Text before/after: the period's remark (kpi `comment`) or the key figure's comment. */
  beforeComment: string | null;
  afterComment: string | null;
  /** The note given with the save. */
  comment: string | null;
  timestamp: string;
  user: string;
  /** The version the save created. */
  version: number;
}

/** KPIEditHistoryResultMidea: the same with the key figure's category and unit. */
export interface KpiEditHistoryResultMidea extends KpiEditHistoryResult {
  kpiType: KpiCategory | null;
  unit: string | null;
}

/** Body of a 409 on a stale version: the current state to merge with. */
export interface KpiConflictBody<Current> {
  code: 'kpi_version_conflict';
  message: string;
  field: 'version';
  current: Current;
  /** What others saved after the version the caller had. */
  changes: KpiEditHistoryResult[];
}

/** GET /api/KPI2: current and target of the group's headline figures; sub-volumes per site. */
export interface KpiTargetPair {
  current: number | null;
  target: number | null;
}

export interface KpiValues {
  calendarWeek: string | null;
  productivity: KpiTargetPair;
  deliveryReliability: KpiTargetPair;
  deliveryTime: KpiTargetPair;
  producedVolume: KpiTargetPair;
  subVolumes: (KpiTargetPair & { name: string; description: string; calendarWeek: string | null })[];
}

// ---------------------------------------------------------------------------------------------
// Request schemas.

export const kpiSiteParam = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, { message: 'must be a site name' });

function valueSchema(def: KpiIndicatorDef) {
  const base = def.integer ? int32 : finite;
  return base.min(def.min).max(def.max);
}

/** Checks a number against a key figure's range (the list shape names the key per item). */
export function kpiValueIssue(key: KpiKey, value: number): string | null {
  const result = valueSchema(kpiIndicators[key]).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

const version = int32.min(0);
const periodComment = text(1000, { multiline: true }).nullable();
const editComment = text(500);

function flatBody(kind: KpiPeriodKind) {
  const values = Object.fromEntries(
    kpiKeys.filter((key) => tracksIn(key, kind)).map((key) => [key, valueSchema(kpiIndicators[key]).nullable()]),
  ) as Record<KpiKey, z.ZodNullable<z.ZodNumber>>;
  return z.strictObject({ version, comment: periodComment, editComment, ...values }).partial();
}

/** PUT {kpiSite}/{calendarweek}/updateWeek: the week's key figures by name; absent ones stay. */
export const kpiWeekUpdateSchema = flatBody('week');
/** PUT {kpiSite}/{month}/updateMonth. */
export const kpiMonthUpdateSchema = flatBody('month');

/** PUT {kpiSite}/{calendarweek}/{year}/update: the week as a list of key figures. */
export const kpiIndicatorUpdateSchema = z.strictObject({
  version: version.optional(),
  comment: periodComment.optional(),
  editComment: editComment.optional(),
  indicators: z
    .array(
      z.strictObject({
        name: z.enum(kpiKeys as [KpiKey, ...KpiKey[]]),
        actualValue: finite.nullable(),
        comment: text(500, { multiline: true }).nullable().optional(),
      }),
    )
    .max(kpiKeys.length)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'listed twice' });
        seen.add(item.name);
        const issue = item.actualValue === null ? null : kpiValueIssue(item.name, item.actualValue);
        if (issue) ctx.addIssue({ code: 'custom', path: [i, 'actualValue'], message: `${item.name}: ${issue}` });
      });
    }),
});

export type KpiWeekUpdate = z.infer<typeof kpiWeekUpdateSchema>;
export type KpiMonthUpdate = z.infer<typeof kpiMonthUpdateSchema>;
export type KpiIndicatorUpdate = z.infer<typeof kpiIndicatorUpdateSchema>;
