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

export const apiErrorBodySchema = z
  .object({
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

export const errorResponses = {
  BadRequest: 'The input is invalid: `field` and `errors` name each failing field and rule',
  Unauthorized: 'No valid bearer token (sign in at the OpenID provider)',
  Forbidden: 'Signed in, but without the permission this route needs (or not a portal user: 412)',
  NotFound: 'No such record',
  TooManyRequests: 'Rate limit reached; retry after `Retry-After` seconds',
  ServerError: 'Unexpected error; `errorId` names the log entry',
} as const;
export type ErrorResponse = keyof typeof errorResponses;

export function components(signIn: ApiDocsSignIn) {
  return {
    schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output'), ...Object.fromEntries(hoistedSchemas) },
    responses: Object.fromEntries(
      Object.entries(errorResponses).map(([name, description]) => [name, { description, content: errorContent }]),
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
