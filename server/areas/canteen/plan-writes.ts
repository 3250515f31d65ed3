import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { planSchema } from '../../../contract/answers/canteen.ts';
import {
  CanteenErrorCode,
  canteenIdParamsSchema,
  canteenParamsSchema,
  planInputSchema,
} from '../../../contract/canteen.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type CanteenEnv, canteenOf, kitchen, planRowsOf, plansWithDetails } from './common.ts';
import { ensureDateFree, orderedArticleIds, planTimes, resolveDetails, writePlan } from './plan-rules.ts';

/** Creating, changing and deleting a plan (API canteen + UI planCreate); mounted by plans.ts. */
export function planWriteRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();
  const plan = kitchen('planCreate');

  app.post(
    '/:applicationId/createPlan',
    responds(201, planSchema, 'The new plan'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    responds(409, null, 'The canteen already has a plan for that date'),
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
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    responds(409, null, 'Another plan has that date, or the plan has orders and its date cannot change'),
    ...plan,
    validate('param', canteenIdParamsSchema),
    validate('json', planInputSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      const [existing] = await planRowsOf(db, canteen.id, { id });
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
    responds(409, null, 'The plan has orders'),
    ...plan,
    validate('param', canteenIdParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      await writePlan(db, async (tx) => {
        const [existing] = await planRowsOf(tx, canteen.id, { id }).for('update');
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

  return app;
}
