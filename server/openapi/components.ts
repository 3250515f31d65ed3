/** What every API document shares: the error body (contract/errors.ts), its responses, the security schemes. */
import { z } from 'zod';
import { type ApiErrorBody, ErrorCode } from '../../contract/errors.ts';
import { hoistedSchemas, jsonSchema } from './json-schema.ts';

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

export function components(origin: string) {
  return {
    schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output'), ...Object.fromEntries(hoistedSchemas) },
    responses: Object.fromEntries(
      Object.entries(errorResponses).map(([name, description]) => [name, { description, content: errorContent }]),
    ),
    securitySchemes: {
      portalOidc: {
        type: 'openIdConnect',
        openIdConnectUrl: `${origin}/openid/.well-known/openid-configuration`,
        description:
          'The portal’s OpenID provider (authorization code + PKCE, client `portal`). Send the access token as bearer.',
      },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token of that provider' },
    },
  };
}
