import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../server/config.ts';

const pg = 'postgres://portal_app:secret@db.internal:5432/portal';
const production = { NODE_ENV: 'production', DATABASE_URL: pg };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe('development profile (no NODE_ENV)', () => {
  it('serves the built-in provider with the embedding demo and logs nothing per request', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      production: false,
      builtinIdp: true,
      host: '0.0.0.0',
      port: 8080,
      embedPort: 8081,
      trustProxy: false,
      logRequests: 'off',
      keepAliveTimeoutMs: 65_000,
      shutdownTimeoutMs: 10_000,
    });
    expect(config.oidc).toMatchObject({ preset: 'builtin', issuer: null, audience: 'portal-api', clientId: 'portal' });
    expect(config.oidc.stepUp).toEqual({
      mode: 'acr',
      request: 'urn:portal:loa:2',
      levels: { 'urn:portal:loa:1': 1, 'urn:portal:loa:2': 2 },
    });
  });

  it('switches the built-in provider off for an external issuer (the Keycloak preset by default)', () => {
    const config = readConfig({ OIDC_ISSUER: 'https://sso.example.com/realms/portal/' });
    expect(config.builtinIdp).toBe(false);
    expect(config.oidc).toMatchObject({ preset: 'keycloak', issuer: 'https://sso.example.com/realms/portal' });
    expect(config.oidc.stepUp).toEqual({ mode: 'acr', request: 'gold', levels: { silver: 1, gold: 2 } });
  });

  it('derives the shell sign-in request from the provider settings', () => {
    expect(readConfig({}).signIn).toEqual({
      issuer: '/openid',
      clientId: 'portal',
      scope: 'openid email profile offline_access portal crm',
      stepUp: { acr_values: 'urn:portal:loa:2' },
      postLogoutRedirect: '/portal/auth/logoutCallback',
    });
    const entra = readConfig({
      OIDC_PRESET: 'entra',
      OIDC_ISSUER: 'https://login.microsoftonline.com/t/v2.0',
      OIDC_AUDIENCE: 'api-id',
      OIDC_CLIENT_ID: 'spa-id',
      OIDC_SCOPES: 'openid profile api://portal-api/access',
      OIDC_POST_LOGOUT_REDIRECT_URI: 'https://www.kermi.de/',
    }).signIn;
    expect(entra).toMatchObject({
      issuer: 'https://login.microsoftonline.com/t/v2.0',
      clientId: 'spa-id',
      postLogoutRedirect: 'https://www.kermi.de',
    });
    expect(JSON.parse(entra.stepUp.claims!)).toEqual({ access_token: { acrs: { essential: true, value: 'c1' } } });
    expect(refusal({ OIDC_POST_LOGOUT_REDIRECT_URI: 'javascript:alert(1)' })).toMatch(/OIDC_POST_LOGOUT_REDIRECT_URI/);
  });

  it('keeps LOG_REQUESTS=1 as the text line it was', () => {
    expect(readConfig({ LOG_REQUESTS: '1' }).logRequests).toBe('text');
    expect(readConfig({ LOG_REQUESTS: 'json' }).logRequests).toBe('json');
  });

  it('refuses TRUST_PROXY on every interface: anyone could forge X-Forwarded-For', () => {
    expect(refusal({ TRUST_PROXY: '1' })).toMatch(/TRUST_PROXY.*HOST=127\.0\.0\.1.*NODE_ENV=production/);
    expect(readConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }).trustProxy).toBe(true);
  });
});

describe('production profile (NODE_ENV=production)', () => {
  it('has no built-in provider, no embedding demo, and logs JSON lines unless told', () => {
    const config = readConfig({ ...production, OIDC_ISSUER: 'https://sso.example.com/realms/portal' });
    expect(config).toMatchObject({ production: true, builtinIdp: false, embedPort: 0, logRequests: 'json' });
  });

  it('serves the built-in provider only when enabled and for the configured https origins', () => {
    const config = readConfig({
      ...production,
      BUILTIN_IDP: 'on',
      PUBLIC_ORIGINS: 'https://portal.example.com, https://portal.kermi.de/',
    });
    expect(config.builtinIdp).toBe(true);
    expect(config.publicOrigins).toEqual(['https://portal.example.com', 'https://portal.kermi.de']);
  });

  it.each([
    [{}, /No identity provider: set OIDC_ISSUER.*or BUILTIN_IDP=on with PUBLIC_ORIGINS/],
    [{ BUILTIN_IDP: 'on' }, /BUILTIN_IDP=on needs PUBLIC_ORIGINS/],
    [{ BUILTIN_IDP: 'on', PUBLIC_ORIGINS: 'http://portal.example.com' }, /https origins in PUBLIC_ORIGINS/],
    [{ BUILTIN_IDP: 'on', PUBLIC_ORIGINS: 'https://portal.example.com/portal' }, /PUBLIC_ORIGINS must list origins/],
    [{ OIDC_ISSUER: 'http://sso.example.com' }, /https OIDC_ISSUER/],
    [
      { OIDC_ISSUER: 'https://sso.example.com', BUILTIN_IDP: 'on' },
      /BUILTIN_IDP=on and OIDC_ISSUER exclude each other/,
    ],
    [{ OIDC_ISSUER: 'https://sso.example.com', DATABASE_URL: '' }, /needs DATABASE_URL=postgres/],
    [{ OIDC_ISSUER: 'https://sso.example.com', EMBED_PORT: '8081' }, /EMBED_PORT=0/],
    [{ OIDC_ISSUER: 'https://sso.example.com', BUILTIN_IDP: 'maybe' }, /BUILTIN_IDP must be on or off/],
  ] as [NodeJS.ProcessEnv, RegExp][])('refuses %j naming the setting to change', (env, message) => {
    expect(refusal({ ...production, ...env })).toMatch(message);
  });

  it('trusts the proxy on any interface', () => {
    const config = readConfig({ ...production, OIDC_ISSUER: 'https://sso.example.com', TRUST_PROXY: 'on' });
    expect(config.trustProxy).toBe(true);
    expect(config.host).toBe('0.0.0.0');
  });
});

describe('identity provider presets', () => {
  it('entra: needs the application ids and scopes, maps oid and asks for the authentication context', () => {
    const issuer = 'https://login.microsoftonline.com/6f1c…/v2.0';
    expect(refusal({ OIDC_PRESET: 'entra', OIDC_ISSUER: issuer })).toMatch(/OIDC_PRESET=entra needs OIDC_AUDIENCE/);
    const config = readConfig({
      OIDC_PRESET: 'entra',
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: '4a2b5c1d-0000-4000-8000-000000000001',
      OIDC_CLIENT_ID: '4a2b5c1d-0000-4000-8000-000000000002',
      OIDC_SCOPES: 'openid profile email offline_access api://portal-api/access',
      OIDC_STEP_UP: 'c2',
    });
    expect(config.oidc.claims.subject).toEqual(['oid']);
    expect(config.oidc.claims.login).toEqual(['preferred_username', 'upn']);
    expect(config.oidc.claims.domain).toEqual([]);
    expect(config.oidc.stepUp).toEqual({ mode: 'acrs', request: 'c2' });
  });

  it('keycloak: takes its own acr names, and refuses a step-up value below level 2', () => {
    const base = { OIDC_ISSUER: 'https://sso.example.com/realms/portal' };
    const config = readConfig({ ...base, OIDC_ACR_LEVELS: 'basic:1, mfa:2', OIDC_STEP_UP: 'mfa' });
    expect(config.oidc.stepUp).toEqual({ mode: 'acr', request: 'mfa', levels: { basic: 1, mfa: 2 } });
    expect(refusal({ ...base, OIDC_ACR_LEVELS: 'basic:1,mfa:2', OIDC_STEP_UP: 'basic' })).toMatch(
      /OIDC_STEP_UP "basic" must be an acr value of level 2/,
    );
    expect(refusal({ ...base, OIDC_ACR_LEVELS: 'basic=1' })).toMatch(/OIDC_ACR_LEVELS must be "name:level/);
    const urns = readConfig({
      ...base,
      OIDC_ACR_LEVELS: 'urn:portal:loa:1:1,urn:portal:loa:2:2',
      OIDC_STEP_UP: 'urn:portal:loa:2',
    });
    expect(urns.oidc.stepUp).toEqual({
      mode: 'acr',
      request: 'urn:portal:loa:2',
      levels: { 'urn:portal:loa:1': 1, 'urn:portal:loa:2': 2 },
    });
  });

  it('builtin claims and levels with an external issuer (a provider issuing the portal URNs, as in the test suite)', () => {
    const config = readConfig({ OIDC_PRESET: 'builtin', OIDC_ISSUER: 'http://127.0.0.1:9400' });
    expect(config.builtinIdp).toBe(false);
    expect(config.oidc.stepUp).toMatchObject({ mode: 'acr', request: 'urn:portal:loa:2' });
    expect(config.signIn).toMatchObject({
      issuer: 'http://127.0.0.1:9400',
      stepUp: { acr_values: 'urn:portal:loa:2' },
    });
  });

  it('overrides single claims and refuses an unknown preset or one without its issuer', () => {
    const config = readConfig({
      OIDC_ISSUER: 'https://sso.example.com/realms/portal',
      OIDC_CLAIM_DOMAIN: 'company_domain',
      OIDC_CLAIM_LOGIN: 'samaccountname, preferred_username',
    });
    expect(config.oidc.claims.domain).toEqual(['company_domain']);
    expect(config.oidc.claims.login).toEqual(['samaccountname', 'preferred_username']);
    expect(refusal({ OIDC_PRESET: 'okta', OIDC_ISSUER: 'https://x.example' })).toMatch(/OIDC_PRESET must be/);
    expect(refusal({ OIDC_PRESET: 'keycloak' })).toMatch(/OIDC_PRESET=keycloak needs OIDC_ISSUER/);
    expect(refusal({ OIDC_ISSUER: 'https://x.example', OIDC_SCOPES: 'profile email' })).toMatch(/include openid/);
  });
});
