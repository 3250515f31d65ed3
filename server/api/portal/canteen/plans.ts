import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { planSchema } from '../../../../contract/answers/canteen.ts';
import {
  CanteenErrorCode,
  canteenIdParamsSchema,
  canteenParamsSchema,
  canteenPlanParamsSchema,
  copyWeekInputSchema,
  dateQuerySchema,
  type PlanInput,
  planInputSchema,
  rangeQuerySchema,
} from '../../../../contract/canteen.ts';
import type { Db } from '../../../db/open.ts';
import * as t from '../../../db/schema.ts';
import { inTransaction, type Q, type Tx } from '../../../db/tx.ts';
import { conflict, invalid, notFound } from '../../../http/errors.ts';
import { responds } from '../../../http/responds.ts';
import { validate } from '../../../http/validate.ts';
import {
  type CanteenEnv,
  type CanteenRow,
  canRead,
  canteenOf,
  isVisible,
  kitchen,
  type PlanRow,
  plansWithDetails,
  price,
  seesHiddenPlans,
} from './common.ts';
import { addDays, daysBetween, isoWeek, localDate, localTime, mondayOf, zonedInstant } from './time.ts';

/** Default deadline: 09:30 on the plan's day, canteen time. */
export const defaultOrderDeadline = '09:30';

/** `from`/`to` of a listing (both optional, from ≤ to, at most 366 days apart when both given). */
export function checkRange(range: { from?: string; to?: string }): { from?: string; to?: string } {
  if (range.from && range.to) {
    if (range.to < range.from) throw invalid('to', 'before_from', 'must not be before from');
    if (daysBetween(range.from, range.to) > 366) throw invalid('to', 'range', 'the range must not exceed 366 days');
  }
  return range;
}

/**
 * /api/OrderSystemPlan/{applicationId}/…: the plans of a canteen, one per date. Reading needs API
 * canteen or orders (before visibleFrom a plan is shown only to planners: API canteen + planCreate);
 * creating, changing, copying and deleting needs API canteen plus UI planCreate. A plan with
 * orders keeps its date, its ordered articles and its existence (409 plan_has_orders).
 */
export function planRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();
  const plan = kitchen('planCreate');

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
      const rows = await db
        .select()
        .from(t.canteenPlan)
        .where(
          and(
            eq(t.canteenPlan.applicationId, canteen.id),
            from ? gte(t.canteenPlan.date, from) : undefined,
            to ? lte(t.canteenPlan.date, to) : undefined,
          ),
        )
        .orderBy(asc(t.canteenPlan.date));
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
      const rows = await db
        .select()
        .from(t.canteenPlan)
        .where(and(eq(t.canteenPlan.applicationId, canteen.id), eq(t.canteenPlan.date, date)));
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
      const rows = await db
        .select()
        .from(t.canteenPlan)
        .where(and(eq(t.canteenPlan.id, id), eq(t.canteenPlan.applicationId, canteen.id)));
      const [found] = await visiblePlans(c, rows);
      if (!found) throw notFound(`Plan ${id} not found`, 'planId');
      return c.json(found);
    },
  );

  app.post(
    '/:applicationId/createPlan',
    responds(201, planSchema, 'The new plan'),
    ...plan,
    validate('param', canteenParamsSchema),
    validate('json', planInputSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const input = c.req.valid('json');
      const times = planTimes(canteen, input, null);
      const id = await writePlan(db, async (tx) => {
        await ensureDateFree(tx, canteen.id, input.date, null);
        const details = await resolveDetails(tx, canteen.id, input.planDetails);
        const [row] = await tx
          .insert(t.canteenPlan)
          .values({
            applicationId: canteen.id,
            date: input.date,
            name: input.name || null,
            includeDefaultArticles: input.includeDefaultArticles,
            ...times,
          })
          .returning({ id: t.canteenPlan.id });
        if (details.length)
          await tx.insert(t.canteenPlanDetail).values(details.map((d) => ({ ...d, planId: row!.id })));
        return row!.id;
      });
      const [created] = await plansWithDetails(
        db,
        await db.select().from(t.canteenPlan).where(eq(t.canteenPlan.id, id)),
      );
      c.header('Location', `${c.req.path.replace(/createPlan$/, '')}${id}/plan`);
      return c.json(created, 201);
    },
  );

  app.put(
    '/:applicationId/:id/updatePlan',
    responds(204, null, 'Saved'),
    ...plan,
    validate('param', canteenIdParamsSchema),
    validate('json', planInputSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      const [existing] = await db
        .select()
        .from(t.canteenPlan)
        .where(and(eq(t.canteenPlan.id, id), eq(t.canteenPlan.applicationId, canteen.id)));
      if (!existing) throw notFound(`Plan ${id} not found`, 'id');
      const input = c.req.valid('json');
      const times = planTimes(canteen, input, existing);
      await writePlan(db, async (tx) => {
        // Lock the plan: concurrent orders wait until the new article list is in place.
        await tx.select({ id: t.canteenPlan.id }).from(t.canteenPlan).where(eq(t.canteenPlan.id, id)).for('update');
        const details = await resolveDetails(tx, canteen.id, input.planDetails);
        const ordered = await orderedArticleIds(tx, id);
        if (input.date !== existing.date) {
          if (ordered.length)
            throw conflict('date', 'The plan has orders; its date cannot change', CanteenErrorCode.planHasOrders);
          await ensureDateFree(tx, canteen.id, input.date, id);
        }
        if (ordered.length) {
          const keep = new Set(details.map((d) => d.articleId));
          if (input.includeDefaultArticles) {
            const defaults = await tx
              .select({ id: t.canteenArticle.id })
              .from(t.canteenArticle)
              .where(and(eq(t.canteenArticle.applicationId, canteen.id), eq(t.canteenArticle.isDefault, true)));
            for (const d of defaults) keep.add(d.id);
          }
          const dropped = ordered.filter((o) => !keep.has(o.articleId));
          if (dropped.length) {
            throw conflict(
              'planDetails',
              `Ordered articles cannot be removed from the plan: ${dropped.map((d) => d.articleName).join(', ')}`,
              CanteenErrorCode.planHasOrders,
            );
          }
        }
        await tx
          .update(t.canteenPlan)
          .set({
            date: input.date,
            name: input.name || null,
            includeDefaultArticles: input.includeDefaultArticles,
            ...times,
            updatedAt: new Date(),
          })
          .where(eq(t.canteenPlan.id, id));
        // Replace the details; the rows of articles that stay keep their ids.
        const keepIds = details.map((d) => d.articleId);
        const current = await tx.select().from(t.canteenPlanDetail).where(eq(t.canteenPlanDetail.planId, id));
        const removed = current.filter((d) => !keepIds.includes(d.articleId)).map((d) => d.id);
        if (removed.length) await tx.delete(t.canteenPlanDetail).where(inArray(t.canteenPlanDetail.id, removed));
        for (const d of details) {
          await tx
            .insert(t.canteenPlanDetail)
            .values({ ...d, planId: id })
            .onConflictDoUpdate({
              target: [t.canteenPlanDetail.planId, t.canteenPlanDetail.articleId],
              set: {
                articlePrice: d.articlePrice,
                articleName: d.articleName,
                articleDescription: d.articleDescription,
                sortOrder: d.sortOrder,
              },
            });
        }
      });
      return c.body(null, 204);
    },
  );

  app.delete(
    '/:applicationId/:id/deletePlan',
    responds(204, null, 'Deleted'),
    ...plan,
    validate('param', canteenIdParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      await writePlan(db, async (tx) => {
        const [existing] = await tx
          .select()
          .from(t.canteenPlan)
          .where(and(eq(t.canteenPlan.id, id), eq(t.canteenPlan.applicationId, canteen.id)))
          .for('update');
        if (!existing) throw notFound(`Plan ${id} not found`, 'id');
        const [order] = await tx
          .select({ id: t.canteenOrder.id })
          .from(t.canteenOrder)
          .where(eq(t.canteenOrder.planId, id))
          .limit(1);
        if (order) throw conflict('id', 'The plan has orders and cannot be deleted', CanteenErrorCode.planHasOrders);
        await tx.delete(t.canteenPlan).where(eq(t.canteenPlan.id, id));
      });
      return c.body(null, 204);
    },
  );

  /**
   * Addition for the kitchen UI: copies every plan of the week of `fromDate` into the week of
   * `toDate` (same weekdays, same local deadline and visibility times, live articles only) in one
   * transaction; 409 plan_exists when a target day already has a plan (nothing is written).
   */
  app.post(
    '/:applicationId/copyWeek',
    responds(201, z.array(planSchema), 'The copied plans'),
    ...plan,
    validate('param', canteenParamsSchema),
    validate('json', copyWeekInputSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const input = c.req.valid('json');
      const sourceMonday = mondayOf(input.fromDate);
      const targetMonday = mondayOf(input.toDate);
      if (sourceMonday === targetMonday) throw invalid('toDate', 'same_week', 'must be in another week than fromDate');
      const shift = daysBetween(sourceMonday, targetMonday);
      const tz = canteen.timeZone;
      const shiftInstant = (instant: Date | null) =>
        instant ? zonedInstant(addDays(localDate(instant, tz), shift), localTime(instant, tz), tz) : null;

      const ids = await writePlan(db, async (tx) => {
        const sources = await plansOfWeek(tx, canteen.id, sourceMonday);
        if (sources.length === 0) throw invalid('fromDate', 'empty_week', 'the week has no plans to copy');
        const taken = await plansOfWeek(tx, canteen.id, targetMonday);
        const takenDates = new Set(taken.map((r) => r.date));
        const clash = sources.map((s) => addDays(s.date, shift)).filter((d) => takenDates.has(d));
        if (clash.length) {
          throw conflict('toDate', `These days already have a plan: ${clash.join(', ')}`, CanteenErrorCode.planExists);
        }
        const details = await tx
          .select({ detail: t.canteenPlanDetail })
          .from(t.canteenPlanDetail)
          .innerJoin(t.canteenArticle, eq(t.canteenArticle.id, t.canteenPlanDetail.articleId))
          .where(
            and(
              inArray(
                t.canteenPlanDetail.planId,
                sources.map((s) => s.id),
              ),
              isNull(t.canteenArticle.deletedAt),
            ),
          );
        const created: string[] = [];
        for (const source of sources) {
          const date = addDays(source.date, shift);
          const [row] = await tx
            .insert(t.canteenPlan)
            .values({
              applicationId: canteen.id,
              date,
              // "KW 48 · Montag" becomes "KW 49 · Montag"; other names stay as they are.
              name: source.name?.replace(`KW ${isoWeek(source.date)}`, `KW ${isoWeek(date)}`) ?? null,
              includeDefaultArticles: source.includeDefaultArticles,
              orderableUntil: shiftInstant(source.orderableUntil)!,
              visibleFrom: shiftInstant(source.visibleFrom),
            })
            .returning({ id: t.canteenPlan.id });
          const own = details.filter((d) => d.detail.planId === source.id);
          if (own.length) {
            await tx.insert(t.canteenPlanDetail).values(
              own.map(({ detail }) => ({
                planId: row!.id,
                articleId: detail.articleId,
                articlePrice: detail.articlePrice,
                articleName: detail.articleName,
                articleDescription: detail.articleDescription,
                sortOrder: detail.sortOrder,
              })),
            );
          }
          created.push(row!.id);
        }
        return created;
      });
      const rows = await db
        .select()
        .from(t.canteenPlan)
        .where(inArray(t.canteenPlan.id, ids))
        .orderBy(asc(t.canteenPlan.date));
      return c.json(await plansWithDetails(db, rows), 201);
    },
  );

  return app;
}

/** Deadline and visibility of a plan, checked against its date (canteen time). */
/** The plans of one canteen's week, Monday to Sunday, by date. */
function plansOfWeek(q: Q, applicationId: string, monday: string): Promise<PlanRow[]> {
  return q
    .select()
    .from(t.canteenPlan)
    .where(
      and(
        eq(t.canteenPlan.applicationId, applicationId),
        gte(t.canteenPlan.date, monday),
        lte(t.canteenPlan.date, addDays(monday, 6)),
      ),
    )
    .orderBy(asc(t.canteenPlan.date));
}

function planTimes(canteen: CanteenRow, input: PlanInput, existing: PlanRow | null) {
  const tz = canteen.timeZone;
  const sameDay = existing?.date === input.date;
  const orderableUntil = input.orderableUntil
    ? new Date(input.orderableUntil)
    : sameDay
      ? existing.orderableUntil
      : zonedInstant(input.date, defaultOrderDeadline, tz);
  const dayEnd = zonedInstant(addDays(input.date, 1), '00:00', tz);
  if (orderableUntil.getTime() > dayEnd.getTime()) {
    throw invalid(
      'orderableUntil',
      'after_plan_day',
      `must not be after the end of the plan's day (${input.date} 24:00 ${tz})`,
    );
  }
  const visibleFrom =
    input.visibleFrom === undefined
      ? (existing?.visibleFrom ?? null)
      : input.visibleFrom
        ? new Date(input.visibleFrom)
        : null;
  if (visibleFrom && visibleFrom.getTime() >= orderableUntil.getTime()) {
    throw invalid('visibleFrom', 'after_deadline', 'must be before orderableUntil');
  }
  return { orderableUntil, visibleFrom };
}

async function ensureDateFree(tx: Tx, applicationId: string, date: string, exceptId: string | null): Promise<void> {
  const [other] = await tx
    .select({ id: t.canteenPlan.id })
    .from(t.canteenPlan)
    .where(and(eq(t.canteenPlan.applicationId, applicationId), eq(t.canteenPlan.date, date)));
  if (other && other.id !== exceptId) {
    throw conflict('date', `The canteen already has a plan for ${date}`, CanteenErrorCode.planExists, {
      planId: other.id,
    });
  }
}

/** The details of a plan input: live articles of this canteen, each once; price defaults to the article's. */
async function resolveDetails(tx: Tx, applicationId: string, details: PlanInput['planDetails']) {
  const seen = new Map<string, number>();
  details.forEach((d, i) => {
    if (seen.has(d.articleId)) {
      throw invalid(
        `planDetails.${i}.articleId`,
        'duplicate',
        `the article is already listed at planDetails.${seen.get(d.articleId)}`,
      );
    }
    seen.set(d.articleId, i);
  });
  if (details.length === 0) return [];
  const articles = await tx
    .select()
    .from(t.canteenArticle)
    .where(
      and(
        eq(t.canteenArticle.applicationId, applicationId),
        isNull(t.canteenArticle.deletedAt),
        inArray(
          t.canteenArticle.id,
          details.map((d) => d.articleId),
        ),
      ),
    );
  const byId = new Map(articles.map((a) => [a.id, a]));
  return details.map((d, i) => {
    const article = byId.get(d.articleId);
    if (!article) throw invalid(`planDetails.${i}.articleId`, 'unknown_reference', 'no such article in this canteen');
    return {
      articleId: article.id,
      articlePrice: d.articlePrice ?? price(article.articlePrice),
      articleName: article.name,
      articleDescription: article.description,
      sortOrder: i,
    };
  });
}

/** Articles ordered for a plan (distinct), with a name for messages. */
async function orderedArticleIds(q: Q, planId: string) {
  return q
    .selectDistinct({ articleId: t.canteenOrderDetail.articleId, articleName: t.canteenOrderDetail.articleName })
    .from(t.canteenOrderDetail)
    .innerJoin(t.canteenOrder, eq(t.canteenOrder.id, t.canteenOrderDetail.orderId))
    .where(eq(t.canteenOrder.planId, planId));
}

/** One transaction; a unique violation that slipped past the checks (two writers at once) is 409 plan_exists. */
function writePlan<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, work, {
    uniqueField: 'date',
    uniqueCode: CanteenErrorCode.planExists,
    uniqueMessage: 'The canteen already has a plan for that date',
  });
}
