import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  type CanteenApplication,
  CanteenErrorCode,
  centsToPrice,
  type PortalArticle,
  type PortalOrder,
  type PortalPlanItem,
  priceToCents,
} from '../../../contract/canteen.ts';
import { apiPermissions, type UiPermissionKey, uiPermissions } from '../../../contract/permissions.ts';
import { hasPermission, requirePermission } from '../../auth/permissions.ts';
import type { PortalEnv } from '../../auth/portal-user.ts';
import * as t from '../../db/schema.ts';
import type { Q } from '../../db/tx.ts';
import { invalid, notFound } from '../../http/errors.ts';

export type CanteenEnv = PortalEnv;

export type CanteenRow = typeof t.canteenApplication.$inferSelect;
export type ArticleRow = typeof t.canteenArticle.$inferSelect;
export type PlanRow = typeof t.canteenPlan.$inferSelect;
export type PlanDetailRow = typeof t.canteenPlanDetail.$inferSelect;
export type OrderRow = typeof t.canteenOrder.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Permissions.
// ---------------------------------------------------------------------------------------------

/** Reading canteens, articles and plans: API `canteen` (kitchen) or `orders` (employees who order). */
export const canRead = requirePermission(apiPermissions.canteen, apiPermissions.orders);

/** Ordering for oneself: API `orders`. */
export const canOrder = requirePermission(apiPermissions.orders);

/** Kitchen work: API `canteen` plus the UI permission of the task (articleCreate, planCreate, canteenOrderedFood). */
export function kitchen(ui: UiPermissionKey) {
  return [requirePermission(apiPermissions.canteen), requirePermission(uiPermissions[ui])] as const;
}

/** Plans before their visibleFrom are shown to those who plan (API canteen + planCreate) only. */
export function seesHiddenPlans(c: Context<CanteenEnv>): boolean {
  return hasPermission(c, apiPermissions.canteen) && hasPermission(c, uiPermissions.planCreate);
}

export function isVisible(plan: PlanRow, now: Date): boolean {
  return !plan.visibleFrom || plan.visibleFrom.getTime() <= now.getTime();
}

// ---------------------------------------------------------------------------------------------
// Loading.
// ---------------------------------------------------------------------------------------------

/** 400 `duplicate` at `<list>.<i>.articleId` for an article listed a second time. */
export function refuseRepeatedArticles(details: readonly { articleId: string }[], list: string): void {
  const seen = new Map<string, number>();
  details.forEach((d, i) => {
    if (seen.has(d.articleId)) {
      throw invalid(
        `${list}.${i}.articleId`,
        'duplicate',
        `the article is already listed at ${list}.${seen.get(d.articleId)}`,
      );
    }
    seen.set(d.articleId, i);
  });
}

/**
 * A canteen's plan rows by date: one plan (`id`), one day (`date`) and/or a range of days
 * (`from`/`to`, inclusive). A query, so a writer can add `.for('update')`.
 */
export function planRowsOf(
  q: Q,
  applicationId: string,
  only: { id?: string; date?: string; from?: string; to?: string },
) {
  return q
    .select()
    .from(t.canteenPlan)
    .where(
      and(
        eq(t.canteenPlan.applicationId, applicationId),
        only.id ? eq(t.canteenPlan.id, only.id) : undefined,
        only.date ? eq(t.canteenPlan.date, only.date) : undefined,
        only.from ? gte(t.canteenPlan.date, only.from) : undefined,
        only.to ? lte(t.canteenPlan.date, only.to) : undefined,
      ),
    )
    .orderBy(asc(t.canteenPlan.date));
}

/** The canteen of the (validated) `{applicationId}` path parameter: 404 when unknown. */
export async function canteenOf(db: Q, id: string): Promise<CanteenRow> {
  const [row] = await db.select().from(t.canteenApplication).where(eq(t.canteenApplication.id, id));
  if (!row) throw notFound(`Canteen ${id} not found`, 'applicationId', CanteenErrorCode.canteenNotFound);
  return row;
}

export function toCanteen(row: CanteenRow): CanteenApplication {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    timeZone: row.timeZone,
    pickUpLocations: row.pickUpLocations,
    pickUpTimes: row.pickUpTimes,
  };
}

/** numeric(10,2) text from the driver (`"4.80"`, maybe `"4.8"`) → `"4.80"`. */
export function price(value: string): string {
  return centsToPrice(priceToCents(value));
}

export function toArticle(row: ArticleRow): PortalArticle {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    articlePrice: price(row.articlePrice),
    isDefault: row.isDefault,
    applicationId: row.applicationId,
  };
}

/** The live (not deleted) articles of a canteen, default articles last, then by name. */
export async function liveArticles(db: Q, applicationId: string, where = isNull(t.canteenArticle.deletedAt)) {
  return db
    .select()
    .from(t.canteenArticle)
    .where(and(eq(t.canteenArticle.applicationId, applicationId), where))
    .orderBy(asc(t.canteenArticle.isDefault), asc(t.canteenArticle.name), asc(t.canteenArticle.id));
}

/** Plans with their details in two queries. */
export async function plansWithDetails(db: Q, plans: PlanRow[]): Promise<PortalPlanItem[]> {
  if (plans.length === 0) return [];
  const details = await db
    .select()
    .from(t.canteenPlanDetail)
    .where(
      inArray(
        t.canteenPlanDetail.planId,
        plans.map((p) => p.id),
      ),
    )
    .orderBy(asc(t.canteenPlanDetail.sortOrder), asc(t.canteenPlanDetail.articleName));
  const byPlan = groupBy(details, (d) => d.planId);
  return plans.map((plan) => toPlan(plan, byPlan.get(plan.id) ?? []));
}

export function toPlan(plan: PlanRow, details: PlanDetailRow[]): PortalPlanItem {
  return {
    id: plan.id,
    date: plan.date,
    name: plan.name,
    includeDefaultArticles: plan.includeDefaultArticles,
    applicationId: plan.applicationId,
    orderableUntil: plan.orderableUntil.toISOString(),
    visibleFrom: plan.visibleFrom?.toISOString() ?? null,
    planDetails: details.map((d) => ({
      id: d.id,
      planId: d.planId,
      articleId: d.articleId,
      articlePrice: price(d.articlePrice),
      articleName: d.articleName,
      articleDescription: d.articleDescription,
      orderDate: plan.date,
    })),
  };
}

/**
 * Orders with details, users and plans (a handful of queries, no N+1), in the order given.
 */
export async function ordersWithEverything(db: Q, orders: OrderRow[]): Promise<PortalOrder[]> {
  if (orders.length === 0) return [];
  const orderIds = orders.map((o) => o.id);
  const planIds = [...new Set(orders.map((o) => o.planId))];
  const userIds = [...new Set(orders.map((o) => o.userId))];
  // One after the other: inside a transaction all queries share one connection.
  const details = await db
    .select()
    .from(t.canteenOrderDetail)
    .where(inArray(t.canteenOrderDetail.orderId, orderIds))
    .orderBy(asc(t.canteenOrderDetail.articleName));
  const planRows = await db.select().from(t.canteenPlan).where(inArray(t.canteenPlan.id, planIds));
  const users = await db
    .select({ id: t.portalUser.id, firstName: t.portalUser.firstName, lastName: t.portalUser.lastName })
    .from(t.portalUser)
    .where(inArray(t.portalUser.id, userIds));
  const plans = new Map((await plansWithDetails(db, planRows)).map((p) => [p.id, p]));
  const usersById = new Map(users.map((u) => [u.id, u]));
  const detailsByOrder = groupBy(details, (d) => d.orderId);
  return orders.map((order) => {
    const orderDetails = (detailsByOrder.get(order.id) ?? []).map((d) => ({
      id: d.id,
      orderId: d.orderId,
      articleId: d.articleId,
      quantity: d.quantity,
      articlePrice: price(d.articlePrice),
      articleName: d.articleName,
      articleDescription: d.articleDescription,
    }));
    const total = orderDetails.reduce((sum, d) => sum + d.quantity * priceToCents(d.articlePrice), 0);
    return {
      id: order.id,
      orderTimestamp: order.orderTimestamp.toISOString(),
      pickUpTime: order.pickUpTime,
      pickUpLocation: order.pickUpLocation,
      userId: order.userId,
      planId: order.planId,
      applicationId: order.applicationId,
      orderDetails,
      user: usersById.get(order.userId) ?? { id: order.userId, firstName: null, lastName: null },
      plan: plans.get(order.planId)!,
      totalPrice: centsToPrice(total),
    };
  });
}

/** `Map.groupBy` (Node 21+) for Node 20. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
