import type { MiddlewareHandler } from 'hono';
import { NotifiedCache } from '../db/notified-cache.ts';
import type { DbNotifications } from '../db/notify.ts';
import type { AuthGeneration } from './auth-generation.ts';
import type { CallerGrants } from './portal-user.ts';

/** Channel the perf migration's triggers notify on any write to users, roles, grants or resources. */
export const grantsChannel = 'portal_grants';

/** Signed-in users kept in memory at once (each entry: a user row and a set of resource ids). */
const maxUsers = 20_000;

/**
 * Every signed-in request needs the caller's user row and grants (a five-table join). They are
 * kept per token subject and all dropped on any change to the tables they come from, whoever
 * wrote it (db/notify.ts); grants change seldom, so one generation for all is enough. With
 * several processes the notification may come after another process's next request: the
 * database's auth generation (auth/auth-generation.ts) drops them before that request is checked.
 */
export function createGrantsCache(
  notifications: DbNotifications,
  generation?: AuthGeneration,
): NotifiedCache<string, CallerGrants> {
  const cache = new NotifiedCache<string, CallerGrants>(notifications, maxUsers);
  const clear = () => cache.clear();
  notifications.listen(grantsChannel, clear, clear);
  generation?.onAdvance(clear);
  return cache;
}

/**
 * After a write request: drops this process's grants at once. On PostgreSQL the notification
 * reaches the process's own listener a moment after the commit; a revoked role must not work for
 * that moment, not even on the next request of the administrator who revoked it.
 */
export function clearGrantsAfterWrites(cache: NotifiedCache<string, CallerGrants>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') cache.clear();
  };
}
