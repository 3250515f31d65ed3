/** What every API document shares: the error body (contract/errors.ts), its responses, the security schemes. */
import { z } from 'zod';
import { type ApiErrorBody, ErrorCode } from '../../contract/errors.ts';
import { hoistedSchemas, jsonSchema } from './json-schema.ts';
import type { ApiDocsSignIn } from './sign-in.ts';

const scopeDescriptions: Record<string, string> = {
  openid: 'Sign in (OpenID Connect)',
  email: 'E-mail address',
  profile: 'Name and login',
  portal: 'Portal and production APIs',
  crm: 'CRM API',
};

// Loose: a route may add fields of its own (the position of a SQL syntax error, a plan's orderableUntil).
export const apiErrorBodySchema = z
  .looseObject({
    code: z.string().meta({ description: `A stable code: ${Object.values(ErrorCode).join(', ')}` }),
    message: z.string(),
    field: z.string().optional().meta({ description: 'Dot path of the first failing field (400 only)' }),
    errors: z
      .array(z.object({ field: z.string(), code: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Every failing field with its rule, when more than one failed' }),
    errorId: z.string().optional().meta({ description: '500 only: the id under which the server logged the error' }),
  })
  .meta({
    examples: [{ code: ErrorCode.validation, message: 'name: must not be empty', field: 'name' }],
  }) satisfies z.ZodType<ApiErrorBody>;

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

const retryAfter = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 1 },
};
const rateLimitHeaders = {
  'Retry-After': retryAfter,
  'RateLimit-Limit': { description: 'Requests allowed per window', schema: { type: 'integer', minimum: 1 } },
  'RateLimit-Remaining': { description: 'Requests left in the window (0)', schema: { type: 'integer', minimum: 0 } },
};

/** The error answers every document shares (one JSON body, contract/errors.ts), by component name. */
export const errorResponses = {
  BadRequest: {
    status: 400,
    description: 'The input is invalid: `field` and `errors` name each failing field and rule',
  },
  Unauthorized: { status: 401, description: 'No valid bearer token (sign in at the OpenID provider)' },
  Forbidden: {
    status: 403,
    description: 'Signed in, but without the permission this route needs, or the record is not the caller’s to use',
  },
  NotFound: { status: 404, description: 'No such record' },
  RequestTimeout: { status: 408, description: 'Stopped at the time limit' },
  Conflict: { status: 409, description: 'The request conflicts with the stored data' },
  PreconditionFailed: {
    status: 412,
    description: 'The account has no portal user yet: registration is required (`code` `no_portal_user`)',
  },
  PayloadTooLarge: { status: 413, description: 'The body is larger than the route accepts' },
  UnsupportedMediaType: { status: 415, description: 'The body is not in a media type the route reads' },
  TooManyRequests: {
    status: 429,
    description: 'Rate limit reached; retry after `Retry-After` seconds',
    headers: rateLimitHeaders,
  },
  ServerError: { status: 500, description: 'Unexpected error; `errorId` names the log entry' },
  ServiceUnavailable: {
    status: 503,
    description:
      'The database or the identity provider is not reachable at the moment; retry after `Retry-After` seconds',
    headers: { 'Retry-After': retryAfter },
  },
} as const;
export type ErrorResponse = keyof typeof errorResponses;

/** The component name of an error status (`409` → `Conflict`). */
export function errorResponseOf(status: number): ErrorResponse | undefined {
  return (Object.keys(errorResponses) as ErrorResponse[]).find((name) => errorResponses[name].status === status);
}

/** An error response: the shared one, or with the route's own description of when it comes. */
export function errorResponse(name: ErrorResponse, description?: string): Record<string, unknown> {
  const shared = errorResponses[name];
  if (!description) return { $ref: `#/components/responses/${name}` };
  return {
    description,
    ...('headers' in shared ? { headers: shared.headers } : {}),
    content: errorContent,
  };
}

/** The hoisted schemas (json-schema.ts) the document refers to, and those they refer to in turn. */
function referencedSchemas(document: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const pending = [JSON.stringify(document)];
  while (pending.length) {
    for (const [, name] of pending.pop()!.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const schema = hoistedSchemas.get(name!);
      if (!schema || out[name!]) continue;
      out[name!] = schema;
      pending.push(JSON.stringify(schema));
    }
  }
  return out;
}

/** `paths`: the document's operations, whose references decide which shared parts it carries. */
export function components(signIn: ApiDocsSignIn, paths: unknown, usedResponses: Set<ErrorResponse>) {
  return {
    schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output'), ...referencedSchemas(paths) },
    responses: Object.fromEntries(
      Object.entries(errorResponses)
        .filter(([name]) => usedResponses.has(name as ErrorResponse))
        .map(([name, { description, ...rest }]) => [
          name,
          { description, ...('headers' in rest ? { headers: rest.headers } : {}), content: errorContent },
        ]),
    ),
    securitySchemes: {
      // OAuth 2 authorization code (PKCE) with the sign-in provider's endpoints (server/openapi/sign-in.ts),
      // so Swagger UI and generated clients can sign in; `openIdConnectUrl` of the same provider
      // would list every grant type it knows. The reference page's client needs no secret.
      portalOidc: {
        type: 'oauth2',
        description: `The portal’s OpenID provider (${signIn.discoveryUrl}): authorization code + PKCE, public client \`${signIn.clientId}\` on the reference page. Sends the access token as bearer.`,
        flows: {
          authorizationCode: {
            authorizationUrl: signIn.authorizationUrl,
            tokenUrl: signIn.tokenUrl,
            scopes: Object.fromEntries(
              signIn.scopes.split(' ').map((scope) => [scope, scopeDescriptions[scope] ?? scope]),
            ),
          },
        },
      },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token of that provider' },
    },
  };
}
