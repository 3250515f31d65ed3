import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { canteenSchema } from '../../../contract/answers/canteen.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { responds } from '../../http/responds.ts';
import { articleRoutes } from './articles.ts';
import { type CanteenEnv, canRead, toCanteen } from './common.ts';
import { exportRoutes } from './export.ts';
import { kitchenOrderRoutes } from './kitchen-orders.ts';
import { userOrderRoutes } from './orders.ts';
import { planRoutes } from './plans.ts';

/** The canteen's calendar in its site's time zone: the demo world plans its weeks with it. */
export { addDays, isoWeek, isoWeekday, localDate, mondayOf, zonedInstant } from './time.ts';

/**
 * The canteen order system, mounted after the bearer and
 * portal-user middleware. Permissions:
 *
 * | endpoints | needs |
 * |---|---|
 * | GET OrderSystemApplication, articles, plans (read) | API canteen or orders |
 * | create/update/delete articles | API canteen + UI articleCreate |
 * | create/update/delete/copy plans | API canteen + UI planCreate (also sees plans before visibleFrom) |
 * | OrderSystemOrder: orderedArticles, export | API canteen + UI canteenOrderedFood |
 * | OrderSystemUserOrder: own orders | API orders |
 */
export function canteenApi(db: Db) {
  const app = new Hono<CanteenEnv>();
  // Addition: the canteens, so a UI can offer a choice (the path's {applicationId}).
  app.get('/OrderSystemApplication', responds(200, z.array(canteenSchema), 'The canteens'), canRead, async (c) => {
    const rows = await db
      .select()
      .from(t.canteenApplication)
      .orderBy(asc(t.canteenApplication.sortOrder), asc(t.canteenApplication.name));
    return c.json(rows.map(toCanteen));
  });
  app.route('/OrderSystemArticle', articleRoutes(db));
  app.route('/OrderSystemPlan', planRoutes(db));
  app.route('/OrderSystemOrder', kitchenOrderRoutes(db));
  app.route('/OrderSystemOrder', exportRoutes(db));
  app.route('/OrderSystemUserOrder', userOrderRoutes(db));
  return app;
}
