import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { crmUserRoutes, dealerSearchRoutes, localizationRoutes } from '../../areas/crm/index.ts';
import type { TokenVerifier } from '../../auth/bearer.ts';
import type { Db } from '../../db/open.ts';
import type { PublicLimiter } from '../../http/public-limits.ts';

/**
 * The CRM API, mounted at /webcrmapi/api.
 * - Public, for elements embedded on other origins: DealerSearch and Localization (GET; CORS for
 *   any origin without credentials, so a partner site can call them signed out).
 * - Bearer token (401 otherwise), no CORS: the registrations and the user's own record.
 * Public calls and registrations are rate-limited per client address (server/http/public-limits.ts).
 */
export function crmApi(db: Db, verify: TokenVerifier, limit: PublicLimiter) {
  const app = new Hono();
  const publicCors = cors({
    origin: '*',
    allowMethods: ['GET', 'OPTIONS'],
    allowHeaders: ['Accept', 'Accept-Language', 'Content-Type', 'Authorization'],
    maxAge: 86_400,
  });
  app.use('/DealerSearch/*', publicCors);
  app.use('/Localization/*', publicCors);
  // Per client address, after CORS so a refused call from a partner page can still read Retry-After.
  app.use('/DealerSearch/*', limit('dealerSearch'));
  app.use('/Localization/*', limit('crmLocalization'));
  app.route('/DealerSearch', dealerSearchRoutes(db));
  app.route('/Localization', localizationRoutes(db));
  app.route('/', crmUserRoutes(db, verify, limit));
  return app;
}
