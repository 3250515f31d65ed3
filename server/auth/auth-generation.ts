/**
 * Strict revocation across API processes (docs/deployment.md "Scaling out"). The in-memory
 * caches of who may do what (auth/grants-cache.ts, auth/grant-revocations.ts) learn of changes by
 * LISTEN/NOTIFY, which reaches another process a moment after the commit. Migration 0016 bumps one
 * counter row in the same transaction as every such change; each signed-in request waits for a
 * read of it (one primary-key row) that started after the request arrived, shared by the requests
 * arriving in the same turn of the event loop (`sharedAfterArrival`), and, when it moved, the caches drop what they hold
 * before the request is checked. So a role revoked or a sign-in ended through one process is refused by
 * every other process at its next request.
 *
 * PGlite has one process, whose notifications arrive before the writing statement returns: there
 * the check is skipped.
 */
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { OpenDb } from '../db/open.ts';
import { wireGenerationRead } from './generation-wire.ts';

export interface AuthGeneration {
  /** Reads the counter; if it moved since the last read, every listener drops what it holds. */
  sync(): Promise<void>;
  onAdvance(listener: () => void): void;
}

/** For apps without a shared database to compare with (tests of single routes). */
export const noAuthGeneration: AuthGeneration = { sync: async () => {}, onAdvance: () => {} };

export function authGeneration({ db, kind, connect }: Pick<OpenDb, 'db' | 'kind' | 'connect'>): AuthGeneration {
  if (kind !== 'postgres') return noAuthGeneration;
  const readGeneration = connect ? wireGenerationRead(connect, generationQuery) : pooledRead(db);
  const listeners: (() => void)[] = [];
  let seen: bigint | null = null;
  const read = async () => {
    const generation = BigInt(await readGeneration());
    // Only a newer value counts (a counter never goes back; the check costs nothing).
    if (seen !== null && generation <= seen) return;
    seen = generation;
    for (const listener of listeners) listener();
  };
  return { sync: sharedAfterArrival(read), onAdvance: (listener) => listeners.push(listener) };
}

const generationQuery = 'select generation::text as generation from portal_auth_generation where id = 1';

/** Through the pool and drizzle (apps given only a `db`, e.g. tests of single routes). */
function pooledRead(db: OpenDb['db']): () => Promise<string> {
  return async () => {
    const result = await db.execute(sql.raw(generationQuery));
    return (result as unknown as { rows: { generation: string }[] }).rows[0]?.generation ?? '0';
  };
}

/**
 * One read serves every request that arrived before it started, and never a request that arrived
 * after a read was already on its way (that read may have missed a commit made just before the
 * request). The requests arriving in one turn of the event loop (under load, many) share one read
 * that starts at the end of that turn: each waits one round trip, and the database answers one
 * read per turn instead of one per request. A failed read fails the requests sharing it.
 */
export function sharedAfterArrival(read: () => Promise<void>): () => Promise<void> {
  let next: Promise<void> | null = null;
  return () => {
    next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // From here on, a new arrival waits for the next read.
      next = null;
      return read();
    });
    return next;
  };
}

/** Before the bearer check of an API: only requests that carry a token pay the round trip. */
export function syncAuthGeneration(generation: AuthGeneration): MiddlewareHandler {
  return (c, next) => (c.req.header('authorization') ? generation.sync().then(next) : next());
}
