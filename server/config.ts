import { resolve } from 'node:path';
import { builtinSignIn, type SignInSettings } from '../contract/sign-in.ts';

/** Everything the server reads from the environment, parsed once. */
export interface ServerConfig {
  port: number;
  /** Host the listeners bind to. */
  host: string;
  /** Second port serving /embed-demo/ as a foreign origin (0 = off). */
  embedPort: number;
  /** `postgres://…`, `memory:` or a PGlite directory. */
  database: string;
  /** External OpenID issuer; when set the built-in provider is off. */
  oidcIssuer: string | null;
  /** Expected `aud` of access tokens. */
  oidcAudience: string;
  /** What the shell signs in with (contract/sign-in.ts); issuer `/openid` is the built-in provider's path. */
  signIn: SignInSettings;
  /** Extra public origins (comma separated) the built-in provider accepts as redirect targets. */
  publicOrigins: string[];
  /** Built UI. */
  distDir: string;
  logRequests: boolean;
  /** Access-token lifetime of the built-in provider, seconds (default 300). */
  accessTokenTtl: number;
  /** How much demo data to seed (`full`, or `small` for quick local experiments). */
  demoScale: 'full' | 'small';
  /**
   * The reporting data set's scale (`ANALYTICS_SCALE`, default `DEMO_SCALE`): a million sales
   * facts, or a few thousand where nobody measures (the shared e2e server, whose PGlite worker
   * would otherwise spend minutes of CPU generating them while every other spec runs).
   */
  analyticsScale: 'full' | 'small';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = toPort(env.PORT, 8080, 'PORT');
  const oidcIssuer = toIssuer(env.OIDC_ISSUER);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    embedPort: toPort(env.EMBED_PORT, port + 1, 'EMBED_PORT'),
    database: env.DATABASE_URL || resolve(env.DATA_DIR ?? '.data', 'pglite'),
    oidcIssuer,
    oidcAudience: env.OIDC_AUDIENCE ?? 'portal-api',
    signIn: {
      issuer: oidcIssuer ?? builtinSignIn.issuer,
      clientId: env.OIDC_CLIENT_ID || builtinSignIn.clientId,
      scope: env.OIDC_SCOPES?.trim().replace(/\s+/g, ' ') || builtinSignIn.scope,
      stepUp: env.OIDC_STEP_UP ? Object.fromEntries(new URLSearchParams(env.OIDC_STEP_UP)) : builtinSignIn.stepUp,
      postLogoutRedirect:
        toUrlOrPath(env.OIDC_POST_LOGOUT_REDIRECT_URI, 'OIDC_POST_LOGOUT_REDIRECT_URI') ??
        builtinSignIn.postLogoutRedirect,
    },
    publicOrigins: (env.PUBLIC_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    logRequests: env.LOG_REQUESTS === '1',
    accessTokenTtl: toPositiveInt(env.ACCESS_TOKEN_TTL, 300, 'ACCESS_TOKEN_TTL'),
    demoScale: toDemoScale(env.DEMO_SCALE),
    analyticsScale: toDemoScale(env.ANALYTICS_SCALE || env.DEMO_SCALE, 'ANALYTICS_SCALE'),
  };
}

function toIssuer(value: string | undefined): string | null {
  const url = toUrlOrPath(value, 'OIDC_ISSUER');
  if (url?.startsWith('/')) throw new Error(`OIDC_ISSUER must be an absolute https:// or http:// URL, got "${value}"`);
  return url;
}

/** An absolute http(s) URL or a path starting with `/`, without a trailing slash. */
function toUrlOrPath(value: string | undefined, name: string): string | null {
  if (!value) return null;
  const trimmed = value.trim().replace(/\/$/, '');
  if (/^\/[^/]/.test(trimmed)) return trimmed;
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`${name} must be an http(s) URL without credentials, query or fragment, got "${value}"`);
  return trimmed;
}

function toPort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be a port number (0–65535), got "${value}"`);
  return n;
}

function toPositiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function toDemoScale(value: string | undefined, name = 'DEMO_SCALE'): 'full' | 'small' {
  if (value === undefined || value === '' || value === 'full') return 'full';
  if (value === 'small') return 'small';
  throw new Error(`${name} must be full or small, got "${value}"`);
}
