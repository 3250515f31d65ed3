import { Hono } from 'hono';
import { type AnalyticsExecutor, analyticsApi } from '../../areas/analytics/index.ts';
import { buildingRoutes, calculatorRoutes, designerRoutes, savedProjectRoutes } from '../../areas/calc/index.ts';
import { canteenApi } from '../../areas/canteen/index.ts';
import { createFavoritesCache, favoriteRoutes, favoritesHotRead } from '../../areas/favorites/index.ts';
import { fileRoutes, publicFileRoutes } from '../../areas/files/index.ts';
import { kpiApi } from '../../areas/kpi/index.ts';
import { questionnaireRoutes } from '../../areas/questionnaire/index.ts';
import { bekonTrackingRoutes, salesApi } from '../../areas/sales/index.ts';
import { securityApi } from '../../areas/security/index.ts';
import { authRoutes } from '../../areas/session/index.ts';
import { userSettingRoutes } from '../../areas/user-settings/index.ts';
import type { AuthGeneration } from '../../auth/auth-generation.ts';
import { requireBearer, type TokenVerifier } from '../../auth/bearer.ts';
import { clearGrantsAfterWrites, createGrantsCache } from '../../auth/grants-cache.ts';
import { type PortalUserVariables, requirePortalUser } from '../../auth/portal-user.ts';
import type { DbNotifications } from '../../db/notify.ts';
import type { Db } from '../../db/open.ts';
import type { HotReads } from '../../http/hot-reads.ts';
import type { PublicLimiter } from '../../http/public-limits.ts';

/** Where server/app.ts mounts the portal API. */
export const portalApiBase = '/portal/api';

/** The portal API, mounted at /portal/api. Every endpoint needs a bearer token, except the public calculators. */
export function portalApi(
  db: Db,
  verify: TokenVerifier,
  notifications: DbNotifications,
  limit: PublicLimiter,
  analytics: AnalyticsExecutor,
  generation?: AuthGeneration,
  /** Where the reads every page makes are answered before the app (server/http/hot-reads.ts). */
  hotReads?: HotReads,
) {
  const app = new Hono<{ Variables: PortalUserVariables }>();
  // Product calculators: public and CORS-enabled for embedding (registered before the bearer check).
  app.route('/', calculatorRoutes(limit, hotReads && { reads: hotReads, base: portalApiBase }));
  // Building calculators: public like the product calculators (embedded on brand pages signed out).
  app.route('/', buildingRoutes(limit));
  // Bekon delivery tracker: public on Bekon's Swiss site, rate-limited.
  app.route('/', bekonTrackingRoutes(db, limit));
  // Public product media (convectors' pictures, data sheets, tender texts): signed out, rate-limited.
  app.route('/', publicFileRoutes(db, limit));
  app.use(requireBearer(verify));
  app.route('/Auth', authRoutes(db));
  // User and grants from memory, dropped on any change (auth/grants-cache.ts).
  const grants = createGrantsCache(notifications, generation);
  app.use(requirePortalUser(db, grants));
  for (const admin of ['/Permissions', '/PermissionSets', '/Resources', '/Role', '/User', '/Org']) {
    app.use(admin, clearGrantsAfterWrites(grants));
    app.use(`${admin}/*`, clearGrantsAfterWrites(grants));
  }
  const favoritesCache = createFavoritesCache(notifications, generation);
  const favorites = favoriteRoutes(db, favoritesCache);
  hotReads?.add(
    `${portalApiBase}/Favorites`,
    favoritesHotRead({ db, verify, grants, favorites: favoritesCache, generation }),
  );
  app.route('/Favorites', favorites.routes);
  app.get('/User/:userId/favorite', ...favorites.listForUser);
  // The caller's own settings (before /User of the security administration, which needs `users`).
  app.route('/', userSettingRoutes(db));
  app.route('/Questionnaire', questionnaireRoutes(db));
  // Security administration: /Permissions, /PermissionSets, /Resources, /Role, /User, /Org.
  app.route('/', securityApi(db));
  // Canteen order system: /OrderSystemApplication, /OrderSystemArticle, /OrderSystemPlan, /OrderSystemOrder, /OrderSystemUserOrder.
  app.route('/', canteenApi(db));
  // Info-system files by module (product media too: modules mediaCoversystems, mediaConvectors).
  app.route('/File', fileRoutes(db));
  // Cross Designer and Asco Designer (authorised users only).
  app.route('/', designerRoutes());
  // Saved projects of the building calculator and the designers: every signed-in user, their own only.
  app.route('/SavedProject', savedProjectRoutes(db));
  // Production KPI cockpits: /KPI/..., /KPI2.
  app.route('/', kpiApi(db));
  // Analytics: /reporting/…, /SalesPerformance, /SapSql.
  app.route('/', analyticsApi(db, analytics));
  // Sales: lookups, order tracking, configurator.
  app.route('/', salesApi(db));
  return app;
}
