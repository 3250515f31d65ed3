import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ErrorCode } from '../contract/errors.ts';
import { crmApi } from './api/crm/index.ts';
import { portalApi } from './api/portal/index.ts';
import { productionApi } from './api/production/index.ts';
import type { TokenVerifier } from './auth/bearer.ts';
import type { OpenDb } from './db/open.ts';
import { embedDemoPage } from './http/embed-demo.ts';
import { errorResponse } from './http/errors.ts';
import { requestGuard } from './http/request-guard.ts';
import { createStaticUi } from './http/static-ui.ts';

export interface AppDeps {
  database: OpenDb;
  verifyToken: TokenVerifier;
  distDir: string;
}

/** Everything of ARCHITECTURE.md §3 except /openid (which needs raw Node requests; see http-server.ts). */
export function createApp({ database, verifyToken, distDir }: AppDeps) {
  const { db } = database;
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => c.json({ code: ErrorCode.notFound, message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.use(compress());

  app.get('/healthz', (c) => c.json({ status: 'ok', database: database.kind }));
  app.get('/', (c) => c.redirect('/portal/', 302));

  for (const base of ['/portal/api', '/webcrmapi/api', '/portalapiproduction/api']) {
    app.use(`${base}/*`, async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    });
    // Body size, JSON depth and array length, control characters in path and query: before anything else.
    app.use(`${base}/*`, requestGuard());
  }
  app.route('/portal/api', portalApi(db, verifyToken));
  app.route('/webcrmapi/api', crmApi(db, verifyToken));
  app.route('/portalapiproduction/api', productionApi());

  app.get('/embed-demo', (c) => c.redirect('/embed-demo/', 301));
  app.get('/embed-demo/', (c) => embedDemoPage(c, new URL(c.req.url).origin));

  const staticUi = createStaticUi(distDir);
  app.get('/portal', (c) => c.redirect('/portal/', 301));
  app.on(['GET', 'HEAD'], '/portal/*', (c) => (c.req.path.startsWith('/portal/api/') ? c.notFound() : staticUi(c)));
  return app;
}
