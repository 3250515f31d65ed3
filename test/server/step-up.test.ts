import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, requireBearer } from '../../server/auth/bearer.ts';
import { requireAcr } from '../../server/auth/step-up.ts';
import { readConfig } from '../../server/config.ts';
import { errorResponse } from '../../server/http/errors.ts';
import { idpSigningKey, publicJwk } from '../../server/secrets.ts';
import { decodeJwt, developmentCodeOn, oidcLogin, openLoginPage, submitLogin } from '../helpers/oidc-login.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('step-up at the development identity provider', () => {
  it('asks for a one-time code when acr loa:2 is requested and refuses a wrong one', async () => {
    const page = await openLoginPage(server.url, { stepUp: true });
    expect(page.html).toContain('Einmalcode');
    expect(page.html).toContain('Für diesen Bereich ist eine erneute Anmeldung erforderlich.');
    const wrong = await submitLogin(page, 'admin', 'admin', {
      otp: '000000' === developmentCodeOn(page) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Der Einmalcode ist falsch.');
  });

  it('issues access tokens that carry the level reached', async () => {
    const plain = await oidcLogin(server.url, 'employee');
    expect(decodeJwt(plain.access_token).acr).toBe('urn:portal:loa:1');
    const strong = await oidcLogin(server.url, 'admin', 'admin', { stepUp: true });
    expect(decodeJwt(strong.access_token).acr).toBe('urn:portal:loa:2');
    expect(decodeJwt(strong.id_token).acr).toBe('urn:portal:loa:2');
  });

  it('requireAcr answers 401 with an RFC 9470 challenge below the level, and passes at it', async () => {
    const signingKey = await idpSigningKey(server.database.db);
    const verify = createTokenVerifier({ oidc: readConfig({}).oidc, localJwks: [publicJwk(signingKey)] });
    const app = new Hono();
    app.onError((error, c) => errorResponse(c, error));
    app.use(requireBearer(verify));
    app.get('/secret', requireAcr(), (c) => c.json({ ok: true }));
    const call = (token: string) =>
      app.request(`${server.url}/secret`, { headers: { authorization: `Bearer ${token}` } });

    const plain = await oidcLogin(server.url, 'admin');
    const refused = await call(plain.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(
      'Bearer realm="portal", error="insufficient_user_authentication", error_description="A different authentication level is required", acr_values="urn:portal:loa:2"',
    );
    const strong = await oidcLogin(server.url, 'admin', 'admin', { stepUp: true });
    expect((await call(strong.access_token)).status).toBe(200);
  });
});

describe('security administration needs the step-up level', () => {
  it('answers 401 with the challenge to an admin at loa:1, 403 to an employee without the permission', async () => {
    const admin = await oidcLogin(server.url, 'admin');
    const employee = await oidcLogin(server.url, 'employee');
    const asAdmin = await fetch(`${server.url}/portal/api/Role`, {
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.headers.get('www-authenticate')).toContain('acr_values="urn:portal:loa:2"');
    const asEmployee = await fetch(`${server.url}/portal/api/Role`, {
      headers: { authorization: `Bearer ${employee.access_token}` },
    });
    expect(asEmployee.status).toBe(403);
    const strong = await oidcLogin(server.url, 'admin', 'admin', { stepUp: true });
    const ok = await fetch(`${server.url}/portal/api/Role`, {
      headers: { authorization: `Bearer ${strong.access_token}` },
    });
    expect(ok.status).toBe(200);
  });
});
