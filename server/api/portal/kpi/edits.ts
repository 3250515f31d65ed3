/**
 * Entering key figures: the edit reads (with the period's version as ETag), the history of a
 * week or month, and the three updates — as a list of key figures (`update`, climate cockpit
 * shape) or as named fields (`updateWeek`, `updateMonth`). Reads need KPI; updates KPI and the
 * edit permission. Every update goes through savePeriod (all or nothing, 409 on a stale version).
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type KpiEditForm,
  type KpiIndicatorSetting,
  type KpiMonthEdit,
  type KpiWeekEdit,
  kpiIndicatorUpdateSchema,
  kpiMonthUpdateSchema,
  kpiSiteParam,
  kpiWeekUpdateSchema,
} from '../../../../contract/kpi.ts';
import { isKpiKey, type KpiKey, type KpiPeriodKind } from '../../../../contract/kpi-indicators.ts';
import { yearParam } from '../../../../contract/period-params.ts';
import { formatMonth, formatWeek, type IsoWeek, weeksInYear } from '../../../../contract/periods.ts';
import type { Db } from '../../../db/open.ts';
import { invalid } from '../../../http/errors.ts';
import { validate } from '../../../http/validate.ts';
import {
  canEdit,
  canRead,
  editorOf,
  isEditable,
  type KpiEnv,
  monthParams,
  refuseFutureMonth,
  refuseFutureWeek,
  weekParams,
} from './common.ts';
import { checkTracked, etagOf, expectedVersion, type KpiChange, savePeriod } from './save.ts';
import { historyEntry, historyEntryMidea, monthResult, stampOf, weekResult } from './shapes.ts';
import { findPeriod, historyOf, loadSettings, type SiteRow, siteOf, toSiteInfo } from './store.ts';

/** `{calendarweek}` of the update path: `47` or `2026-W47` (then it must agree with `{year}`). */
const updateParams = z.object({
  kpiSite: kpiSiteParam,
  calendarweek: z.string().regex(/^(\d{4}-W)?\d{1,2}$/, { message: 'must be a week number or YYYY-Www' }),
  year: yearParam,
});

function weekOfUpdatePath(calendarweek: string, year: number): IsoWeek {
  const week = Number(calendarweek.slice(-2).replace('W', ''));
  if (calendarweek.includes('-W') && Number(calendarweek.slice(0, 4)) !== year) {
    throw invalid('calendarweek', 'year_mismatch', `lies in another year than ${year}`);
  }
  if (week < 1 || week > weeksInYear(year)) {
    throw invalid('calendarweek', 'week', `week must be 1 to ${weeksInYear(year)} in ${year}`);
  }
  return { year, week };
}

export function kpiEditRoutes(db: Db) {
  const app = new Hono<KpiEnv>();

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

  async function monthEdit(
    c: Context<KpiEnv>,
    site: SiteRow,
    settings: KpiIndicatorSetting[],
    month: { year: number; month: number },
  ) {
    const period = await findPeriod(db, site.name, 'month', month.year, month.month);
    const body: KpiMonthEdit = {
      ...monthResult(period, formatMonth(month), settings),
      isEditable: isEditable(c),
      site: toSiteInfo(site),
    };
    return body;
  }

  /** The week as a list of key figures with target and comment (ETag = version). */
  app.get('/:kpiSite/:calendarweek/edit', canRead, validate('param', weekParams), async (c) => {
    const { kpiSite, calendarweek } = c.req.valid('param');
    const { site, settings } = await context(kpiSite);
    const body = await editForm(c, site, settings, calendarweek);
    c.header('ETag', etagOf(body.version));
    return c.json(body);
  });

  app.get('/:kpiSite/:calendarweek/editWeek', canRead, validate('param', weekParams), async (c) => {
    const { kpiSite, calendarweek } = c.req.valid('param');
    const { site, settings } = await context(kpiSite);
    const body = await weekEdit(c, site, settings, calendarweek);
    c.header('ETag', etagOf(body.version));
    return c.json(body);
  });

  app.get('/:kpiSite/:month/editMonth', canRead, validate('param', monthParams), async (c) => {
    const { kpiSite, month } = c.req.valid('param');
    const { site, settings } = await context(kpiSite);
    const body = await monthEdit(c, site, settings, month);
    c.header('ETag', etagOf(body.version));
    return c.json(body);
  });

  async function history(name: string, kind: KpiPeriodKind, year: number, number: number) {
    const site = await siteOf(db, name);
    const period = await findPeriod(db, site.name, kind, year, number);
    return period ? historyOf(db, period.id) : [];
  }

  /** History of a week with category and unit (newest first). */
  app.get('/:kpiSite/:calendarweek/editHistory', canRead, validate('param', weekParams), async (c) => {
    const { kpiSite, calendarweek: w } = c.req.valid('param');
    return c.json((await history(kpiSite, 'week', w.year, w.week)).map(historyEntryMidea));
  });

  app.get('/:kpiSite/:calendarweek/editHistoryWeek', canRead, validate('param', weekParams), async (c) => {
    const { kpiSite, calendarweek: w } = c.req.valid('param');
    return c.json((await history(kpiSite, 'week', w.year, w.week)).map(historyEntry));
  });

  app.get('/:kpiSite/:month/editHistoryMonth', canRead, validate('param', monthParams), async (c) => {
    const { kpiSite, month: m } = c.req.valid('param');
    return c.json((await history(kpiSite, 'month', m.year, m.month)).map(historyEntry));
  });

  const tracked = (settings: KpiIndicatorSetting[]) => new Set(settings.map((s) => s.name));

  /** PUT: the week as a list of key figures; 204 with the new ETag. */
  app.put(
    '/:kpiSite/:calendarweek/:year/update',
    ...canEdit,
    validate('param', updateParams),
    validate('json', kpiIndicatorUpdateSchema),
    async (c) => {
      const params = c.req.valid('param');
      const body = c.req.valid('json');
      const week = weekOfUpdatePath(params.calendarweek, params.year);
      refuseFutureWeek(week);
      const { site, settings } = await context(params.kpiSite);
      const changes: KpiChange[] = body.indicators.map((i) => ({
        key: i.name,
        value: i.actualValue,
        ...(i.comment === undefined ? {} : { comment: i.comment }),
      }));
      checkTracked(changes, tracked(settings), 'week', (_, i) => `indicators.${i}.name`);
      const saved = await savePeriod(
        db,
        {
          site: site.name,
          kind: 'week',
          year: week.year,
          number: week.week,
          expectedVersion: expectedVersion(c, body.version),
          periodComment: body.comment,
          changes,
          note: body.editComment,
          user: editorOf(c),
        },
        () => editForm(c, site, settings, week),
      );
      c.header('ETag', etagOf(saved.version));
      return c.body(null, 204);
    },
  );

  /** Named fields of the flat update bodies → changes (the schema already checked ranges). */
  function flatChanges(body: Record<string, unknown>): KpiChange[] {
    return Object.entries(body)
      .filter(([key, value]) => isKpiKey(key) && value !== undefined)
      .map(([key, value]) => ({ key: key as KpiKey, value: value as number | null }));
  }

  app.put(
    '/:kpiSite/:calendarweek/updateWeek',
    ...canEdit,
    validate('param', weekParams),
    validate('json', kpiWeekUpdateSchema),
    async (c) => {
      const { kpiSite, calendarweek: week } = c.req.valid('param');
      const body = c.req.valid('json');
      refuseFutureWeek(week);
      const { site, settings } = await context(kpiSite);
      const changes = flatChanges(body);
      checkTracked(changes, tracked(settings), 'week', (key) => key);
      const saved = await savePeriod(
        db,
        {
          site: site.name,
          kind: 'week',
          year: week.year,
          number: week.week,
          expectedVersion: expectedVersion(c, body.version),
          periodComment: body.comment,
          changes,
          note: body.editComment,
          user: editorOf(c),
        },
        () => weekEdit(c, site, settings, week),
      );
      c.header('ETag', etagOf(saved.version));
      return c.body(null, 204);
    },
  );

  app.put(
    '/:kpiSite/:month/updateMonth',
    ...canEdit,
    validate('param', monthParams),
    validate('json', kpiMonthUpdateSchema),
    async (c) => {
      const { kpiSite, month } = c.req.valid('param');
      const body = c.req.valid('json');
      refuseFutureMonth(month);
      const { site, settings } = await context(kpiSite);
      const changes = flatChanges(body);
      checkTracked(changes, tracked(settings), 'month', (key) => key);
      const saved = await savePeriod(
        db,
        {
          site: site.name,
          kind: 'month',
          year: month.year,
          number: month.month,
          expectedVersion: expectedVersion(c, body.version),
          periodComment: body.comment,
          changes,
          note: body.editComment,
          user: editorOf(c),
        },
        () => monthEdit(c, site, settings, month),
      );
      c.header('ETag', etagOf(saved.version));
      return c.body(null, 204);
    },
  );

  return app;
}
