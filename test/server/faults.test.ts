import { drizzle } from 'drizzle-orm/node-postgres';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors.ts';
import { createApp } from '../../server/app.ts';
import { postgresNotifications } from '../../server/db/notify.ts';
import type { Db } from '../../server/db/open.ts';
import { postgresApplicationName } from '../../server/db/open.ts';
import * as schema from '../../server/db/schema.ts';
import { errorResponse } from '../../server/http/errors.ts';
import { unhandledRejectionHandler } from '../../server/process-guard.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { startTestServer, type TestServer, testDatabaseUrl } from '../helpers/test-server.ts';

/** Faults the server must survive: unexpected errors, an unreachable or restarting database, stray rejections. */

const secret = 'Sabine.Hoffmann@example.com';

describe('unexpected errors', () => {
  it('answer 500 with an error id, log the id and the stack but never the request values', async () => {
    const app = new Hono();
    app.onError((error, c) => errorResponse(c, error));
    app.post('/boom', async (c) => {
      const body = await c.req.json();
      throw new Error(`Failed query: insert … params: ${body.email}`);
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await app.request('/boom', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: secret }),
      });
      expect(response.status).toBe(500);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.errorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(body)).not.toContain(secret);
      const logged = log.mock.calls.flat().join('\n');
      expect(logged).toContain(body.errorId);
      expect(logged).toMatch(/\n\s+at /); // the stack frames
      expect(logged).not.toContain(secret);
    } finally {
      log.mockRestore();
    }
  });

  it('log a stray rejection of background work with an id instead of ending the process', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      unhandledRejectionHandler(new Error(`purge failed for ${secret}`));
      const logged = log.mock.calls.flat().join('\n');
      expect(logged).toMatch(/^Error [0-9a-f-]{36} \(unhandled rejection in background work\): Error/);
      expect(logged).not.toContain(secret);
    } finally {
      log.mockRestore();
    }
  });
});

describe('database unreachable', () => {
  it('answers 503 with Retry-After and a JSON body while PostgreSQL cannot be reached', async () => {
    // A real node-postgres pool aimed at a port nothing listens on.
    const pool = new pg.Pool({ connectionString: 'postgres://portal:portal@127.0.0.1:1/nothing', max: 2 });
    pool.on('error', () => {});
    // Its change notifications cannot connect either: the caches stay off and every read asks the pool.
    const notifications = postgresNotifications(
      () => new pg.Client({ connectionString: 'postgres://portal:portal@127.0.0.1:1/nothing' }),
      () => {},
    );
    const app = createApp({
      database: {
        db: drizzle({ client: pool, schema }) as unknown as Db,
        kind: 'postgres',
        notifications,
        close: () => pool.end(),
      },
      verifyToken: async () => ({ sub: '00000000-0000-4000-8000-000000000001' }),
      distDir: '/nonexistent',
    });
    try {
      const response = await app.request('/portal/api/Favorites', { headers: { authorization: 'Bearer a.b.c' } });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(((await response.json()) as ApiErrorBody).code).toBe('database_unavailable');
    } finally {
      await notifications.close();
      await pool.end();
    }
  });
});

// Runs where the suite runs on PostgreSQL (`npm run test:pg`); PGlite has no server connections to end.
if (/^postgres(ql)?:\/\//.test(testDatabaseUrl)) {
  describe('PostgreSQL ends the server’s connections', () => {
    let server: TestServer;
    afterAll(() => server?.close());

    it('keeps the process alive and answers again (503 meanwhile, never 500)', async () => {
      server = await startTestServer();
      const token = (await oidcLogin(server.url, 'employee')).access_token;
      const favorites = () =>
        fetch(`${server.url}/portal/api/Favorites`, { headers: { authorization: `Bearer ${token}` } });
      expect((await favorites()).status).toBe(200);

      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      try {
        const ended = await admin.query(
          `select pg_terminate_backend(pid) as ok from pg_stat_activity
           where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
          [postgresApplicationName],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await favorites();
        statuses.push(response.status);
        if (response.status === 503) expect(response.headers.get('retry-after')).toBe('5');
        if (response.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(
        statuses.every((s) => s === 200 || s === 503),
        statuses.join(),
      ).toBe(true);
      expect(statuses.at(-1)).toBe(200);
    });
  });
}
