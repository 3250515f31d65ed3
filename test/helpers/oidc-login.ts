import { createHash, randomBytes } from 'node:crypto';

/**
 * A real authorization-code + PKCE (S256) sign-in through the built-in identity provider, the way a
 * browser does it: plain `fetch` with `redirect: 'manual'`, redirects followed by hand, a tiny cookie jar.
 */

export const portalClientId = 'portal';
export const portalScopes = 'openid email profile offline_access portal crm';

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type?: string;
  scope?: string;
}

export function redirectUriFor(origin: string): string {
  return `${origin}/portal/auth/loginCallback`;
}

/** Cookies by name and path; enough for the provider's path-scoped interaction cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path' && val) path = val;
        if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      }
      const key = `${name}\n${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

/** A browser-like client: manual redirects, cookies kept per jar. */
export class Browser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects until a non-redirect answer or a Location that starts with `stopAt`. */
  async follow(
    response: Response,
    base: string,
    stopAt: string,
  ): Promise<{ response: Response; url: string; location?: string }> {
    let current = response;
    let url = base;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
      await current.body?.cancel();
      const next = new URL(location, url).href;
      if (next.startsWith(stopAt)) return { response: current, url, location: next };
      url = next;
      current = await this.request(next);
    }
    throw new Error(`Too many redirects, last at ${url}`);
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeOptions {
  uiLocales?: string;
  /** Ask for the step-up level (acr urn:portal:loa:2) and answer the one-time code the page shows. */
  stepUp?: boolean;
  /** Extra or overriding query parameters; `null` removes a parameter. */
  params?: Record<string, string | null>;
}

export function authorizeUrl(origin: string, pkce: Pkce, state: string, options: AuthorizeOptions = {}): string {
  const query: Record<string, string | null> = {
    client_id: portalClientId,
    redirect_uri: redirectUriFor(origin),
    response_type: 'code',
    scope: portalScopes,
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
    ...(options.stepUp ? { acr_values: 'urn:portal:loa:2' } : {}),
    ...options.params,
  };
  const url = new URL('/openid/auth', origin);
  for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, value);
  return url.href;
}

export interface LoginPage {
  browser: Browser;
  pkce: Pkce;
  state: string;
  /** `/openid/interaction/<uid>` as an absolute URL. */
  pageUrl: string;
  /** The form's action (absolute URL). */
  action: string;
  status: number;
  html: string;
}

/** Starts an authorization request and stops at the provider's login page. */
export async function openLoginPage(origin: string, options: AuthorizeOptions = {}): Promise<LoginPage> {
  const browser = new Browser();
  const pkce = createPkce();
  const state = randomBytes(8).toString('hex');
  const start = await browser.request(authorizeUrl(origin, pkce, state, options));
  const { response, url, location } = await browser.follow(start, origin, redirectUriFor(origin));
  if (location) throw new Error(`The provider redirected to the client instead of showing a login page: ${location}`);
  const html = await response.text();
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (response.status !== 200 || !action) {
    throw new Error(`Expected the login page at ${url}, got ${response.status}: ${html.slice(0, 300)}`);
  }
  return {
    browser,
    pkce,
    state,
    pageUrl: url,
    action: new URL(action.replaceAll('&amp;', '&'), url).href,
    status: response.status,
    html,
  };
}

/** Posts the login form; the raw answer (a redirect on success, the login page again on failure). */
export function submitLogin(
  page: LoginPage,
  login: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  const form = new URLSearchParams({ login, password, ...extra });
  return page.browser.request(page.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

/** Exchanges an authorization code for tokens at the token endpoint. */
export async function exchangeCode(origin: string, code: string, verifier: string): Promise<Response> {
  return fetch(`${origin}/openid/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUriFor(origin),
      client_id: portalClientId,
      code_verifier: verifier,
    }).toString(),
  });
}

/** The full sign-in: authorize → login page → form → back to the redirect URI → token endpoint. */
export async function oidcLogin(origin: string, login: string, password = login, options: AuthorizeOptions = {}) {
  const page = await openLoginPage(origin, options);
  const posted = await submitLogin(page, login, password, options.stepUp ? { otp: developmentCodeOn(page) } : {});
  if (posted.status !== 303 && posted.status !== 302) {
    throw new Error(`Login of ${login} failed with ${posted.status}: ${(await posted.text()).slice(0, 300)}`);
  }
  const { location } = await page.browser.follow(posted, page.action, redirectUriFor(origin));
  if (!location) throw new Error(`Login of ${login} did not return to the redirect URI`);
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  if (callback.searchParams.get('state') !== page.state) throw new Error('state mismatch on the callback');
  if (!code) throw new Error(`No code on the callback: ${location}`);
  const response = await exchangeCode(origin, code, page.pkce.verifier);
  if (response.status !== 200) throw new Error(`Token endpoint answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenSet;
}

/** Refresh-token grant for the public client; the raw answer (tests check errors too). */
export function refreshTokenGrant(origin: string, refreshToken: string): Promise<Response> {
  return fetch(`${origin}/openid/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: portalClientId,
    }).toString(),
  });
}

/** Refresh-token grant that must succeed. */
export async function refreshTokens(origin: string, refreshToken: string): Promise<TokenSet> {
  const response = await refreshTokenGrant(origin, refreshToken);
  if (response.status !== 200) throw new Error(`Refresh failed with ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenSet;
}

/** The claims of a JWT, unverified (the server verifies; tests only read). */
export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function decodeJwtHeader(token: string): Record<string, unknown> {
  const [header] = token.split('.');
  return JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The one-time code the development provider shows on a step-up login page. */
export function developmentCodeOn(page: LoginPage): string {
  const code = /(\d{6})/.exec(/id="otp-hint"[^>]*>([^<]*)</.exec(page.html)?.[1] ?? '')?.[1];
  if (!code) throw new Error('No one-time code on the login page');
  return code;
}
