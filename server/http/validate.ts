/**
 * Validation declared on the route, from the zod schemas in contract/:
 *
 *   app.put('/:id', validate('param', idParams), validate('json', roleBody), (c) => {
 *     const { id } = c.req.valid('param');
 *     const body = c.req.valid('json');
 *   });
 *
 * A failure is a 400 naming every failing field and its rule (http/errors.ts); a JSON body with
 * another content type is a 415. Each validator remembers its schema, so the route table can be
 * described (OpenAPI) and probed from the same schemas.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { parseWith, unsupportedMediaType } from './errors.ts';

export type ValidationTarget = 'json' | 'query' | 'param';

export interface ValidatorInfo {
  target: ValidationTarget;
  schema: z.ZodType;
}

/** Middleware → what it validates (read by route descriptions and the route probes). */
export const validators = new WeakMap<MiddlewareHandler, ValidatorInfo>();

const jsonType = /^application\/([\w.-]+\+)?json$/i;

function requireJson(c: Context): void {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!jsonType.test(type)) throw unsupportedMediaType();
}

export function validate<Target extends ValidationTarget, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const inner = validator(target, (value) => parseWith(schema, value) as z.output<Schema>);
  const middleware =
    target === 'json'
      ? (((c: Context, next: Next) => {
          requireJson(c);
          return inner(c, next);
        }) as unknown as typeof inner)
      : inner;
  validators.set(middleware as unknown as MiddlewareHandler, { target, schema });
  return middleware;
}
