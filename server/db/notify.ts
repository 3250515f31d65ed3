/**
 * Change notifications from the database, for in-memory caches that must never serve what another
 * writer (another API process, a script, psql) has changed. Triggers of the perf migration call
 * `pg_notify` on every write to the tables the caches mirror; this module delivers them.
 *
 * - PGlite: the one process that owns the database; PGlite hands a notification to `listen`
 *   callbacks while it answers the committing statement, so a cache is invalid before the write's
 *   `await` returns.
 * - PostgreSQL: one dedicated connection runs `LISTEN`. While it is down (server restart, network)
 *   notifications may be lost, so `live` is false until it is back, caches are bypassed meanwhile,
 *   and every subscriber's `onGap` drops what it holds when the connection returns.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type NotifyHandler = (payload: string) => void;

export interface DbNotifications {
  /** Calls `handler` with the payload of every notification on `channel` (a plain identifier). */
  listen(channel: string, handler: NotifyHandler, onGap: () => void): void;
  /** False while notifications may be missed: readers must not trust a cache then. */
  readonly live: boolean;
  close(): Promise<void>;
}

interface Subscription {
  channel: string;
  handler: NotifyHandler;
  onGap: () => void;
}

export function pgliteNotifications(client: PGlite): DbNotifications {
  const unsubscribers: Promise<() => Promise<void>>[] = [];
  return {
    live: true,
    listen(channel, handler) {
      unsubscribers.push(client.listen(channel, handler));
    },
    async close() {
      for (const unsubscribe of await Promise.all(unsubscribers)) await unsubscribe().catch(() => {});
    },
  };
}

/** Delay before the listening connection is opened again after it failed. */
const retryMs = 1_000;

export function postgresNotifications(
  connect: () => pg.Client,
  log: (message: string) => void = console.error,
): DbNotifications {
  const subscriptions: Subscription[] = [];
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let pendingListens = 0;

  const lost = (why: string) => {
    if (!live && !client) return;
    live = false;
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (closed) return;
    log(`PostgreSQL change notifications interrupted (${why}); caches bypassed until they are back`);
    retry = setTimeout(() => void open(), retryMs);
    retry.unref();
  };

  const open = (): Promise<void> => {
    if (closed || client) return Promise.resolve();
    connecting ??= (async () => {
      const next = connect();
      next.on('error', (error) => lost((error as { code?: string }).code ?? error.message));
      next.on('end', () => lost('connection ended'));
      next.on('notification', (message) => {
        for (const s of subscriptions) if (s.channel === message.channel) s.handler(message.payload ?? '');
      });
      try {
        await next.connect();
        // Subscriptions may arrive while the LISTENs run (a server subscribes between awaits of its
        // start): repeat until every channel subscribed so far is listened to.
        const listened = new Set<string>();
        for (;;) {
          const missing = [...new Set(subscriptions.map((s) => s.channel))].filter((c) => !listened.has(c));
          if (missing.length === 0) break;
          for (const channel of missing) {
            await next.query(`LISTEN ${channel}`);
            listened.add(channel);
          }
        }
        client = next;
        // Whatever changed while nobody listened is unknown: start from empty caches.
        for (const s of subscriptions) s.onGap();
        live = true;
      } catch (error) {
        next.removeAllListeners();
        next.on('error', () => {});
        void next.end().catch(() => {});
        if (!closed) {
          log(`PostgreSQL change notifications unavailable (${(error as Error).message}); retrying`);
          retry = setTimeout(() => void open(), retryMs);
          retry.unref();
        }
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  return {
    get live() {
      return live;
    },
    listen(channel, handler, onGap) {
      subscriptions.push({ channel, handler, onGap });
      if (client) {
        // A channel added after start: not live until every such LISTEN ran.
        const listening = client;
        live = false;
        pendingListens++;
        void listening.query(`LISTEN ${channel}`).then(
          () => {
            pendingListens--;
            live = client === listening && pendingListens === 0;
          },
          (error: Error) => {
            pendingListens--;
            if (client === listening) lost(error.message);
          },
        );
      } else void open();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const old = client;
      client = null;
      live = false;
      old?.removeAllListeners();
      old?.on('error', () => {});
      await old?.end().catch(() => {});
    },
  };
}
