/**
 * The edit reads of a period — as a list of key figures (`edit`, climate cockpit shape) or by name
 * (`editWeek`, `editMonth`), each with the period's version as ETag — and its history. KPI permission.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  kpiEditFormSchema,
  kpiHistoryMideaSchema,
  kpiHistorySchema,
  kpiMonthEditSchema,
  kpiWeekEditSchema,
} from '../../../contract/answers/kpi.ts';
import type { KpiPeriodKind } from '../../../contract/kpi-indicators.ts';
import type { Db } from '../../db/open.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { canRead, type KpiEnv, monthParams, weekParams } from './common.ts';
import { editForms } from './forms.ts';
import { etagOf } from './save.ts';
import { historyEntry, historyEntryMidea } from './shapes.ts';
import { findPeriod, historyOf, siteOf } from './store.ts';

export function kpiEditRoutes(db: Db) {
  const app = new Hono<KpiEnv>();
  const { context, editForm, weekEdit, monthEdit } = editForms(db);

  /** The week as a list of key figures with target and comment (ETag = version). */
  app.get(
    '/:kpiSite/:calendarweek/edit',
    responds(200, kpiEditFormSchema, 'The week as a list of key figures (ETag: its version)'),
    canRead,
    validate('param', weekParams),
    async (c) => {
      const { kpiSite, calendarweek } = c.req.valid('param');
      const { site, settings } = await context(kpiSite);
      const body = await editForm(c, site, settings, calendarweek);
      c.header('ETag', etagOf(body.version));
      return c.json(body);
    },
  );

  app.get(
    '/:kpiSite/:calendarweek/editWeek',
    responds(200, kpiWeekEditSchema, 'The week’s values (ETag: its version)'),
    canRead,
    validate('param', weekParams),
    async (c) => {
      const { kpiSite, calendarweek } = c.req.valid('param');
      const { site, settings } = await context(kpiSite);
      const body = await weekEdit(c, site, settings, calendarweek);
      c.header('ETag', etagOf(body.version));
      return c.json(body);
    },
  );

  app.get(
    '/:kpiSite/:month/editMonth',
    responds(200, kpiMonthEditSchema, 'The month’s values (ETag: its version)'),
    canRead,
    validate('param', monthParams),
    async (c) => {
      const { kpiSite, month } = c.req.valid('param');
      const { site, settings } = await context(kpiSite);
      const body = await monthEdit(c, site, settings, month);
      c.header('ETag', etagOf(body.version));
      return c.json(body);
    },
  );

  async function history(name: string, kind: KpiPeriodKind, year: number, number: number) {
    const site = await siteOf(db, name);
    const period = await findPeriod(db, site.name, kind, year, number);
    return period ? historyOf(db, period.id) : [];
  }

  /** History of a week with category and unit (newest first). */
  app.get(
    '/:kpiSite/:calendarweek/editHistory',
    responds(200, z.array(kpiHistoryMideaSchema), 'Changes of the week, newest first'),
    canRead,
    validate('param', weekParams),
    async (c) => {
      const { kpiSite, calendarweek: w } = c.req.valid('param');
      return c.json((await history(kpiSite, 'week', w.year, w.week)).map(historyEntryMidea));
    },
  );

  app.get(
    '/:kpiSite/:calendarweek/editHistoryWeek',
    responds(200, z.array(kpiHistorySchema), 'Changes of the week, newest first'),
    canRead,
    validate('param', weekParams),
    async (c) => {
      const { kpiSite, calendarweek: w } = c.req.valid('param');
      return c.json((await history(kpiSite, 'week', w.year, w.week)).map(historyEntry));
    },
  );

  app.get(
    '/:kpiSite/:month/editHistoryMonth',
    responds(200, z.array(kpiHistorySchema), 'Changes of the month, newest first'),
    canRead,
    validate('param', monthParams),
    async (c) => {
      const { kpiSite, month: m } = c.req.valid('param');
      return c.json((await history(kpiSite, 'month', m.year, m.month)).map(historyEntry));
    },
  );

  return app;
}
