/**
 * The edit shapes of a period (GET edit, editWeek, editMonth — and the `current` of a 409), built
 * for the caller (isEditable).
 */
import type { Context } from 'hono';
import type { KpiEditForm, KpiIndicatorSetting, KpiMonthEdit, KpiWeekEdit } from '../../../contract/kpi.ts';
import { formatMonth, formatWeek, type IsoMonth, type IsoWeek } from '../../../contract/periods.ts';
import type { Db } from '../../db/open.ts';
import { isEditable, type KpiEnv } from './common.ts';
import { monthResult, stampOf, weekResult } from './shapes.ts';
import { findPeriod, loadSettings, type SiteRow, siteOf, toSiteInfo } from './store.ts';

export function editForms(db: Db) {
  async function context(name: string) {
    const site = await siteOf(db, name);
    const settings = (await loadSettings(db, [site.name])).get(site.name) ?? [];
    return { site, settings };
  }

  async function editForm(c: Context<KpiEnv>, site: SiteRow, settings: KpiIndicatorSetting[], week: IsoWeek) {
    const period = await findPeriod(db, site.name, 'week', week.year, week.week);
    const body: KpiEditForm = {
      site: toSiteInfo(site),
      calendarWeek: formatWeek(week),
      isEditable: isEditable(c),
      ...stampOf(period),
      indicators: settings
        .filter((s) => s.weekly)
        .map((s) => ({
          name: s.name,
          unit: s.unit,
          kpiType: s.category,
          actualValue: period?.values.get(s.name)?.value ?? null,
          targetValue: s.targetWeek,
          comment: period?.values.get(s.name)?.comment ?? null,
        })),
    };
    return body;
  }

  async function weekEdit(c: Context<KpiEnv>, site: SiteRow, settings: KpiIndicatorSetting[], week: IsoWeek) {
    const period = await findPeriod(db, site.name, 'week', week.year, week.week);
    const body: KpiWeekEdit = {
      ...weekResult(period, formatWeek(week), settings),
      isEditable: isEditable(c),
      site: toSiteInfo(site),
    };
    return body;
  }

  async function monthEdit(c: Context<KpiEnv>, site: SiteRow, settings: KpiIndicatorSetting[], month: IsoMonth) {
    const period = await findPeriod(db, site.name, 'month', month.year, month.month);
    const body: KpiMonthEdit = {
      ...monthResult(period, formatMonth(month), settings),
      isEditable: isEditable(c),
      site: toSiteInfo(site),
    };
    return body;
  }

  return { context, editForm, weekEdit, monthEdit };
}

export type EditForms = ReturnType<typeof editForms>;
