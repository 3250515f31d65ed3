import { request as httpRequest } from 'node:http';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { oidcPayload } from '../../server/db/schema.ts';
import { demoAccounts } from '../../server/demo/accounts.ts';
import { purgeExpiredOidcPayloads, refreshTokenReuseSeconds } from '../../server/idp/adapter.ts';
import { providerContextOn } from '../../server/idp/provider-context.ts';
import {
  decodeJwt,
  decodeJwtHeader,
  exchangeCode,
  oidcLogin,
  openLoginPage,
  portalClientId,
  redirectUriFor,
  refreshTokenGrant,
  refreshTokens,
  submitLogin,
  type TokenSet,
} from '../helpers/oidc-login.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

const subOf = (login: string) => demoAccounts.find((a) => a.login === login)!.sub;

let server: SharedTestServer;
let origin: string;
let admin: TokenSet;

beforeAll(async () => {
  server = await sharedTestServer();
  origin = server.url;
  admin = await oidcLogin(origin, 'admin');
});

describe('the provider’s request context', () => {
  // On Node 20 an entered AsyncLocalStorage turns on promise hooks for every request of the
  // process; the provider's is on only while it works (server/idp/provider-context.ts).
  it('is off once no sign-in request is in flight, and on again for the next sign-in', async () => {
    const first = await oidcLogin(origin, 'employee');
    // Node 24 runs AsyncLocalStorage on AsyncContextFrame, without promise hooks: nothing to switch.
    const withPromiseHooks = Number(process.versions.node.split('.')[0]) < 24;
    expect(providerContextOn() !== undefined).toBe(withPromiseHooks);
    if (withPromiseHooks) await vi.waitFor(() => expect(providerContextOn()).toBe(false));
    const second = await oidcLogin(origin, 'employee');
    expect(second.access_token).not.toBe(first.access_token);
    const me = await fetch(`${origin}/portal/api/Favorites`, {
      headers: { authorization: `Bearer ${second.access_token}` },
    });
    expect(me.status).toBe(200);
    if (withPromiseHooks) await vi.waitFor(() => expect(providerContextOn()).toBe(false));
  });
});

describe('discovery', () => {
  it('names this origin + /openid as issuer and offers only the code flow with PKCE S256', async () => {
    const response = await fetch(`${origin}/openid/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${origin}/openid`);
    expect(discovery.authorization_endpoint).toBe(`${origin}/openid/auth`);
    expect(discovery.token_endpoint).toBe(`${origin}/openid/token`);
    expect(discovery.jwks_uri).toBe(`${origin}/openid/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'offline_access', 'portal', 'crm']),
    );
  });

  it('is per origin: another host name of the same server gets its own issuer', async () => {
    const response = await fetch(`${server.loopbackUrl}/openid/.well-known/openid-configuration`);
    const discovery = (await response.json()) as { issuer: string };
    expect(discovery.issuer).toBe(`${server.loopbackUrl}/openid`);
  });

  it('refuses host names that are neither development hosts nor configured public origins (421)', async () => {
    const { port } = new URL(origin);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/openid/.well-known/openid-configuration',
          headers: { host: `evil.example:${port}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });
});

describe('sign-in', () => {
  it('gives admin a signed JWT access token for the portal API with sub, aud, scope and domain', async () => {
    expect(admin.expires_in).toBeGreaterThan(0);
    expect(admin.expires_in).toBeLessThanOrEqual(300);
    expect(decodeJwtHeader(admin.access_token).alg).toBe('RS256');

    // Verify for real against the provider's published keys.
    const jwks = createRemoteJWKSet(new URL(`${origin}/openid/jwks`));
    const { payload } = await jwtVerify(admin.access_token, jwks, {
      issuer: `${origin}/openid`,
      audience: 'portal-api',
    });
    expect(payload.sub).toBe(subOf('admin'));
    expect(payload.aud).toBe('portal-api');
    expect(String(payload.scope).split(' ')).toContain('portal');
    expect(payload.domain).toBe('kermi.de');
    expect(payload.client_id).toBe(portalClientId);
  });

  it('gives an ID token with the profile claims of the account', async () => {
    const idToken = decodeJwt(admin.id_token);
    expect(idToken).toMatchObject({
      iss: `${origin}/openid`,
      aud: portalClientId,
      sub: subOf('admin'),
      preferred_username: 'admin',
      email: 'andrea.weber@kermi.de',
      domain: 'kermi.de',
    });
    expect(typeof idToken.nonce).toBe('string');
  });

  it('shows a German login page by default with Benutzername, Passwort and Anmelden', async () => {
    const page = await openLoginPage(origin);
    expect(page.pageUrl).toMatch(new RegExp(`^${origin}/openid/interaction/[\\w-]+$`));
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain('Benutzername');
    expect(page.html).toContain('Passwort');
    expect(page.html).toContain('Anmelden');
    expect(page.html).toMatch(/<input[^>]+name="login"/);
    expect(page.html).toMatch(/<input[^>]+name="password"[^>]+type="password"/);
    expect(page.action).toBe(`${page.pageUrl}/login`);
  });

  it('renders English labels for ui_locales=en', async () => {
    const page = await openLoginPage(origin, { uiLocales: 'en' });
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('Username');
    expect(page.html).toContain('Password');
    expect(page.html).toContain('Sign in');
    expect(page.html).not.toContain('Benutzername');
  });

  it('re-renders the login page with 401 on a wrong password and still accepts the right one afterwards', async () => {
    const page = await openLoginPage(origin);
    const wrong = await submitLogin(page, 'cz-employee', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await wrong.text();
    expect(html).toContain('Benutzername oder Passwort ist falsch.');
    expect(html).toContain('value="cz-employee"'); // the login name is kept
    expect(html).not.toContain('not-the-password');

    // An unknown account gets the very same answer (no account enumeration).
    const unknown = await submitLogin(page, 'nobody-here', 'whatever');
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('Benutzername oder Passwort ist falsch.');

    const empty = await submitLogin(page, 'cz-employee', '');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Bitte geben Sie Benutzername und Passwort ein.');

    const right = await submitLogin(page, 'cz-employee', 'cz-employee');
    const { location } = await page.browser.follow(right, page.action, redirectUriFor(origin));
    const callback = new URL(location!);
    expect(callback.searchParams.get('state')).toBe(page.state);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();

    // PKCE: a wrong verifier is refused, the right one works.
    const badVerifier = await exchangeCode(origin, code, 'A'.repeat(43));
    expect(badVerifier.status).toBe(400);
    expect(((await badVerifier.json()) as { error: string }).error).toBe('invalid_grant');
    const tokens = await exchangeCode(origin, code, page.pkce.verifier);
    expect(tokens.status).toBe(200);
    const { access_token } = (await tokens.json()) as TokenSet;
    expect(decodeJwt(access_token)).toMatchObject({ sub: subOf('cz-employee'), domain: 'pzpheating.cz' });

    // A code is good for one exchange only.
    const again = await exchangeCode(origin, code, page.pkce.verifier);
    expect(again.status).toBe(400);
  });

  it('returns access_denied to the client when the user cancels', async () => {
    const page = await openLoginPage(origin);
    const abort = await page.browser.request(`${page.pageUrl}/abort`, { method: 'POST' });
    const { location } = await page.browser.follow(abort, page.pageUrl, redirectUriFor(origin));
    const callback = new URL(location!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(page.state);
    expect(callback.searchParams.has('code')).toBe(false);
  });
});

describe('refused authorization requests', () => {
  async function authorize(params: Record<string, string>) {
    const url = new URL(`${origin}/openid/auth`);
    const all = {
      client_id: portalClientId,
      redirect_uri: redirectUriFor(origin),
      response_type: 'code',
      scope: 'openid portal',
      state: 'st4te',
      ...params,
    };
    for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
    const response = await fetch(url, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location') ?? '';
    const callback = new URL(location, origin);
    const fields = new URLSearchParams(callback.hash ? callback.hash.slice(1) : callback.search);
    return {
      status: response.status,
      callback,
      error: fields.get('error'),
      description: fields.get('error_description'),
    };
  }

  it('refuses a request without PKCE', async () => {
    const result = await authorize({});
    expect(result.status).toBe(303);
    expect(result.callback.href.startsWith(redirectUriFor(origin))).toBe(true);
    expect(result.error).toBe('invalid_request');
    expect(result.description).toMatch(/PKCE/);
  });

  it('refuses the plain PKCE method', async () => {
    const result = await authorize({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    expect(result.error).toBe('invalid_request');
  });

  it('refuses implicit and hybrid response types', async () => {
    for (const responseType of ['id_token', 'code id_token', 'token']) {
      const result = await authorize({
        response_type: responseType,
        nonce: 'n0nce',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      });
      expect(result.error, responseType).toBe('unsupported_response_type');
    }
  });

  it('does not redirect to a foreign redirect URI', async () => {
    const response = await fetch(
      `${origin}/openid/auth?${new URLSearchParams({
        client_id: portalClientId,
        redirect_uri: 'https://evil.example/portal/auth/loginCallback',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });
});

describe('refresh tokens', () => {
  it('issues new tokens and rotates the refresh token; reusing a spent one revokes the grant', async () => {
    const first = await oidcLogin(origin, 'employee');
    const second = await refreshTokens(origin, first.refresh_token);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(decodeJwt(second.access_token)).toMatchObject({
      sub: subOf('employee'),
      aud: 'portal-api',
      iss: `${origin}/openid`,
    });

    const third = await refreshTokens(origin, second.refresh_token);
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // Replaying a rotated-out refresh token after the reuse window fails and, as reuse detection,
    // kills the whole grant.
    await server.database.db
      .update(oidcPayload)
      .set({ consumedAt: new Date(Date.now() - (refreshTokenReuseSeconds + 1) * 1000) })
      .where(and(eq(oidcPayload.type, 'RefreshToken'), eq(oidcPayload.id, first.refresh_token)));
    const replay = await refreshTokenGrant(origin, first.refresh_token);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    const afterReplay = await refreshTokenGrant(origin, third.refresh_token);
    expect(afterReplay.status).toBe(400);
  });

  it('tolerates the same refresh token twice within the reuse window (two tabs renewing together)', async () => {
    const first = await oidcLogin(origin, 'employee');
    // Both at the same moment, as a duplicated tab and its original would.
    const [a, b] = await Promise.all([
      refreshTokenGrant(origin, first.refresh_token),
      refreshTokenGrant(origin, first.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [tokensA, tokensB] = (await Promise.all([a.json(), b.json()])) as TokenSet[];
    // Both branches go on working: the grant was not revoked.
    await expect(refreshTokens(origin, tokensA!.refresh_token)).resolves.toMatchObject({ token_type: 'Bearer' });
    await expect(refreshTokens(origin, tokensB!.refresh_token)).resolves.toMatchObject({ token_type: 'Bearer' });
    // A late third use of the first token is reuse: refused, and the grant is gone.
    await server.database.db
      .update(oidcPayload)
      .set({ consumedAt: new Date(Date.now() - (refreshTokenReuseSeconds + 1) * 1000) })
      .where(and(eq(oidcPayload.type, 'RefreshToken'), eq(oidcPayload.id, first.refresh_token)));
    expect((await refreshTokenGrant(origin, first.refresh_token)).status).toBe(400);
  });

  it('refuses a refresh token that was never issued', async () => {
    const response = await refreshTokenGrant(origin, 'made-up-refresh-token-value-0123456789abcdef');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('storage in the portal database', () => {
  it('keeps the session, grant, refresh token and spent code of a sign-in in oidc_payload', async () => {
    const { db } = server.database;
    const [refreshToken] = await db
      .select()
      .from(oidcPayload)
      .where(and(eq(oidcPayload.type, 'RefreshToken'), eq(oidcPayload.id, admin.refresh_token)));
    expect(refreshToken).toBeDefined();
    expect(refreshToken!.payload).toMatchObject({ accountId: subOf('admin'), clientId: portalClientId });
    expect(refreshToken!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const grantId = refreshToken!.grantId!;
    expect(grantId).toBeTruthy();

    const [grant] = await db
      .select()
      .from(oidcPayload)
      .where(and(eq(oidcPayload.type, 'Grant'), eq(oidcPayload.id, grantId)));
    expect(grant?.payload).toMatchObject({ accountId: subOf('admin'), clientId: portalClientId });

    const codes = await db
      .select()
      .from(oidcPayload)
      .where(
        and(
          eq(oidcPayload.type, 'AuthorizationCode'),
          eq(oidcPayload.grantId, grantId),
          isNotNull(oidcPayload.consumedAt),
        ),
      );
    expect(codes).toHaveLength(1);

    const sessions = await db.select().from(oidcPayload).where(eq(oidcPayload.type, 'Session'));
    const adminSession = sessions.find((row) => {
      const payload = row.payload as { accountId?: string; authorizations?: Record<string, { grantId?: string }> };
      return payload.accountId === subOf('admin') && payload.authorizations?.[portalClientId]?.grantId === grantId;
    });
    expect(adminSession).toBeDefined();
  });

  it('purges expired records and keeps live ones', async () => {
    const { db } = server.database;
    const id = `purge-test-${Date.now()}`;
    await db.insert(oidcPayload).values([
      { id: `${id}-old`, type: 'Session', payload: {}, expiresAt: new Date(Date.now() - 60_000) },
      { id: `${id}-live`, type: 'Session', payload: {}, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    expect(await purgeExpiredOidcPayloads(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: oidcPayload.id })
      .from(oidcPayload)
      .where(like(oidcPayload.id, `${id}%`));
    expect(left.map((r) => r.id)).toEqual([`${id}-live`]);
    await db.delete(oidcPayload).where(like(oidcPayload.id, `${id}%`));
  });
});
