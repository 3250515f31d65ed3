import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/config.ts';
import { type OpenDb, openDb } from '../../server/db/open.ts';
import { analyticsSeed, type SeedOptions, seedDemoData } from '../../server/demo/seed.ts';
import type { PublicLimitOverrides } from '../../server/http/public-limits.ts';
import { flushRateLimitCounters } from '../../server/http/rate-limit.ts';
import { type HttpServerConfig, type RunningServer, startHttpServer } from '../../server/http-server.ts';

/** Where the server suite keeps its data: `DATABASE_URL` (PostgreSQL, `npm run test:pg`) or in-memory PGlite. */
export const testDatabaseUrl = process.env.DATABASE_URL ?? 'memory:';

/** Marker in the stand-in index.html, so tests can tell the SPA fallback answered. */
export const testIndexMarker = 'portal-test-index';

export interface TestServer {
  /** `http://localhost:<port>` — the origin the built-in identity provider issues tokens for. */
  url: string;
  /** Same listener as `url`, but as a different origin (`http://127.0.0.1:<port>`), hence a different issuer. */
  loopbackUrl: string;
  database: OpenDb;
  /** The running server (its identity-provider registry, listener). */
  running: RunningServer;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Serve this UI build (the component tests load the built elements); default: a stand-in index.html. */
  distDir?: string;
  /** Lower limits for the public endpoints (tests of the limits themselves). */
  rateLimits?: PublicLimitOverrides;
  /** Keep the rate-limit counters and login failures already in the database (a second process). */
  keepCounters?: boolean;
  /** Settings as the environment gives them (server/config.ts), e.g. the production profile. */
  env?: NodeJS.ProcessEnv;
  /**
   * Settings past the parser: the production profile on the in-memory database (readConfig
   * refuses production without PostgreSQL).
   */
  overrides?: Partial<HttpServerConfig>;
  /** Another database than the suite's (a test of database roles). */
  databaseUrl?: string;
  /** Prepares the database instead of the demo seed (the process entry's preparePortal, server/main.ts). */
  prepare?: (db: OpenDb['db']) => Promise<unknown>;
}

/** Opens and seeds the test database (small demo scale unless asked) and starts the server on a free port. */
export async function startTestServer(
  options: SeedOptions = { scale: 'small' },
  {
    distDir: builtUi,
    rateLimits,
    keepCounters = false,
    env = {},
    overrides,
    databaseUrl = testDatabaseUrl,
    prepare,
  }: TestServerOptions = {},
): Promise<TestServer> {
  const distDir = builtUi ?? (await standInDist());
  const removeDist = () => (builtUi ? Promise.resolve() : rm(distDir, { recursive: true, force: true }));
  const database = await openDb(databaseUrl);
  try {
    await (prepare ? prepare(database.db) : seedDemoData(database.db, options));
    // On PostgreSQL the counters outlive a test file; each file starts from zero.
    if (!keepCounters) await clearCounters(database);
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      EMBED_PORT: '0',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: options.scale ?? 'full',
      ANALYTICS_SCALE: options.scale ?? 'full',
      ...env,
    });
    const running = await startHttpServer({ ...config, distDir, rateLimits, analyticsSeed, ...overrides }, database);
    const port = new URL(running.url).port;
    return {
      url: running.url,
      loopbackUrl: `http://127.0.0.1:${port}`,
      database,
      running,
      close: async () => {
        await running.close();
        await database.close();
        await removeDist();
      },
    };
  } catch (error) {
    await database.close();
    await removeDist();
    throw error;
  }
}

/** Rate-limit counters and login failures back to zero (the hits the limiter holds in memory are written first). */
async function clearCounters(database: OpenDb): Promise<void> {
  await flushRateLimitCounters(database.db);
  await database.db.execute(sql`truncate rate_limit_counter, login_lockout`);
}

/** The worker's shared server: no `close`, it lives as long as the worker. */
export type SharedTestServer = Omit<TestServer, 'close'>;

let shared: Promise<TestServer> | undefined;

/**
 * The test worker's one server (small demo scale, stand-in UI), started and seeded by the first
 * file that asks and kept for every later file of the same worker: the server files of the
 * `server` project in vitest.config.ts run with `isolate: false`, so this module, and the
 * server, outlive a file. Each file starts with the rate-limit counters and login failures at
 * zero, as with a server of its own; the rows a file writes stay (as they do on PostgreSQL,
 * where every file shares one database), so files create their own rows and never assume
 * another file's. A file that changes what the whole server sees (limits, triggers, the
 * database's connections) starts its own server with `startTestServer` in the `isolated` project.
 * The server ends with its worker process, so a file does not close it.
 */
export async function sharedTestServer(): Promise<SharedTestServer> {
  if (!shared) {
    shared = startTestServer();
    shared.catch(() => {
      shared = undefined;
    });
    return shared;
  }
  const server = await shared;
  await clearCounters(server.database);
  return server;
}

async function standInDist(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'portal-test-dist-'));
  await writeFile(
    join(distDir, 'index.html'),
    `<!DOCTYPE html><html lang="de"><head><title>${testIndexMarker}</title></head><body><portal-shell></portal-shell></body></html>`,
  );
  return distDir;
}
