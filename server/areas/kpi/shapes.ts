/** The API shapes of contract/kpi.ts from stored periods (store.ts). */
import type {
  KpiEditHistoryResult,
  KpiEditHistoryResultMidea,
  KpiIndicatorSetting,
  KpiPeriodStamp,
  KpiResultByCalendarWeek,
  KpiResultByMonth,
  PerformanceIndicator,
  PerformanceIndicatorMidea,
} from '../../../contract/kpi.ts';
import { isKpiKey, type KpiKey, kpiIndicators, kpiState, kpiTrend } from '../../../contract/kpi-indicators.ts';
import { formatMonth, formatWeek } from '../../../contract/periods.ts';
import type { EditRow, PeriodData } from './store.ts';

export function stampOf(period: PeriodData | undefined): KpiPeriodStamp {
  return {
    comment: period?.comment ?? null,
    version: period?.version ?? 0,
    updatedAt: period ? period.updatedAt.toISOString() : null,
    updatedBy: period?.updatedByName ?? null,
  };
}

function valuesOf(period: PeriodData | undefined, keys: KpiKey[]): { [K in KpiKey]?: number | null } {
  return Object.fromEntries(keys.map((key) => [key, period?.values.get(key)?.value ?? null]));
}

export function weekResult(
  period: PeriodData | undefined,
  calendarWeek: string,
  settings: KpiIndicatorSetting[],
): KpiResultByCalendarWeek {
  const keys = settings.filter((s) => s.weekly).map((s) => s.name);
  return { calendarWeek, ...stampOf(period), ...valuesOf(period, keys) };
}

export function monthResult(
  period: PeriodData | undefined,
  month: string,
  settings: KpiIndicatorSetting[],
): KpiResultByMonth {
  const keys = settings.filter((s) => s.monthly).map((s) => s.name);
  return { month, ...stampOf(period), ...valuesOf(period, keys) };
}

export function periodLabel(period: Pick<PeriodData, 'kind' | 'year' | 'number'>): string {
  return period.kind === 'week'
    ? formatWeek({ year: period.year, week: period.number })
    : formatMonth({ year: period.year, month: period.number });
}

export function historyEntry(row: EditRow): KpiEditHistoryResult {
  return {
    id: row.id,
    kpi: isKpiKey(row.indicator) ? row.indicator : 'comment',
    before: row.before,
    after: row.after,
    beforeComment: row.beforeComment,
    afterComment: row.afterComment,
    comment: row.note,
    timestamp: row.editedAt.toISOString(),
    user: row.userName,
    version: row.version,
  };
}

export function historyEntryMidea(row: EditRow): KpiEditHistoryResultMidea {
  const entry = historyEntry(row);
  const def = entry.kpi === 'comment' ? null : kpiIndicators[entry.kpi];
  return { ...entry, kpiType: def?.category ?? null, unit: def?.unit ?? null };
}

/** A key figure of the overview: latest week and month with state and trend. */
export function performanceIndicator(
  setting: KpiIndicatorSetting,
  country: string,
  weeks: PeriodData[],
  months: PeriodData[],
): PerformanceIndicator {
  const [week, previousWeekPeriod] = setting.weekly ? weeks : [];
  const [month, previousMonthPeriod] = setting.monthly ? months : [];
  const value = (p: PeriodData | undefined) => p?.values.get(setting.name)?.value ?? null;
  const weekValue = value(week);
  const monthValue = value(month);
  const previousWeek = value(previousWeekPeriod);
  const previousMonth = value(previousMonthPeriod);
  return {
    name: setting.name,
    unit: setting.unit,
    calendarWeek: week ? periodLabel(week) : null,
    week: weekValue,
    stateOfWeek: kpiState(weekValue, setting.targetWeek, setting.warningWeek, setting.direction),
    month: monthValue,
    stateOfMonth: kpiState(monthValue, setting.targetMonth, setting.warningMonth, setting.direction),
    targetValue: setting.weekly ? setting.targetWeek : setting.targetMonth,
    country,
    calendarMonth: month ? periodLabel(month) : null,
    targetValueMonth: setting.targetMonth,
    warningValue: setting.weekly ? setting.warningWeek : setting.warningMonth,
    warningValueMonth: setting.warningMonth,
    previousWeek,
    previousMonth,
    trendOfWeek: kpiTrend(weekValue, previousWeek),
    trendOfMonth: kpiTrend(monthValue, previousMonth),
    direction: setting.direction,
    category: setting.category,
  };
}

export function performanceIndicatorMidea(
  setting: KpiIndicatorSetting,
  country: string,
  weeks: PeriodData[],
  months: PeriodData[],
): PerformanceIndicatorMidea {
  const base = performanceIndicator(setting, country, weeks, months);
  const stored = (setting.weekly ? weeks[0] : months[0])?.values.get(setting.name);
  return {
    ...base,
    actualValue: stored?.value ?? null,
    comment: stored?.comment ?? null,
    kpiType: setting.category,
  };
}
