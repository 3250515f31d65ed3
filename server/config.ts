import { resolve } from 'node:path';

/**
 * Everything the server reads from the environment, parsed once (docs/deployment.md lists every
 * setting). `readConfig` refuses unsafe combinations with a message naming the setting to change.
 */
export interface ServerConfig {
  /** `NODE_ENV=production`: the production profile (docs/deployment.md "Profiles"). */
  production: boolean;
  port: number;
  /** Address the listeners bind to (`HOST`). */
  host: string;
  /** Second port serving /embed-demo/ as a foreign origin (0 = off). */
  embedPort: number;
  /** `postgres://…`, `memory:` or a PGlite directory. */
  database: string;
  /** The OpenID provider: built-in or external, claims mapping and step-up. */
  oidc: OidcConfig;
  /** What the shell signs in with, derived from `oidc` (sent with every page). */
  signIn: SignInConfig;
  /** Serve the built-in identity provider under /openid (`BUILTIN_IDP`). */
  builtinIdp: boolean;
  /**
   * Origins (scheme://host[:port]) the portal is reached at (`PUBLIC_ORIGINS`). The built-in
   * provider serves these; in development also localhost and every `*.localhost` host.
   */
  publicOrigins: string[];
  /** Signs the built-in provider's cookies (`COOKIE_SECRET`); null: a key generated once and kept in the database. */
  cookieSecret: string | null;
  /**
   * `STRICT_REVOCATION` (default on): with PostgreSQL every signed-in request first reads the
   * auth generation (server/auth/auth-generation.ts), so a revocation through another process is
   * refused at the next request; off: revocations spread by LISTEN/NOTIFY alone (milliseconds later).
   */
  strictRevocation: boolean;
  /** Trust `X-Forwarded-Proto/Host/For` from the reverse proxy in front (`TRUST_PROXY`). */
  trustProxy: boolean;
  /** Built UI. */
  distDir: string;
  /** Request log: none, one text line or one JSON line per request (`LOG_REQUESTS`). */
  logRequests: 'off' | 'text' | 'json';
  /**
   * How long an idle keep-alive connection stays open, ms (`KEEP_ALIVE_TIMEOUT`, seconds). Longer
   * than the proxy's idle timeout, so the proxy, not the server, closes idle connections.
   */
  keepAliveTimeoutMs: number;
  /** How long SIGTERM waits for requests in flight before it closes them, ms (`SHUTDOWN_TIMEOUT`, seconds). */
  shutdownTimeoutMs: number;
  /** Access-token lifetime of the built-in provider, seconds (default 300). */
  accessTokenTtl: number;
  /**
   * Demo data to seed at start (`DEMO_DATA`): `full`, `small` for quick local experiments, or
   * `none` — the default of the production profile — for a portal with only what its first
   * administrator needs (server/areas/security/bootstrap.ts).
   */
  demoData: 'full' | 'small' | 'none';
  /**
   * `BOOTSTRAP_ADMIN_LOGIN`: on a portal without users, the login name (the token's login claim,
   * OIDC_CLAIM_LOGIN) that becomes its first administrator at the first sign-in.
   */
  bootstrapAdminLogin: string | null;
  /**
   * The reporting data set's scale (`ANALYTICS_SCALE`, default `DEMO_DATA`, `small` when that is `none`): a million sales
   * facts, or a few thousand where nobody measures (the shared e2e server, whose PGlite worker
   * would otherwise spend minutes of CPU generating them while every other spec runs).
   */
  analyticsScale: 'full' | 'small';
  /**
   * `ANALYTICS_STORE_DIR`: the folder of the analytics store that several API processes share and
   * `npm run analytics:load` publishes to (docs/analytics.md). Unset: each process builds a
   * private copy from the demo seed in a temporary folder.
   */
  analyticsStoreDir: string | null;
}

export type OidcPreset = 'builtin' | 'keycloak' | 'entra';

/** Which token claim carries each fact about the user; the first present claim of a list wins. */
export interface ClaimNames {
  subject: string[];
  login: string[];
  givenName: string[];
  familyName: string[];
  email: string[];
  /** The user's domain; without one the e-mail's domain is used. */
  domain: string[];
}

/**
 * How step-up (the portal's level 2, `urn:portal:loa:2`) is asked for and recognised:
 * - `acr`: the authorization request carries `acr_values=<request>`; the token's `acr` claim is
 *   mapped to a level by `levels` (Keycloak's "ACR to LoA mapping", the built-in provider's URNs);
 * - `acrs`: Microsoft Entra ID's authentication context: the request carries
 *   `claims={"access_token":{"acrs":{"essential":true,"value":"<request>"}}}`, the token's `acrs`
 *   array contains it once satisfied.
 */
export type StepUpConfig =
  | { mode: 'acr'; request: string; levels: Record<string, number> }
  | { mode: 'acrs'; request: string };

export interface OidcConfig {
  preset: OidcPreset;
  /** External issuer (`OIDC_ISSUER`); null: the built-in provider at `<request origin>/openid`. */
  issuer: string | null;
  /** Expected `aud` of access tokens (`OIDC_AUDIENCE`). */
  audience: string;
  /** The shell's public client id at the provider (`OIDC_CLIENT_ID`). */
  clientId: string;
  /** Scopes the shell asks for (`OIDC_SCOPES`). */
  scopes: string;
  claims: ClaimNames;
  stepUp: StepUpConfig;
}

/**
 * The shell's sign-in request: issuer (a path on the page's origin for the built-in provider),
 * client, scopes, the extra parameters of a step-up sign-in, and where signing out returns to.
 */
export interface SignInConfig {
  issuer: string;
  clientId: string;
  scope: string;
  stepUp: Record<string, string>;
  postLogoutRedirect: string;
}

/** The built-in provider's level names (server/idp/provider.ts issues them in `acr`). */
export const portalAcrLevels = { 'urn:portal:loa:1': 1, 'urn:portal:loa:2': 2 } as const;

const standardClaims: ClaimNames = {
  subject: ['sub'],
  login: ['preferred_username'],
  givenName: ['given_name'],
  familyName: ['family_name'],
  email: ['email'],
  domain: ['domain'],
};

/** What each preset assumes unless a setting says otherwise (docs/deployment.md "Identity provider presets"). */
export const oidcPresets: Record<OidcPreset, Omit<OidcConfig, 'issuer' | 'preset'>> = {
  builtin: {
    audience: 'portal-api',
    clientId: 'portal',
    scopes: 'openid email profile offline_access portal crm',
    claims: standardClaims,
    stepUp: { mode: 'acr', request: 'urn:portal:loa:2', levels: { ...portalAcrLevels } },
  },
  keycloak: {
    audience: 'portal-api',
    clientId: 'portal',
    // Keycloak issues refresh tokens to the code flow without offline_access (an offline token
    // would outlive the single sign-on session).
    scopes: 'openid email profile',
    // Keycloak names no domain: it comes from the e-mail unless a mapper adds a `domain` claim.
    claims: standardClaims,
    // Keycloak's realm setting "ACR to LoA mapping" with these names (docs/deployment.md).
    stepUp: { mode: 'acr', request: 'gold', levels: { silver: 1, gold: 2 } },
  },
  entra: {
    audience: '',
    clientId: '',
    scopes: '',
    // `oid` is the user's id in the tenant (`sub` differs per application); v2 tokens name the
    // login `preferred_username`, v1 tokens `upn`.
    claims: {
      subject: ['oid'],
      login: ['preferred_username', 'upn'],
      givenName: ['given_name'],
      familyName: ['family_name'],
      email: ['email', 'preferred_username', 'upn'],
      domain: [],
    },
    stepUp: { mode: 'acrs', request: 'c1' },
  },
};

/** The setting was refused: the message names the setting and what to change. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = toPort(env.PORT, 8080, 'PORT');
  const oidc = readOidc(env);
  const builtinIdp = toSwitch(env.BUILTIN_IDP, 'BUILTIN_IDP') ?? (!production && oidc.issuer === null);
  const publicOrigins = toOrigins(env.PUBLIC_ORIGINS ?? '');
  const trustProxy = toSwitch(env.TRUST_PROXY, 'TRUST_PROXY') ?? false;
  const host = env.HOST || '0.0.0.0';
  const demoData = toDemoData(env, production);
  const config: ServerConfig = {
    production,
    signIn: {
      issuer: oidc.issuer ?? '/openid',
      clientId: oidc.clientId,
      scope: oidc.scopes,
      stepUp: stepUpRequest(oidc.stepUp),
      postLogoutRedirect: toUrlOrPath(env.OIDC_POST_LOGOUT_REDIRECT_URI, 'OIDC_POST_LOGOUT_REDIRECT_URI'),
    },
    port,
    host,
    embedPort: toPort(env.EMBED_PORT, production ? 0 : port + 1, 'EMBED_PORT'),
    database: env.DATABASE_URL || resolve(env.DATA_DIR ?? '.data', 'pglite'),
    oidc,
    builtinIdp,
    publicOrigins,
    cookieSecret: env.COOKIE_SECRET || null,
    trustProxy,
    strictRevocation: toSwitch(env.STRICT_REVOCATION, 'STRICT_REVOCATION') ?? true,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logRequests: toLogMode(env.LOG_REQUESTS, production),
    keepAliveTimeoutMs: toPositiveInt(env.KEEP_ALIVE_TIMEOUT, 65, 'KEEP_ALIVE_TIMEOUT') * 1000,
    shutdownTimeoutMs: toPositiveInt(env.SHUTDOWN_TIMEOUT, 10, 'SHUTDOWN_TIMEOUT') * 1000,
    accessTokenTtl: toPositiveInt(env.ACCESS_TOKEN_TTL, 300, 'ACCESS_TOKEN_TTL'),
    demoData,
    bootstrapAdminLogin: env.BOOTSTRAP_ADMIN_LOGIN?.trim() || null,
    analyticsScale: toDemoScale(env.ANALYTICS_SCALE || (demoData === 'none' ? 'small' : demoData), 'ANALYTICS_SCALE'),
    analyticsStoreDir: env.ANALYTICS_STORE_DIR ? resolve(env.ANALYTICS_STORE_DIR) : null,
  };
  refuseUnsafe(config);
  return config;
}

function readOidc(env: NodeJS.ProcessEnv): OidcConfig {
  const issuer = env.OIDC_ISSUER?.replace(/\/$/, '') || null;
  const presetName = env.OIDC_PRESET || (issuer ? 'keycloak' : 'builtin');
  if (!(presetName in oidcPresets))
    throw new ConfigError(`OIDC_PRESET must be builtin, keycloak or entra, got "${presetName}"`);
  const preset = presetName as OidcPreset;
  if (preset !== 'builtin' && !issuer)
    throw new ConfigError(`OIDC_PRESET=${preset} needs OIDC_ISSUER (the provider's issuer URL)`);
  if (issuer && !/^https?:\/\/[^/]/.test(issuer))
    throw new ConfigError(`OIDC_ISSUER must be an http(s) URL, got "${issuer}"`);
  const base = oidcPresets[preset];
  const claims: ClaimNames = {
    subject: toClaimList(env.OIDC_CLAIM_SUBJECT, base.claims.subject),
    login: toClaimList(env.OIDC_CLAIM_LOGIN, base.claims.login),
    givenName: toClaimList(env.OIDC_CLAIM_GIVEN_NAME, base.claims.givenName),
    familyName: toClaimList(env.OIDC_CLAIM_FAMILY_NAME, base.claims.familyName),
    email: toClaimList(env.OIDC_CLAIM_EMAIL, base.claims.email),
    domain: toClaimList(env.OIDC_CLAIM_DOMAIN, base.claims.domain),
  };
  if (claims.subject.length === 0) throw new ConfigError('OIDC_CLAIM_SUBJECT must name at least one claim');
  const oidc: OidcConfig = {
    preset,
    issuer,
    audience: env.OIDC_AUDIENCE || base.audience,
    clientId: env.OIDC_CLIENT_ID || base.clientId,
    scopes: (env.OIDC_SCOPES || base.scopes).trim().replace(/\s+/g, ' '),
    claims,
    stepUp: readStepUp(env, base.stepUp),
  };
  for (const [key, name] of [
    ['audience', 'OIDC_AUDIENCE'],
    ['clientId', 'OIDC_CLIENT_ID'],
    ['scopes', 'OIDC_SCOPES'],
  ] as const) {
    if (!oidc[key]) throw new ConfigError(`OIDC_PRESET=${preset} needs ${name} (docs/deployment.md)`);
  }
  if (!oidc.scopes.split(' ').includes('openid')) throw new ConfigError('OIDC_SCOPES must include openid');
  return oidc;
}

function readStepUp(env: NodeJS.ProcessEnv, base: StepUpConfig): StepUpConfig {
  const request = env.OIDC_STEP_UP || base.request;
  if (base.mode === 'acrs') return { mode: 'acrs', request };
  const levels = env.OIDC_ACR_LEVELS ? toLevels(env.OIDC_ACR_LEVELS) : base.levels;
  if ((levels[request] ?? 0) < 2)
    throw new ConfigError(
      `OIDC_STEP_UP "${request}" must be an acr value of level 2 or more in OIDC_ACR_LEVELS (${JSON.stringify(levels)})`,
    );
  return { mode: 'acr', request, levels };
}

/** The authorization request's extra parameters that ask the provider for level 2. */
export function stepUpRequest(stepUp: StepUpConfig): Record<string, string> {
  if (stepUp.mode === 'acr') return { acr_values: stepUp.request };
  return { claims: JSON.stringify({ access_token: { acrs: { essential: true, value: stepUp.request } } }) };
}

/** `silver:1,gold:2` (as Keycloak's "ACR to LoA mapping") → `{ silver: 1, gold: 2 }`. */
function toLevels(value: string): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const pair of value.split(',')) {
    // The level follows the last colon: acr names may be URNs (urn:portal:loa:2:2).
    const match = /^\s*(\S+?)\s*:\s*(\d+)\s*$/.exec(pair);
    if (!match) throw new ConfigError(`OIDC_ACR_LEVELS must be "name:level,…" (e.g. silver:1,gold:2), got "${value}"`);
    levels[match[1]!] = Number(match[2]);
  }
  return levels;
}

/** The refusals: each names the setting to change. */
function refuseUnsafe(config: ServerConfig): void {
  const { oidc } = config;
  if (config.builtinIdp && oidc.issuer)
    throw new ConfigError('BUILTIN_IDP=on and OIDC_ISSUER exclude each other: unset one of them');
  if (config.builtinIdp && oidc.preset !== 'builtin')
    throw new ConfigError(`BUILTIN_IDP=on needs OIDC_PRESET=builtin (is ${oidc.preset})`);
  if (!config.builtinIdp && !oidc.issuer)
    throw new ConfigError(
      'No identity provider: set OIDC_ISSUER to your OpenID provider, or BUILTIN_IDP=on with PUBLIC_ORIGINS',
    );
  if (!config.production) {
    // Behind no proxy, anyone could send X-Forwarded-For/Proto and choose their rate-limit key.
    if (config.trustProxy && !isLoopback(config.host))
      throw new ConfigError(
        `TRUST_PROXY=on outside the production profile needs HOST=127.0.0.1 (is ${config.host}); or set NODE_ENV=production`,
      );
    return;
  }
  if (config.builtinIdp && config.publicOrigins.length === 0)
    throw new ConfigError(
      'NODE_ENV=production with BUILTIN_IDP=on needs PUBLIC_ORIGINS (the https origins users reach the portal at)',
    );
  const plain = config.publicOrigins.filter((o) => o.startsWith('http:'));
  if (plain.length)
    throw new ConfigError(`NODE_ENV=production needs https origins in PUBLIC_ORIGINS (not ${plain.join(', ')})`);
  if (oidc.issuer?.startsWith('http:'))
    throw new ConfigError(`NODE_ENV=production needs an https OIDC_ISSUER (is ${oidc.issuer})`);
  if (!/^postgres(ql)?:\/\//.test(config.database))
    throw new ConfigError(
      'NODE_ENV=production needs DATABASE_URL=postgres://… (the embedded database is for one laptop)',
    );
  if (config.embedPort)
    throw new ConfigError('NODE_ENV=production serves no embedding demo: set EMBED_PORT=0 or unset it');
}

function isLoopback(host: string): boolean {
  return host === '127.0.0.1' || host === '::1' || host === 'localhost';
}

function toSwitch(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  const v = value.toLowerCase();
  if (['1', 'on', 'true', 'yes'].includes(v)) return true;
  if (['0', 'off', 'false', 'no'].includes(v)) return false;
  throw new ConfigError(`${name} must be on or off, got "${value}"`);
}

function toLogMode(value: string | undefined, production: boolean): ServerConfig['logRequests'] {
  if (value === undefined || value === '') return production ? 'json' : 'off';
  if (value === 'json') return 'json';
  if (value === 'text' || value === '1') return 'text';
  if (value === 'off' || value === '0') return 'off';
  throw new ConfigError(`LOG_REQUESTS must be json, text or off, got "${value}"`);
}

function toOrigins(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean)
    .map((s) => {
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        throw new ConfigError(`PUBLIC_ORIGINS must list origins such as https://portal.example.com, got "${s}"`);
      }
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== s)
        throw new ConfigError(`PUBLIC_ORIGINS must list origins (scheme://host[:port], no path), got "${s}"`);
      return url.origin;
    });
}

/** An absolute http(s) URL or a path on the portal's origin; default the shell's logout callback. */
function toUrlOrPath(value: string | undefined, name: string): string {
  const trimmed = value?.trim().replace(/\/$/, '');
  if (!trimmed) return '/portal/auth/logoutCallback';
  if (/^\/[^/]/.test(trimmed)) return trimmed;
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new ConfigError(
      `${name} must be an http(s) URL or a path, without credentials, query or fragment, got "${value}"`,
    );
  return trimmed;
}

function toClaimList(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function toPort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new ConfigError(`${name} must be a port number (0–65535), got "${value}"`);
  return n;
}

function toPositiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function toDemoScale(value: string | undefined, name: string): 'full' | 'small' {
  if (value === undefined || value === '' || value === 'full') return 'full';
  if (value === 'small') return 'small';
  throw new ConfigError(`${name} must be full or small, got "${value}"`);
}

/** `DEMO_DATA`: full in development, none in production unless set. */
function toDemoData(env: NodeJS.ProcessEnv, production: boolean): ServerConfig['demoData'] {
  if (env.DEMO_SCALE) throw new ConfigError('DEMO_SCALE is now DEMO_DATA (full, small or none): rename the setting');
  const value = env.DEMO_DATA;
  if (value === undefined || value === '') return production ? 'none' : 'full';
  if (value === 'full' || value === 'small' || value === 'none') return value;
  throw new ConfigError(`DEMO_DATA must be full, small or none, got "${value}"`);
}
