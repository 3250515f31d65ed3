import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { orderedArticlesOfDaySchema, orderSchema } from '../../../../contract/answers/canteen.ts';
import {
  CanteenErrorCode,
  canteenIdParamsSchema,
  canteenParamsSchema,
  centsToPrice,
  dateQuerySchema,
  idempotencyKeySchema,
  type OrderCreateInput,
  type OrderedArticle,
  type OrderedArticlesOfDay,
  orderCreateSchema,
  orderUpdateSchema,
  type PortalOrder,
  planIdQuerySchema,
  priceToCents,
  rangeQuerySchema,
} from '../../../../contract/canteen.ts';
import type { Db } from '../../../db/open.ts';
import * as t from '../../../db/schema.ts';
import { inTransaction, isUniqueViolation, type Q, type Tx } from '../../../db/tx.ts';
import { conflict, forbidden, HttpError, invalid, notFound, parseWith } from '../../../http/errors.ts';
import { responds } from '../../../http/responds.ts';
import { validate } from '../../../http/validate.ts';
import {
  type CanteenEnv,
  type CanteenRow,
  canOrder,
  canteenOf,
  isVisible,
  kitchen,
  type OrderRow,
  ordersWithEverything,
  type PlanRow,
  plansWithDetails,
  price,
  seesHiddenPlans,
} from './common.ts';
import { checkRange } from './plans.ts';
import { localTime } from './time.ts';

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
        const order = await lockOwnOrder(tx, c, canteen, id);
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
    validate('param', canteenIdParamsSchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const id = c.req.valid('param').id;
      await ownOrder(db, c, canteen, id);
      const now = new Date();
      await inTransaction(db, async (tx) => {
        const order = await lockOwnOrder(tx, c, canteen, id);
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

/**
 * /api/OrderSystemOrder/{applicationId}/…: the kitchen's view (API canteen + UI canteenOrderedFood):
 * what was ordered per day, and the Excel export (export.ts).
 */
export function kitchenOrderRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();
  app.use('*', ...kitchen('canteenOrderedFood'));

  /** `?date=YYYY-MM-DD`: articles with summed quantities and every order of the day. */
  app.get(
    '/:applicationId/orderedArticles',
    responds(200, orderedArticlesOfDaySchema, 'What to cook on the day, with the pick-up list'),
    validate('param', canteenParamsSchema),
    validate('query', dateQuerySchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const { date } = c.req.valid('query');
      return c.json(await orderedArticlesOfDay(db, canteen, date));
    },
  );

  return app;
}

/** The day report shared by orderedArticles and the export. */
export async function orderedArticlesOfDay(db: Q, canteen: CanteenRow, date: string): Promise<OrderedArticlesOfDay> {
  const [planRow] = await db
    .select()
    .from(t.canteenPlan)
    .where(and(eq(t.canteenPlan.applicationId, canteen.id), eq(t.canteenPlan.date, date)));
  const [plan] = planRow ? await plansWithDetails(db, [planRow]) : [];
  const orderRows = planRow ? await db.select().from(t.canteenOrder).where(eq(t.canteenOrder.planId, planRow.id)) : [];
  const orders = (await ordersWithEverything(db, orderRows)).sort(
    (a, b) =>
      (a.pickUpTime ?? '99:99').localeCompare(b.pickUpTime ?? '99:99') ||
      (a.user.lastName ?? '').localeCompare(b.user.lastName ?? '', 'de') ||
      (a.user.firstName ?? '').localeCompare(b.user.firstName ?? '', 'de'),
  );

  // One line per article and unit price (a price changed during the day gives two lines).
  const lines = new Map<string, OrderedArticle & { cents: number; rank: number }>();
  const line = (articleId: string, name: string, description: string | null, unitPrice: string, rank: number) => {
    const key = `${articleId}|${unitPrice}`;
    let entry = lines.get(key);
    if (!entry) {
      entry = {
        articleId,
        articleName: name,
        articleDescription: description,
        articlePrice: unitPrice,
        quantity: 0,
        totalPrice: '0.00',
        cents: 0,
        rank,
      };
      lines.set(key, entry);
    }
    return entry;
  };
  plan?.planDetails.forEach((d, i) => {
    line(d.articleId, d.articleName, d.articleDescription, d.articlePrice, i);
  });
  for (const order of orders) {
    for (const d of order.orderDetails) {
      const entry = line(d.articleId, d.articleName, d.articleDescription, d.articlePrice, 1000);
      entry.quantity += d.quantity;
      entry.cents += d.quantity * priceToCents(d.articlePrice);
    }
  }
  const articles = [...lines.values()]
    .sort((a, b) => a.rank - b.rank || a.articleName.localeCompare(b.articleName, 'de'))
    .map(({ cents, rank: _, ...rest }) => ({ ...rest, totalPrice: centsToPrice(cents) }));
  const totalCents = orders.reduce((sum, o) => sum + priceToCents(o.totalPrice), 0);
  return {
    applicationId: canteen.id,
    date,
    plan: plan ?? null,
    articles,
    totalQuantity: articles.reduce((sum, a) => sum + a.quantity, 0),
    totalPrice: centsToPrice(totalCents),
    orders,
  };
}

// ---------------------------------------------------------------------------------------------

function orderExists(orderId: string | null): HttpError {
  return conflict(
    'planId',
    'You already ordered for this plan; change that order with updateOrder',
    CanteenErrorCode.orderExists,
    orderId ? { orderId } : {},
  );
}

function orderLocation(c: Context, planId: string): string {
  return `${c.req.path.replace(/createOrder$/, '')}orderedUserArticlesByPlanId?planId=${planId}`;
}

function hashRequest(applicationId: string, input: OrderCreateInput): string {
  const essence = {
    applicationId,
    planId: input.planId,
    pickUpTime: input.pickUpTime ?? null,
    pickUpLocation: input.pickUpLocation ?? null,
    orderDetails: input.orderDetails.map((d) => [d.articleId, d.quantity]),
  };
  return createHash('sha256').update(JSON.stringify(essence)).digest('hex');
}

function pickUpLocation(canteen: CanteenRow, value: string | null | undefined): string | null {
  if (!value) return null;
  if (canteen.pickUpLocations.length && !canteen.pickUpLocations.includes(value)) {
    throw invalid('pickUpLocation', 'not_allowed', `must be one of: ${canteen.pickUpLocations.join(', ')}`);
  }
  return value;
}

/** The plan an order is placed for: of this canteen, visible to the caller, before its deadline. */
async function orderablePlan(tx: Tx, canteen: CanteenRow, planId: string, seesHidden: boolean, now: Date) {
  const [plan] = await tx
    .select()
    .from(t.canteenPlan)
    .where(and(eq(t.canteenPlan.id, planId), eq(t.canteenPlan.applicationId, canteen.id)));
  if (!plan || (!seesHidden && !isVisible(plan, now))) throw notFound(`Plan ${planId} not found`, 'planId');
  checkDeadline(canteen, plan, now);
  return plan;
}

function checkDeadline(canteen: CanteenRow, plan: PlanRow, now: Date): void {
  if (now.getTime() > plan.orderableUntil.getTime()) {
    throw conflict(
      'planId',
      `Orders for ${plan.date} closed at ${localTime(plan.orderableUntil, canteen.timeZone)} (${canteen.timeZone}, ${plan.orderableUntil.toISOString()}); the order was not changed`,
      CanteenErrorCode.deadlinePassed,
      { orderableUntil: plan.orderableUntil.toISOString() },
    );
  }
}

/** 404 for an unknown order, 403 for someone else's (read outside the write transaction). */
async function ownOrder(db: Db, c: Context<CanteenEnv>, canteen: CanteenRow, id: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(t.canteenOrder)
    .where(and(eq(t.canteenOrder.id, id), eq(t.canteenOrder.applicationId, canteen.id)));
  if (!order) throw notFound(`Order ${id} not found`, 'id');
  if (order.userId !== c.var.portalUser.id) {
    throw forbidden('Orders belong to the user who placed them');
  }
  return order;
}

/** The same checks under a row lock, inside the write transaction. */
async function lockOwnOrder(tx: Tx, c: Context<CanteenEnv>, canteen: CanteenRow, id: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(t.canteenOrder)
    .where(and(eq(t.canteenOrder.id, id), eq(t.canteenOrder.applicationId, canteen.id)))
    .for('update');
  if (!order) throw notFound(`Order ${id} not found`, 'id');
  if (order.userId !== c.var.portalUser.id) {
    throw forbidden('Orders belong to the user who placed them');
  }
  return order;
}

/**
 * The order lines with their prices: an article of the plan at the plan's price, or (when the
 * plan includes default articles) a live default article at its current price. Each article once.
 */
async function resolveOrderDetails(
  tx: Tx,
  canteen: CanteenRow,
  plan: PlanRow,
  details: OrderCreateInput['orderDetails'],
) {
  const offer = new Map<string, { articlePrice: string; articleName: string; articleDescription: string | null }>();
  const planned = await tx.select().from(t.canteenPlanDetail).where(eq(t.canteenPlanDetail.planId, plan.id));
  for (const d of planned) {
    offer.set(d.articleId, {
      articlePrice: price(d.articlePrice),
      articleName: d.articleName,
      articleDescription: d.articleDescription,
    });
  }
  const wanted = details.map((d) => d.articleId).filter((id) => !offer.has(id));
  if (plan.includeDefaultArticles && wanted.length) {
    const defaults = await tx
      .select()
      .from(t.canteenArticle)
      .where(
        and(
          eq(t.canteenArticle.applicationId, canteen.id),
          eq(t.canteenArticle.isDefault, true),
          isNull(t.canteenArticle.deletedAt),
          inArray(t.canteenArticle.id, wanted),
        ),
      );
    for (const a of defaults) {
      offer.set(a.id, { articlePrice: price(a.articlePrice), articleName: a.name, articleDescription: a.description });
    }
  }
  const seen = new Map<string, number>();
  return details.map((d, i) => {
    if (seen.has(d.articleId)) {
      throw invalid(
        `orderDetails.${i}.articleId`,
        'duplicate',
        `the article is already listed at orderDetails.${seen.get(d.articleId)}`,
      );
    }
    seen.set(d.articleId, i);
    const item = offer.get(d.articleId);
    if (!item) throw invalid(`orderDetails.${i}.articleId`, 'not_on_plan', 'the article is not offered on this plan');
    return { articleId: d.articleId, quantity: d.quantity, ...item };
  });
}
