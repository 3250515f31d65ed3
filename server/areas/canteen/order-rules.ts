import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { CanteenErrorCode, type OrderCreateInput } from '../../../contract/canteen.ts';
import * as t from '../../db/schema.ts';
import type { Q, Tx } from '../../db/tx.ts';
import { conflict, forbidden, type HttpError, invalid, notFound } from '../../http/errors.ts';
import {
  type CanteenEnv,
  type CanteenRow,
  isVisible,
  type OrderRow,
  type PlanRow,
  planRowsOf,
  price,
  refuseRepeatedArticles,
} from './common.ts';
import { localTime } from './time.ts';

/** The rules of an order: its plan, its deadline, its owner, its lines and their prices. */

export function orderExists(orderId: string | null): HttpError {
  return conflict(
    'planId',
    'You already ordered for this plan; change that order with updateOrder',
    CanteenErrorCode.orderExists,
    orderId ? { orderId } : {},
  );
}

export function orderLocation(c: Context, planId: string): string {
  return `${c.req.path.replace(/createOrder$/, '')}orderedUserArticlesByPlanId?planId=${planId}`;
}

export function hashRequest(applicationId: string, input: OrderCreateInput): string {
  const essence = {
    applicationId,
    planId: input.planId,
    pickUpTime: input.pickUpTime ?? null,
    pickUpLocation: input.pickUpLocation ?? null,
    orderDetails: input.orderDetails.map((d) => [d.articleId, d.quantity]),
  };
  return createHash('sha256').update(JSON.stringify(essence)).digest('hex');
}

export function pickUpLocation(canteen: CanteenRow, value: string | null | undefined): string | null {
  if (!value) return null;
  if (canteen.pickUpLocations.length && !canteen.pickUpLocations.includes(value)) {
    throw invalid('pickUpLocation', 'not_allowed', `must be one of: ${canteen.pickUpLocations.join(', ')}`);
  }
  return value;
}

/** The plan an order is placed for: of this canteen, visible to the caller, before its deadline. */
export async function orderablePlan(tx: Tx, canteen: CanteenRow, planId: string, seesHidden: boolean, now: Date) {
  const [plan] = await planRowsOf(tx, canteen.id, { id: planId });
  if (!plan || (!seesHidden && !isVisible(plan, now))) throw notFound(`Plan ${planId} not found`, 'planId');
  checkDeadline(canteen, plan, now);
  return plan;
}

export function checkDeadline(canteen: CanteenRow, plan: PlanRow, now: Date): void {
  if (now.getTime() > plan.orderableUntil.getTime()) {
    throw conflict(
      'planId',
      `Orders for ${plan.date} closed at ${localTime(plan.orderableUntil, canteen.timeZone)} (${canteen.timeZone}, ${plan.orderableUntil.toISOString()}); the order was not changed`,
      CanteenErrorCode.deadlinePassed,
      { orderableUntil: plan.orderableUntil.toISOString() },
    );
  }
}

/**
 * 404 for an unknown order, 403 for someone else's: read outside the write transaction, or
 * (`lock`) under a row lock inside it.
 */
export async function ownOrder(
  q: Q,
  c: Context<CanteenEnv>,
  canteen: CanteenRow,
  id: string,
  lock = false,
): Promise<OrderRow> {
  const query = q
    .select()
    .from(t.canteenOrder)
    .where(and(eq(t.canteenOrder.id, id), eq(t.canteenOrder.applicationId, canteen.id)));
  const [order] = await (lock ? query.for('update') : query);
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
export async function resolveOrderDetails(
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
  refuseRepeatedArticles(details, 'orderDetails');
  return details.map((d, i) => {
    const item = offer.get(d.articleId);
    if (!item) throw invalid(`orderDetails.${i}.articleId`, 'not_on_plan', 'the article is not offered on this plan');
    return { articleId: d.articleId, quantity: d.quantity, ...item };
  });
}
