import { Hono } from 'hono';
import { requireBearer, type TokenVerifier } from '../../auth/bearer.ts';
import { type PortalUserVariables, requirePortalUser } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { authRoutes } from './auth.ts';
import { calculatorRoutes } from './calculators.ts';
import { canteenApi } from './canteen/index.ts';
import { favoriteRoutes } from './favorites.ts';
import { fileRoutes } from './files.ts';
import { questionnaireRoutes } from './questionnaire.ts';
import { bekonTrackingRoutes } from './sales/bekon-tracking.ts';
import { salesApi } from './sales/index.ts';
import { securityApi } from './security/index.ts';
import { userSettingRoutes } from './user-settings.ts';

/** The portal API, mounted at /portal/api. Every endpoint needs a bearer token, except the public calculators. */
export function portalApi(db: Db, verify: TokenVerifier) {
  const app = new Hono<{ Variables: PortalUserVariables }>();
  // Product calculators: public and CORS-enabled for embedding (registered before the bearer check).
  app.route('/', calculatorRoutes());
  // Bekon delivery tracker: public on Bekon's Swiss site, rate-limited.
  app.route('/', bekonTrackingRoutes(db));
  app.use(requireBearer(verify));
  app.route('/Auth', authRoutes(db));
  app.use(requirePortalUser(db));
  const favorites = favoriteRoutes(db);
  app.route('/Favorites', favorites.routes);
  app.get('/User/:userId/favorite', ...favorites.listForUser);
  // The caller's own settings (before /User of the security administration, which needs `users`).
  app.route('/', userSettingRoutes(db));
  app.route('/Questionnaire', questionnaireRoutes(db));
  // Security administration: /Permissions, /PermissionSets, /Resources, /Role, /User, /Org.
  app.route('/', securityApi(db));
  // Canteen order system: /OrderSystemApplication, /OrderSystemArticle, /OrderSystemPlan, /OrderSystemOrder, /OrderSystemUserOrder.
  app.route('/', canteenApi(db));
  // Info-system files by module.
  app.route('/File', fileRoutes(db));
  // Sales: lookups, order tracking, configurator.
  app.route('/', salesApi(db));
  return app;
}
