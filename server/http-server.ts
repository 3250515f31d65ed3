import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { createAnalyticsExecutor } from './areas/analytics/index.ts';
import { createTokenVerifier } from './auth/bearer.ts';
import { grantRevocations } from './auth/grant-revocations.ts';
import type { ServerConfig } from './config.ts';
import type { OpenDb } from './db/open.ts';
import { embedDemoPage } from './http/embed-demo.ts';
import { logError } from './http/error-log.ts';
import type { PublicLimitOverrides } from './http/public-limits.ts';
import { flushRateLimitCounters } from './http/rate-limit.ts';
import { setSecurityHeaders } from './http/security-headers.ts';
import { purgeExpiredOidcPayloads } from './idp/adapter.ts';
import { IdpRegistry } from './idp/registry.ts';
import { idpCookieKeys, idpSigningKey, publicJwk } from './secrets.ts';

export interface RunningServer {
  server: Server;
  embedServer: Server | null;
  /** http://host:port of the portal listener. */
  url: string;
  close(): Promise<void>;
}

/**
 * The one-origin server: `/openid/*` goes to the development identity provider (raw Node
 * request/response, as oidc-provider needs), everything else to the Hono app.
 */
export async function startHttpServer(
  config: Pick<
    ServerConfig,
    'port' | 'host' | 'embedPort' | 'oidcIssuer' | 'oidcAudience' | 'publicOrigins' | 'distDir' | 'logRequests'
  > &
    Partial<Pick<ServerConfig, 'accessTokenTtl' | 'demoScale' | 'analyticsScale'>> & {
      rateLimits?: PublicLimitOverrides;
      /** Module the PGlite analytics worker seeds its copy with (server/demo/seed.ts demoSeedModule). */
      analyticsSeedModule: string;
    },
  database: OpenDb,
): Promise<RunningServer> {
  const { db } = database;
  const builtinIdp = !config.oidcIssuer;
  const signingKey = builtinIdp ? await idpSigningKey(db) : null;
  const idp = signingKey
    ? new IdpRegistry({
        db,
        signingKey,
        cookieKeys: await idpCookieKeys(db),
        audience: config.oidcAudience,
        accessTokenTtl: config.accessTokenTtl ?? 300,
        publicOrigins: config.publicOrigins,
      })
    : null;
  // Expired provider records go at start and then hourly (the timer does not keep the process alive).
  const purge = () =>
    purgeExpiredOidcPayloads(db).catch((error: unknown) => logError('purging expired sign-in records', error));
  let purgeTimer: NodeJS.Timeout | undefined;
  if (idp) {
    await purge();
    purgeTimer = setInterval(purge, 60 * 60 * 1000).unref();
  }
  const verifyToken = createTokenVerifier({
    audience: config.oidcAudience,
    issuer: config.oidcIssuer,
    localJwks: signingKey ? [publicJwk(signingKey)] : [],
    revoked: idp ? grantRevocations(db, database.notifications) : undefined,
  });
  // Reports and the SQL editor: on PGlite a worker thread with its own copy of the sales data.
  const analytics = await createAnalyticsExecutor(database, {
    seed: { module: config.analyticsSeedModule, scale: config.analyticsScale ?? config.demoScale ?? 'full' },
  });
  const app = createApp({ database, verifyToken, distDir: config.distDir, rateLimits: config.rateLimits, analytics });
  const honoListener = getRequestListener(app.fetch);

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const started = Date.now();
    if (config.logRequests)
      res.on('finish', () => console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    setSecurityHeaders(res);
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/openid' || path.startsWith('/openid/')) {
      if (!idp) {
        res.statusCode = 404;
        res.end();
        return;
      }
      try {
        await idp.handle(requestOrigin(req), req, res, path);
      } catch (error) {
        logError(`identity provider ${req.method} ${path}`, error);
        if (!res.headersSent) {
          res.statusCode = (error as { status?: number }).status ?? 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        }
        res.end('Sign-in failed. Please start again from the portal.');
      }
      return;
    }
    await honoListener(req, res);
  };

  const server = createServer(handler);
  await listen(server, config.port, config.host);
  const port = (server.address() as { port: number }).port;
  const url = `http://localhost:${port}`;

  let embedServer: Server | null = null;
  if (config.embedPort) {
    // A second origin that only serves the demo CMS page, so embedding is tried cross-origin.
    const embedApp = new Hono();
    embedApp.get('/', (c) => c.redirect('/embed-demo/'));
    embedApp.get('/embed-demo/', (c) => {
      const own = new URL(c.req.url);
      return embedDemoPage(c, `${own.protocol}//${own.hostname}:${port}`);
    });
    const embedListener = getRequestListener(embedApp.fetch);
    embedServer = createServer((req, res) => {
      setSecurityHeaders(res);
      void embedListener(req, res);
    });
    await listen(embedServer, config.embedPort, config.host);
  }

  return {
    server,
    embedServer,
    url,
    close: async () => {
      clearInterval(purgeTimer);
      await Promise.all([closeServer(server), embedServer ? closeServer(embedServer) : undefined]);
      await flushRateLimitCounters(db);
      await analytics.close();
    },
  };
}

/** The origin the browser used (Host header); brand hosts get their own issuer. */
function requestOrigin(req: IncomingMessage): string {
  const proto =
    process.env.TRUST_PROXY === '1' ? String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0] : 'http';
  return `${proto}://${req.headers.host ?? 'localhost'}`;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}
