import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { createAnalyticsExecutor, type StoreFiller } from './areas/analytics/index.ts';
import { authGeneration, noAuthGeneration } from './auth/auth-generation.ts';
import { createTokenVerifier } from './auth/bearer.ts';
import { grantRevocations } from './auth/grant-revocations.ts';
import { signInOrigin } from './auth/sign-in-settings.ts';
import type { ServerConfig } from './config.ts';
import type { DemoScale } from './db/demo-scale.ts';
import type { Db, OpenDb } from './db/open.ts';
import { nodeClientAddress } from './http/client-address.ts';
import { embedDemoPage } from './http/embed-demo.ts';
import { logError } from './http/error-log.ts';
import { type PublicRequest, resolvePublicRequest } from './http/forwarded.ts';
import { HotReads } from './http/hot-reads.ts';
import type { PublicLimitOverrides } from './http/public-limits.ts';
import { flushRateLimitCounters } from './http/rate-limit.ts';
import {
  contentSecurityPolicyFor,
  securityHeaderLines,
  setHeaderLines,
  setSecurityHeaders,
} from './http/security-headers.ts';
import { purgeExpiredOidcPayloads } from './idp/adapter.ts';
import { IdpRegistry } from './idp/registry.ts';
import { idpCookieKeys, idpSigningKey, publicJwk } from './secrets.ts';

export interface RunningServer {
  server: Server;
  embedServer: Server | null;
  /** http://host:port of the portal listener. */
  url: string;
  /** The built-in identity provider's instances (null with an external provider). */
  idp: IdpRegistry | null;
  /** The reads answered before the app (server/http/hot-reads.ts). */
  hotReads: HotReads;
  /** Stop accepting, let requests in flight finish (up to SHUTDOWN_TIMEOUT), then release everything but the database. */
  close(): Promise<void>;
}

export type HttpServerConfig = Omit<ServerConfig, 'database'> & {
  /** Other limits for the public endpoints (tests of the limits themselves). */
  rateLimits?: PublicLimitOverrides;
  /** Fills a new analytics store with the demo data set (server/demo/seed.ts analyticsSeed). */
  analyticsSeed: (db: Db, scale: DemoScale) => StoreFiller;
};

/** One year, the usual HSTS lifetime; no includeSubDomains: brand domains have other hosts the portal does not own. */
const strictTransportSecurity = 'max-age=31536000';

/**
 * The one-origin server: `/openid/*` goes to the development identity provider (raw Node
 * request/response, as oidc-provider needs), everything else to the Hono app.
 */
export async function startHttpServer(config: HttpServerConfig, database: OpenDb): Promise<RunningServer> {
  const { db } = database;
  const { oidc } = config;
  const signingKey = config.builtinIdp ? await idpSigningKey(db) : null;
  const generation = config.strictRevocation ? authGeneration(database) : noAuthGeneration;
  const grants = signingKey ? grantRevocations(db, database.notifications, generation) : null;
  const idp =
    signingKey && grants
      ? new IdpRegistry({
          db,
          signingKey,
          cookieKeys: await idpCookieKeys(db, config.cookieSecret),
          audience: oidc.audience,
          accessTokenTtl: config.accessTokenTtl,
          publicOrigins: config.publicOrigins,
          developmentHosts: !config.production,
          trustProxy: config.trustProxy,
          grantEnded: grants.ended,
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
    oidc,
    localJwks: signingKey ? [publicJwk(signingKey)] : [],
    revoked: grants?.revoked,
  });
  // Reports and the SQL editor: the analytics store (DuckDB), built from the demo seed if there is none.
  const analytics = await createAnalyticsExecutor({
    dir: config.analyticsStoreDir,
    scale: config.analyticsScale,
    seed: config.analyticsSeed(db, config.analyticsScale),
  });
  let draining = false;
  /** Responses not finished yet: when draining starts, those not yet sent say `Connection: close`. */
  const inFlight = new Set<ServerResponse>();
  const hotReads = new HotReads();
  const app = createApp({
    hotReads,
    database,
    verifyToken,
    distDir: config.distDir,
    rateLimits: config.rateLimits,
    analytics,
    draining: () => draining,
    signIn: config.signIn,
    authGeneration: generation,
  });
  const csp = contentSecurityPolicyFor(signInOrigin(config.signIn));
  const baseHeaders = securityHeaderLines(csp);
  const secureBaseHeaders = [...baseHeaders, 'Strict-Transport-Security', strictTransportSecurity];
  const honoListener = getRequestListener(app.fetch);
  const logRequest = requestLogger(config.logRequests);

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const request = resolvePublicRequest(req, config.trustProxy);
    const path = (req.url ?? '/').split('?')[0]!;
    if (logRequest) res.on('finish', () => logRequest(req, res, path, request, performance.now() - started));
    const base = request.secure ? secureBaseHeaders : baseHeaders;
    // A draining process tells keep-alive clients to open their next request elsewhere (below).
    if (!draining) {
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      // The reads every signed-in page makes, from memory, with the base headers written in one go;
      // whatever they leave goes on below.
      const hot = hotReads.answer(req, res, request, base);
      if (hot === true || (hot !== false && (await hot))) return;
    }
    setHeaderLines(res, base);
    if (draining) res.setHeader('Connection', 'close');
    if (path === '/openid' || path.startsWith('/openid/')) {
      if (!idp) {
        res.statusCode = 404;
        res.end();
        return;
      }
      try {
        await idp.handle(request.origin, req, res, path);
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
    // The Hono app sees the URL the browser used (its issuer check and redirects depend on it).
    if (config.trustProxy) {
      req.headers.host = new URL(request.origin).host;
      if (request.secure && req.url?.startsWith('/')) req.url = `${request.origin}${req.url}`;
    }
    await honoListener(req, res);
  };

  const server = createServer(handler);
  // Idle connections outlive the proxy's idle timeout (60 s at nginx, ALB, Azure Front Door …):
  // the proxy closes them, so it never sends a request on a connection the server is closing.
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.keepAliveTimeoutMs + 1000;
  await listen(server, config.port, config.host);
  const port = (server.address() as { port: number }).port;
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
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
    idp,
    hotReads,
    // Once: main's SIGTERM handler and a test's cleanup may both call it.
    close: () => {
      closing ??= (async () => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        clearInterval(purgeTimer);
        await Promise.all([
          closeServer(server, config.shutdownTimeoutMs),
          embedServer ? closeServer(embedServer, config.shutdownTimeoutMs) : undefined,
        ]);
        await flushRateLimitCounters(db);
        await analytics.close();
      })();
      return closing;
    },
  };
}

type RequestLogger = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  request: PublicRequest,
  ms: number,
) => void;

/**
 * One line per request: the path without its query (sign-in callbacks carry codes there), never
 * headers or bodies. JSON for log collectors in production, text for a terminal.
 */
function requestLogger(mode: HttpServerConfig['logRequests']): RequestLogger | null {
  if (mode === 'off') return null;
  if (mode === 'text')
    return (req, res, path, _request, ms) => console.log(`${req.method} ${path} ${res.statusCode} ${Math.round(ms)}ms`);
  return (req, res, path, request, ms) =>
    process.stdout.write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        method: req.method,
        origin: request.origin,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
        client: nodeClientAddress(req),
      })}\n`,
    );
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

/** Stops accepting; idle connections close now, busy ones after their answer or at the timeout. */
function closeServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeIdleConnections();
    // A connection that finishes its answer becomes idle: close it then rather than at keepAliveTimeout.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    server.once('close', () => clearInterval(idle));
    setTimeout(() => server.closeAllConnections(), timeoutMs).unref();
  });
}
