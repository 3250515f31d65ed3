import { errors as joseErrors } from 'jose';
import type { AuthClaims, TokenVerifier } from './bearer.ts';
import type { GrantRevoked } from './grant-revocations.ts';

/** Tokens remembered at once (a few hundred bytes each; the oldest used goes first). */
const maxTokens = 10_000;

/**
 * Remembers verified access tokens until they expire, so the signature is checked once per token
 * rather than once per request (an RS256/ES256 verification costs more than the rest of a cached
 * read). Keyed by request origin and token: the issuer depends on the origin. Rejected tokens are
 * not remembered, and an expired one is verified again (which answers "expired"). Every use,
 * cached or not, asks `revoked` whether the token's grant (`gid`) was ended since: sign-out and
 * theft detection end its access tokens at once (grant-revocations.ts).
 */
export function cacheVerifiedTokens(verify: TokenVerifier, max = maxTokens, revoked?: GrantRevoked): TokenVerifier {
  const cached = cachedVerifier(verify, max);
  if (!revoked) return cached;
  const stillGranted = (claims: AuthClaims): AuthClaims | Promise<AuthClaims> => {
    if (typeof claims.gid !== 'string') return claims;
    const ended = revoked(claims.gid);
    if (ended === false) return claims;
    if (ended === true) throw grantEnded(claims);
    return ended.then((yes) => {
      if (yes) throw grantEnded(claims);
      return claims;
    });
  };
  // A remembered token of a grant known to stand is answered without a promise (every signed-in read).
  return (token, requestOrigin) => {
    const claims = cached(token, requestOrigin);
    return claims instanceof Promise ? claims.then(stillGranted) : stillGranted(claims);
  };
}

function grantEnded(claims: AuthClaims): Error {
  return new joseErrors.JWTClaimValidationFailed('the sign-in was ended', claims, 'gid', 'revoked');
}

function cachedVerifier(verify: TokenVerifier, max: number): TokenVerifier {
  const verified = new Map<string, AuthClaims>();
  const verifyAndKeep = async (key: string, token: string, requestOrigin: string) => {
    const claims = await verify(token, requestOrigin);
    if (typeof claims.exp === 'number') {
      verified.set(key, claims);
      if (verified.size > max) verified.delete(verified.keys().next().value as string);
    }
    return claims;
  };
  return (token, requestOrigin) => {
    const key = `${requestOrigin} ${token}`;
    const hit = verified.get(key);
    if (hit) {
      verified.delete(key);
      if (usable(hit)) {
        verified.set(key, hit);
        return hit;
      }
    }
    return verifyAndKeep(key, token, requestOrigin);
  };
}

function usable(claims: AuthClaims): boolean {
  const now = Date.now() / 1000;
  return (claims.exp ?? 0) > now && (claims.nbf === undefined || claims.nbf <= now);
}
