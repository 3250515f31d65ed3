/**
 * The KPI updates (KPI and the edit permission): a week as a list of key figures (`update`, with
 * the year in the path) or by name (`updateWeek`, `updateMonth`). Each goes through savePeriod —
 * all or nothing, 409 with the current values on a stale version — and answers 204 with the new ETag.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type KpiIndicatorSetting,
  kpiIndicatorUpdateSchema,
  kpiMonthUpdateSchema,
  kpiSiteParam,
  kpiWeekUpdateSchema,
} from '../../../contract/kpi.ts';
import { isKpiKey, type KpiKey } from '../../../contract/kpi-indicators.ts';
import { yearParam } from '../../../contract/period-params.ts';
import { type IsoWeek, weeksInYear } from '../../../contract/periods.ts';
import type { Db } from '../../db/open.ts';
import { invalid } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import {
  canEdit,
  editorOf,
  type KpiEnv,
  monthParams,
  refuseFutureMonth,
  refuseFutureWeek,
  weekParams,
} from './common.ts';
import { editForms } from './forms.ts';
import { checkTracked, etagOf, expectedVersion, type KpiChange, type KpiSave, savePeriod } from './save.ts';

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

export function kpiUpdateRoutes(db: Db) {
  const app = new Hono<KpiEnv>();
  const { context, editForm, weekEdit, monthEdit } = editForms(db);

  const tracked = (settings: KpiIndicatorSetting[]) => new Set(settings.map((s) => s.name));

  /** Saves the period all or nothing (409 with the current values when stale); 204 with the new ETag. */
  async function saveAndAnswer<Current>(
    c: Context<KpiEnv>,
    period: Pick<KpiSave, 'site' | 'kind' | 'year' | 'number' | 'changes'>,
    body: { version?: number; comment?: string | null; editComment?: string },
    current: () => Promise<Current>,
  ) {
    const saved = await savePeriod(
      db,
      {
        ...period,
        expectedVersion: expectedVersion(c, body.version),
        periodComment: body.comment,
        note: body.editComment,
        user: editorOf(c),
      },
      current,
    );
    c.header('ETag', etagOf(saved.version));
    return c.body(null, 204);
  }

  /** PUT: the week as a list of key figures; 204 with the new ETag. */
  app.put(
    '/:kpiSite/:calendarweek/:year/update',
    responds(204, null, 'Saved'),
    refuses(
      ['future', 'custom', 'week', 'year_mismatch', 'format', 'mismatch', 'required'],
      'periods not in the future, each indicator’s value by its kind and named once, `If-Match`/`version` of what was read',
    ),
    responds(409, null, 'The values changed since they were read (If-Match); the answer carries the current ETag'),
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
      const period = { site: site.name, kind: 'week', year: week.year, number: week.week, changes } as const;
      return saveAndAnswer(c, period, body, () => editForm(c, site, settings, week));
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
    responds(204, null, 'Saved'),
    refuses(
      ['future', 'custom', 'week', 'year_mismatch', 'format', 'mismatch', 'required'],
      'periods not in the future, each indicator’s value by its kind and named once, `If-Match`/`version` of what was read',
    ),
    responds(409, null, 'The values changed since they were read (If-Match); the answer carries the current ETag'),
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
      const period = { site: site.name, kind: 'week', year: week.year, number: week.week, changes } as const;
      return saveAndAnswer(c, period, body, () => weekEdit(c, site, settings, week));
    },
  );

  app.put(
    '/:kpiSite/:month/updateMonth',
    responds(204, null, 'Saved'),
    refuses(
      ['future', 'custom', 'week', 'year_mismatch', 'format', 'mismatch', 'required'],
      'periods not in the future, each indicator’s value by its kind and named once, `If-Match`/`version` of what was read',
    ),
    responds(409, null, 'The values changed since they were read (If-Match); the answer carries the current ETag'),
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
      const period = { site: site.name, kind: 'month', year: month.year, number: month.month, changes } as const;
      return saveAndAnswer(c, period, body, () => monthEdit(c, site, settings, month));
    },
  );

  return app;
}
