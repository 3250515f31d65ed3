/**
 * Strict revocation across API processes (docs/deployment.md "Scaling out"). The in-memory
 * caches of who may do what (auth/grants-cache.ts, auth/grant-revocations.ts) learn of changes by
 * LISTEN/NOTIFY, which reaches another process a moment after the commit. Migration 0016 bumps one
 * counter row in the same transaction as every such change; each signed-in request reads it first
 * (one primary-key row, one round trip) and, when it moved, the caches drop what they hold before
 * the request is checked. So a role revoked or a sign-in ended through one process is refused by
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
  return {
    async sync() {
      const result = await db.execute(
        sql`select generation::text as generation from portal_auth_generation where id = 1`,
      );
      const rows = (result as unknown as { rows: { generation: string }[] }).rows;
      const generation = BigInt(rows[0]?.generation ?? '0');
      // Reads finish out of order under load: only a newer value counts.
      if (seen !== null && generation <= seen) return;
      seen = generation;
      for (const listener of listeners) listener();
    },
    onAdvance(listener) {
      listeners.push(listener);
    },
  };
}

/** Before the bearer check of an API: only requests that carry a token pay the round trip. */
export function syncAuthGeneration(generation: AuthGeneration): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('authorization')) await generation.sync();
    await next();
  };
}
