import type { MiddlewareHandler } from 'hono';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWK,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { ErrorCode } from '../../contract/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { GrantRevoked } from './grant-revocations.ts';
import { cacheVerifiedTokens } from './token-cache.ts';

export interface AuthClaims extends JWTPayload {
  sub: string;
  scope?: string;
  domain?: string;
  acr?: string;
  preferred_username?: string;
  /** The built-in provider's grant the token belongs to (ends with sign-out and theft detection). */
  gid?: string;
}

export type TokenVerifier = (token: string, requestOrigin: string) => Promise<AuthClaims>;

/**
 * Verifies access tokens: signature (JWKS), issuer, audience, expiry.
 * Built-in provider: the issuer is the request's own origin + `/openid` (one issuer per brand host).
 * External provider (`OIDC_ISSUER`): its discovery document names the JWKS.
 * Verified tokens are remembered until they expire (token-cache.ts).
 */
export function createTokenVerifier(options: {
  audience: string;
  issuer: string | null;
  localJwks?: JWK[];
  /** The built-in provider's grants: tokens of an ended sign-in are refused (grant-revocations.ts). */
  revoked?: GrantRevoked;
}): TokenVerifier {
  const { audience, issuer } = options;
  if (issuer) {
    let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
    return cacheVerifiedTokens(async (token) => {
      if (!jwks) {
        const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
          jwks_uri: string;
        };
        jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
      }
      const { payload } = await jwtVerify(token, jwks, { issuer, audience });
      return requireSub(payload);
    });
  }
  const jwks = createLocalJWKSet({ keys: options.localJwks ?? [] });
  return cacheVerifiedTokens(
    async (token, requestOrigin) => {
      const { payload } = await jwtVerify(token, jwks, { issuer: `${requestOrigin}/openid`, audience });
      return requireSub(payload);
    },
    undefined,
    options.revoked,
  );
}

function requireSub(payload: JWTPayload): AuthClaims {
  if (!payload.sub) throw new joseErrors.JWTClaimValidationFailed('missing sub', payload, 'sub', 'missing');
  return payload as AuthClaims;
}

export type AuthVariables = { auth: AuthClaims };

/** Every bearer middleware (read by the route probes to know which routes need a token). */
export const bearerGuards = new WeakSet<MiddlewareHandler>();

/** 401 with `WWW-Authenticate: Bearer` without a valid bearer token; otherwise `c.var.auth`. */
export function requireBearer(verify: TokenVerifier): MiddlewareHandler<{ Variables: AuthVariables }> {
  const guard: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header);
    if (!match) throw unauthorized(header ? 'invalid_request' : undefined, 'Bearer token required');
    try {
      c.set('auth', await verify(match[1]!, new URL(c.req.url).origin));
    } catch (error) {
      const description =
        error instanceof joseErrors.JWTExpired ? 'The access token expired' : 'The access token is invalid';
      throw unauthorized('invalid_token', description);
    }
    await next();
  };
  bearerGuards.add(guard as MiddlewareHandler);
  return guard;
}

function unauthorized(error: string | undefined, description: string): HttpError {
  const challenge = error
    ? `Bearer realm="portal", error="${error}", error_description="${description}"`
    : 'Bearer realm="portal"';
  return new HttpError(401, { code: ErrorCode.unauthorized, message: description }, { 'WWW-Authenticate': challenge });
}
