import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { planSchema } from '../../../contract/answers/canteen.ts';
import {
  canteenParamsSchema,
  canteenPlanParamsSchema,
  dateQuerySchema,
  rangeQuerySchema,
} from '../../../contract/canteen.ts';
import type { Db } from '../../db/open.ts';
import { notFound } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import {
  type CanteenEnv,
  canRead,
  canteenOf,
  isVisible,
  type PlanRow,
  planRowsOf,
  plansWithDetails,
  seesHiddenPlans,
} from './common.ts';
import { copyWeekRoutes } from './plan-copy.ts';
import { checkRange, plansOfWeek } from './plan-rules.ts';
import { planWriteRoutes } from './plan-writes.ts';
import { mondayOf } from './time.ts';

/**
 * /api/OrderSystemPlan/{applicationId}/…: the plans of a canteen, one per date. Reading needs API
 * canteen or orders (before visibleFrom a plan is shown only to planners: API canteen + planCreate);
 * creating, changing, copying and deleting needs API canteen plus UI planCreate. A plan with
 * orders keeps its date, its ordered articles and its existence (409 plan_has_orders).
 */
export function planRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();

  async function visiblePlans(c: Context<CanteenEnv>, rows: PlanRow[]) {
    const now = new Date();
    const shown = seesHiddenPlans(c) ? rows : rows.filter((row) => isVisible(row, now));
    return plansWithDetails(db, shown);
  }

  /** All plans, by date; optional `from` and `to` (YYYY-MM-DD, inclusive). */
  app.get(
    '/:applicationId/plans',
    responds(200, z.array(planSchema), 'The plans of the range'),
    canRead,
    validate('param', canteenParamsSchema),
    validate('query', rangeQuerySchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const { from, to } = checkRange(c.req.valid('query'));
      const rows = await planRowsOf(db, canteen.id, { from, to });
      return c.json(await visiblePlans(c, rows));
    },
  );

  /** The plan of one day: `?date=YYYY-MM-DD`; 404 when the day has none. */
  app.get(
    '/:applicationId/plan',
    responds(200, planSchema, 'The plan of the day'),
    canRead,
    validate('param', canteenParamsSchema),
    validate('query', dateQuerySchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const { date } = c.req.valid('query');
      const rows = await planRowsOf(db, canteen.id, { date });
      const [found] = await visiblePlans(c, rows);
      if (!found) throw notFound(`No plan for ${date}`, 'date');
      return c.json(found);
    },
  );

  /** The plans of the week (Monday–Sunday) containing `?date=YYYY-MM-DD`, by date. */
  app.get(
    '/:applicationId/plan/items',
    responds(200, z.array(planSchema), 'The plans of the week'),
    canRead,
    validate('param', canteenParamsSchema),
    validate('query', dateQuerySchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const { date } = c.req.valid('query');
      const monday = mondayOf(date);
      return c.json(await visiblePlans(c, await plansOfWeek(db, canteen.id, monday)));
    },
  );

  app.get(
    '/:applicationId/:planId/plan',
    responds(200, planSchema, 'The plan'),
    canRead,
    validate('param', canteenPlanParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').planId;
      const rows = await planRowsOf(db, canteen.id, { id });
      const [found] = await visiblePlans(c, rows);
      if (!found) throw notFound(`Plan ${id} not found`, 'planId');
      return c.json(found);
    },
  );

  app.route('/', planWriteRoutes(db));
  app.route('/', copyWeekRoutes(db));
  return app;
}
