import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ErrorCode } from '../contract/errors.ts';
import { builtinSignIn, type SignInSettings } from '../contract/sign-in.ts';
import { crmApi } from './api/crm/index.ts';
import { portalApi, portalApiBase } from './api/portal/index.ts';
import { productionApi } from './api/production/index.ts';
import { type AnalyticsExecutor, noAnalyticsExecutor } from './areas/analytics/index.ts';
import { type AuthGeneration, noAuthGeneration, syncAuthGeneration } from './auth/auth-generation.ts';
import type { TokenVerifier } from './auth/bearer.ts';
import type { OpenDb } from './db/open.ts';
import { databaseNotReady } from './db/readiness.ts';
import { embedDemoPage } from './http/embed-demo.ts';
import { errorResponse } from './http/errors.ts';
import type { HotReads } from './http/hot-reads.ts';
import { type PublicLimitOverrides, publicLimiter } from './http/public-limits.ts';
import { requestGuard } from './http/request-guard.ts';
import { createStaticUi } from './http/static-ui.ts';
import { mountApiDocs } from './openapi/serve.ts';

export interface AppDeps {
  database: OpenDb;
  verifyToken: TokenVerifier;
  distDir: string;
  /** Other limits for the public endpoints than server/http/public-limits.ts (tests). */
  rateLimits?: PublicLimitOverrides;
  /** Runs reports and SQL-editor queries (server/areas/analytics/executor.ts); without one they answer 503. */
  analytics?: AnalyticsExecutor;
  /** What the shell and the API reference sign in with (server/config.ts); default the built-in provider. */
  signIn?: SignInSettings;
  /** The database's counter of revocations, compared before each signed-in request (auth/auth-generation.ts). */
  authGeneration?: AuthGeneration;
  /** True once the process is shutting down: /readyz then answers 503 so the proxy sends no more. */
  draining?: () => boolean;
  /** Filled with the reads answered before the app (server/http/hot-reads.ts); without it the app answers all. */
  hotReads?: HotReads;
}

/** Every path of the one origin (docs/architecture.md) except /openid (which needs raw Node requests; see http-server.ts). */
export function createApp({
  database,
  verifyToken,
  distDir,
  rateLimits,
  analytics = noAnalyticsExecutor,
  signIn = builtinSignIn,
  draining = () => false,
  authGeneration = noAuthGeneration,
  hotReads,
}: AppDeps) {
  const { db } = database;
  const limit = publicLimiter(db, rateLimits);
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => c.json({ code: ErrorCode.notFound, message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  // Only for clients that accept an encoding: compress() reads the response's headers, which makes
  // @hono/node-server build a full Fetch Response for every answer (docs/performance.md).
  const compression = compress();
  app.use((c, next) => (c.req.header('accept-encoding') ? compression(c, next) : next()));

  // Liveness (the process answers) and readiness (it can serve: database reachable, migrations
  // applied, not shutting down) for the proxy or orchestrator (docs/deployment.md).
  app.get('/healthz', (c) => c.json({ status: 'ok', database: database.kind }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const reason = draining() ? 'shutting down' : await databaseNotReady(db);
    return reason ? c.json({ status: 'unavailable', reason }, 503) : c.json({ status: 'ready' });
  });
  app.get('/', (c) => c.redirect('/portal/', 302));

  for (const base of [portalApiBase, '/webcrmapi/api', '/portalapiproduction/api']) {
    app.use(`${base}/*`, (c, next) => {
      c.header('Cache-Control', 'no-store');
      return next();
    });
    // Body size, JSON depth and array length, control characters in path and query: before anything else.
    app.use(`${base}/*`, requestGuard());
    // A revocation another process committed is known before the token and grants are checked
    // (PGlite, one process: nothing to wait for, so no middleware either).
    if (authGeneration !== noAuthGeneration) app.use(`${base}/*`, syncAuthGeneration(authGeneration));
  }
  // The OpenAPI documents and their reference page: public, so before the APIs' bearer guards.
  mountApiDocs(app, signIn);
  app.route(
    portalApiBase,
    portalApi(db, verifyToken, database.notifications, limit, analytics, authGeneration, hotReads),
  );
  app.route('/webcrmapi/api', crmApi(db, verifyToken, limit));
  app.route('/portalapiproduction/api', productionApi(db, verifyToken));

  app.get('/embed-demo', (c) => c.redirect('/embed-demo/', 301));
  app.get('/embed-demo/', (c) => embedDemoPage(c, new URL(c.req.url).origin));

  const staticUi = createStaticUi(distDir, signIn);
  app.get('/portal', (c) => c.redirect('/portal/', 301));
  app.on(['GET', 'HEAD'], '/portal/*', (c) => (c.req.path.startsWith('/portal/api/') ? c.notFound() : staticUi(c)));
  return app;
}
