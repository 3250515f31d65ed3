import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { orderedArticlesOfDaySchema } from '../../../contract/answers/canteen.ts';
import {
  canteenParamsSchema,
  centsToPrice,
  dateQuerySchema,
  type OrderedArticle,
  type OrderedArticlesOfDay,
  priceToCents,
} from '../../../contract/canteen.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import type { Q } from '../../db/tx.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import {
  type CanteenEnv,
  type CanteenRow,
  canteenOf,
  kitchen,
  ordersWithEverything,
  planRowsOf,
  plansWithDetails,
} from './common.ts';

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
  const [planRow] = await planRowsOf(db, canteen.id, { date });
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
