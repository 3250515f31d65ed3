import { request } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { demoAccounts, demoRoles } from '../../server/demo/accounts.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer, testDatabaseUrl } from '../helpers/test-server.ts';

// The server keeps callers' grants and favourites lists in memory (server/auth/grants-cache.ts,
// server/areas/favorites/cache.ts). These tests prove that no write — through this server,
// straight into the database, or through another server on the same PostgreSQL — is ever
// answered around.

const employeeSub = demoAccounts.find((a) => a.login === 'employee')!.sub;
const canteenApplications = '/OrderSystemApplication';

let server: TestServer;
let admin: ApiCall;
let employee: ApiCall;
let employeeId: string;

beforeAll(async () => {
  server = await startTestServer();
  const [a, e] = await Promise.all([
    oidcLogin(server.url, 'admin', 'admin', { stepUp: true }),
    oidcLogin(server.url, 'employee'),
  ]);
  admin = portalApiAs(server.url, a.access_token);
  employee = portalApiAs(server.url, e.access_token);
  const [row] = await server.database.db.select().from(t.portalUser).where(eq(t.portalUser.openIdUserId, employeeSub));
  employeeId = row!.id;
});

afterAll(async () => {
  await server?.close();
});

const onPostgres = /^postgres(ql)?:\/\//.test(testDatabaseUrl);

/**
 * After a write that bypassed the server: PGlite announces it before the write's promise settles,
 * so the very next read must pass `check`; a PostgreSQL listener hears it a moment after the
 * commit (well under a millisecond on one machine), so there the read is repeated for a short while.
 */
async function afterForeignWrite<T>(read: () => Promise<T>, check: (value: T) => void): Promise<void> {
  const deadline = Date.now() + (onPostgres ? 2_000 : 0);
  for (;;) {
    const value = await read();
    try {
      check(value);
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

const names = async (call: ApiCall) => {
  const answer = await call('GET', '/Favorites');
  expect(answer.status).toBe(200);
  return (answer.body as { name: string }[]).map((f) => f.name);
};

describe('in-memory caches of one server', () => {
  it('answers a cached favourites list again after a write through the API and one straight into the database', async () => {
    const before = await names(employee);
    expect(await names(employee)).toEqual(before);

    const created = await employee('POST', '/Favorites', { name: 'Cache A', path: '/de/de/PM' });
    expect(created.status).toBe(201);
    expect(await names(employee)).toContain('Cache A');

    // Another writer (a script, psql, another process): the database's notification drops the entry.
    await server.database.db
      .update(t.portalFavorite)
      .set({ name: 'Cache B' })
      .where(eq(t.portalFavorite.id, created.body.id));
    await afterForeignWrite(
      () => names(employee),
      (after) => {
        expect(after).toContain('Cache B');
        expect(after).not.toContain('Cache A');
      },
    );

    // The list really comes from memory: a write the database does not announce (no notification,
    // no generation bump: migrations 0006 and 0018) stays unseen …
    await server.database.db.execute(sql`alter table portal_favorite disable trigger portal_favorite_notify`);
    await server.database.db.execute(sql`alter table portal_favorite disable trigger portal_favorite_bump_generation`);
    try {
      await server.database.db
        .update(t.portalFavorite)
        .set({ name: 'Cache C' })
        .where(eq(t.portalFavorite.id, created.body.id));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await names(employee)).toContain('Cache B');
    } finally {
      await server.database.db.execute(sql`alter table portal_favorite enable trigger portal_favorite_notify`);
      await server.database.db.execute(sql`alter table portal_favorite enable trigger portal_favorite_bump_generation`);
    }
    // … until the next announced one.
    await server.database.db.delete(t.portalFavorite).where(eq(t.portalFavorite.id, created.body.id));
    await afterForeignWrite(
      () => names(employee),
      (after) => expect(after).toEqual(before),
    );
  });

  it('takes a revoked role away at once, whether revoked through the API or in the database', async () => {
    expect((await employee('GET', canteenApplications)).status).toBe(200);

    const revoked = await admin('DELETE', `/User/${employeeId}/role/${demoRoles.employeeDe.id}`);
    expect(revoked.status).toBe(204);
    expect((await employee('GET', canteenApplications)).status).toBe(403);

    expect((await admin('POST', `/User/${employeeId}/role`, { id: demoRoles.employeeDe.id })).status).toBe(201);
    expect((await employee('GET', canteenApplications)).status).toBe(200);

    await server.database.db
      .delete(t.portalUserRole)
      .where(and(eq(t.portalUserRole.userId, employeeId), eq(t.portalUserRole.roleId, demoRoles.employeeDe.id)));
    const status = async () => (await employee('GET', canteenApplications)).status;
    await afterForeignWrite(status, (s) => expect(s).toBe(403));
    await server.database.db.insert(t.portalUserRole).values({ userId: employeeId, roleId: demoRoles.employeeDe.id });
    await afterForeignWrite(status, (s) => expect(s).toBe(200));
  });
});

/** A call to `port` as if to `origin` (tokens name the origin they were issued for). */
function callVia(port: number, origin: string, token: string): ApiCall {
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: `/portal/api${path}`,
          headers: {
            host: new URL(origin).host,
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({
              status: res.statusCode ?? 0,
              body: text ? JSON.parse(text) : null,
              headers: new Headers(res.headers as Record<string, string>),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

// Two servers with their own connections and caches on one PostgreSQL (`npm run test:pg`); with
// PGlite one process owns the database, and the tests above prove its notifications.
if (onPostgres) {
  describe('two servers on one PostgreSQL', () => {
    let second: TestServer;
    let employeeOnSecond: ApiCall;

    beforeAll(async () => {
      second = await startTestServer();
      const token = (await oidcLogin(server.url, 'employee')).access_token;
      employeeOnSecond = callVia(Number(new URL(second.url).port), server.url, token);
    });

    afterAll(async () => {
      await second?.close();
    });

    it('takes a role revoked on one server away on the other at once', async () => {
      expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(200);
      expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(200);

      expect((await admin('DELETE', `/User/${employeeId}/role/${demoRoles.employeeDe.id}`)).status).toBe(204);
      expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(403);

      expect((await admin('POST', `/User/${employeeId}/role`, { id: demoRoles.employeeDe.id })).status).toBe(201);
      expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(200);
    });

    // Strict, not just fast: the change below sends no notification at all, so only the auth
    // generation (server/auth/auth-generation.ts, bumped in the same transaction) can tell.
    it('refuses a role revoked without any notification at the next request, through the auth generation', async () => {
      const roleOf = and(eq(t.portalUserRole.userId, employeeId), eq(t.portalUserRole.roleId, demoRoles.employeeDe.id));
      const withoutTriggers = async (change: (tx: typeof server.database.db) => Promise<unknown>) =>
        server.database.db.transaction(async (tx) => {
          await tx.execute(sql`alter table portal_user_role disable trigger portal_user_role_notify_grants`);
          await change(tx as unknown as typeof server.database.db);
          await tx.execute(sql`alter table portal_user_role enable trigger portal_user_role_notify_grants`);
        });
      // The earlier tests' notifications may still be on their way on a busy machine (CI runs this
      // beside the browser journeys): one arriving after the unannounced change below would empty
      // the cache and hide what this test shows. Let them land first.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(200);
      try {
        // Unannounced and uncounted: the second server still answers from its cache …
        await withoutTriggers((tx) => tx.delete(t.portalUserRole).where(roleOf));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(200);
        // … counted but unannounced: refused at the very next request; a server with
        // STRICT_REVOCATION=off trusts its notifications alone and answers from its cache.
        const lax = await startTestServer(undefined, { env: { STRICT_REVOCATION: 'off' }, keepCounters: true });
        try {
          const token = (await oidcLogin(server.url, 'employee')).access_token;
          const employeeOnLax = callVia(Number(new URL(lax.url).port), server.url, token);
          await server.database.db
            .insert(t.portalUserRole)
            .values({ userId: employeeId, roleId: demoRoles.employeeDe.id })
            // The second server's demo seed gave it back already.
            .onConflictDoNothing();
          expect((await employeeOnLax('GET', canteenApplications)).status).toBe(200);
          expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(200);
          await withoutTriggers((tx) => tx.delete(t.portalUserRole).where(roleOf));
          await server.database.db.execute(sql`select portal_bump_auth_generation()`);
          expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(403);
          expect((await employeeOnLax('GET', canteenApplications)).status).toBe(200);
        } finally {
          await lax.close();
        }
      } finally {
        await server.database.db
          .insert(t.portalUserRole)
          .values({ userId: employeeId, roleId: demoRoles.employeeDe.id })
          .onConflictDoNothing();
      }
      expect((await employeeOnSecond('GET', canteenApplications)).status).toBe(200);
    });

    it('refuses the tokens of a sign-in ended elsewhere at the next request, without a notification', async () => {
      const token = (await oidcLogin(server.url, 'employee')).access_token;
      const onSecond = callVia(Number(new URL(second.url).port), server.url, token);
      expect((await onSecond('GET', canteenApplications)).status).toBe(200);
      expect((await onSecond('GET', canteenApplications)).status).toBe(200);
      const { gid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { gid: string };
      // What sign-out does, minus the provider's notification: the grant's record goes.
      await server.database.db
        .delete(t.oidcPayload)
        .where(and(eq(t.oidcPayload.type, 'Grant'), eq(t.oidcPayload.id, gid)));
      expect((await onSecond('GET', canteenApplications)).status).toBe(401);
    });

    it('shows a favourite written on one server in the other’s cached list at once', async () => {
      const before = await names(employeeOnSecond);
      expect(await names(employeeOnSecond)).toEqual(before);
      const created = await employee('POST', '/Favorites', { name: 'Zweiter Prozess', path: '/de/de/PM' });
      expect(created.status).toBe(201);
      expect(await names(employeeOnSecond)).toContain('Zweiter Prozess');
      expect((await employee('DELETE', `/Favorites/${created.body.id}`)).status).toBe(204);
      expect(await names(employeeOnSecond)).toEqual(before);
    });

    // Read-your-writes behind a round-robin proxy does not wait for the notification: the write
    // below sends none, only the generation bump of migration 0018 in the same transaction.
    it('shows a favourite written without a notification in the other server’s list at its next request', async () => {
      const before = await names(employeeOnSecond);
      expect(await names(employeeOnSecond)).toEqual(before);
      const created = await server.database.db.transaction(async (tx) => {
        await tx.execute(sql`alter table portal_favorite disable trigger portal_favorite_notify`);
        const [row] = await tx
          .insert(t.portalFavorite)
          .values({ userId: employeeId, name: 'Ohne Nachricht', path: '/de/de/PM' })
          .returning();
        await tx.execute(sql`alter table portal_favorite enable trigger portal_favorite_notify`);
        return row!;
      });
      try {
        expect(await names(employeeOnSecond)).toContain('Ohne Nachricht');
      } finally {
        await server.database.db.delete(t.portalFavorite).where(eq(t.portalFavorite.id, created.id));
      }
    });
  });
}
