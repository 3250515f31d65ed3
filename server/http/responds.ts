/**
 * A route's success answer, declared on the route like its input (http/validate.ts):
 *
 *   app.get('/', responds(200, z.array(portalFavoriteSchema), 'The caller’s favourites'), listOwn);
 *   app.post('/GeneratePDF', responds(200, fileAnswer.pdf, 'The PDF'), …);
 *   app.delete('/:id', responds(204, null, 'Deleted'), …);
 *
 * The answer is a zod schema (JSON), a media type (a file: PDF, XLSX, CSV, an image) or `null`
 * (no body). The middleware only passes through; the OpenAPI documents (server/openapi/) read the
 * declaration from `documentedResponses`, and the server tests check real answers against the
 * published document.
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export interface ResponseInfo {
  status: number;
  /** The JSON body's schema. */
  schema?: z.ZodType;
  /** A file answer's media type (`application/pdf`; `image/*` for any image). */
  mediaType?: string;
  description: string;
  /** A 400's rules beyond the schema (`refuses`): the `code` of each error it can name. */
  rules?: readonly string[];
}

/** The media types of the file answers the APIs give. */
export const fileAnswer = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  image: 'image/*',
  /** A stored file with its own type (the info system's documents, images, archives). */
  any: '*/*',
} as const;

/** Middleware → the answer it documents. */
export const documentedResponses = new WeakMap<MiddlewareHandler, ResponseInfo>();

export function responds(
  status: number,
  body: z.ZodType | `${string}/${string}` | null,
  description = 'Success',
): MiddlewareHandler {
  // Documentation only: hands on without a frame of its own (it is in every route's chain).
  const middleware: MiddlewareHandler = (_c, next) => next();
  const answer = typeof body === 'string' ? { mediaType: body } : body ? { schema: body } : {};
  documentedResponses.set(middleware, { status, description, ...answer });
  return middleware;
}

/**
 * The rules a route checks beyond what its schema can say (between fields, against stored data):
 * its 400 names one of these as each error's `code`. The documents list them (`x-rules`), and
 * the contract test accepts a 400 to a schema-valid request only with these codes.
 *
 *   app.post('/SapSql', refuses(['sql_syntax'], 'The query is not valid SQL'), validate('json', …), …);
 */
export function refuses(rules: readonly string[], description: string): MiddlewareHandler {
  const middleware: MiddlewareHandler = (_c, next) => next();
  documentedResponses.set(middleware, { status: 400, description, rules });
  return middleware;
}
