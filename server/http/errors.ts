import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { type ApiErrorBody, ErrorCode } from '../../contract/errors.ts';
import { isDatabaseUnavailable, logError } from './error-log.ts';

/** How long a client waits before retrying while the database is unreachable (`Retry-After`). */
export const databaseRetryAfterSeconds = 5;

/** An error that becomes a JSON response `{ code, message, field? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

// ---------------------------------------------------------------------------------------------
// The errors every route answers with (one home; routes never build error bodies by hand).

/** 404; `field` names the path or query parameter that pointed nowhere. */
export function notFound(message: string, field?: string, code: string = ErrorCode.notFound): HttpError {
  return new HttpError(404, { code, message, ...(field ? { field } : {}) });
}

/** 403; `field` names the body field that pointed at someone else's data, when one did. */
export function forbidden(message: string, code: string = ErrorCode.forbidden, field?: string): HttpError {
  return new HttpError(403, { code, message, ...(field ? { field } : {}) });
}

/** 409; `extra` carries what the client needs to resolve it (e.g. the current values). */
export function conflict(
  field: string | undefined,
  message: string,
  code: string = ErrorCode.conflict,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(409, { code, message, ...(field ? { field } : {}), ...extra });
}

/** 400 naming a field for a rule that needs the database or several fields (zod checks the rest). */
export function invalid(field: string, rule: string, message: string): HttpError {
  return new HttpError(400, {
    code: ErrorCode.validation,
    message: `${field}: ${message}`,
    field,
    errors: [{ field, code: rule, message }],
  });
}

/** 415 for a body in another format than the route reads. */
export function unsupportedMediaType(expected = 'application/json'): HttpError {
  return new HttpError(415, {
    code: 'unsupported_media_type',
    message: `Content-Type must be ${expected}`,
    field: '(body)',
  });
}

/** 413 for a body above the route's limit (`http/request-guard.ts`). */
export function payloadTooLarge(limit: number): HttpError {
  return new HttpError(
    413,
    { code: 'payload_too_large', message: `Request body too large (at most ${limit} bytes)`, field: '(body)' },
    // The rest of the body is not read: the connection cannot serve another request.
    { Connection: 'close' },
  );
}

/** 400 naming every failing field and its rule; `field` is the first one. */
export function validationError(error: z.ZodError, prefix = ''): HttpError {
  const errors = error.issues.map((issue) => ({
    // An unknown key is reported on its parent object; name the key itself.
    field:
      [prefix, ...issue.path.map(String), ...(issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [])]
        .filter(Boolean)
        .join('.') || '(body)',
    code: issue.code,
    message: issue.message,
  }));
  const first = errors[0]!;
  return new HttpError(400, {
    code: ErrorCode.validation,
    message: `${first.field}: ${first.message}`,
    field: first.field,
    errors,
  });
}

/** Parses a value with a contract schema or throws the 400 above. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, prefix = ''): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, prefix);
  return result.data;
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof HTTPException && error.status === 400) {
    // Hono's own validator: a body that is not JSON.
    return c.json({ code: ErrorCode.validation, message: error.message, field: '(body)' } satisfies ApiErrorBody, 400);
  }
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.body, error.status);
  }
  if ((error as { status?: number }).status === 413) {
    return c.json({ code: 'payload_too_large', message: 'Request body too large' } satisfies ApiErrorBody, 413);
  }
  if (isDatabaseUnavailable(error)) {
    // Not logged with a stack: the pool's own handler reports the outage once (db/open.ts).
    c.header('Retry-After', String(databaseRetryAfterSeconds));
    return c.json(
      {
        code: ErrorCode.unavailable,
        message: 'The database is not reachable at the moment; please try again shortly.',
      } satisfies ApiErrorBody,
      503,
    );
  }
  const errorId = logError(`${c.req.method} ${c.req.routePath}`, error);
  return c.json({ code: ErrorCode.internal, message: 'Internal server error', errorId } satisfies ApiErrorBody, 500);
}
