import type { MiddlewareHandler } from 'hono';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWK,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { ErrorCode } from '../../contract/errors.ts';
import type { OidcConfig } from '../config.ts';
import { logError } from '../http/error-log.ts';
import { HttpError } from '../http/errors.ts';
import { type AuthClaims, MissingClaimError, mapClaims } from './claims.ts';
import type { GrantRevoked } from './grant-revocations.ts';
import { cacheVerifiedTokens } from './token-cache.ts';

export type { AuthClaims } from './claims.ts';

/** Answers at once (no promise) for a token it remembers; a promise when it has to verify or look up. */
export type TokenVerifier = (token: string, requestOrigin: string) => AuthClaims | Promise<AuthClaims>;

/** Seconds of clock difference to the provider tolerated for `exp`/`nbf`/`iat`. */
const clockTolerance = 30;

/**
 * Verifies access tokens: signature (JWKS), issuer, audience, expiry; then maps the provider's
 * claims (auth/claims.ts).
 * Built-in provider: the issuer is the request's own origin + `/openid` (one issuer per brand host).
 * External provider (`OIDC_ISSUER`): its discovery document names the JWKS.
 * Verified tokens are remembered until they expire (token-cache.ts).
 */
export function createTokenVerifier(options: {
  oidc: Pick<OidcConfig, 'issuer' | 'audience' | 'claims' | 'stepUp'>;
  localJwks?: JWK[];
  /** The built-in provider's grants: tokens of an ended sign-in are refused (grant-revocations.ts). */
  revoked?: GrantRevoked;
}): TokenVerifier {
  const { issuer, audience, claims, stepUp } = options.oidc;
  const verifyWith = async (token: string, keys: JWTVerifyGetKey, expectedIssuer: string) => {
    const { payload } = await jwtVerify(token, keys, { issuer: expectedIssuer, audience, clockTolerance });
    return mapClaims(payload, claims, stepUp);
  };
  if (issuer) {
    let jwks: JWTVerifyGetKey | undefined;
    return cacheVerifiedTokens(async (token) => {
      jwks ??= await remoteJwks(issuer);
      return verifyWith(token, jwks, issuer);
    });
  }
  const jwks = createLocalJWKSet({ keys: options.localJwks ?? [] });
  return cacheVerifiedTokens(
    (token, requestOrigin) => verifyWith(token, jwks, `${requestOrigin}/openid`),
    undefined,
    options.revoked,
  );
}

/** The provider's key set from its discovery document (fetched once; jose refreshes the keys). */
async function remoteJwks(issuer: string): Promise<JWTVerifyGetKey> {
  let jwksUri: unknown;
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
    if (response.ok) jwksUri = ((await response.json()) as { jwks_uri?: unknown }).jwks_uri;
  } catch (error) {
    throw new ProviderUnavailableError(error);
  }
  if (typeof jwksUri !== 'string') throw new ProviderUnavailableError(new Error('discovery without jwks_uri'));
  return createRemoteJWKSet(new URL(jwksUri));
}

class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider could not be reached', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

export type AuthVariables = { auth: AuthClaims };

/** Every bearer middleware (read by the route probes to know which routes need a token). */
export const bearerGuards = new WeakSet<MiddlewareHandler>();

/** 401 with `WWW-Authenticate: Bearer` without a valid bearer token; otherwise `c.var.auth`. */
export function requireBearer(verify: TokenVerifier): MiddlewareHandler<{ Variables: AuthVariables }> {
  const guard: MiddlewareHandler<{ Variables: AuthVariables }> = (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = bearerTokenOf(header);
    if (!token) throw unauthorized(header ? 'invalid_request' : undefined, 'Bearer token required');
    let claims: AuthClaims | Promise<AuthClaims>;
    try {
      claims = verify(token, originOf(c.req.url));
    } catch (error) {
      throw rejection(error);
    }
    if (!(claims instanceof Promise)) {
      c.set('auth', claims);
      return next();
    }
    return claims.then(
      (verified) => {
        c.set('auth', verified);
        return next();
      },
      (error: unknown) => {
        throw rejection(error);
      },
    );
  };
  bearerGuards.add(guard as MiddlewareHandler);
  return guard;
}

/** The token of an `Authorization: Bearer <JWT>` header; null for anything else (a 401). */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * The origin of a request URL (or of an origin), as the token verifier is asked with: parsed once
 * per scheme and host (a `URL` per request was a visible part of a signed-in read). Bounded: Host
 * headers are the client's to choose.
 */
export const originOf = requestOrigins();

function requestOrigins(): (url: string) => string {
  const known = new Map<string, string>();
  return (url) => {
    const end = url.indexOf('/', url.indexOf('//') + 2);
    const prefix = end < 0 ? url : url.slice(0, end);
    let origin = known.get(prefix);
    if (origin === undefined) {
      origin = new URL(prefix).origin;
      if (known.size >= 1000) known.clear();
      known.set(prefix, origin);
    }
    return origin;
  };
}

/**
 * Why a token was refused, for `error_description` (RFC 6750 §3): which check failed — expiry,
 * audience, issuer, signature, a missing claim — never a value from the token.
 */
export function invalidTokenDescription(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'The access token expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'The access token is not for this API (audience, OIDC_AUDIENCE)';
    if (error.claim === 'iss') return 'The access token is from another issuer (OIDC_ISSUER)';
    if (error.claim === 'nbf' || error.claim === 'iat') return 'The access token is not valid yet';
    return `The access token's ${error.claim} claim is invalid`;
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWSSignatureVerificationFailed)
    return "The access token's signature does not match the identity provider's keys";
  if (error instanceof MissingClaimError) return error.message;
  return 'The access token is invalid';
}

function rejection(error: unknown): HttpError {
  if (error instanceof ProviderUnavailableError || error instanceof joseErrors.JWKSTimeout) {
    logError('fetching the identity provider keys', error);
    return new HttpError(
      503,
      {
        code: ErrorCode.identityProviderUnavailable,
        message: 'The identity provider could not be reached to check the access token',
      },
      { 'Retry-After': '5' },
    );
  }
  return unauthorized('invalid_token', invalidTokenDescription(error));
}

function unauthorized(error: string | undefined, description: string): HttpError {
  const challenge = error
    ? `Bearer realm="portal", error="${error}", error_description="${description}"`
    : 'Bearer realm="portal"';
  return new HttpError(401, { code: ErrorCode.unauthorized, message: description }, { 'WWW-Authenticate': challenge });
}
