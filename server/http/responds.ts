/**
 * A route's success answer, declared on the route like its input (http/validate.ts):
 *
 *   app.get('/', responds(200, z.array(portalFavoriteSchema)), listOwn);
 *
 * The middleware only passes through; the OpenAPI documents (server/openapi/) read the schema from
 * `documentedResponses`, and the server tests check real answers against the published document.
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export interface ResponseInfo {
  status: number;
  schema: z.ZodType;
  description: string;
}

/** Middleware → the answer it documents. */
export const documentedResponses = new WeakMap<MiddlewareHandler, ResponseInfo>();

export function responds(status: number, schema: z.ZodType, description = 'Success'): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  documentedResponses.set(middleware, { status, schema, description });
  return middleware;
}
