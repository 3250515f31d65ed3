import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { planSchema } from '../../../contract/answers/canteen.ts';
import { CanteenErrorCode, canteenParamsSchema, copyWeekInputSchema } from '../../../contract/canteen.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type CanteenEnv, canteenOf, kitchen, plansWithDetails } from './common.ts';
import { plansOfWeek, writePlan } from './plan-rules.ts';
import { addDays, daysBetween, isoWeek, localDate, localTime, mondayOf, zonedInstant } from './time.ts';

/** Copying a week of plans (API canteen + UI planCreate); mounted by plans.ts. */
export function copyWeekRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();
  const plan = kitchen('planCreate');

  /**
   * Addition for the kitchen UI: copies every plan of the week of `fromDate` into the week of
   * `toDate` (same weekdays, same local deadline and visibility times, live articles only) in one
   * transaction; 409 plan_exists when a target day already has a plan (nothing is written).
   */
  app.post(
    '/:applicationId/copyWeek',
    responds(201, z.array(planSchema), 'The copied plans'),
    responds(409, null, 'Some target days already have a plan'),
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
