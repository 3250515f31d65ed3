import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalLoginResult } from '../../contract/auth.ts';
import type { ApiErrorBody } from '../../contract/errors.ts';
import { apiPermissions, uiPermissions } from '../../contract/permissions.ts';
import { idpAccount, portalUser } from '../../server/db/schema.ts';
import { demoAccounts } from '../../server/demo/accounts.ts';
import { hashPassword } from '../../server/idp/passwords.ts';
import { idpSigningKey } from '../../server/secrets.ts';
import { decodeJwt, oidcLogin, type TokenSet } from '../helpers/oidc-login.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

type DemoLogin = 'admin' | 'employee' | 'cz-employee' | 'newcomer' | 'partner';
const demoLogins: DemoLogin[] = ['admin', 'employee', 'cz-employee', 'newcomer', 'partner'];
const subOf = (login: string) => demoAccounts.find((a) => a.login === login)!.sub;

let server: TestServer;
let origin: string;
const tokens = {} as Record<DemoLogin, TokenSet>;

beforeAll(async () => {
  server = await startTestServer();
  origin = server.url;
  // Every demo user signs in once, for real, through the identity provider.
  // Security administration (/User …) needs the step-up level: sign in with the one-time code.
  const sets = await Promise.all(demoLogins.map((login) => oidcLogin(origin, login, login, { stepUp: true })));
  demoLogins.forEach((login, i) => {
    tokens[login] = sets[i]!;
  });
});

afterAll(async () => {
  await server?.close();
});

function api(path: string, token?: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return fetch(`${origin}/portal/api${path}`, { ...init, headers });
}

function loginOpenId(token: string, body: unknown, contentType = 'application/json'): Promise<Response> {
  return api('/Auth/loginOpenId', token, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function portalUserCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(portalUser);
  return row!.n;
}

/** A token signed with the provider's own key, so only the claims under test are wrong. */
async function forgeToken(claims: Record<string, unknown>, expiresAt: number): Promise<string> {
  const jwk = await idpSigningKey(server.database.db);
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ scope: 'portal crm', client_id: 'portal', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

describe('bearer authentication on GET /portal/api/User', () => {
  it('answers 401 with a Bearer challenge without a token', async () => {
    const response = await api('/User');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as ApiErrorBody).code).toBe('unauthorized');
  });

  it('answers 401 for a garbage token', async () => {
    for (const garbage of ['not-a-jwt', 'abc.def.ghi', `${tokens.admin.access_token}x`]) {
      const response = await api('/User', garbage);
      expect(response.status, garbage).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b.*error="invalid_(request|token)"/);
    }
    const basic = await api('/User', undefined, { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    expect(basic.status).toBe(401);
  });

  it('answers 401 for an employee token whose payload was changed to the admin (signature no longer matches)', async () => {
    const [header, payload, signature] = tokens.employee.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: subOf('admin') })).toString('base64url');
    const response = await api('/User', `${header}.${tampered}.${signature}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('answers 401 for an unsigned (alg none) token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const [, payload] = tokens.admin.access_token.split('.');
    expect((await api('/User', `${header}.${payload}.`)).status).toBe(401);
    expect((await api('/User', `${header}.${payload}.AAAA`)).status).toBe(401);
  });

  it('checks expiry, audience and issuer of otherwise well-signed tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const good = { sub: subOf('admin'), iss: `${origin}/openid`, aud: 'portal-api', acr: 'urn:portal:loa:2' };
    // Control: the forged token with correct claims is accepted, so the failures below are about the claims.
    expect((await api('/User', await forgeToken(good, now + 60))).status).toBe(200);

    const expired = await api('/User', await forgeToken(good, now - 60));
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('expired');
    expect((await api('/User', await forgeToken({ ...good, aud: 'other-api' }, now + 60))).status).toBe(401);
    expect(
      (await api('/User', await forgeToken({ ...good, iss: 'https://evil.example/openid' }, now + 60))).status,
    ).toBe(401);
    const { sub: _, ...withoutSub } = good;
    expect((await api('/User', await forgeToken(withoutSub, now + 60))).status).toBe(401);
  });

  it("refuses a token issued for another origin's issuer", async () => {
    const loopback = await oidcLogin(server.loopbackUrl, 'admin', 'admin', { stepUp: true });
    expect(decodeJwt(loopback.access_token).iss).toBe(`${server.loopbackUrl}/openid`);
    expect((await fetch(`${server.loopbackUrl}/portal/api/User`, bearer(loopback))).status).toBe(200);
    expect((await api('/User', loopback.access_token)).status).toBe(401);
  });

  it('answers 403 for users without the users API permission', async () => {
    for (const login of ['employee', 'cz-employee'] as const) {
      const response = await api('/User', tokens[login].access_token);
      expect(response.status, login).toBe(403);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.code).toBe('forbidden');
      expect(body.message).toContain('api.users');
    }
  });

  it('answers 412 for a signed-in account that has no portal user', async () => {
    const response = await api('/User', tokens.newcomer.access_token);
    expect(response.status).toBe(412);
    expect(((await response.json()) as ApiErrorBody).code).toBe('no_portal_user');
  });

  it('lists the portal users for the admin, without passwords or hashes', async () => {
    const response = await api('/User', tokens.admin.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const users = (await response.json()) as Record<string, unknown>[];
    const usernames = users.map((u) => u.username);
    expect(usernames).toEqual(expect.arrayContaining(['admin', 'employee', 'cz-employee']));
    expect(usernames).not.toContain('newcomer');
    expect(usernames).not.toContain('partner');
    for (const user of users) {
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('authHash');
    }
    expect(users.find((u) => u.username === 'admin')).toMatchObject({
      openIdUserId: subOf('admin'),
      email: 'andrea.weber@kermi.de',
      firstName: 'Andrea',
      lastName: 'Weber',
    });
  });
});

function bearer(set: TokenSet): RequestInit {
  return { headers: { authorization: `Bearer ${set.access_token}` } };
}

describe('POST /portal/api/Auth/loginOpenId', () => {
  async function login(who: DemoLogin): Promise<PortalLoginResult> {
    const response = await loginOpenId(tokens[who].access_token, { sub: subOf(who), login: who });
    expect(response.status, who).toBe(200);
    return (await response.json()) as PortalLoginResult;
  }
  const granted = (result: PortalLoginResult) => new Set(result.permissions.map((p) => p.ressource.id));

  it('returns the admin with every UI and API permission, each granted (accessType 1)', async () => {
    const result = await login('admin');
    expect(result.user).toMatchObject({ username: 'admin', openIdUserId: subOf('admin') });
    expect(result.user).not.toHaveProperty('password');
    expect(result.user).not.toHaveProperty('authHash');
    expect(Array.isArray(result.parameters)).toBe(true);
    for (const permission of result.permissions) {
      expect(permission.accessType).toBe(1);
      expect(permission.ressource.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ids = granted(result);
    for (const [key, permission] of [...Object.entries(uiPermissions), ...Object.entries(apiPermissions)]) {
      expect(ids.has(permission.id), key).toBe(true);
    }
    const users = result.permissions.find((p) => p.ressource.id === apiPermissions.users.id)!;
    expect(users.ressource.technicalName).toBe('api.users');
  });

  it('returns the employee without security administration or user management', async () => {
    const result = await login('employee');
    expect(result.user.username).toBe('employee');
    expect(result.permissions.every((p) => p.accessType === 1)).toBe(true);
    const ids = granted(result);
    for (const key of ['home', 'favorite', 'canteenInfo', 'hrInfoSystem', 'occupationalSafetyInfoSystem'] as const) {
      expect(ids.has(uiPermissions[key].id), key).toBe(true);
    }
    expect(ids.has(uiPermissions.security.id)).toBe(false);
    expect(ids.has(uiPermissions.kpi.id)).toBe(false);
    expect(ids.has(apiPermissions.users.id)).toBe(false);
    expect(ids.has(apiPermissions.roles.id)).toBe(false);
  });

  it('returns the Czech employee with KPI but without the canteen', async () => {
    const result = await login('cz-employee');
    expect(result.user).toMatchObject({ username: 'cz-employee', openIdUserId: subOf('cz-employee') });
    const ids = granted(result);
    expect(ids.has(uiPermissions.kpi.id)).toBe(true);
    expect(ids.has(uiPermissions.productionMenu.id)).toBe(true);
    expect(ids.has(uiPermissions.canteenInfo.id)).toBe(false);
    expect(ids.has(uiPermissions.security.id)).toBe(false);
    expect(ids.has(apiPermissions.users.id)).toBe(false);
  });

  it('answers 412 no_portal_user for newcomer and partner and creates nothing', async () => {
    for (const who of ['newcomer', 'partner'] as const) {
      const before = await portalUserCount();
      const response = await loginOpenId(tokens[who].access_token, {
        sub: subOf(who),
        login: who,
        firstName: 'Neu',
        mail: `${who}@example.com`,
      });
      expect(response.status, who).toBe(412);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as ApiErrorBody).code).toBe('no_portal_user');
      expect(await portalUserCount(), who).toBe(before);
      const rows = await server.database.db
        .select()
        .from(portalUser)
        .where(eq(portalUser.openIdUserId, subOf(who)));
      expect(rows).toHaveLength(0);
    }
  });

  it('rejects malformed bodies with 400 naming the field', async () => {
    const token = tokens.admin.access_token;
    const sub = subOf('admin');
    const cases: [string, unknown, string][] = [
      ['missing login', { sub }, 'login'],
      ['login of the wrong type', { sub, login: 42 }, 'login'],
      ['empty sub', { sub: '', login: 'admin' }, 'sub'],
      ['extra field', { sub, login: 'admin', isAdmin: true }, 'isAdmin'],
      ['invalid mail', { sub, login: 'admin', mail: 'not-an-address' }, 'mail'],
      ['array instead of object', [sub, 'admin'], '(body)'],
      ['not JSON at all', '{"sub": "admin", ', '(body)'],
    ];
    for (const [label, body, field] of cases) {
      const response = await loginOpenId(token, body);
      expect(response.status, label).toBe(400);
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
      const error = (await response.json()) as ApiErrorBody;
      expect(error.code, label).toBe('validation_failed');
      expect(error.field, label).toBe(field);
      expect(error.message, label).toBeTruthy();
    }
  });

  it('answers 415 for a body that is not declared as JSON', async () => {
    const response = await loginOpenId(
      tokens.admin.access_token,
      JSON.stringify({ sub: subOf('admin'), login: 'admin' }),
      'text/plain',
    );
    expect(response.status).toBe(415);
  });

  it('answers 403 when the body names another sub than the token', async () => {
    const response = await loginOpenId(tokens.employee.access_token, { sub: subOf('admin'), login: 'admin' });
    expect(response.status).toBe(403);
    const error = (await response.json()) as ApiErrorBody;
    expect(error).toMatchObject({ code: 'forbidden', field: 'sub' });
  });

  it('needs a token', async () => {
    const response = await fetch(`${origin}/portal/api/Auth/loginOpenId`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sub: subOf('admin'), login: 'admin' }),
    });
    expect(response.status).toBe(401);
  });

  it('links a user provisioned by name only to the account whose token carries that name', async () => {
    const { db } = server.database;
    const name = `provisioned-${randomBytes(4).toString('hex')}`;
    const sub = randomUUID();
    const password = randomBytes(9).toString('base64url');
    await db.insert(idpAccount).values({
      sub,
      login: name,
      passwordHash: await hashPassword(password),
      givenName: 'Paula',
      familyName: 'Provisioniert',
      email: `${name}@kermi.de`,
      domain: 'kermi.de',
    });
    const [provisioned] = await db
      .insert(portalUser)
      .values({ username: name, email: `${name}@kermi.de`, authType: 1 })
      .returning();
    try {
      // Another account naming the provisioned login in the body must not take the portal user over.
      const takeover = await loginOpenId(tokens.newcomer.access_token, { sub: subOf('newcomer'), login: name });
      expect(takeover.status).toBe(412);
      const [untouched] = await db.select().from(portalUser).where(eq(portalUser.id, provisioned!.id));
      expect(untouched!.openIdUserId).toBeNull();

      // The account the provisioning was meant for signs in and is linked once.
      const own = await oidcLogin(origin, name, password);
      const linked = await loginOpenId(own.access_token, { sub, login: name });
      expect(linked.status).toBe(200);
      const result = (await linked.json()) as PortalLoginResult;
      expect(result.user).toMatchObject({ id: provisioned!.id, username: name, openIdUserId: sub });
      expect(result.permissions).toEqual([]);
    } finally {
      await db.delete(portalUser).where(eq(portalUser.id, provisioned!.id));
      await db.delete(idpAccount).where(eq(idpAccount.sub, sub));
    }
  });
});

describe('POST /portal/api/Auth/logout', () => {
  it('answers 204 without a body for a signed-in user', async () => {
    const response = await api('/Auth/logout', tokens.employee.access_token, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('answers 401 without a token', async () => {
    expect((await api('/Auth/logout', undefined, { method: 'POST' })).status).toBe(401);
  });
});
