/**
 * The mounted API routes as the probes see them (test/server/route-matrix.test.ts,
 * test/server/route-fuzz.test.ts): read from the Hono app itself (`app.routes`, the router's
 * handler chain), so a route added tomorrow is probed tomorrow without touching the tests.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { createApp } from '../../server/app.ts';
import { bearerGuards } from '../../server/auth/bearer.ts';
import { permissionGuards } from '../../server/auth/permissions.ts';
import type { OpenDb } from '../../server/db/open.ts';
import * as t from '../../server/db/schema.ts';
import { type ValidatorInfo, validators } from '../../server/http/validate.ts';
import { hashPassword } from '../../server/idp/passwords.ts';

export const apiBases = ['/portal/api', '/webcrmapi/api', '/portalapiproduction/api'] as const;

export interface ApiRoute {
  method: string;
  /** The route's pattern, e.g. `/portal/api/Role/:id`. */
  pattern: string;
  /** The pattern with sample path parameters (a UUID nobody uses, `1` for accessType). */
  path: string;
  needsToken: boolean;
  permissions: string[];
  validators: ValidatorInfo[];
}

export const unusedId = '00000000-0000-4000-8000-0000000000aa';

function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'accessType' ? '1' : unusedId));
}

/** Every concrete route (method + pattern) of the three APIs with what guards and validates it. */
export function apiRoutes(database: OpenDb): ApiRoute[] {
  const app = createApp({ database, verifyToken: async () => ({ sub: 'unused' }), distDir: '/nonexistent' });
  // `app.get(path, a, b, c)` lists a, b and c as three entries: the last one is the route's own handler.
  const last = new Map<string, (typeof app.routes)[number]>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (!apiBases.some((base) => route.path.startsWith(`${base}/`))) continue;
    last.set(`${route.method} ${route.path}`, route);
  }
  const routes: ApiRoute[] = [];
  for (const route of last.values()) {
    const path = samplePath(route.path);
    const [matched] = app.router.match(route.method, path) as unknown as [[[MiddlewareHandler, unknown], unknown][]];
    const unwrap = (handler: unknown) =>
      ((handler as Record<string, unknown>).__COMPOSED_HANDLER ?? handler) as MiddlewareHandler;
    const all = matched.map(([[handler]]) => unwrap(handler));
    // What runs: the chain up to the route's own handler (middleware registered later never runs).
    const own = all.lastIndexOf(unwrap(route.handler));
    const chain = own >= 0 ? all.slice(0, own + 1) : all;
    routes.push({
      method: route.method,
      pattern: route.path,
      path,
      needsToken: chain.some((h) => bearerGuards.has(h)),
      permissions: chain.flatMap((h) => (permissionGuards.get(h) ?? []).map((p) => p.technicalName)),
      validators: chain.flatMap((h) => {
        const info = validators.get(h);
        return info ? [info] : [];
      }),
    });
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern) || a.method.localeCompare(b.method));
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
export async function rowCounts(database: OpenDb): Promise<Record<string, number>> {
  const { db } = database;
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((r) => r.name);
  const counts = sql.raw(`select ${tables.map((n) => `(select count(*) from "${n}")::int as "${n}"`).join(', ')}`);
  const [row] = ((await db.execute(counts)) as unknown as { rows: Record<string, number>[] }).rows;
  return row!;
}
