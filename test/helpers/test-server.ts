import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readConfig } from '../../server/config.ts';
import { type OpenDb, openDb } from '../../server/db/open.ts';
import { demoSeedModule, type SeedOptions, seedDemoData } from '../../server/demo/seed.ts';
import type { PublicLimitOverrides } from '../../server/http/public-limits.ts';
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
  }: TestServerOptions = {},
): Promise<TestServer> {
  const distDir = builtUi ?? (await standInDist());
  const removeDist = () => (builtUi ? Promise.resolve() : rm(distDir, { recursive: true, force: true }));
  const database = await openDb(databaseUrl);
  try {
    await seedDemoData(database.db, options);
    // On PostgreSQL the counters outlive a test file; each file starts from zero.
    if (!keepCounters) await database.db.execute(sql`truncate rate_limit_counter, login_lockout`);
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      EMBED_PORT: '0',
      DATABASE_URL: databaseUrl,
      DEMO_SCALE: options.scale ?? 'full',
      ANALYTICS_SCALE: options.analyticsScale ?? options.scale ?? 'full',
      ...env,
    });
    const running = await startHttpServer(
      { ...config, distDir, rateLimits, analyticsSeedModule: demoSeedModule, ...overrides },
      database,
    );
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

async function standInDist(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'portal-test-dist-'));
  await writeFile(
    join(distDir, 'index.html'),
    `<!DOCTYPE html><html lang="de"><head><title>${testIndexMarker}</title></head><body><portal-shell></portal-shell></body></html>`,
  );
  return distDir;
}
