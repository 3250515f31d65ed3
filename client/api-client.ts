/**
 * The one HTTP client factory (ky) for the portal, CRM and production APIs. The shell's session
 * and the mini apps' platform (apps/platform/) both create their clients here: bearer token,
 * JSON, `no-store`, retries only for idempotent methods, typed errors, and the 401/412 handling
 * (docs/spec-rules.md). A client without `auth` is anonymous (elements embedded on other sites).
 */
import ky, { isHTTPError, isTimeoutError, type KyInstance, type Options } from 'ky';
import type { ApiErrorBody } from '../contract/errors.ts';
import { grantsVersionHeader } from '../contract/grants.ts';
import { AbortError, ParseError, RestError } from './api-errors.ts';

export type ApiKind = 'portal' | 'crm' | 'production';

export const apiBase: Record<ApiKind, string> = {
  portal: '/portal/api',
  crm: '/webcrmapi/api',
  production: '/portalapiproduction/api',
};

/** Statuses retried: 408, 429 and 5xx except 501 and 505. */
export const retriedStatuses = [408, 429, 500, 502, 503, 504, 506, 507, 508, 510, 511];

/** The retry policy: up to 3 attempts, 1 s initial, exponential with full jitter, 64 s cap, idempotent methods only. */
export const retryPolicy = {
  limit: 2,
  methods: ['get', 'put', 'head', 'delete', 'options'],
  statusCodes: retriedStatuses,
  afterStatusCodes: [429, 503],
  maxRetryAfter: 64_000,
  backoffLimit: 64_000,
  delay: (attempt: number) => 1000 * 2 ** (attempt - 1),
  jitter: true,
  retryOnTimeout: true,
} satisfies Options['retry'];

export { AbortError, ParseError, RestError } from './api-errors.ts';

export const nonTlsBearerMessage =
  'Bearer token authentication is not permitted for non-TLS protected (non-https) URLs.';

/** What a signed-in host plugs in: tokens, renewal, and what to do on 401 and 412. */
export interface AuthHooks {
  accessToken(): Promise<string | null>;
  /** Renews the access token (refresh token or silent frame); null when that is impossible. */
  renew(): Promise<string | null>;
  /** 401 that renewal did not cure, or a step-up challenge: remember the place and sign in again. */
  signInAgain(acrValues?: string): void;
  /** 412 from any call but loginOpenId and User/GetLanguage: no portal user yet. */
  registrationRequired(): void;
  /** The grants version an answer carried (contract/permissions.ts grantsVersionHeader) and the path it answered. */
  grantsVersion?(version: string, path: string): void;
}

/** The parameters of a `WWW-Authenticate: Bearer …` challenge. */
export function parseBearerChallenge(header: string | null): Record<string, string> {
  const params: Record<string, string> = {};
  if (!header || !/^Bearer\b/i.test(header)) return params;
  for (const m of header.matchAll(/(\w+)="([^"]*)"/g)) params[m[1]!] = m[2]!;
  return params;
}

function isLoopback(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname) || hostname.endsWith('.localhost');
}

export interface ApiClientOptions {
  /**
   * Where the portal is (an element embedded elsewhere passes its script's origin): an origin
   * (`https://host`), the portal below a path (`https://host/sub`), or an API base itself
   * (`https://host/sub/portal/api`); see `apiPrefix`.
   */
  endpoint?: string | null;
  /** The signed-in session's hooks; without them the client is anonymous. */
  auth?: AuthHooks | null;
}

/**
 * A trailing API base (`/portal/api`, …) or an API's root without `/api` (`/portal`, where elements come
 * from; `/portalapiproduction`, the shell's `production-endpoint`).
 */
const trailingBase = new RegExp(
  `(${Object.values(apiBase)
    .map((base) => base.replace(/\/api$/, ''))
    .join('|')})(/api)?/*$`,
);

/**
 * The URL prefix of one API for an element's `endpoint`, its path kept: `https://host/sub/portal/api`
 * and `https://host/sub` both give `https://host/sub/portal/api` for the portal API and
 * `https://host/sub/webcrmapi/api` for the CRM API (the three APIs are siblings under one base).
 */
export function apiPrefix(kind: ApiKind, endpoint: string | null | undefined, here?: string): string {
  const url = new URL(endpoint || here || 'http://localhost', here);
  const base = endpoint ? url.pathname.replace(/\/+$/, '').replace(trailingBase, '') : '';
  return `${url.origin}${base}${apiBase[kind]}`;
}

export function createApiClient(kind: ApiKind, options: ApiClientOptions = {}): KyInstance {
  const auth = options.auth ?? null;
  return ky.create({
    prefix: apiPrefix(kind, options.endpoint, globalThis.location?.href),
    cache: 'no-store',
    headers: { accept: 'application/json' },
    timeout: 10_000,
    retry: retryPolicy,
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          if (!auth) return;
          const token = await auth.accessToken();
          if (!token) return;
          const url = new URL(request.url);
          if (kind === 'crm' && url.protocol !== 'https:' && !isLoopback(url.hostname)) {
            throw new Error(nonTlsBearerMessage);
          }
          request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          const path = new URL(request.url).pathname;
          if (!auth) return;
          const version = response.headers.get(grantsVersionHeader);
          if (version) auth.grantsVersion?.(version, path);
          if (response.status === 412 && !/\/Auth\/loginOpenId$|\/User\/GetLanguage$/i.test(path)) {
            auth.registrationRequired();
            return;
          }
          if (response.status !== 401) return;
          const challenge = parseBearerChallenge(response.headers.get('www-authenticate'));
          if (challenge.error === 'insufficient_user_authentication' && challenge.acr_values) {
            auth.signInAgain(challenge.acr_values);
            return;
          }
          // An expired or revoked token: renew once and repeat the request with the new token.
          if (retryCount === 0) {
            const token = await auth.renew();
            if (token) {
              const headers = new Headers(request.headers);
              headers.set('Authorization', `Bearer ${token}`);
              return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_RENEWED' });
            }
          }
          auth.signInAgain();
        },
      ],
      beforeError: [
        ({ error }) => {
          if (isTimeoutError(error)) return new AbortError(error.message, true);
          if (!isHTTPError(error)) return error;
          const body = (typeof error.data === 'object' ? error.data : null) as Partial<ApiErrorBody> | null;
          const retryAfter = Number.parseInt(error.response.headers.get('retry-after') ?? '', 10);
          return new RestError(
            error.response.status,
            body?.code ?? null,
            body?.message ?? error.response.statusText,
            body?.field ?? null,
            error.data ?? null,
            Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
          );
        },
      ],
    },
  });
}

/** Reads a JSON body, turning cancellation and unparsable bodies into the typed errors above. */
export async function readJson<T>(request: Promise<Response> & { json<J>(): Promise<J> }): Promise<T> {
  try {
    return await request.json<T>();
  } catch (error) {
    if (error instanceof SyntaxError) throw new ParseError(error.message);
    if (error instanceof DOMException && error.name === 'AbortError') throw new AbortError(error.message);
    throw error;
  }
}

/** Errors the user can act on (the server said no, the network is down), as opposed to bugs. */
export function isExpectedError(error: unknown): boolean {
  if (error instanceof RestError || error instanceof AbortError || error instanceof ParseError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'NetworkError' || name === 'AbortError';
}
