/**
 * The one HTTP client factory (ky) for the portal, CRM and production APIs, used by the shell and
 * every mini app: bearer token, JSON, `no-store`, retries only for idempotent methods
 * (api-catalogue §9), and one typed error for every non-2xx answer.
 */
import ky, { isHTTPError, type KyInstance } from 'ky';
import type { ApiErrorBody } from '../contract/errors.ts';

export type ApiKind = 'portal' | 'crm' | 'production';

const apiBase: Record<ApiKind, string> = {
  portal: '/portal/api',
  crm: '/webcrmapi/api',
  production: '/portalapiproduction/api',
};

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** The session registers where access tokens come from. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** A non-2xx answer: status plus code, message and field from the error body when present. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export interface ApiClientOptions {
  /** Origin or base of the API (an element embedded elsewhere passes its script's origin). */
  endpoint?: string;
}

export function createApiClient(kind: ApiKind, options: ApiClientOptions = {}): KyInstance {
  const origin = options.endpoint ? new URL(options.endpoint, location.href).origin : location.origin;
  return ky.create({
    prefix: `${origin}${apiBase[kind]}`,
    cache: 'no-store',
    headers: { accept: 'application/json' },
    timeout: 10_000,
    retry: {
      limit: 2,
      methods: ['get', 'put', 'head', 'delete', 'options'],
      statusCodes: [408, 429, 500, 502, 503, 504, 506, 507, 508, 510, 511],
      afterStatusCodes: [429, 503],
      maxRetryAfter: 64_000,
      backoffLimit: 64_000,
      delay: (attempt) => 1000 * 2 ** (attempt - 1),
      jitter: true,
    },
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const token = await tokenProvider();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        ({ error }) => {
          if (!isHTTPError(error)) return error;
          const body = (typeof error.data === 'object' ? error.data : null) as Partial<ApiErrorBody> | null;
          return new RestError(
            error.response.status,
            body?.code ?? null,
            body?.message ?? error.response.statusText,
            body?.field ?? null,
          );
        },
      ],
    },
  });
}
