import { Hono } from 'hono';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { configuratorRoutes } from './configurator.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { orderTrackingRoutes } from './order-tracking.ts';

/** Public on Bekon's site, so mounted before the bearer check (server/api/portal/index.ts). */
export { bekonTrackingRoutes } from './bekon-tracking.ts';
/** The configurator's model: the demo world's products are written in it. */
export {
  type CfgModel,
  type CfgPriceRuleDef,
  listedValues,
  numericValues,
  same,
  texts,
} from './configurator/model.ts';

/**
 * The signed-in sales endpoints: lookups (/Customer, /Material, /BuildingProject/…), order
 * tracking (/OrderTracking) and the configurator (/DynamicConfigurator). The public Bekon tracker
 * is mounted before the bearer check (bekon-tracking.ts).
 */
export function salesApi(db: Db) {
  const app = new Hono<{ Variables: PortalUserVariables }>();
  app.route('/', lookupRoutes(db));
  app.route('/OrderTracking', orderTrackingRoutes(db));
  app.route('/DynamicConfigurator', configuratorRoutes(db));
  return app;
}
