/**
 * The findings of the white-box security review (issue 26), each as the behaviour it protects.
 * Every test here failed against the code before its fix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermissions } from '../../contract/permissions.ts';
import * as t from '../../server/db/schema.ts';
import { demoPermissionSetId, demoRoles } from '../../server/demo/accounts.ts';
import { refreshTokenReuseSeconds } from '../../server/idp/adapter.ts';
import {
  decodeJwt,
  exchangeCode,
  oidcLogin,
  openLoginPage,
  redirectUriFor,
  refreshTokenGrant,
  refreshTokens,
  submitLogin,
  type TokenSet,
} from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type ProductionCall, productionApiAs } from '../helpers/production.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';
import { zipBomb } from '../helpers/zip-bomb.ts';

let server: SharedTestServer;
let admin: ApiCall;
let sales: ApiCall;
let production: ProductionCall;

async function userIdOf(login: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: t.portalUser.id })
    .from(t.portalUser)
    .where(eq(t.portalUser.username, login));
  return row!.id;
}

beforeAll(async () => {
  server = await sharedTestServer();
  const [a, s] = await Promise.all(
    ['admin', 'sales'].map((login) => oidcLogin(server.url, login, login, { stepUp: true })),
  );
  admin = portalApiAs(server.url, a!.access_token);
  sales = portalApiAs(server.url, s!.access_token);
  production = productionApiAs(server.url, a!.access_token);
});

describe('a field sales rep stays in his sales organisation', () => {
  it('cannot delete his CompanyCode parameter: only self-service parameters may be deleted', async () => {
    const salesId = await userIdOf('sales');
    const [companyCode] = await server.database.db
      .select()
      .from(t.portalUserParameter)
      .where(and(eq(t.portalUserParameter.userId, salesId), eq(t.portalUserParameter.name, 'CompanyCode')));
    expect(companyCode?.value).toBe('1000');
    const removal = await sales('DELETE', `/UserParameter/${companyCode!.userParametersId}`);
    expect(removal.status).toBe(403);
    expect((await sales('GET', '/Customer?CompanyCode=2000')).status).toBe(403);
    // Self-service parameters are still his to delete.
    const language = await sales('POST', '/UserParameter', { name: 'language', value: 'en' });
    expect((await sales('DELETE', `/UserParameter/${language.body.userParametersId}`)).status).toBe(204);
  });

  it('sees no sales data without a CompanyCode grant: the scope fails closed everywhere it guards', async () => {
    const salesId = await userIdOf('sales');
    const db = server.database.db;
    const [customer] = await db.select().from(t.salesCustomer).where(eq(t.salesCustomer.companyCode, '1000')).limit(1);
    const [order] = await db
      .select({ number: t.salesOrder.orderNumber })
      .from(t.salesOrder)
      .where(eq(t.salesOrder.companyCode, '1000'))
      .limit(1);
    const guarded = () => [
      sales('GET', '/Customer?CompanyCode=2000'),
      sales('GET', '/Customer?Name=M'),
      sales('GET', '/BuildingProject/projects?Top=5'),
      sales('GET', '/OrderTracking?Top=5'),
      sales('GET', `/OrderTracking/${order!.number}`),
      sales('POST', '/DynamicConfigurator/GetCustomerNumber', { language: 'de', kundennummer: customer!.number }),
    ];
    // With his grant (company code 1000) his own organisation answers.
    expect((await Promise.all(guarded())).map((a) => a.status)).toEqual([403, 200, 200, 200, 200, 200]);

    const removed = await db
      .delete(t.portalUserParameter)
      .where(and(eq(t.portalUserParameter.userId, salesId), eq(t.portalUserParameter.name, 'CompanyCode')))
      .returning();
    try {
      const answers = await Promise.all(guarded());
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(answers[1]!.body.message).toMatch(/No sales organisation/);
    } finally {
      await db.insert(t.portalUserParameter).values(removed);
    }
  });

  it('the explicit "*" grant opens every organisation (the demo administrator holds it)', async () => {
    const czech = await admin('GET', '/Customer?CompanyCode=2000&Top=3');
    expect(czech.status).toBe(200);
    expect(czech.body.length).toBeGreaterThan(0);
  });
});

describe('a role manager cannot raise his own access', () => {
  let managerRoleId: string;
  let manager: ApiCall;
  let employeeId: string;

  beforeAll(async () => {
    employeeId = await userIdOf('employee');
    const role = await admin('POST', '/Role', { name: `Rollenpflege ${Date.now()}` });
    managerRoleId = role.body.id;
    const path = `/Role/${managerRoleId}/ResourcePermission/${apiPermissions.roles.id}/${demoPermissionSetId}/1`;
    expect((await admin('POST', path)).status).toBe(201);
    expect((await admin('POST', `/User/${employeeId}/role`, { id: managerRoleId })).status).toBe(201);
    manager = portalApiAs(
      server.url,
      (await oidcLogin(server.url, 'employee', 'employee', { stepUp: true })).access_token,
    );
  });
  afterAll(async () => {
    await admin('DELETE', `/User/${employeeId}/role/${managerRoleId}`);
    await admin('DELETE', `/Role/${managerRoleId}`);
  });

  it('nobody changes a role he holds: no grant, no revocation, no rename', async () => {
    const grant = await manager(
      'POST',
      `/Role/${managerRoleId}/ResourcePermission/${apiPermissions.users.id}/${demoPermissionSetId}/1`,
    );
    expect(grant.status).toBe(403);
    expect(grant.body.field).toBe('roleId');
    const revoke = await manager(
      'DELETE',
      `/Role/${managerRoleId}/ResourcePermission/${apiPermissions.roles.id}/${demoPermissionSetId}`,
    );
    expect(revoke.status).toBe(403);
    expect((await manager('PUT', `/Role/${managerRoleId}`, { name: 'Alles' })).status).toBe(403);
    // The administrator holds the administrator role: he cannot change it either.
    const adminRole = demoRoles.administrator.id;
    expect((await admin('PUT', `/Role/${adminRole}`, { name: 'Administratoren' })).status).toBe(403);
    const grants = await admin('GET', `/Role/${managerRoleId}/ResourcePermission`);
    expect(grants.body.map((g: { ressource: { id: string } }) => g.ressource.id)).toEqual([apiPermissions.roles.id]);
  });

  it('nobody grants a permission he does not hold himself', async () => {
    const other = await manager('POST', '/Role', { name: `Benutzerpflege ${Date.now()}` });
    expect(other.status).toBe(201);
    try {
      const users = `/Role/${other.body.id}/ResourcePermission/${apiPermissions.users.id}/${demoPermissionSetId}/1`;
      const refused = await manager('POST', users);
      expect(refused.status).toBe(403);
      expect(refused.body.field).toBe('ressourceId');
      // What he holds he may grant; recording a denial (accessType 0) grants nothing.
      const roles = `/Role/${other.body.id}/ResourcePermission/${apiPermissions.roles.id}/${demoPermissionSetId}/1`;
      expect((await manager('POST', roles)).status).toBe(201);
      expect((await manager('POST', users.replace(/1$/, '0'))).status).toBe(201);
    } finally {
      await admin('DELETE', `/Role/${other.body.id}`);
    }
  });

  it('nobody assigns himself a role: a second administrator does it', async () => {
    const me = decodeJwt((await oidcLogin(server.url, 'admin')).access_token).sub as string;
    const adminId = (await admin('GET', `/User/${me}`)).body.id as string;
    const self = await admin('POST', `/User/${adminId}/role`, { id: managerRoleId });
    expect(self.status).toBe(403);
    expect(self.body.field).toBe('userId');
    expect((await admin('GET', `/User/${adminId}/role`)).body.map((r: { id: string }) => r.id)).not.toContain(
      managerRoleId,
    );
    // Nor sets his own administrator-managed parameters (his sales organisation).
    const parameter = await admin('POST', `/User/${adminId}/parameter`, { name: 'CompanyCode', value: '2000' });
    expect(parameter.status).toBe(403);
  });

  it('a user administrator cannot hand out a role that grants more than he holds', async () => {
    const both = await admin('POST', '/Role', { name: `Beides ${Date.now()}` });
    const userAdmin = `/Role/${both.body.id}/ResourcePermission/${apiPermissions.users.id}/${demoPermissionSetId}/1`;
    expect((await admin('POST', userAdmin)).status).toBe(201);
    try {
      // Give the manager the users permission through a second role (no canteen etc.), then try to hand out "administrator".
      expect((await admin('POST', `/User/${employeeId}/role`, { id: both.body.id })).status).toBe(201);
      const partnerId = await userIdOf('cz-employee');
      const refused = await manager('POST', `/User/${partnerId}/role`, { id: demoRoles.administrator.id });
      expect(refused.status).toBe(403);
      expect(refused.body.field).toBe('id');
      expect((await manager('POST', `/User/${partnerId}/role`, { id: managerRoleId })).status).toBe(201);
      await admin('DELETE', `/User/${partnerId}/role/${managerRoleId}`);
    } finally {
      await admin('DELETE', `/User/${employeeId}/role/${both.body.id}`);
      await admin('DELETE', `/Role/${both.body.id}`);
    }
  });
});

describe('the MES upload is safe from decompression bombs', () => {
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  /** Posts a bomb while watching /healthz: the answer comes fast and the server stays responsive. */
  async function upload(bytes: Uint8Array) {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const answer = await production('POST', '/mes/import/preview', {
      file: { name: 'bombe.xlsx', content: bytes, type: xlsxType },
    });
    const ms = performance.now() - started;
    const health = await fetch(`${server.url}/healthz`);
    return { answer, ms, healthy: health.ok, grownMiB: (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20 };
  }

  it('refuses a workbook whose entry inflates beyond the limit before inflating it (413)', async () => {
    const bomb = zipBomb(200);
    expect(bomb.bytes.length).toBeLessThan(300 * 1024);
    const { answer, ms, healthy, grownMiB } = await upload(bomb.bytes);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'payload_too_large', field: 'file' });
    expect(answer.body.errors[0].code).toBe('entry_too_large');
    expect(ms).toBeLessThan(1500);
    expect(healthy).toBe(true);
    // The server shares this process: 200 MiB inflated would show here.
    expect(grownMiB).toBeLessThan(64);
  });

  it('refuses an entry compressed far beyond what spreadsheets reach (ratio limit, 413)', async () => {
    const { answer } = await upload(zipBomb(20).bytes);
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0].code).toBe('compression_ratio');
  });

  it('stops inflating an entry at the size its zip directory declares (a lying directory is a 400)', async () => {
    const { answer, ms, grownMiB } = await upload(zipBomb(200, 1000).bytes);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_failed', field: 'file' });
    expect(ms).toBeLessThan(1500);
    expect(grownMiB).toBeLessThan(64);
  });
});

describe('the refresh-token reuse window', () => {
  async function endWindowOf(refreshToken: string) {
    await server.database.db
      .update(t.oidcPayload)
      .set({ consumedAt: new Date(Date.now() - (refreshTokenReuseSeconds + 1) * 1000) })
      .where(and(eq(t.oidcPayload.type, 'RefreshToken'), eq(t.oidcPayload.id, refreshToken)));
  }

  it('answers a spent refresh token redeemed again inside the window with the same successor, never a new chain', async () => {
    const first = await oidcLogin(server.url, 'employee');
    const successor = await refreshTokens(server.url, first.refresh_token);
    const replays: TokenSet[] = [];
    for (let i = 0; i < 5; i++) replays.push(await refreshTokens(server.url, first.refresh_token));
    expect(new Set(replays.map((r) => r.refresh_token))).toEqual(new Set([successor.refresh_token]));
    // Each replay still gets a working access token of the same grant.
    expect(decodeJwt(replays[4]!.access_token).sub).toBe(decodeJwt(first.access_token).sub);
    // The one chain goes on; after the window a replay of the first token revokes it.
    const next = await refreshTokens(server.url, successor.refresh_token);
    await endWindowOf(first.refresh_token);
    expect((await refreshTokenGrant(server.url, first.refresh_token)).status).toBe(400);
    expect((await refreshTokenGrant(server.url, next.refresh_token)).status).toBe(400);
  });

  it('ends the access tokens of the grant at once when a replay after the window revokes it (theft detection)', async () => {
    const first = await oidcLogin(server.url, 'employee');
    const successor = await refreshTokens(server.url, first.refresh_token);
    const api = portalApiAs(server.url, successor.access_token);
    expect((await api('GET', '/User/GetLanguage')).status).toBe(200);
    await endWindowOf(first.refresh_token);
    expect((await refreshTokenGrant(server.url, first.refresh_token)).status).toBe(400);
    expect((await api('GET', '/User/GetLanguage')).status).toBe(401);
    expect((await portalApiAs(server.url, first.access_token)('GET', '/User/GetLanguage')).status).toBe(401);
  });

  it('gives concurrent redemptions of one refresh token one successor', async () => {
    const first = await oidcLogin(server.url, 'employee');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refreshTokenGrant(server.url, first.refresh_token)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const tokens = (await Promise.all(answers.map((a) => a.json()))) as TokenSet[];
    expect(new Set(tokens.map((r) => r.refresh_token)).size).toBe(1);
    await expect(refreshTokens(server.url, tokens[0]!.refresh_token)).resolves.toMatchObject({ token_type: 'Bearer' });
  });
});

describe('sign-out through a link', () => {
  /** A browser signed in as `login` (the provider's session cookie in its jar) and its tokens. */
  async function signedInBrowser(login: string) {
    const page = await openLoginPage(server.url);
    const posted = await submitLogin(page, login, login);
    const { location } = await page.browser.follow(posted, page.action, redirectUriFor(server.url));
    const code = new URL(location!).searchParams.get('code')!;
    const tokens = (await (await exchangeCode(server.url, code, page.pkce.verifier)).json()) as TokenSet;
    return { browser: page.browser, tokens };
  }

  async function endSession(browser: { request(url: string): Promise<Response> }, idToken: string) {
    const url = new URL('/openid/session/end', server.url);
    url.searchParams.set('id_token_hint', idToken);
    url.searchParams.set('post_logout_redirect_uri', `${server.url}/portal/auth/logoutCallback`);
    const response = await browser.request(url.href);
    return { status: response.status, html: await response.text() };
  }

  it('asks the user when the id_token_hint names another account (no logout CSRF)', async () => {
    const victim = await signedInBrowser('employee');
    const attacker = await oidcLogin(server.url, 'cz-employee');
    const page = await endSession(victim.browser, attacker.id_token);
    expect(page.status).toBe(200);
    expect(page.html).toContain('op.logoutForm');
    expect(page.html).not.toContain('<script>');
    // His session is untouched: with his own hint the page still confirms by itself.
    const again = await endSession(victim.browser, victim.tokens.id_token);
    expect(again.html).toContain('<script>');
  });

  it('ends the access tokens of the sign-in at once when the user signs out', async () => {
    const user = await signedInBrowser('employee');
    const api = portalApiAs(server.url, user.tokens.access_token);
    expect((await api('GET', '/User/GetLanguage')).status).toBe(200);
    const page = await endSession(user.browser, user.tokens.id_token);
    const form = /<form[^>]*id="op.logoutForm"[^>]*>([\s\S]*?)<\/form>/.exec(page.html)!;
    const action = /action="([^"]+)"/.exec(form[0])![1]!;
    const fields = new URLSearchParams({ logout: 'yes' });
    for (const [, name, value] of form[1]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
      fields.set(name!, value!);
    }
    const confirmed = await user.browser.request(new URL(action, server.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(confirmed.status).toBeLessThan(400);
    const after = await api('GET', '/User/GetLanguage');
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('auto-confirms when the hint names the signed-in account', async () => {
    const user = await signedInBrowser('employee');
    const page = await endSession(user.browser, user.tokens.id_token);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<script>[^<]*logout[^<]*submit\(\)/);
  });
});

describe('sign-in timing', () => {
  /** Milliseconds of one refused login form post (the page is opened beforehand, not timed). */
  async function refusedLogin(login: string, password: string): Promise<number> {
    const page = await openLoginPage(server.url);
    const started = performance.now();
    const answer = await submitLogin(page, login, password);
    const ms = performance.now() - started;
    expect(answer.status).toBe(401);
    await answer.body?.cancel();
    return ms;
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('costs as much for an unknown login as for a wrong password (a dummy hash is checked)', async () => {
    await refusedLogin(`warm-up-${Date.now()}`, 'x');
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Two failures per account stay below the per-account throttle (server/idp/login-throttle.ts).
    for (const login of [
      'cz-employee',
      'newcomer',
      'partner',
      'employee',
      'cz-employee',
      'newcomer',
      'partner',
      'employee',
    ]) {
      unknown.push(await refusedLogin(`niemand-${Math.random().toString(36).slice(2)}`, 'falsch'));
      wrong.push(await refusedLogin(login, 'falsch'));
    }
    // Without the dummy hash an unknown login skips scrypt and answers in a fraction of the time.
    expect(median(unknown)).toBeGreaterThan(0.6 * median(wrong));
    // The wrong guesses were counted; a success clears them again.
    await Promise.all(['cz-employee', 'newcomer', 'partner', 'employee'].map((login) => oidcLogin(server.url, login)));
  });
});

describe('limits answer readably', () => {
  const fiveMegabytes = JSON.stringify({ value: 'x'.repeat(5 * 1024 * 1024) });

  /** The body as a client on a real network sends it: in pieces, still sending when the server decides. */
  function trickled(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    let offset = 0;
    return new ReadableStream({
      async pull(controller) {
        if (offset >= bytes.length) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 1));
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        offset += 64 * 1024;
      },
    });
  }

  it('answers a 5 MB body to a small-limit route with a readable 413, not a connection reset', async () => {
    const token = (await oidcLogin(server.url, 'employee')).access_token;
    for (const [path, auth] of [
      ['/portal/api/UserParameter', { authorization: `Bearer ${token}` }],
      ['/portal/api/PM/KRN92/calc', {}],
    ] as const) {
      for (const body of [fiveMegabytes, trickled(fiveMegabytes)]) {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body,
          duplex: 'half',
        } as RequestInit);
        expect(response.status).toBe(413);
        expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
      }
    }
  });

  it('answers info-system file routes for a module past the last with 400, and a module without its permission with 403', async () => {
    const employee = portalApiAs(server.url, (await oidcLogin(server.url, 'employee')).access_token);
    // 0–76 are the info-system modules, 77 and 78 the product media (contract/info-system-modules.ts).
    const past = await employee('GET', '/File/folders?selectedModule=79');
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('selectedModule');
    expect((await employee('GET', '/File/folders?selectedModule=77')).status).toBe(403);
    expect((await admin('GET', '/File/folders?selectedModule=77')).status).toBe(200);
  });
});

describe('ownership before validation', () => {
  it('answers a PATCH of someone else’s CRM record with 403 whatever the body holds', async () => {
    const token = (await oidcLogin(server.url, 'partner')).access_token;
    const other = decodeJwt((await oidcLogin(server.url, 'newcomer')).access_token).sub as string;
    const response = await fetch(`${server.url}/webcrmapi/api/User/${other}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 42 }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('forbidden');
  });
});

describe('the signing key', () => {
  it('publishes only the public half of the signing key', async () => {
    const { keys } = (await (await fetch(`${server.url}/openid/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256' });
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
    }
  });
});
