import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './scripts/vite-plugin-messages.ts';

/**
 * Server files that start a server of their own (test/helpers/test-server.ts `startTestServer`):
 * they change what every file of a server would see (lower rate limits, disabled triggers, the
 * database's connections ended, the production profile, another database role), so they keep a
 * fresh worker each.
 */
const ownServerFiles = [
  'test/server/database.test.ts',
  'test/server/deployment.test.ts',
  'test/server/faults.test.ts',
  'test/server/generation-wire.test.ts',
  'test/server/openapi-contract.test.ts',
  'test/server/perf-caches.test.ts',
  'test/server/pg-application-role.test.ts',
  'test/server/rate-limits.test.ts',
];

/**
 * Files that test PostgreSQL itself (another database role, its wire protocol): they run in
 * `npm run test:pg` only.
 */
const postgresOnlyFiles = ['test/server/pg-application-role.test.ts', 'test/server/generation-wire.test.ts'];
const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

export default defineConfig({
  plugins: [messagesPlugin()],
  test: {
    environment: 'node',
    // PGlite start-up and scrypt hashing dominate; server files run in parallel on 2 cores. A
    // worker's first server file starts and seeds the shared server in its beforeAll.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: on CI's two that is one, and the whole
    // suite ran file after file on one core while the other mostly waited (docs/performance.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ownServerFiles, exclude: onPostgres ? [] : postgresOnlyFiles },
      },
      {
        // One server per worker (`sharedTestServer`), started and seeded by the worker's first
        // file: without isolation the helper module, and so the server, outlive each file.
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          exclude: ownServerFiles,
          isolate: false,
        },
      },
    ],
  },
});
