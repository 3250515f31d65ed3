import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalLoginResult } from '../../contract/auth.ts';
import type { ApiErrorBody } from '../../contract/errors.ts';
import type { PortalFavorite } from '../../contract/favorites.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

let server: SharedTestServer;
const token = {} as Record<'employee' | 'cz-employee', string>;
const userId = {} as Record<'employee' | 'cz-employee', string>;

function api(path: string, who: keyof typeof token, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token[who]}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  return fetch(`${server.url}/portal/api${path}`, { ...init, headers, body });
}

beforeAll(async () => {
  server = await sharedTestServer();
  for (const who of ['employee', 'cz-employee'] as const) {
    token[who] = (await oidcLogin(server.url, who)).access_token;
    const login = await api('/Auth/loginOpenId', who, {
      method: 'POST',
      json: { sub: JSON.parse(atob(token[who].split('.')[1]!)).sub, login: who },
    });
    userId[who] = ((await login.json()) as PortalLoginResult).user.id;
  }
});

describe('favourites API', () => {
  it('creates, lists, renames and deletes the caller’s own favourites', async () => {
    const created = await api('/Favorites', 'employee', {
      method: 'POST',
      json: { name: 'KRN92', description: 'Unterflurkonvektor', path: '/de/de/PM/convectors/krn92' },
    });
    expect(created.status).toBe(201);
    const favorite = (await created.json()) as PortalFavorite;
    expect(favorite).toMatchObject({ name: 'KRN92', userId: userId.employee, user: 'employee', query: null });

    const list = (await (await api('/Favorites', 'employee')).json()) as PortalFavorite[];
    expect(list.map((f) => f.id)).toContain(favorite.id);
    const viaUser = (await (await api(`/User/${userId.employee}/favorite`, 'employee')).json()) as PortalFavorite[];
    expect(viaUser.map((f) => f.id)).toContain(favorite.id);
    const viaFavorites = await api(`/Favorites/user/${userId.employee}`, 'employee');
    expect(viaFavorites.status).toBe(200);

    const renamed = await api(`/Favorites/${favorite.id}`, 'employee', {
      method: 'PUT',
      json: { name: 'Konvektor KRN92', description: null, path: favorite.path },
    });
    expect(renamed.status).toBe(204);
    const read = (await (await api(`/Favorites/${favorite.id}`, 'employee')).json()) as PortalFavorite;
    expect(read.name).toBe('Konvektor KRN92');
    expect(read.description).toBeNull();

    expect((await api(`/Favorites/${favorite.id}`, 'employee', { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/Favorites/${favorite.id}`, 'employee')).status).toBe(404);
  });

  it('is personal: never cacheable, no validator, not even with If-None-Match', async () => {
    const list = await api('/Favorites', 'employee', { headers: { 'if-none-match': '*' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('etag')).toBeNull();
  });

  it('never shows or changes another user’s favourites', async () => {
    const created = await api('/Favorites', 'employee', {
      method: 'POST',
      json: { name: 'Privat', path: '/de/de/favorite' },
    });
    const favorite = (await created.json()) as PortalFavorite;
    const other = 'cz-employee' as const;
    expect((await api(`/Favorites/${favorite.id}`, other)).status).toBe(403);
    expect((await api(`/Favorites/user/${userId.employee}`, other)).status).toBe(403);
    expect((await api(`/User/${userId.employee}/favorite`, other)).status).toBe(403);
    const put = await api(`/Favorites/${favorite.id}`, other, { method: 'PUT', json: { name: 'x', path: '/x' } });
    expect(put.status).toBe(403);
    expect((await api(`/Favorites/${favorite.id}`, other, { method: 'DELETE' })).status).toBe(403);
    const theirs = (await (await api('/Favorites', other)).json()) as PortalFavorite[];
    expect(theirs.map((f) => f.id)).not.toContain(favorite.id);
    // Still intact for its owner.
    const mine = (await (await api(`/Favorites/${favorite.id}`, 'employee')).json()) as PortalFavorite;
    expect(mine.name).toBe('Privat');
  });

  it('answers 400 naming the field for bad input and stores nothing', async () => {
    const before = ((await (await api('/Favorites', 'employee')).json()) as PortalFavorite[]).length;
    const cases: [unknown, string][] = [
      [{ name: '', path: '/de/de' }, 'name'],
      [{ name: '   ', path: '/de/de' }, 'name'],
      [{ name: 'x'.repeat(201), path: '/de/de' }, 'name'],
      [{ name: 'Ok', path: 'https://evil.example/' }, 'path'],
      [{ name: 'Ok', path: '//evil.example/' }, 'path'],
      [{ name: 'Ok' }, 'path'],
      [{ name: 42, path: '/de/de' }, 'name'],
      [{ name: 'Ok', path: '/de/de', owner: 'admin' }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const response = await api('/Favorites', 'employee', { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ApiErrorBody).field).toBe(field);
    }
    expect((await api('/Favorites/not-a-uuid', 'employee')).status).toBe(400);
    const after = ((await (await api('/Favorites', 'employee')).json()) as PortalFavorite[]).length;
    expect(after).toBe(before);
  });

  it('needs a token', async () => {
    expect((await fetch(`${server.url}/portal/api/Favorites`)).status).toBe(401);
  });
});
