import { grantsVersionHeader } from '../../../contract/permissions.ts';
import { type AuthGeneration, noAuthGeneration } from '../../auth/auth-generation.ts';
import { type AuthClaims, bearerTokenOf, originOf, type TokenVerifier } from '../../auth/bearer.ts';
import { type CallerGrants, callerGrants } from '../../auth/portal-user.ts';
import type { NotifiedCache } from '../../db/notified-cache.ts';
import type { Db } from '../../db/open.ts';
import { type HotRead, sendKeptJson } from '../../http/hot-reads.ts';
import type { KeptJson } from '../../http/kept-json.ts';
import { ownList } from './list.ts';

/**
 * `GET /portal/api/Favorites` as a hot read (server/http/hot-reads.ts), the request every page of
 * the shell makes: the same steps as the app's chain (server/app.ts, server/api/portal/index.ts)
 * with the same functions, in its order: the auth generation on PostgreSQL, the bearer token, the
 * portal user and grants, the list. Any step that would refuse (no or a bad token, no portal user)
 * leaves the request to the app, which answers that refusal.
 */
export function favoritesHotRead(deps: {
  db: Db;
  verify: TokenVerifier;
  grants: NotifiedCache<string, CallerGrants>;
  favorites: NotifiedCache<string, KeptJson>;
  generation?: AuthGeneration;
}): HotRead {
  const { db, verify, grants, generation = noAuthGeneration } = deps;
  const listOf = ownList(db, deps.favorites);

  const read: HotRead = (req, res, request, base) => {
    const token = bearerTokenOf(req.headers.authorization);
    if (!token) return false;
    const withClaims = (claims: AuthClaims) => {
      const caller = callerGrants(db, claims.sub, grants);
      const withCaller = (found: CallerGrants | null | undefined) => {
        if (!found) return false;
        const list = listOf(found.user);
        const send = (json: KeptJson) =>
          sendKeptJson(req, res, json, { 'cache-control': 'no-store', [grantsVersionHeader]: found.version }, base);
        return list instanceof Promise ? list.then(send) : send(list);
      };
      return caller instanceof Promise ? caller.then(withCaller) : withCaller(caller);
    };
    // A refused token throws or rejects: the app answers the 401.
    const claims = verify(token, originOf(request.origin));
    return claims instanceof Promise ? claims.then(withClaims) : withClaims(claims);
  };

  if (generation === noAuthGeneration) return read;
  // A revocation another process committed is known before the token is looked at (auth/auth-generation.ts).
  return (req, res, request, base) =>
    req.headers.authorization ? generation.sync().then(() => read(req, res, request, base)) : false;
}
