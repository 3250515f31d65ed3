import type { AuthGeneration } from '../../auth/auth-generation.ts';
import { grantsChannel } from '../../auth/grants-cache.ts';
import { NotifiedCache } from '../../db/notified-cache.ts';
import type { DbNotifications } from '../../db/notify.ts';
import type { KeptJson } from '../../http/kept-json.ts';

/** Channel the perf migration's trigger notifies on with the owner's id when a favourite changes. */
export const favoritesChannel = 'portal_favorites';

const maxLists = 20_000;

/**
 * Each user's favourites list as kept JSON (its bytes and gzip made once), read through: the list is read on every page of
 * the shell and written seldom. A user's entry goes when their favourites change (payload: their
 * id; empty after a TRUNCATE: all), all go when users change (the list carries the user name).
 * With strict revocation on PostgreSQL all go as well when the generation moved (migration 0018
 * bumps it with every favourite write), so a list saved through another process is read at once.
 */
export function createFavoritesCache(
  notifications: DbNotifications,
  generation?: AuthGeneration,
): NotifiedCache<string, KeptJson> {
  const cache = new NotifiedCache<string, KeptJson>(notifications, maxLists);
  const clear = () => cache.clear();
  notifications.listen(favoritesChannel, (userId) => (userId ? cache.invalidate(userId) : cache.clear()), clear);
  notifications.listen(grantsChannel, clear, clear);
  generation?.onAdvance(clear);
  return cache;
}
