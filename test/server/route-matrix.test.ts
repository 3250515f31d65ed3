import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiRoute, apiRoutes, createUserWithoutPermissions } from '../helpers/routes.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * Every mounted route of the three APIs (read from the Hono app, so new routes are included by
 * themselves), called without a token, with a garbage token and as a signed-in portal user who
 * holds no permission at all. Expected: 401 / 401 / 403 — or the route's public answer — and never
 * a 5xx. A route without a bearer guard must be listed as public below; a route without a
 * permission guard must be listed as open to every signed-in user; otherwise this test fails.
 */

/** Public routes (no token): calculators, dealer search, CRM localization lists, the API documents, the Bekon tracker, public media. */
const publicRoutes = [
  /^\/(portal|webcrmapi|portalapiproduction)\/api\/openapi\.json$/,
  /^\/portal\/api\/docs(\/|$)/,
  /^\/portal\/api\/(KRN41|PM\/KRN92|KCModel|HPC|XFlair|XFlairTausch|ConvectorLoadCalc)(\/|$)/,
  // the building calculators and the product-selection tools, embeddable signed out like the calculators
  /^\/portal\/api\/(BuildingCalc|BuildingCalcV2|AirHeater|DoorAirCurtain|IndoorAirQuality|ControlValve)(\/|$)/,
  /^\/webcrmapi\/api\/(DealerSearch|Localization)\//,
  // Bekon's delivery tracker, public on Bekon's Swiss site (a 404 on every other host)
  /^\/portal\/api\/BekonTracking$/,
  // the convectors' public product media (contract/product-media.ts publicMediaFolders)
  /^\/portal\/api\/PublicFile\//,
];

/** Routes any signed-in caller may use (no permission): their own session, favourites and CRM record. */
const signedInRoutes = [
  /^\/portal\/api\/Auth\//,
  /^\/portal\/api\/Favorites(\/|$)/,
  /^\/portal\/api\/User\/:userId\/favorite$/,
  /^\/portal\/api\/User\/GetLanguage$/,
  /^\/portal\/api\/UserParameter(\/|$)/,
  /^\/portal\/api\/SavedProject(\/|$)/,
  /^\/webcrmapi\/api\/Registration(EndCustomer|Specialist|Simple)$/,
  /^\/webcrmapi\/api\/User\/:id(\/status)?$/,
];

let server: SharedTestServer;
let routes: ApiRoute[];
let probeToken: string;
let removeProbe: () => Promise<void>;

beforeAll(async () => {
  server = await sharedTestServer();
  routes = apiRoutes(server.database);
  const probe = await createUserWithoutPermissions(server.database);
  removeProbe = probe.remove;
  probeToken = (await oidcLogin(server.url, probe.login, probe.password)).access_token;
});

afterAll(async () => {
  await removeProbe?.();
});

async function call(route: ApiRoute, token?: string): Promise<number> {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  if (withBody) headers.set('content-type', 'application/json');
  const response = await fetch(`${server.url}${route.path}`, {
    method: route.method,
    headers,
    body: withBody ? '{}' : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

describe('route matrix', () => {
  it('finds the routes of all three APIs', () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const base of ['/portal/api/', '/webcrmapi/api/']) {
      expect(
        routes.some((r) => r.pattern.startsWith(base)),
        base,
      ).toBe(true);
    }
  });

  it('answers 401 / 401 / 403 (or the public answer), never 5xx', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.pattern}`;
      const isPublic = publicRoutes.some((p) => p.test(route.pattern));
      const forEveryone = signedInRoutes.some((p) => p.test(route.pattern));
      if (!route.needsToken && !isPublic) problems.push(`${name}: no bearer guard and not listed as public`);
      if (route.needsToken && !route.permissions.length && !forEveryone) {
        problems.push(`${name}: no requirePermission() and not listed as open to every signed-in user`);
      }
      const statuses = await Promise.all([call(route), call(route, 'garbage.token.value'), call(route, probeToken)]);
      const [anonymous, garbage, unprivileged] = statuses as [number, number, number];
      if (statuses.some((s) => s >= 500)) problems.push(`${name}: ${statuses.join('/')} (5xx)`);
      if (route.needsToken) {
        if (anonymous !== 401 || garbage !== 401)
          problems.push(`${name}: ${anonymous}/${garbage} without a valid token`);
        if (route.permissions.length && unprivileged !== 403) {
          problems.push(`${name}: ${unprivileged} for a user without ${route.permissions.join(' or ')}`);
        }
      } else if ([anonymous, garbage].some((s) => s === 401 || s === 403)) {
        problems.push(`${name}: public route answered ${anonymous}/${garbage}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
