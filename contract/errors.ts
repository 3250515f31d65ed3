/** The JSON body of every API error: a stable code, a readable message and, for 400, the failing field. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Dot path of the first failing field (400 only). */
  field?: string;
  /** Every failing field with its rule, when more than one failed. */
  errors?: { field: string; code: string; message: string }[];
  /** 500 only: the id under which the server logged the error (quote it in a report). */
  errorId?: string;
}

export const ErrorCode = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  noPortalUser: 'no_portal_user',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** 503: the database is unreachable; retry after `Retry-After` seconds. */
  unavailable: 'database_unavailable',
  /** 503: the external identity provider's keys could not be fetched to check a token; retry later. */
  identityProviderUnavailable: 'identity_provider_unavailable',
} as const;
