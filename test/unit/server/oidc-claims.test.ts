import { createServer, type Server } from 'node:http';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthVariables,
  createTokenVerifier,
  requireBearer,
  type TokenVerifier,
} from '../../../server/auth/bearer.ts';
import { requireAcr } from '../../../server/auth/step-up.ts';
import { readConfig } from '../../../server/config.ts';
import { errorResponse } from '../../../server/http/errors.ts';

/** A stand-in OpenID provider: discovery and JWKS on a loopback port, tokens signed by a test key. */
let provider: Server;
let issuer: string;
let privateKey: CryptoKey;
let publicJwk: JWK;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  otherKey = (await generateKeyPair('RS256')).privateKey;
  provider = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.endsWith('/.well-known/openid-configuration'))
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
    else if (req.url?.endsWith('/keys')) res.end(JSON.stringify({ keys: [publicJwk] }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as { port: number }).port}/tenant`;
});

afterAll(() => new Promise((resolve) => provider.close(resolve)));

function sign(payload: JWTPayload, options: { key?: CryptoKey; issuer?: string; expiresIn?: string } = {}) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? issuer)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? privateKey);
}

/** An API guarded like the portal's: bearer, then (for /strong) the step-up level. */
function api(verify: TokenVerifier) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.onError((error, c) => errorResponse(c, error));
  app.use(requireBearer(verify));
  app.get('/me', (c) => c.json(c.var.auth));
  app.get('/strong', requireAcr(), (c) => c.json({ ok: true }));
  return (path: string, token: string) =>
    app.request(`https://portal.example.com${path}`, { headers: { authorization: `Bearer ${token}` } });
}

const entraEnv = () => ({
  OIDC_PRESET: 'entra',
  OIDC_ISSUER: issuer,
  OIDC_AUDIENCE: '4a2b5c1d-0000-4000-8000-000000000001',
  OIDC_CLIENT_ID: '4a2b5c1d-0000-4000-8000-000000000002',
  OIDC_SCOPES: 'openid profile email offline_access api://portal-api/access',
});

describe('Microsoft Entra ID preset', () => {
  it('maps oid, preferred_username, names and the e-mail domain; step-up by the acrs claim', async () => {
    const call = api(createTokenVerifier({ oidc: readConfig(entraEnv()).oidc }));
    const claims = {
      aud: '4a2b5c1d-0000-4000-8000-000000000001',
      sub: 'pairwise-subject-per-application',
      oid: '0b5c0c39-9d7a-4c5e-8c43-6a1e0a0e0f11',
      tid: '6f1c0000-0000-4000-8000-00000000abcd',
      preferred_username: 'Anna.Berger@Kermi.de',
      given_name: 'Anna',
      family_name: 'Berger',
      scp: 'access',
    };
    const me = await call('/me', await sign(claims));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      sub: '0b5c0c39-9d7a-4c5e-8c43-6a1e0a0e0f11',
      preferred_username: 'Anna.Berger@Kermi.de',
      given_name: 'Anna',
      family_name: 'Berger',
      email: 'Anna.Berger@Kermi.de',
      domain: 'kermi.de',
      acr: 'urn:portal:loa:1',
    });
    expect((await call('/strong', await sign(claims))).status).toBe(401);
    expect((await call('/strong', await sign({ ...claims, acrs: ['c2'] }))).status).toBe(401);
    expect((await call('/strong', await sign({ ...claims, acrs: ['c1'] }))).status).toBe(200);
  });

  it('takes upn when a v1 token has no preferred_username', async () => {
    const call = api(createTokenVerifier({ oidc: readConfig(entraEnv()).oidc }));
    const token = await sign({
      aud: '4a2b5c1d-0000-4000-8000-000000000001',
      oid: '0b5c0c39-9d7a-4c5e-8c43-6a1e0a0e0f12',
      upn: 'jan.novak@pzpheating.cz',
    });
    expect(await (await call('/me', token)).json()).toMatchObject({
      preferred_username: 'jan.novak@pzpheating.cz',
      domain: 'pzpheating.cz',
    });
  });
});

describe('Keycloak preset', () => {
  const keycloak = () => readConfig({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'portal-api' }).oidc;
  const base = {
    aud: ['portal-api', 'account'],
    sub: '5d0f4e1a-3c2b-4a19-9e7d-0c1b2a3d4e5f',
    preferred_username: 'aberger',
    email: 'anna.berger@kermi.de',
    given_name: 'Anna',
    family_name: 'Berger',
  };

  it('maps the standard claims, the domain from the e-mail, and acr names to levels', async () => {
    const call = api(createTokenVerifier({ oidc: keycloak() }));
    const me = await (await call('/me', await sign({ ...base, acr: 'silver' }))).json();
    expect(me).toMatchObject({
      sub: base.sub,
      preferred_username: 'aberger',
      domain: 'kermi.de',
      acr: 'urn:portal:loa:1',
    });
    // "0": a session reused by single sign-on; below every level the portal knows.
    expect((await call('/strong', await sign({ ...base, acr: '0' }))).status).toBe(401);
    expect((await call('/strong', await sign({ ...base, acr: 'silver' }))).status).toBe(401);
    expect((await call('/strong', await sign({ ...base, acr: 'gold' }))).status).toBe(200);
  });

  it('prefers a domain claim where a mapper adds one', async () => {
    const call = api(createTokenVerifier({ oidc: keycloak() }));
    const me = await (await call('/me', await sign({ ...base, domain: 'KERMI' }))).json();
    expect(me.domain).toBe('KERMI');
  });

  it('says which check failed — audience, issuer, expiry, signature, subject — without token contents', async () => {
    const call = api(createTokenVerifier({ oidc: keycloak() }));
    const cases: [string, Promise<string>, RegExp][] = [
      ['audience', sign({ ...base, aud: 'account' }), /not for this API \(audience, OIDC_AUDIENCE\)/],
      ['issuer', sign(base, { issuer: 'https://evil.example/realms/portal' }), /from another issuer \(OIDC_ISSUER\)/],
      ['expiry', sign(base, { expiresIn: '-2m' }), /The access token expired/],
      ['signature', sign(base, { key: otherKey }), /signature does not match/],
      ['subject', sign({ ...base, sub: undefined }), /has no sub claim/],
    ];
    for (const [label, token, description] of cases) {
      const response = await call('/me', await token);
      expect(response.status, label).toBe(401);
      const challenge = response.headers.get('www-authenticate') ?? '';
      expect(challenge, label).toMatch(/^Bearer realm="portal", error="invalid_token", error_description="[^"]+"$/);
      expect(challenge, label).toMatch(description);
      for (const secret of ['aberger', 'kermi', 'evil.example', base.sub])
        expect(challenge, label).not.toContain(secret);
      expect((await response.json()).message, label).toMatch(description);
    }
  });
});

describe('built-in preset', () => {
  it('verifies against the request origin and keeps the portal acr URNs', async () => {
    const call = api(createTokenVerifier({ oidc: readConfig({}).oidc, localJwks: [publicJwk] }));
    const claims = { aud: 'portal-api', sub: base().sub, domain: 'KERMI', preferred_username: 'admin' };
    const own = { issuer: 'https://portal.example.com/openid' };
    expect((await call('/strong', await sign({ ...claims, acr: 'urn:portal:loa:1' }, own))).status).toBe(401);
    expect((await call('/strong', await sign({ ...claims, acr: 'urn:portal:loa:2' }, own))).status).toBe(200);
    const foreign = await call('/me', await sign(claims, { issuer: 'https://portal.kermi.de/openid' }));
    expect(foreign.headers.get('www-authenticate')).toMatch(/another issuer/);
  });
});

describe('an unreachable provider', () => {
  it('answers 503 identity_provider_unavailable, not a 401 that would sign the user out', async () => {
    const call = api(createTokenVerifier({ oidc: readConfig({ OIDC_ISSUER: 'http://127.0.0.1:9/none' }).oidc }));
    const response = await call('/me', await sign({ aud: 'portal-api', sub: 'x' }));
    expect(response.status).toBe(503);
    expect((await response.json()).code).toBe('identity_provider_unavailable');
  });
});

function base() {
  return { sub: '5d0f4e1a-3c2b-4a19-9e7d-0c1b2a3d4e5f' };
}
