/**
 * The mounted API routes as the probes see them (test/server/route-matrix.test.ts,
 * test/server/route-fuzz.test.ts, test/server/openapi.test.ts): read from the Hono app itself by
 * server/openapi/routes.ts, so a route added tomorrow is probed tomorrow without touching the tests.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createApp } from '../../server/app.ts';
import type { OpenDb } from '../../server/db/open.ts';
import * as t from '../../server/db/schema.ts';
import type { ValidatorInfo } from '../../server/http/validate.ts';
import { hashPassword } from '../../server/idp/passwords.ts';
import { type ApiRoute, describeRoutes } from '../../server/openapi/routes.ts';

export { type ApiRoute, apiBases, unusedId } from '../../server/openapi/routes.ts';

/** Every concrete route (method + pattern) of the three APIs with what guards and validates it. */
export function apiRoutes(database: OpenDb): ApiRoute[] {
  return describeRoutes(createApp({ database, verifyToken: async () => ({ sub: 'unused' }), distDir: '/nonexistent' }));
}

export function validatorOf(route: ApiRoute, target: ValidatorInfo['target']): z.ZodType | undefined {
  return route.validators.find((v) => v.target === target)?.schema;
}

/**
 * A signed-in portal user without a single role: every permission guard must refuse it. Created in
 * the database directly (own login, removed again by the returned function).
 */
export async function createUserWithoutPermissions(
  database: OpenDb,
): Promise<{ login: string; password: string; remove: () => Promise<void> }> {
  const { db } = database;
  const login = `route-probe-${randomUUID().slice(0, 8)}`;
  const password = 'route-probe-password';
  const sub = randomUUID();
  await db.insert(t.idpAccount).values({
    sub,
    login,
    passwordHash: await hashPassword(password),
    givenName: 'Route',
    familyName: 'Probe',
    email: `${login}@example.com`,
    domain: 'example.com',
  });
  await db.insert(t.portalUser).values({ openIdUserId: sub, username: login, authType: 1 });
  return {
    login,
    password,
    remove: async () => {
      await db.delete(t.portalUser).where(eq(t.portalUser.openIdUserId, sub));
      await db.delete(t.idpAccount).where(eq(t.idpAccount.sub, sub));
    },
  };
}

/** Row counts of every table, in one statement. */
/** Tables that only count requests (server/http/rate-limit.ts). */
const countersOnly = new Set(['rate_limit_counter']);

export async function rowCounts(database: OpenDb): Promise<Record<string, number>> {
  const { db } = database;
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows
    .map((r) => r.name)
    // Refused requests are counted by the rate limiter: that bookkeeping is not data they wrote.
    .filter((name) => !countersOnly.has(name));
  const counts = sql.raw(`select ${tables.map((n) => `(select count(*) from "${n}")::int as "${n}"`).join(', ')}`);
  const [row] = ((await db.execute(counts)) as unknown as { rows: Record<string, number>[] }).rows;
  return row!;
}
