import { beforeAll, describe, expect, it } from 'vitest';
import { oidcLogin, openLoginPage } from '../helpers/oidc-login.ts';
import { type SharedTestServer, sharedTestServer, testDatabaseUrl, testIndexMarker } from '../helpers/test-server.ts';

let server: SharedTestServer;
let origin: string;
let adminToken: string;

beforeAll(async () => {
  server = await sharedTestServer();
  origin = server.url;
  adminToken = (await oidcLogin(origin, 'admin', 'admin', { stepUp: true })).access_token;
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(response: Response, label: string): void {
  const csp = response.headers.get('content-security-policy');
  expect(csp, `${label}: CSP`).toBeTruthy();
  const policy = directives(csp!);
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSrc, `${label}: script-src`).toBeDefined();
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).toBeDefined();
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).not.toContain('*');
  expect(policy.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  // Trusted Types with the named policies only, and inline styles only by hash.
  expect(policy.get('require-trusted-types-for'), `${label}: Trusted Types`).toEqual(["'script'"]);
  expect(policy.get('trusted-types'), `${label}: policies`).toEqual(['lit-html', 'pdfjs-worker', 'intl-warmup']);
  expect(policy.get('style-src'), `${label}: style-src`).not.toContain("'unsafe-inline'");
  expect(response.headers.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), `${label}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

describe('security headers', () => {
  it('are on portal API answers: 401, 200 and 404', async () => {
    const unauthorized = await fetch(`${origin}/portal/api/User`);
    expect(unauthorized.status).toBe(401);
    expectSecurityHeaders(unauthorized, 'API 401');

    const ok = await fetch(`${origin}/portal/api/User`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok, 'API 200');

    const missing = await fetch(`${origin}/portal/api/NoSuchThing`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'API 404');
  });

  it('are on the UI and its SPA fallback', async () => {
    for (const path of ['/portal/', '/portal/de/de/home', '/portal/en/cz/canteen/orders']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain(testIndexMarker);
      expectSecurityHeaders(response, path);
    }
  });

  it('are on the identity provider: discovery, login page and its error page', async () => {
    const discovery = await fetch(`${origin}/openid/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expectSecurityHeaders(discovery, 'discovery');

    const page = await openLoginPage(origin);
    const login = await page.browser.request(page.pageUrl);
    expect(login.status).toBe(200);
    expectSecurityHeaders(login, 'login page');
    expect(login.headers.get('cache-control')).toBe('no-store');
    // The login page works under that CSP: no inline scripts, no inline event handlers.
    const html = await login.text();
    expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);

    const error = await fetch(`${origin}/openid/auth?client_id=unknown-client`, { redirect: 'manual' });
    expect(error.status).toBe(400);
    expect(error.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(error, 'provider error page');
  });

  it('are on /healthz and redirects', async () => {
    expectSecurityHeaders(await fetch(`${origin}/healthz`), '/healthz');
    const root = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/portal/');
    expectSecurityHeaders(root, '/');
  });
});

describe('not found', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const auth = { headers: { authorization: `Bearer ${adminToken}` } };
    for (const url of [
      `${origin}/portal/api/NoSuchThing`,
      `${origin}/portal/api/User/extra/segments`,
      `${origin}/webcrmapi/api/nothing-here`,
      `${origin}/portalapiproduction/api/nothing-here`,
    ]) {
      const response = await fetch(url, auth);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code, url).toBe('not_found');
    }
  });

  it('asks for a token before revealing whether a portal API path exists', async () => {
    const response = await fetch(`${origin}/portal/api/NoSuchThing`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
  });

  it('answers missing assets with 404 instead of the SPA page', async () => {
    for (const path of ['/portal/assets/missing-abc123.js', '/portal/elements/portal-missing.js', '/portal/x.png']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(testIndexMarker);
    }
  });

  it('does not serve files outside the UI directory', async () => {
    for (const path of ['/portal/..%2f..%2fetc%2fpasswd', '/portal/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await fetch(`${origin}${path}`);
      expect(await response.text(), path).not.toContain('root:');
    }
  });
});

describe('/healthz', () => {
  it('reports ok and which database is in use', async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: testDatabaseUrl.startsWith('postgres') ? 'postgres' : 'pglite',
    });
  });
});
