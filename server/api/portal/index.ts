import { Hono } from 'hono';
import { requireBearer, type TokenVerifier } from '../../auth/bearer.ts';
import { type PortalUserVariables, requirePortalUser } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { authRoutes } from './auth.ts';
import { userRoutes } from './users.ts';

/** The portal API, mounted at /portal/api. Every endpoint needs a bearer token. */
export function portalApi(db: Db, verify: TokenVerifier) {
  const app = new Hono<{ Variables: PortalUserVariables }>();
  app.use(requireBearer(verify));
  app.route('/Auth', authRoutes(db));
  app.use(requirePortalUser(db));
  app.route('/User', userRoutes(db));
  return app;
}
