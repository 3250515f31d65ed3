/**
 * Validation declared on the route, from the zod schemas in contract/:
 *
 *   app.put('/:id', validate('param', idParams), validate('json', roleBody), (c) => {
 *     const { id } = c.req.valid('param');
 *     const body = c.req.valid('json');
 *   });
 *
 * A failure is a 400 naming every failing field and its rule (http/errors.ts); a JSON body with
 * another content type is a 415, an unreadable one a 400 on `(body)`. Read-only fields a client
 * echoes (owner, path ids; contract/input.ts) are checked and dropped (http/read-only-fields.ts). Each validator remembers its
 * schema, so the route table can be described (OpenAPI) and probed (test/server/route-fuzz.test.ts)
 * from the same schemas.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ErrorCode } from '../../contract/errors.ts';
import { HttpError, parseWith, unsupportedMediaType } from './errors.ts';
import { applyReadOnlyFields } from './read-only-fields.ts';

export type ValidationTarget = 'json' | 'query' | 'param';

export interface ValidatorInfo {
  /** `form`: a multipart/form-data body, read by the route itself (declareValidation); its fields' schema. */
  target: ValidationTarget | 'form';
  schema: z.ZodType;
}

/** Middleware → what it validates (read by route descriptions and the route probes). */
export const validators = new WeakMap<MiddlewareHandler, ValidatorInfo[]>();

/**
 * For a route that validates its input itself (e.g. multipart with a JSON field): register the
 * schema, or one per body it reads (a JSON body or the same input as a multipart field).
 */
export function declareValidation<M extends MiddlewareHandler>(
  middleware: M,
  info: ValidatorInfo | ValidatorInfo[],
): M {
  validators.set(middleware, [info].flat());
  return middleware;
}

export interface ValidateOptions {
  /** Another 400 than the standard one (the calculators answer in the user's language). */
  error?: (error: z.ZodError, c: Context, value: unknown) => HttpError;
  /** The 400 for a body that is not JSON at all. */
  malformed?: (c: Context) => HttpError;
}

const jsonType = /^application\/([\w.-]+\+)?json$/i;

export function isJsonRequest(c: Context): boolean {
  return isJsonContentType(c.req.header('content-type'));
}

/** A Content-Type of JSON (`application/json`, `application/…+json`, with or without parameters). */
export function isJsonContentType(contentType: string | undefined): boolean {
  return jsonType.test((contentType ?? '').split(';')[0]!.trim());
}

export function notJson(): HttpError {
  return new HttpError(400, { code: ErrorCode.validation, message: 'Body is not valid JSON', field: '(body)' });
}

export function validate<Target extends ValidationTarget, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
) {
  const inner = validator(target, (value, c) => {
    let data: z.output<Schema>;
    if (options.error) {
      const result = schema.safeParse(value);
      if (!result.success) throw options.error(result.error, c, value);
      data = result.data;
    } else {
      data = parseWith(schema, value);
    }
    return target === 'json' ? applyReadOnlyFields(c, schema, data) : data;
  });
  const middleware =
    target === 'json'
      ? ((async (c: Context, next: Next) => {
          if (!isJsonRequest(c)) throw unsupportedMediaType();
          try {
            await c.req.json(); // read (and cached) here, so an unreadable body gets this route's 400
          } catch {
            throw options.malformed?.(c) ?? notJson();
          }
          return inner(c, next);
        }) as unknown as typeof inner)
      : inner;
  return declareValidation(middleware as unknown as MiddlewareHandler, { target, schema }) as unknown as typeof inner;
}
