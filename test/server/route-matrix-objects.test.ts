import { and, eq, isNotNull, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { decodeJwt, oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiRoute, apiRoutes } from '../helpers/routes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * The route matrix at object level and brand level (ASVS 5.0 V8; test/server/route-matrix.test.ts
 * covers sign-in and permissions). Every route that takes a path parameter is read from the Hono
 * app and must have a cell below, so a new route cannot skip it:
 *
 * - `owned`: the parameter names something that belongs to one user (or one sales organisation).
 *   Two users holding the same permissions each get a real object; the caller's own id is allowed
 *   (anything but 401/403/404/5xx), the other's is a 403 or 404 — never 2xx, never a 400 that would
 *   show validation ran before ownership.
 * - `shared`: the parameter names something every holder of the route's permission manages (the
 *   reason is written down); the permission cells of the other matrix cover it.
 *
 * Brand level: a brand is a host, and the built-in provider signs tokens per host. Every route
 * that needs a token refuses one issued on another brand's host (401), and the brand-gated
 * public route refuses hosts of other brands (404).
 */

type Login = 'employee' | 'admin' | 'sales' | 'partner';
/** Path parameter values: the caller's own object and a second user's real one. */
interface Objects {
  caller: Login;
  own: Record<string, string>;
  other: Record<string, string>;
}
type Cell = { pattern: RegExp; owned: () => Promise<Objects> } | { pattern: RegExp; shared: string };

let server: TestServer;
let routes: ApiRoute[];
const tokens = {} as Record<Login, string>;
const userIds = {} as Record<Login, string>;

const db = () => server.database.db;

async function twoRows<T>(insert: (login: Login) => Promise<T>, caller: Login, second: Login) {
  return { own: await insert(caller), other: await insert(second) };
}

const favorites = async (): Promise<Objects> => {
  const ids = await twoRows(
    async (login) => {
      const [row] = await db()
        .insert(t.portalFavorite)
        .values({ userId: userIds[login], name: `Matrix ${login}`, path: '/portal/de/de/home' })
        .returning();
      return row!.id;
    },
    'employee',
    'admin',
  );
  return { caller: 'employee', own: { id: ids.own }, other: { id: ids.other } };
};

const savedProjects = async (): Promise<Objects> => {
  const ids = await twoRows(
    async (login) => {
      const [row] = await db()
        .insert(t.savedProject)
        .values({ userId: userIds[login], tool: 'asco-designer', name: `Matrix ${login}`, state: {} })
        .returning();
      return row!.id;
    },
    'employee',
    'admin',
  );
  return { caller: 'employee', own: { id: ids.own }, other: { id: ids.other } };
};

const ownUser = async (): Promise<Objects> => ({
  caller: 'employee',
  own: { userId: userIds.employee },
  other: { userId: userIds.admin },
});

const parameters = async (): Promise<Objects> => {
  const ids = await twoRows(
    async (login) => {
      const [row] = await db()
        .insert(t.portalUserParameter)
        .values({ userId: userIds[login], name: 'navCollapsed', type: 0, value: 'true' })
        .returning();
      return row!.userParametersId;
    },
    'employee',
    'admin',
  );
  return { caller: 'employee', own: { userParametersId: ids.own }, other: { userParametersId: ids.other } };
};

const reportingQueries = async (): Promise<Objects> => {
  const ids = await twoRows(
    async (login) => {
      const [row] = await db()
        .insert(t.reportingQuery)
        .values({ name: `Matrix ${login}`, data: { dimensions: [], measures: [] }, creatorId: userIds[login] })
        .returning();
      return row!.id;
    },
    'employee',
    'admin',
  );
  return { caller: 'employee', own: { id: ids.own }, other: { id: ids.other } };
};

const sharedQueries = async (): Promise<Objects> => {
  const { own, other } = await reportingQueries();
  // Each query shared with the sales rep: only the query's creator may withdraw the share.
  for (const id of [own.id!, other.id!]) {
    await db().insert(t.reportingSharedQuery).values({ reportingQueryId: id, userId: userIds.sales });
  }
  return {
    caller: 'employee',
    own: { id: own.id!, userId: userIds.sales },
    other: { id: other.id!, userId: userIds.sales },
  };
};

const sqlQueries = async (): Promise<Objects> => {
  const ids = await twoRows(
    async (login) => {
      const [row] = await db()
        .insert(t.sapSqlQuery)
        .values({ name: `Matrix ${login}`, query: 'select 1', creatorId: userIds[login] })
        .returning();
      return row!.id;
    },
    'sales',
    'admin',
  );
  return { caller: 'sales', own: { id: ids.own }, other: { id: ids.other } };
};

const sqlShares = async (): Promise<Objects> => {
  const { own, other } = await sqlQueries();
  // Each statement shared with employee: only its creator (or employee) may withdraw the share.
  for (const id of [own.id!, other.id!]) {
    await db().insert(t.sapSqlSharedQuery).values({ queryId: id, userId: userIds.employee });
  }
  return {
    caller: 'sales',
    own: { id: own.id!, userId: userIds.employee },
    other: { id: other.id!, userId: userIds.employee },
  };
};

const canteenOrders = async (): Promise<Objects> => {
  const [template] = await db().select().from(t.canteenOrder).limit(1);
  const ids = await twoRows(
    async (login) => {
      const [existing] = await db()
        .select()
        .from(t.canteenOrder)
        .where(and(eq(t.canteenOrder.userId, userIds[login]), eq(t.canteenOrder.planId, template!.planId)));
      if (existing) return existing.id;
      const [row] = await db()
        .insert(t.canteenOrder)
        .values({ applicationId: template!.applicationId, planId: template!.planId, userId: userIds[login] })
        .returning();
      return row!.id;
    },
    'employee',
    'admin',
  );
  const applicationId = template!.applicationId;
  return { caller: 'employee', own: { applicationId, id: ids.own }, other: { applicationId, id: ids.other } };
};

const salesOrders = async (): Promise<Objects> => {
  const inOrganisation = async (same: boolean) => {
    const code = eq(t.salesOrder.companyCode, '1000');
    const [row] = await db()
      .select({ number: t.salesOrder.orderNumber })
      .from(t.salesOrder)
      .where(same ? code : ne(t.salesOrder.companyCode, '1000'))
      .limit(1);
    return row!.number;
  };
  // The sales rep's organisation is company code 1000 (server/areas/sales/scope.ts).
  return {
    caller: 'sales',
    own: { orderNumber: await inOrganisation(true) },
    other: { orderNumber: await inOrganisation(false) },
  };
};

const crmRecords = async (): Promise<Objects> => {
  for (const login of ['partner', 'employee'] as const) {
    const sub = decodeJwt(tokens[login]).sub as string;
    await db()
      .insert(t.crmUser)
      .values({ openIdUserId: sub, status: 0, registrationKind: 'endCustomer' })
      .onConflictDoNothing();
  }
  return {
    caller: 'partner',
    own: { id: decodeJwt(tokens.partner).sub as string },
    other: { id: decodeJwt(tokens.employee).sub as string },
  };
};

const administered =
  'security administration: every holder of the users/roles permission manages all (four-eyes rules: test/server/security-review.test.ts)';
const canteen =
  'a canteen (applicationId) and its plans and articles: shared by everyone of that canteen; the orders listed are the caller’s own, scoped in the handler';

const cells: Cell[] = [
  { pattern: /^\/portal\/api\/Favorites\/:id$/, owned: favorites },
  { pattern: /^\/portal\/api\/SavedProject\/:id$/, owned: savedProjects },
  { pattern: /^\/portal\/api\/(Favorites\/user\/:userId|User\/:userId\/favorite)$/, owned: ownUser },
  { pattern: /^\/portal\/api\/UserParameter\/:userParametersId$/, owned: parameters },
  { pattern: /^\/portal\/api\/reporting\/Query\/:id$/, owned: reportingQueries },
  { pattern: /^\/portal\/api\/reporting\/SharedQuery\/:id\/:userId$/, owned: sharedQueries },
  { pattern: /^\/portal\/api\/SapSql\/Query\/:id(\/Share)?$/, owned: sqlQueries },
  { pattern: /^\/portal\/api\/SapSql\/Query\/:id\/Share\/:userId$/, owned: sqlShares },
  {
    pattern: /^\/portal\/api\/OrderSystemUserOrder\/:applicationId\/:id\/(updateOrder|deleteOrder)$/,
    owned: canteenOrders,
  },
  { pattern: /^\/portal\/api\/OrderTracking\/:orderNumber$/, owned: salesOrders },
  { pattern: /^\/webcrmapi\/api\/User\/:id(\/status)?$/, owned: crmRecords },
  { pattern: /^\/portal\/api\/(User|Role|Permissions|PermissionSets|Resources|LoginLockout)\//, shared: administered },
  { pattern: /^\/portal\/api\/OrderSystem(Article|Plan|Order|UserOrder)\/:applicationId\//, shared: canteen },
  {
    pattern: /^\/portal\/api\/KPI\/:kpiSite\//,
    shared: 'a plant’s key figures: every KPI reader (editor) — the data names no plants of a user (docs/security.md)',
  },
  {
    pattern: /^\/portal\/api\/Questionnaire\/:questionnaireId\//,
    shared: 'a questionnaire is the same for all; the answers are the caller’s own, scoped in the handler',
  },
  {
    pattern: /^\/portal\/api\/reporting\/Metadata\/:id$/,
    shared: 'the report definitions are the same for every reporting user',
  },
];

function pathOf(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

async function call(method: string, url: string, token: string): Promise<number> {
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const response = await fetch(url, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    body: withBody ? '{}' : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  server = await startTestServer();
  routes = apiRoutes(server.database);
  for (const login of ['employee', 'admin', 'sales', 'partner'] as const) {
    tokens[login] = (await oidcLogin(server.url, login)).access_token;
    const [user] = await db()
      .select({ id: t.portalUser.id })
      .from(t.portalUser)
      .where(eq(t.portalUser.username, login));
    if (user) userIds[login] = user.id;
  }
});
// On PostgreSQL every file shares one database: the rows made here must not reach another file's lists.
afterAll(async () => {
  if (server) {
    const made = await db()
      .select({ id: t.reportingQuery.id })
      .from(t.reportingQuery)
      .where(like(t.reportingQuery.name, 'Matrix %'));
    for (const { id } of made) {
      await db().delete(t.reportingSharedQuery).where(eq(t.reportingSharedQuery.reportingQueryId, id));
      await db().delete(t.reportingQuery).where(eq(t.reportingQuery.id, id));
    }
    await db().delete(t.sapSqlQuery).where(like(t.sapSqlQuery.name, 'Matrix %'));
    await db().delete(t.savedProject).where(like(t.savedProject.name, 'Matrix %'));
    await db().delete(t.portalFavorite).where(like(t.portalFavorite.name, 'Matrix %'));
  }
  await server?.close();
});

describe('route matrix: objects and brands', () => {
  it('has a cell for every route that takes a path parameter', () => {
    const withId = routes.filter((r) => r.pattern.includes('/:'));
    expect(withId.length).toBeGreaterThan(60);
    const missing = withId.filter((r) => !cells.some((cell) => cell.pattern.test(r.pattern)));
    expect(missing.map((r) => `${r.method} ${r.pattern}`)).toEqual([]);
  });

  it('allows the caller’s own object and refuses a second user’s real one (403/404), for every owned route', async () => {
    const problems: string[] = [];
    let probed = 0;
    for (const route of routes) {
      const cell = cells.find((c) => c.pattern.test(route.pattern));
      if (!cell || !('owned' in cell)) continue;
      const objects = await cell.owned();
      const token = tokens[objects.caller];
      const name = `${route.method} ${route.pattern} as ${objects.caller}`;
      // The other's first: a DELETE of one's own must not run before it.
      const other = await call(route.method, `${server.url}${pathOf(route.pattern, objects.other)}`, token);
      const own = await call(route.method, `${server.url}${pathOf(route.pattern, objects.own)}`, token);
      if (other !== 403 && other !== 404) problems.push(`${name}: ${other} for a second user's object`);
      if ([401, 403, 404].includes(own) || own >= 500) problems.push(`${name}: ${own} for the caller's own object`);
      probed++;
    }
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThanOrEqual(12);
  }, 180_000);

  it('refuses a token issued on another brand’s host for every route that needs one (401)', async () => {
    // Another origin is another issuer, exactly as portal.kermi.de and portal.pzpheating.cz are.
    const problems: string[] = [];
    const foreign = server.loopbackUrl;
    const values = new Proxy({} as Record<string, string>, { get: () => '00000000-0000-4000-8000-000000000000' });
    for (const route of routes.filter((r) => r.needsToken)) {
      const status = await call(route.method, `${foreign}${pathOf(route.pattern, values)}`, tokens.admin);
      if (status !== 401) problems.push(`${route.method} ${route.pattern}: ${status}`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('answers the brand-gated public route only on its brand’s host', async () => {
    const { request } = await import('node:http');
    const port = new URL(server.url).port;
    const [delivery] = await db()
      .select({ number: t.salesOrder.deliveryNumber, postalCode: t.salesOrder.shipToPostalCode })
      .from(t.salesOrder)
      .where(and(eq(t.salesOrder.brand, 'bekon'), isNotNull(t.salesOrder.deliveryNumber)))
      .limit(1);
    const path = `/portal/api/BekonTracking?deliveryNumber=${delivery!.number}&postalCode=${delivery!.postalCode}`;
    const onHost = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    // A real Bekon delivery: shown on Bekon's Swiss site, unknown on every other brand's.
    expect(await onHost(`www.bekon.ch:${port}`)).toBe(200);
    for (const host of ['portal.kermi.de', 'portal.pzpheating.cz', 'www.arbonia.ch']) {
      expect(await onHost(`${host}:${port}`), host).toBe(404);
    }
  });
});
