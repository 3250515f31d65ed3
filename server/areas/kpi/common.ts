/** What the KPI routes share: permissions, path parameters, period ranges, the caller's name. */
import type { Context } from 'hono';
import { z } from 'zod';
import { kpiSiteParam } from '../../../contract/kpi.ts';
import { isoMonthParam, isoWeekParam } from '../../../contract/period-params.ts';
import {
  addMonths,
  addWeeks,
  compareWeeks,
  formatMonth,
  formatWeek,
  type IsoMonth,
  type IsoWeek,
  periodIndex,
  todayUtc,
  weekOfDate,
} from '../../../contract/periods.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { hasPermission, requirePermission } from '../../auth/permissions.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import { invalid } from '../../http/errors.ts';
import type { PeriodData } from './store.ts';

export type KpiEnv = { Variables: PortalUserVariables };

/** Reading: the KPI permission. Writing: KPI and the edit permission. */
export const canRead = requirePermission(uiPermissions.kpi);
export const canEdit = [requirePermission(uiPermissions.kpi), requirePermission(uiPermissions.kpiEdit)] as const;

export function isEditable(c: Context<KpiEnv>): boolean {
  return hasPermission(c, uiPermissions.kpiEdit);
}

/** Who saves: the portal user's id and display name (history rows keep the name). */
export { editorName as editorOf } from '../production/index.ts';

export const siteParams = z.object({ kpiSite: kpiSiteParam });
export const weekParams = z.object({ kpiSite: kpiSiteParam, calendarweek: isoWeekParam });
export const monthParams = z.object({ kpiSite: kpiSiteParam, month: isoMonthParam });

export const weekRangeQuery = z.strictObject({ from: isoWeekParam.optional(), to: isoWeekParam.optional() });
export const monthRangeQuery = z.strictObject({ from: isoMonthParam.optional(), to: isoMonthParam.optional() });

export const maxWeeks = 260;
export const maxMonths = 120;

export function currentWeek(now = new Date()): IsoWeek {
  return weekOfDate(todayUtc(now));
}

export function currentMonth(now = new Date()): IsoMonth {
  const today = todayUtc(now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** Entries for weeks after the current one are refused. */
export function refuseFutureWeek(week: IsoWeek, field = 'calendarweek'): void {
  if (compareWeeks(week, currentWeek()) > 0) throw invalid(field, 'future', 'must not lie in the future');
}

export function refuseFutureMonth(month: IsoMonth, field = 'month'): void {
  const now = currentMonth();
  if (periodIndex(month.year, month.month) > periodIndex(now.year, now.month)) {
    throw invalid(field, 'future', 'must not lie in the future');
  }
}

/** The weeks of a range (default: `count` weeks up to `latest`), oldest first; 400 on a bad range. */
export function weekRange(query: { from?: IsoWeek; to?: IsoWeek }, latest: IsoWeek, count: number): IsoWeek[] {
  const to = query.to ?? latest;
  const from = query.from ?? addWeeks(to, 1 - count);
  if (compareWeeks(from, to) > 0) throw invalid('from', 'after_to', 'must not be after to');
  const out: IsoWeek[] = [];
  for (let w = from; compareWeeks(w, to) <= 0; w = addWeeks(w, 1)) {
    if (out.length >= maxWeeks) throw invalid('from', 'range', `the range covers at most ${maxWeeks} weeks`);
    out.push(w);
  }
  return out;
}

export function monthRange(query: { from?: IsoMonth; to?: IsoMonth }, latest: IsoMonth, count: number): IsoMonth[] {
  const to = query.to ?? latest;
  const from = query.from ?? addMonths(to, 1 - count);
  const span = to.year * 12 + to.month - (from.year * 12 + from.month) + 1;
  if (span < 1) throw invalid('from', 'after_to', 'must not be after to');
  if (span > maxMonths) throw invalid('from', 'range', `the range covers at most ${maxMonths} months`);
  return Array.from({ length: span }, (_, i) => addMonths(from, i));
}

export function latestWeekOf(periods: PeriodData[]): IsoWeek | null {
  const p = periods[0];
  return p ? { year: p.year, week: p.number } : null;
}

export function latestMonthOf(periods: PeriodData[]): IsoMonth | null {
  const p = periods[0];
  return p ? { year: p.year, month: p.number } : null;
}

/** Periods by their label, for dense series. */
export function byLabel(periods: PeriodData[], kind: 'week' | 'month'): Map<string, PeriodData> {
  return new Map(
    periods.map((p) => [
      kind === 'week' ? formatWeek({ year: p.year, week: p.number }) : formatMonth({ year: p.year, month: p.number }),
      p,
    ]),
  );
}
