/**
 * Strict revocation across API processes (docs/deployment.md "Scaling out"). The in-memory
 * caches of who may do what (auth/grants-cache.ts, auth/grant-revocations.ts) learn of changes by
 * LISTEN/NOTIFY, which reaches another process a moment after the commit. Migration 0016 bumps one
 * counter row in the same transaction as every such change; each signed-in request waits for a
 * read of it (one primary-key row) that started after the request arrived, shared by the requests
 * arriving together (`sharedAfterArrival`), and, when it moved, the caches drop what they hold
 * before the request is checked. So a role revoked or a sign-in ended through one process is refused by
 * every other process at its next request.
 *
 * PGlite has one process, whose notifications arrive before the writing statement returns: there
 * the check is skipped.
 */
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { OpenDb } from '../db/open.ts';

export interface AuthGeneration {
  /** Reads the counter; if it moved since the last read, every listener drops what it holds. */
  sync(): Promise<void>;
  onAdvance(listener: () => void): void;
}

/** For apps without a shared database to compare with (tests of single routes). */
export const noAuthGeneration: AuthGeneration = { sync: async () => {}, onAdvance: () => {} };

export function authGeneration({ db, kind }: Pick<OpenDb, 'db' | 'kind'>): AuthGeneration {
  if (kind !== 'postgres') return noAuthGeneration;
  const listeners: (() => void)[] = [];
  let seen: bigint | null = null;
  const read = async () => {
    const result = await db.execute(
      sql`select generation::text as generation from portal_auth_generation where id = 1`,
    );
    const rows = (result as unknown as { rows: { generation: string }[] }).rows;
    const generation = BigInt(rows[0]?.generation ?? '0');
    // Only a newer value counts (a counter never goes back; the check costs nothing).
    if (seen !== null && generation <= seen) return;
    seen = generation;
    for (const listener of listeners) listener();
  };
  return { sync: sharedAfterArrival(read), onAdvance: (listener) => listeners.push(listener) };
}

/**
 * One read serves every request that arrived before it started. A request may share a read that
 * started after it arrived (that read sees every commit the request could depend on), never the
 * one already running when it arrived (it may have missed a commit made just before the request).
 * So a request arriving during a read waits for the next one, which starts as soon as the running
 * one ends and is shared by everyone who arrived meanwhile: under load one round trip serves many
 * requests, and no request waits for more than two. A failed read fails the requests sharing it.
 */
export function sharedAfterArrival(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | null = null;
  const run = (): Promise<void> => {
    const current = read();
    running = current;
    // Runs before the callers' continuations (registered first), so no caller finds a stale slot.
    const settle = () => {
      running = null;
      const waiting = queued;
      queued = null;
      if (waiting) run().then(waiting.resolve, waiting.reject);
    };
    current.then(settle, settle);
    return current;
  };
  return () => {
    if (!running) return run();
    if (!queued) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      queued = { promise, resolve, reject };
    }
    return queued.promise;
  };
}

/** Before the bearer check of an API: only requests that carry a token pay the round trip. */
export function syncAuthGeneration(generation: AuthGeneration): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('authorization')) await generation.sync();
    await next();
  };
}
