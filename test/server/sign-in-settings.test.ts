import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinSignIn, signInSettingsElementId } from '../../contract/sign-in.ts';
import { readConfig } from '../../server/config.ts';
import { contentSecurityPolicy } from '../../server/http/security-headers.ts';
import { type MockProvider, startMockProvider } from '../helpers/mock-oidc-provider.ts';
import { portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * The sign-in settings have one source, the server's configuration: they arrive inside the page, the
 * CSP names the provider's origin and no other, and the API reference signs in at the same provider.
 */

function settingsIn(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${signInSettingsElementId}">(.*?)</script>`).exec(html);
  expect(json, 'the page carries the sign-in settings').toBeTruthy();
  return JSON.parse(json![1]!);
}

function directive(csp: string, name: string): string | undefined {
  return csp.split('; ').find((d) => d.startsWith(`${name} `));
}

describe('sign-in settings from the environment', () => {
  it('default to the built-in provider on the page’s own origin (the shell’s fallback, contract/sign-in.ts)', () => {
    expect(readConfig({}).signIn).toEqual(builtinSignIn);
  });
});

describe('with the built-in provider', () => {
  let server: TestServer;
  // Seeding and starting share two cores with the rest of the suite.
  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('the page carries the built-in settings and today’s CSP', async () => {
    const response = await fetch(`${server.url}/portal/de/de`);
    expect(settingsIn(await response.text())).toEqual(builtinSignIn);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(directive(contentSecurityPolicy, 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('with an external OpenID provider (OIDC_ISSUER)', () => {
  let provider: MockProvider;
  let server: TestServer;
  const signIn = {
    ...builtinSignIn,
    clientId: 'brand-portal',
    postLogoutRedirect: 'https://intranet.example.com/signed-out',
  };

  beforeAll(async () => {
    provider = await startMockProvider();
    server = await startTestServer(
      { scale: 'small' },
      {
        env: {
          OIDC_ISSUER: provider.issuer,
          OIDC_PRESET: 'builtin',
          OIDC_CLIENT_ID: signIn.clientId,
          OIDC_POST_LOGOUT_REDIRECT_URI: signIn.postLogoutRedirect,
        },
      },
    );
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  it('the page names the provider, and the CSP adds its origin where sign-in needs it, nothing more', async () => {
    const response = await fetch(`${server.url}/portal/de/de/PM`);
    expect(settingsIn(await response.text())).toEqual({ ...signIn, issuer: provider.issuer });
    const csp = response.headers.get('content-security-policy')!;
    const origin = new URL(provider.issuer).origin;
    for (const name of ['connect-src', 'frame-src', 'form-action'])
      expect(directive(csp, name)).toBe(`${name} 'self' ${origin}`);
    for (const name of ['default-src', 'script-src', 'frame-ancestors', 'base-uri'])
      expect(directive(csp, name)).toBe(directive(contentSecurityPolicy, name));
    // The API reference page keeps that CSP (without Trusted Types, see server/openapi/serve.ts).
    const reference = await fetch(`${server.url}/portal/api/docs`);
    expect(directive(reference.headers.get('content-security-policy')!, 'connect-src')).toBe(
      `connect-src 'self' ${origin}`,
    );
    expect(await reference.text()).toContain(
      'data-client-id="brand-portal" data-scopes="openid email profile portal crm"',
    );
  });

  it('the built-in provider is off', async () => {
    expect((await fetch(`${server.url}/openid/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('the OpenAPI documents sign in at the provider’s endpoints (from its discovery)', async () => {
    const doc = (await (await fetch(`${server.url}/webcrmapi/api/openapi.json`)).json()) as {
      components: { securitySchemes: { portalOidc: { flows: { authorizationCode: Record<string, unknown> } } } };
    };
    expect(doc.components.securitySchemes.portalOidc.flows.authorizationCode).toMatchObject({
      authorizationUrl: `${provider.issuer}/authorize`,
      tokenUrl: `${provider.issuer}/token`,
    });
  });

  it('its access tokens (authorization code + PKCE) open the portal API', async () => {
    provider.signInAs('employee');
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${provider.issuer}/authorize`);
    const redirectUri = `${server.url}/portal/auth/loginCallback`;
    for (const [key, value] of Object.entries({
      response_type: 'code',
      client_id: 'brand-portal',
      redirect_uri: redirectUri,
      scope: builtinSignIn.scope,
      state: 'xyz',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }))
      authorize.searchParams.set(key, value);
    const redirect = await fetch(authorize, { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    const tokens = (await (
      await fetch(`${provider.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: 'brand-portal',
          code_verifier: verifier,
        }),
      })
    ).json()) as { access_token: string };
    const api = portalApiAs(server.url, tokens.access_token);
    expect((await api('GET', '/Favorites')).status).toBe(200);
    // A token of the built-in provider's kind but not from this issuer is refused.
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    expect((await portalApiAs(server.url, forged)('GET', '/Favorites')).status).toBe(401);
  });
});
