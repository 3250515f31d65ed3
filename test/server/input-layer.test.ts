import { beforeAll, describe, expect, it } from 'vitest';
import { canteenApplicationIds } from '../../contract/canteen.ts';
import type { ApiErrorBody } from '../../contract/errors.ts';
import type { PortalFavorite } from '../../contract/favorites.ts';
import { jsonBoundsProblem } from '../../server/http/request-guard.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/** The app-wide input layer (server/http/request-guard.ts) and the read-only fields (server/http/read-only-fields.ts). */
let server: SharedTestServer;
let employee: ApiCall;
let admin: ApiCall;
let employeeToken: string;
let employeeId: string;
let adminId: string;

beforeAll(async () => {
  server = await sharedTestServer();
  employeeToken = (await oidcLogin(server.url, 'employee')).access_token;
  const adminToken = (await oidcLogin(server.url, 'admin', 'admin', { stepUp: true })).access_token;
  employee = portalApiAs(server.url, employeeToken);
  admin = portalApiAs(server.url, adminToken);
  const sub = (token: string) => JSON.parse(atob(token.split('.')[1]!)).sub as string;
  employeeId = (await employee('POST', '/Auth/loginOpenId', { sub: sub(employeeToken), login: 'employee' })).body.user
    .id;
  adminId = (await admin('POST', '/Auth/loginOpenId', { sub: sub(adminToken), login: 'admin' })).body.user.id;
});

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as ApiErrorBody };
}

describe('body size', () => {
  it('answers 413 with the JSON error body above 1 MB, on every API, before sign-in and on routes that read no body', async () => {
    const big = JSON.stringify({ language: 'x'.repeat(2 * 1024 * 1024) });
    for (const path of [
      '/webcrmapi/api/RegistrationSimple',
      '/portal/api/Favorites',
      '/portal/api/Auth/logout',
      '/portalapiproduction/api/anything',
    ]) {
      const answer = await raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${employeeToken}` },
        body: big,
      });
      expect(answer.status, path).toBe(413);
      expect(answer.body.code, path).toBe('payload_too_large');
    }
  });

  it('counts a body sent without Content-Length too', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 12; i++) controller.enqueue(new Uint8Array(128 * 1024).fill(0x20));
        controller.close();
      },
    });
    const answer = await raw('/portal/api/KRN41/calc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
  });
});

describe('JSON shape', () => {
  it('refuses deeply nested arrays in a public calculator body with a 400, not a stack overflow', async () => {
    const deep = `{"Bauhoehe":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const answer = await raw('/portal/api/KRN41/calc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toMatch(/^Bauhoehe(\.0)+$/);
    expect(answer.body.errors?.[0]?.code).toBe('depth');
  });

  it('finds depth and array length without recursion and names where', () => {
    expect(jsonBoundsProblem('{"a":[1,2,{"b":"[[[["}]}')).toBeNull();
    expect(jsonBoundsProblem('{"a":{"b":[[[1]]]}}', 4)).toMatchObject({ field: 'a.b.0.0', rule: 'depth' });
    expect(jsonBoundsProblem('{"x":"\\"[","list":[1,2,3,4]}', 32, 3)).toMatchObject({
      field: 'list.3',
      rule: 'array_length',
    });
  });
});

describe('query strings and paths', () => {
  it('refuses NUL and control characters with 400 naming the key, also on public routes', async () => {
    const dealers = await raw('/webcrmapi/api/DealerSearch/dealers?latitude=48.7&longitude=12.9&country=%00');
    expect(dealers.status).toBe(400);
    expect(dealers.body.field).toBe('country');
    const roles = await admin('GET', '/Role?search=a%07b');
    expect(roles.status).toBe(400);
    expect(roles.body.field).toBe('search');
    const user = await admin('GET', '/User/admin%00');
    expect(user.status).toBe(400);
    expect(user.body.field).toBe('(path)');
  });
});

describe('column bounds', () => {
  it('refuses integers beyond their column and dates the database cannot store, naming the field', async () => {
    for (const [body, field] of [
      [{ name: 'Bounds', roleType: 2_147_483_648 }, 'roleType'],
      [{ name: 'Bounds', org: 2_147_483_648 }, 'org'],
    ] as const) {
      const answer = await admin('POST', '/Role', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    const user = await admin('POST', '/User', { username: 'bounds', authType: 2_147_483_648 });
    expect(user.body.field).toBe('authType');
    const C = canteenApplicationIds.plattling;
    for (const date of ['0000-01-01', '2201-01-01']) {
      const plan = await admin('POST', `/OrderSystemPlan/${C}/createPlan`, { date });
      expect(plan.status, date).toBe(400);
      expect(plan.body.field).toBe('date');
      const lookup = await admin('GET', `/OrderSystemPlan/${C}/plan?date=${date}`);
      expect(lookup.status).toBe(400);
      expect(lookup.body.field).toBe('date');
    }
    const nul = await admin('POST', '/Role', { name: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.field).toBe('name');
  });

  it('refuses unknown keys everywhere, RegistrationSimple included', async () => {
    const simple = await raw('/webcrmapi/api/RegistrationSimple', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${employeeToken}` },
      body: JSON.stringify({ language: 'de', extra: 1 }),
    });
    expect(simple.status).toBe(400);
    expect(simple.body.field).toBe('extra');
  });
});

describe('read-only fields a client posts back', () => {
  it('accepts a favourite with the caller’s own id, user and userId and refuses someone else’s with 403', async () => {
    const own = await employee('POST', '/Favorites', {
      name: 'Eigene',
      path: '/de/de/home',
      user: 'employee',
      userId: employeeId,
    });
    expect(own.status).toBe(201);
    const favorite = own.body as PortalFavorite;
    expect(favorite.userId).toBe(employeeId);
    // The whole object as read, posted back unchanged.
    expect((await employee('PUT', `/Favorites/${favorite.id}`, { ...favorite, name: 'Umbenannt' })).status).toBe(204);

    const before = ((await employee('GET', '/Favorites')).body as PortalFavorite[]).length;
    const foreign = await employee('POST', '/Favorites', { name: 'Fremd', path: '/de/de/home', userId: adminId });
    expect(foreign.status).toBe(403);
    expect(foreign.body.field).toBe('userId');
    const byName = await employee('POST', '/Favorites', { name: 'Fremd', path: '/de/de/home', user: 'admin' });
    expect(byName.status).toBe(403);
    expect(byName.body.field).toBe('user');
    const otherId = await employee('PUT', `/Favorites/${favorite.id}`, { ...favorite, id: adminId });
    expect(otherId.status).toBe(400);
    expect(otherId.body.field).toBe('id');
    expect(((await employee('GET', '/Favorites')).body as PortalFavorite[]).length).toBe(before);
  });
});
