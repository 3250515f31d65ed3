import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CanteenErrorCode, type PlanInput } from '../../../contract/canteen.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Q, type Tx } from '../../db/tx.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { type CanteenRow, type PlanRow, planRowsOf, price, refuseRepeatedArticles } from './common.ts';
import { addDays, daysBetween, zonedInstant } from './time.ts';

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

/** The plans of one canteen's week, Monday to Sunday, by date. */
export function plansOfWeek(q: Q, applicationId: string, monday: string): Promise<PlanRow[]> {
  return planRowsOf(q, applicationId, { from: monday, to: addDays(monday, 6) });
}

/** Deadline and visibility of a plan, checked against its date (canteen time). */
export function planTimes(canteen: CanteenRow, input: PlanInput, existing: PlanRow | null) {
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

export async function ensureDateFree(
  tx: Tx,
  applicationId: string,
  date: string,
  exceptId: string | null,
): Promise<void> {
  const [other] = await planRowsOf(tx, applicationId, { date });
  if (other && other.id !== exceptId) {
    throw conflict('date', `The canteen already has a plan for ${date}`, CanteenErrorCode.planExists, {
      planId: other.id,
    });
  }
}

/** The details of a plan input: live articles of this canteen, each once; price defaults to the article's. */
export async function resolveDetails(tx: Tx, applicationId: string, details: PlanInput['planDetails']) {
  refuseRepeatedArticles(details, 'planDetails');
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
export async function orderedArticleIds(q: Q, planId: string) {
  return q
    .selectDistinct({ articleId: t.canteenOrderDetail.articleId, articleName: t.canteenOrderDetail.articleName })
    .from(t.canteenOrderDetail)
    .innerJoin(t.canteenOrder, eq(t.canteenOrder.id, t.canteenOrderDetail.orderId))
    .where(eq(t.canteenOrder.planId, planId));
}

/** One transaction; a unique violation that slipped past the checks (two writers at once) is 409 plan_exists. */
export function writePlan<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, work, {
    uniqueField: 'date',
    uniqueCode: CanteenErrorCode.planExists,
    uniqueMessage: 'The canteen already has a plan for that date',
  });
}
