import type { MiddlewareHandler } from 'hono';
import { builtinStepUpAcr } from '../../contract/sign-in.ts';
import { HttpError } from '../http/errors.ts';
import type { AuthVariables } from './bearer.ts';

export const stepUpAcr = builtinStepUpAcr;
export const stepUpDescription = 'A different authentication level is required';

/**
 * Endpoints that need a stronger sign-in answer 401 with an RFC 9470 step-up challenge; the shell
 * signs in again with the named acr value and retries.
 */
export function requireAcr(level: string = stepUpAcr): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    if (c.var.auth.acr !== level) {
      throw new HttpError(
        401,
        { code: 'insufficient_user_authentication', message: stepUpDescription },
        {
          'WWW-Authenticate': `Bearer realm="portal", error="insufficient_user_authentication", error_description="${stepUpDescription}", acr_values="${level}"`,
        },
      );
    }
    await next();
  };
}
