import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { orderSchema } from '../../../contract/answers/canteen.ts';
import {
  CanteenErrorCode,
  canteenIdParamsSchema,
  canteenParamsSchema,
  idempotencyKeySchema,
  orderCreateSchema,
  orderUpdateSchema,
  type PortalOrder,
  planIdQuerySchema,
  rangeQuerySchema,
} from '../../../contract/canteen.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, isUniqueViolation } from '../../db/tx.ts';
import { HttpError, invalid, parseWith } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type CanteenEnv, canOrder, canteenOf, ordersWithEverything, seesHiddenPlans } from './common.ts';
import {
  checkDeadline,
  hashRequest,
  orderablePlan,
  orderExists,
  orderLocation,
  ownOrder,
  pickUpLocation,
  resolveOrderDetails,
} from './order-rules.ts';
import { checkRange } from './plan-rules.ts';

/** How long an Idempotency-Key is remembered. */
const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/**
 * /api/OrderSystemUserOrder/{applicationId}/…: an employee's own orders (API orders).
 *
 * - One order per user and plan. A second createOrder for the same plan is 409 order_exists with
 *   the existing `orderId` (change it with updateOrder) — so a blindly retried create never orders twice.
 * - `Idempotency-Key` header (optional, recommended for retries): the same key with the same body
 *   answers the first response again (201, header `Idempotent-Replayed: true`), even after the
 *   deadline; the same key with another body is 422 idempotency_key_reused. Keys live 24 hours, per user.
 * - Create, update and delete only until the plan's orderableUntil: afterwards 409 order_deadline_passed.
 * - Someone else's order: 403. Prices come from the plan (or the default article), never from the client.
 */
export function userOrderRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();
  app.use('*', canOrder);

  /** Someone else's order is a 403 even when the body is broken: ownership before the body. */
  const ownOrderFirst: MiddlewareHandler<CanteenEnv> = async (c, next) => {
    const canteen = await canteenOf(db, c.req.param('applicationId')!);
    await ownOrder(db, c, canteen, c.req.param('id')!);
    await next();
  };

  app.post(
    '/:applicationId/createOrder',
    responds(201, orderSchema, 'The new order (also when an Idempotency-Key replays it)'),
    responds(409, null, 'The order conflicts with the plan (ordering closed, or an order exists)'),
    validate('param', canteenParamsSchema),
    validate('json', orderCreateSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const input = c.req.valid('json');
      const keyHeader = c.req.header('idempotency-key');
      const key = keyHeader === undefined ? null : parseWith(idempotencyKeySchema, keyHeader, 'Idempotency-Key');
      const me = c.var.portalUser;
      const requestHash = hashRequest(canteen.id, input);
      const now = new Date();
      const hidden = seesHiddenPlans(c);

      let outcome: { body: PortalOrder; replayed: boolean };
      try {
        outcome = await inTransaction(db, async (tx) => {
          if (key) {
            await tx
              .delete(t.canteenIdempotencyKey)
              .where(
                and(
                  eq(t.canteenIdempotencyKey.userId, me.id),
                  lt(t.canteenIdempotencyKey.createdAt, new Date(now.getTime() - idempotencyWindowMs)),
                ),
              );
            // A concurrent request with the same key waits here until the first one commits.
            const [claimed] = await tx
              .insert(t.canteenIdempotencyKey)
              .values({ userId: me.id, key, requestHash })
              .onConflictDoNothing()
              .returning({ key: t.canteenIdempotencyKey.key });
            if (!claimed) {
              const [stored] = await tx
                .select()
                .from(t.canteenIdempotencyKey)
                .where(and(eq(t.canteenIdempotencyKey.userId, me.id), eq(t.canteenIdempotencyKey.key, key)));
              if (!stored?.response || stored.requestHash !== requestHash) {
                throw new HttpError(422, {
                  code: CanteenErrorCode.idempotencyKeyReused,
                  message: 'This Idempotency-Key was used for a different request',
                  field: 'Idempotency-Key',
                });
              }
              return { body: stored.response as PortalOrder, replayed: true };
            }
          }
          const plan = await orderablePlan(tx, canteen, input.planId, hidden, now);
          const [existing] = await tx
            .select({ id: t.canteenOrder.id })
            .from(t.canteenOrder)
            .where(and(eq(t.canteenOrder.planId, plan.id), eq(t.canteenOrder.userId, me.id)));
          if (existing) throw orderExists(existing.id);
          const details = await resolveOrderDetails(tx, canteen, plan, input.orderDetails);
          const [order] = await tx
            .insert(t.canteenOrder)
            .values({
              applicationId: canteen.id,
              planId: plan.id,
              userId: me.id,
              orderTimestamp: now,
              updatedAt: now,
              pickUpTime: input.pickUpTime ?? null,
              pickUpLocation: pickUpLocation(canteen, input.pickUpLocation),
            })
            .returning();
          await tx.insert(t.canteenOrderDetail).values(details.map((d) => ({ ...d, orderId: order!.id })));
          const [body] = await ordersWithEverything(tx, [order!]);
          if (key) {
            await tx
              .update(t.canteenIdempotencyKey)
              .set({ status: 201, response: body })
              .where(and(eq(t.canteenIdempotencyKey.userId, me.id), eq(t.canteenIdempotencyKey.key, key)));
          }
          return { body: body!, replayed: false };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          // Two creates for the same plan at once: the loser sees the winner's order.
          const [winner] = await db
            .select({ id: t.canteenOrder.id })
            .from(t.canteenOrder)
            .where(and(eq(t.canteenOrder.planId, input.planId), eq(t.canteenOrder.userId, me.id)));
          throw orderExists(winner?.id ?? null);
        }
        throw error;
      }
      if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
      c.header('Location', orderLocation(c, outcome.body.planId));
      return c.json(outcome.body, 201);
    },
  );

  app.put(
    '/:applicationId/:id/updateOrder',
    responds(204, null, 'Saved'),
    responds(409, null, 'The order conflicts with the plan (ordering closed, or an order exists)'),
    validate('param', canteenIdParamsSchema),
    ownOrderFirst,
    validate('json', orderUpdateSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      await ownOrder(db, c, canteen, id);
      const input = c.req.valid('json');
      const now = new Date();
      await inTransaction(db, async (tx) => {
        const order = await ownOrder(tx, c, canteen, id, true);
        if (input.planId && input.planId !== order.planId) {
          throw invalid('planId', 'immutable', 'an order cannot move to another plan; delete it and order again');
        }
        const [plan] = await tx.select().from(t.canteenPlan).where(eq(t.canteenPlan.id, order.planId));
        checkDeadline(canteen, plan!, now);
        const details = await resolveOrderDetails(tx, canteen, plan!, input.orderDetails);
        await tx.delete(t.canteenOrderDetail).where(eq(t.canteenOrderDetail.orderId, id));
        await tx.insert(t.canteenOrderDetail).values(details.map((d) => ({ ...d, orderId: id })));
        await tx
          .update(t.canteenOrder)
          .set({
            pickUpTime: input.pickUpTime ?? null,
            pickUpLocation: pickUpLocation(canteen, input.pickUpLocation),
            updatedAt: now,
          })
          .where(eq(t.canteenOrder.id, id));
      });
      return c.body(null, 204);
    },
  );

  app.delete(
    '/:applicationId/:id/deleteOrder',
    responds(204, null, 'Deleted'),
    responds(409, null, 'Orders for that day are closed'),
    validate('param', canteenIdParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      await ownOrder(db, c, canteen, id);
      const now = new Date();
      await inTransaction(db, async (tx) => {
        const order = await ownOrder(tx, c, canteen, id, true);
        const [plan] = await tx.select().from(t.canteenPlan).where(eq(t.canteenPlan.id, order.planId));
        checkDeadline(canteen, plan!, now);
        await tx.delete(t.canteenOrder).where(eq(t.canteenOrder.id, id));
      });
      return c.body(null, 204);
    },
  );

  /** The caller's orders in this canteen by plan date; optional `from`/`to` (plan dates, inclusive). */
  app.get(
    '/:applicationId/orderedUserArticles',
    responds(200, z.array(orderSchema), 'The caller’s orders by plan date'),
    validate('param', canteenParamsSchema),
    validate('query', rangeQuerySchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const { from, to } = checkRange(c.req.valid('query'));
      const rows = await db
        .select({ order: t.canteenOrder })
        .from(t.canteenOrder)
        .innerJoin(t.canteenPlan, eq(t.canteenPlan.id, t.canteenOrder.planId))
        .where(
          and(
            eq(t.canteenOrder.applicationId, canteen.id),
            eq(t.canteenOrder.userId, c.var.portalUser.id),
            from ? gte(t.canteenPlan.date, from) : undefined,
            to ? lte(t.canteenPlan.date, to) : undefined,
          ),
        )
        .orderBy(asc(t.canteenPlan.date));
      return c.json(
        await ordersWithEverything(
          db,
          rows.map((r) => r.order),
        ),
      );
    },
  );

  /** The caller's order for one plan (`?planId=`): a list with zero or one order. */
  app.get(
    '/:applicationId/orderedUserArticlesByPlanId',
    responds(200, z.array(orderSchema), 'The caller’s order for the plan (none or one)'),
    validate('param', canteenParamsSchema),
    validate('query', planIdQuerySchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const { planId } = c.req.valid('query');
      const rows = await db
        .select()
        .from(t.canteenOrder)
        .where(
          and(
            eq(t.canteenOrder.applicationId, canteen.id),
            eq(t.canteenOrder.planId, planId),
            eq(t.canteenOrder.userId, c.var.portalUser.id),
          ),
        );
      return c.json(await ordersWithEverything(db, rows));
    },
  );

  return app;
}
