/** The JSON body of every API error: a stable code, a readable message and, for 400, the failing field. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Dot path of the first failing field (400 only). */
  field?: string;
  /** Every failing field with its rule, when more than one failed. */
  errors?: { field: string; code: string; message: string }[];
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
} as const;
