/**
 * The KPI reads of the cockpits: overviews (HVAC and climate), a site's details and series,
 * the edit overview and the latest week/month. All need the KPI permission.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  kpiEditOverviewSchema,
  kpiMonthSchema,
  kpiSiteDetailsSchema,
  kpiSiteMideaSchema,
  kpiSiteSchema,
  kpiWeekSchema,
  latestPeriodSchema,
} from '../../../contract/answers/kpi.ts';
import type {
  KpiEditOverview,
  KpiEditOverviewEntry,
  KpiSite,
  KpiSiteDetails,
  KpiSiteMidea,
  KpiVariant,
} from '../../../contract/kpi.ts';
import { addMonths, addWeeks, formatMonth, formatWeek, periodIndex } from '../../../contract/periods.ts';
import type { Db } from '../../db/open.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import {
  byLabel,
  canRead,
  currentMonth,
  currentWeek,
  isEditable,
  type KpiEnv,
  latestMonthOf,
  latestWeekOf,
  monthRange,
  monthRangeQuery,
  siteParams,
  weekRange,
  weekRangeQuery,
} from './common.ts';
import { monthResult, performanceIndicator, performanceIndicatorMidea, stampOf, weekResult } from './shapes.ts';
import { editCounts, latestPeriods, loadPeriods, loadSettings, loadSites, siteOf, toSiteInfo } from './store.ts';

export function kpiReadRoutes(db: Db) {
  const app = new Hono<KpiEnv>();

  async function overview(variant: KpiVariant, editable: boolean) {
    const sites = await loadSites(db, variant);
    const names = sites.map((s) => s.name);
    const [settings, weeks, months] = await Promise.all([
      loadSettings(db, names),
      latestPeriods(db, names, 'week'),
      latestPeriods(db, names, 'month'),
    ]);
    return sites.map((site) => {
      const w = weeks.get(site.name) ?? [];
      const m = months.get(site.name) ?? [];
      const build = variant === 'climate' ? performanceIndicatorMidea : performanceIndicator;
      return {
        ...toSiteInfo(site),
        isEditable: editable,
        calendarWeek: w[0] ? formatWeek({ year: w[0].year, week: w[0].number }) : null,
        calendarMonth: m[0] ? formatMonth({ year: m[0].year, month: m[0].number }) : null,
        indicators: (settings.get(site.name) ?? []).map((s) => build(s, site.country, w, m)),
      };
    });
  }

  /** The HVAC plants with their key figures of the latest week and month. */
  app.get(
    '/overview',
    responds(200, z.array(kpiSiteSchema), 'The HVAC sites with their key figures'),
    canRead,
    async (c) => c.json((await overview('hvac', isEditable(c))) as KpiSite[]),
  );

  /** The climate plants, each key figure with its entry and comment (PerformanceIndicatorMidea). */
  app.get(
    '/overviewMidea',
    responds(200, z.array(kpiSiteMideaSchema), 'The climate sites with this week’s entries'),
    canRead,
    async (c) => c.json((await overview('climate', isEditable(c))) as KpiSiteMidea[]),
  );

  /** Settings and both series (104 weeks, 24 months up to the latest entry) of one site. */
  app.get(
    '/:kpiSite/details',
    responds(200, kpiSiteDetailsSchema, 'Settings and both series of the site'),
    canRead,
    validate('param', siteParams),
    async (c) => {
      const site = await siteOf(db, c.req.valid('param').kpiSite);
      const [settings, latestW, latestM] = await Promise.all([
        loadSettings(db, [site.name]),
        latestPeriods(db, [site.name], 'week', 1),
        latestPeriods(db, [site.name], 'month', 1),
      ]);
      const indicators = settings.get(site.name) ?? [];
      const weeks = weekRange({}, latestWeekOf(latestW.get(site.name) ?? []) ?? currentWeek(), 104);
      const months = monthRange({}, latestMonthOf(latestM.get(site.name) ?? []) ?? currentMonth(), 24);
      const [storedWeeks, storedMonths] = await Promise.all([
        loadPeriods(db, site.name, 'week', { from: periodIndex(weeks[0]!.year, weeks[0]!.week) }),
        loadPeriods(db, site.name, 'month', { from: periodIndex(months[0]!.year, months[0]!.month) }),
      ]);
      const w = byLabel(storedWeeks, 'week');
      const m = byLabel(storedMonths, 'month');
      const body: KpiSiteDetails = {
        site: toSiteInfo(site),
        isEditable: isEditable(c),
        indicators,
        weeks: weeks.map((week) => weekResult(w.get(formatWeek(week)), formatWeek(week), indicators)),
        months: months.map((month) => monthResult(m.get(formatMonth(month)), formatMonth(month), indicators)),
      };
      return c.json(body);
    },
  );

  /** KPIResultByCalendarWeek[] for `from`…`to` (default the 104 weeks up to the latest entry), every week listed. */
  app.get(
    '/:kpiSite/weekDetails',
    responds(200, z.array(kpiWeekSchema), 'Every week of the range'),
    canRead,
    validate('param', siteParams),
    validate('query', weekRangeQuery),
    async (c) => {
      const site = await siteOf(db, c.req.valid('param').kpiSite);
      const latest = latestWeekOf((await latestPeriods(db, [site.name], 'week', 1)).get(site.name) ?? []);
      const weeks = weekRange(c.req.valid('query'), latest ?? currentWeek(), 104);
      const first = weeks[0]!;
      const last = weeks[weeks.length - 1]!;
      const [settings, stored] = await Promise.all([
        loadSettings(db, [site.name]),
        loadPeriods(db, site.name, 'week', {
          from: periodIndex(first.year, first.week),
          to: periodIndex(last.year, last.week),
        }),
      ]);
      const byWeek = byLabel(stored, 'week');
      const indicators = settings.get(site.name) ?? [];
      return c.json(weeks.map((w) => weekResult(byWeek.get(formatWeek(w)), formatWeek(w), indicators)));
    },
  );

  /** KPIResultByMonth[] for `from`…`to` (default the 24 months up to the latest entry). */
  app.get(
    '/:kpiSite/monthDetails',
    responds(200, z.array(kpiMonthSchema), 'Every month of the range'),
    canRead,
    validate('param', siteParams),
    validate('query', monthRangeQuery),
    async (c) => {
      const site = await siteOf(db, c.req.valid('param').kpiSite);
      const latest = latestMonthOf((await latestPeriods(db, [site.name], 'month', 1)).get(site.name) ?? []);
      const months = monthRange(c.req.valid('query'), latest ?? currentMonth(), 24);
      const first = months[0]!;
      const last = months[months.length - 1]!;
      const [settings, stored] = await Promise.all([
        loadSettings(db, [site.name]),
        loadPeriods(db, site.name, 'month', {
          from: periodIndex(first.year, first.month),
          to: periodIndex(last.year, last.month),
        }),
      ]);
      const byMonth = byLabel(stored, 'month');
      const indicators = settings.get(site.name) ?? [];
      return c.json(months.map((m) => monthResult(byMonth.get(formatMonth(m)), formatMonth(m), indicators)));
    },
  );

  /** The last 8 weeks and 6 months up to now (the current ones included): who saved, how complete, how often. */
  app.get(
    '/:kpiSite/editOverview',
    responds(200, kpiEditOverviewSchema, 'Which periods are filled and edited'),
    canRead,
    validate('param', siteParams),
    async (c) => {
      const site = await siteOf(db, c.req.valid('param').kpiSite);
      const indicators = (await loadSettings(db, [site.name])).get(site.name) ?? [];
      const weeks = Array.from({ length: 8 }, (_, i) => addWeeks(currentWeek(), -i));
      const months = Array.from({ length: 6 }, (_, i) => addMonths(currentMonth(), -i));
      const [storedWeeks, storedMonths] = await Promise.all([
        loadPeriods(db, site.name, 'week', { from: periodIndex(weeks[7]!.year, weeks[7]!.week) }),
        loadPeriods(db, site.name, 'month', { from: periodIndex(months[5]!.year, months[5]!.month) }),
      ]);
      const counts = await editCounts(
        db,
        [...storedWeeks, ...storedMonths].map((p) => p.id),
      );
      const entry = (
        label: string,
        kind: 'week' | 'month',
        stored: ReturnType<typeof byLabel>,
      ): KpiEditOverviewEntry => {
        const period = stored.get(label);
        const expected = indicators.filter((s) => (kind === 'week' ? s.weekly : s.monthly));
        return {
          period: label,
          kind,
          ...stampOf(period),
          filled: expected.filter((s) => (period?.values.get(s.name)?.value ?? null) !== null).length,
          expected: expected.length,
          edits: period ? (counts.get(period.id) ?? 0) : 0,
        };
      };
      const w = byLabel(storedWeeks, 'week');
      const m = byLabel(storedMonths, 'month');
      const body: KpiEditOverview = {
        site: toSiteInfo(site),
        isEditable: isEditable(c),
        indicators,
        weeks: weeks.map((week) => entry(formatWeek(week), 'week', w)),
        months: months.map((month) => entry(formatMonth(month), 'month', m)),
      };
      return c.json(body);
    },
  );

  const latestWeekNumbers = async (name: string) => {
    const latest = latestWeekOf((await latestPeriods(db, [name], 'week', 1)).get(name) ?? []);
    return latest ? [latest.year, latest.week] : [];
  };

  /** `[year, week]` of the latest week with values (`[]` before the first entry). */
  app.get(
    '/:kpiSite/maxCalendarweek',
    responds(200, latestPeriodSchema, '[year, week] of the latest week with values, [] before the first'),
    canRead,
    validate('param', siteParams),
    async (c) => {
      const site = await siteOf(db, c.req.valid('param').kpiSite);
      return c.json(await latestWeekNumbers(site.name));
    },
  );

  /** The same for climate sites only (404 for an HVAC site). */
  app.get(
    '/:kpiSite/maxCalendarweekMidea',
    responds(200, latestPeriodSchema, '[year, week] of the latest week with values, [] before the first'),
    canRead,
    validate('param', siteParams),
    async (c) => {
      const site = await siteOf(db, c.req.valid('param').kpiSite, 'climate');
      return c.json(await latestWeekNumbers(site.name));
    },
  );

  /** `[year, month]` of the latest month with values. */
  app.get(
    '/:kpiSite/maxMonth',
    responds(200, latestPeriodSchema, '[year, month] of the latest month with values, [] before the first'),
    canRead,
    validate('param', siteParams),
    async (c) => {
      const site = await siteOf(db, c.req.valid('param').kpiSite);
      const latest = latestMonthOf((await latestPeriods(db, [site.name], 'month', 1)).get(site.name) ?? []);
      return c.json(latest ? [latest.year, latest.month] : []);
    },
  );

  return app;
}
