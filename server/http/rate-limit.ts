/**
 * The one rate limiter of the server, for public endpoints and the login form:
 *
 *   app.get('/BekonTracking', rateLimit(db, { name: 'bekonTracking', limit: 20, windowSeconds: 300 }), …)
 *
 * Counting is per client address (IPv6 per /64 network, as one household or office gets one), and
 * optionally per a further key of the request (`key`, e.g. the login name: each is limited on its
 * own, and a request counts against both). The counters live in the database
 * (`rate_limit_counter`, server/http/rate-limit-store.ts), so several API processes on one
 * PostgreSQL share them; hits far from a high limit are written in batches (see rateLimitCounter). The estimate is a sliding window: the hits of the current fixed window plus the
 * previous window's, weighted by how much of it still overlaps. Over the limit the answer is a
 * 429 with `Retry-After` (seconds) and the JSON error body; every answer carries `RateLimit-Limit`
 * and `RateLimit-Remaining`.
 *
 * The client address is the TCP peer, or with TRUST_PROXY=1 the last address the proxy added to
 * X-Forwarded-For.
 */

import type { Context, MiddlewareHandler, Next } from 'hono';
import { ErrorCode } from '../../contract/errors.ts';
import type { Db } from '../db/open.ts';
import { clientAddress } from './client-address.ts';
import { HttpError } from './errors.ts';
import { addHits, purgeCounters, readCount, type StoredCount } from './rate-limit-store.ts';

export interface RateLimitOptions {
  /** What is limited; part of every counter key, so limits of different endpoints never mix. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  /** A further key to limit by (besides the client address), e.g. the submitted login name. */
  key?: (c: Context) => string | undefined | Promise<string | undefined>;
  /** Milliseconds since the epoch (tests pass their own clock). */
  now?: () => number;
  /** The client address (tests pass their own). */
  clientAddress?: (c: Context) => string;
}

export interface RateLimitVerdict {
  limit: number;
  /** Requests left in the window (the lowest over the keys). */
  remaining: number;
  /** Seconds to wait when over the limit, else 0. */
  retryAfter: number;
}

/** Limits from this many hits per window count in memory first; lower ones write every hit. */
export const batchedFrom = 100;
/** How often hits counted in memory are written (one statement for all keys). */
const flushMs = 200;

/** Every counter's flush, per database: a stopping server writes what is still in memory. */
const flushesOf = new WeakMap<Db, Set<() => Promise<void>>>();

/** Writes the hits every counter on this database still holds in memory (before the database closes). */
export async function flushRateLimitCounters(db: Db): Promise<void> {
  await Promise.all([...(flushesOf.get(db) ?? [])].map((flush) => flush()));
}

/** A key's hits as the verdict needs them. */
interface Counts {
  hits: number;
  previous: number;
  elapsed: number;
}

interface Known {
  windowStart: number;
  hits: number;
  previous: number;
}

/**
 * Counts one hit for the client address (and the further key, if any) and tells whether it is
 * over the limit. The middleware below uses it; so does the identity provider's login form,
 * which is plain Node, not Hono.
 *
 * A hit far from the limit (a tenth of it or more left, by what this process knows) is counted in
 * memory and written with every other key's hits in one statement every 200 ms; the answer needs
 * no database round trip. Near the limit every hit is written at once and the answer comes from
 * the shared count, as it does for every hit of limits under 100 (login, registration, Bekon).
 * What batching gives up: a process that has not yet heard of an address lets up to a tenth of
 * the limit pass before it learns the address's shared count, so with several processes a burst
 * may pass the limit by that much per process and window.
 */
export function rateLimitCounter(db: Db, options: Omit<RateLimitOptions, 'key' | 'clientAddress'>) {
  const windowMs = options.windowSeconds * 1000;
  const now = options.now ?? Date.now;
  const margin = options.limit >= batchedFrom ? Math.floor(options.limit / 10) : 0;
  /** What the database said last, per key (including this process's hits written so far). */
  const known = new Map<string, Known>();
  /** Hits counted here and not written yet, per key. */
  const pending = new Map<string, { windowStart: number; hits: number }>();
  let flushTimer: NodeJS.Timeout | null = null;
  let lastPurge = 0;

  const remember = (counts: StoredCount[]) => {
    for (const c of counts) known.set(c.key, { windowStart: c.windowStart, hits: c.hits, previous: c.previousHits });
  };

  /**
   * Hits on their way to the database, per key: still counted here until the database's answer,
   * which includes them, is remembered (without this, a hit during the write's round trip saw the
   * count a batch too low: CI's test:pg, hot-reads.test.ts).
   */
  const writingHits = new Map<string, { windowStart: number; hits: number }>();
  type Batch = { key: string; windowStart: number; hits: number }[];
  const startWriting = (batch: Batch) => {
    for (const { key, windowStart, hits } of batch) {
      const w = writingHits.get(key);
      writingHits.set(key, { windowStart, hits: hits + (w?.windowStart === windowStart ? w.hits : 0) });
    }
  };
  const endWriting = (batch: Batch) => {
    for (const { key, windowStart, hits } of batch) {
      const w = writingHits.get(key);
      if (w?.windowStart !== windowStart || w.hits <= hits) writingHits.delete(key);
      else w.hits -= hits;
    }
  };
  /**
   * Writes hits already counted as on their way, and remembers the database's counts in the same
   * step as they stop being on their way.
   */
  const written = async (batch: Batch): Promise<StoredCount[]> => {
    try {
      const rows = await addHits(db, windowMs, batch);
      remember(rows);
      return rows;
    } finally {
      endWriting(batch);
    }
  };

  /** The batch being written (one at a time, so a stopping server can wait for it). */
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    flushTimer = null;
    const batch = [...pending.entries()].map(([key, p]) => ({ key, ...p }));
    pending.clear();
    // On its way from now, also while the batch before it is still being written.
    startWriting(batch);
    writing = writing.then(() =>
      written(batch).then(
        () => {},
        (error: unknown) => console.error('Writing rate-limit counters failed', error),
      ),
    );
    return writing;
  };

  /** The counts of the key's current window as this process knows them (database plus pending). */
  const local = (key: string, windowStart: number) => {
    const k = known.get(key);
    const base =
      k?.windowStart === windowStart
        ? { hits: k.hits, previous: k.previous }
        : k?.windowStart === windowStart - windowMs
          ? { hits: 0, previous: k.hits }
          : { hits: 0, previous: 0 };
    const p = pending.get(key);
    const w = writingHits.get(key);
    const unwritten = (p?.windowStart === windowStart ? p.hits : 0) + (w?.windowStart === windowStart ? w.hits : 0);
    return { ...base, pending: unwritten, heard: !!k };
  };

  /** Counted in memory when far from the limit (no promise); null, and nothing counted, otherwise. */
  const hitInMemory = (key: string, at: number): Counts | null => {
    if (margin === 0) return null;
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const elapsed = at - windowStart;
    const counts = local(key, windowStart);
    const hits = counts.hits + counts.pending + 1;
    const roomy = slidingEstimate(hits, counts.previous, elapsed, windowMs) <= options.limit - margin;
    if (!roomy || !(counts.heard || counts.pending < margin)) return null;
    const p = pending.get(key);
    pending.set(key, { windowStart, hits: p?.windowStart === windowStart ? p.hits + 1 : 1 });
    flushTimer ??= setTimeout(() => void flush(), flushMs).unref();
    return { hits, previous: counts.previous, elapsed };
  };

  /** Counted in memory (no promise) when far from the limit, else written at once. */
  const hit = (key: string, at: number): Counts | Promise<Counts> =>
    hitInMemory(key, at) ?? hitNow(key, at, Math.floor(at / windowMs) * windowMs);

  const hitNow = async (key: string, at: number, windowStart: number): Promise<Counts> => {
    // This hit and the key's pending ones, written now.
    const p = pending.get(key);
    pending.delete(key);
    const batch = [{ key, windowStart, hits: 1 + (p?.windowStart === windowStart ? p.hits : 0) }];
    startWriting(batch);
    const [row] = await written(batch);
    return { hits: row!.hits, previous: row!.previousHits, elapsed: Math.max(0, at - row!.windowStart) };
  };

  /** The counts as the next hit would see them, without counting one. */
  const read = async (key: string, at: number) => {
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const elapsed = at - windowStart;
    const row = await readCount(db, key);
    const waiting = pending.get(key)?.windowStart === windowStart ? pending.get(key)!.hits : 0;
    if (!row || row.windowStart < windowStart - windowMs) return { hits: waiting, previous: 0, elapsed };
    if (row.windowStart < windowStart) return { hits: waiting, previous: row.hits, elapsed };
    return { hits: row.hits + waiting, previous: row.previousHits, elapsed };
  };

  const count = (
    address: string,
    extra: string | undefined,
    peek: boolean,
  ): RateLimitVerdict | Promise<RateLimitVerdict> => {
    const at = now();
    const key = `${options.name}|ip|${address}`;
    // The usual case, one key counted in memory: the verdict at once, without a promise.
    if (!extra && !peek) {
      const counts = hit(key, at);
      return counts instanceof Promise
        ? counts.then((written) => verdict([written], at, false))
        : verdict([counts], at, false);
    }
    return countAll(extra ? [key, `${options.name}|key|${extra.toLowerCase()}`] : [key], at, peek);
  };

  const countAll = async (keys: string[], at: number, peek: boolean): Promise<RateLimitVerdict> => {
    const counts: Counts[] = [];
    for (const key of keys) counts.push(await (peek ? read : hit)(key, at));
    return verdict(counts, at, peek);
  };

  const verdict = (counts: Counts[], at: number, peek: boolean): RateLimitVerdict => {
    let remaining = options.limit;
    let retryAfter = 0;
    for (const { hits, previous, elapsed } of counts) {
      // A peek asks whether one more hit would still fit.
      const estimate = slidingEstimate(hits + (peek ? 1 : 0), previous, elapsed, windowMs);
      remaining = Math.min(remaining, Math.max(0, Math.floor(options.limit - estimate)));
      if (estimate > options.limit) {
        retryAfter = Math.max(retryAfter, retryAfterSeconds(hits, previous, elapsed, windowMs, options.limit));
      }
    }
    if (at - lastPurge > windowMs) {
      lastPurge = at;
      for (const [key, k] of known) if (k.windowStart < at - 2 * windowMs) known.delete(key);
      void purgeCounters(db, options.name, at - 2 * windowMs).catch((error: unknown) =>
        console.error('Purging rate-limit counters failed', error),
      );
    }
    return { limit: options.limit, remaining, retryAfter };
  };
  const counter = (address: string, extra?: string) => count(address, extra, false);
  /** Whether one more hit would be allowed, without counting it (e.g. count only failed attempts). */
  counter.peek = (address: string, extra?: string) => count(address, extra, true);
  /**
   * Counts the hit when it can be counted in memory (far from the limit: never a refusal) and
   * answers its verdict; null, with nothing counted, when it would need the database.
   */
  counter.inMemory = (address: string): RateLimitVerdict | null => {
    const at = now();
    const counts = hitInMemory(`${options.name}|ip|${address}`, at);
    return counts ? verdict([counts], at, false) : null;
  };
  /** Writes the hits counted in memory now (tests; a server that stops). */
  counter.flush = async () => {
    if (flushTimer) {
      clearTimeout(flushTimer);
      void flush();
    }
    await writing;
  };
  if (margin > 0) {
    const flushes = flushesOf.get(db) ?? new Set();
    flushes.add(counter.flush);
    flushesOf.set(db, flushes);
  }
  return counter;
}

/** Middleware → its limit, so the API documents declare the 429 where it can come (server/openapi/routes.ts). */
export const rateLimitedRoutes = new WeakMap<MiddlewareHandler, { limit: number; windowSeconds: number }>();

/**
 * Middleware (without a further key) → its counter's in-memory hit and the headers it would set,
 * for answers given before the app (server/http/hot-reads.ts): the same counter, so a hit counts
 * once whichever way the request goes.
 */
export const inMemoryRateLimits = new WeakMap<
  MiddlewareHandler,
  (address: string) => { 'ratelimit-limit': string; 'ratelimit-remaining': string } | null
>();

export function rateLimit(db: Db, options: RateLimitOptions): MiddlewareHandler {
  const count = rateLimitCounter(db, options);
  const address = options.clientAddress ?? clientAddress;

  const limitText = String(options.limit);
  const answer = (c: Context, next: Next, { remaining, retryAfter }: RateLimitVerdict) => {
    c.header('RateLimit-Limit', limitText);
    c.header('RateLimit-Remaining', String(remaining));
    if (retryAfter > 0) {
      throw new HttpError(
        429,
        { code: ErrorCode.rateLimited, message: `Too many requests; try again in ${retryAfter} s` },
        { 'Retry-After': String(retryAfter), 'RateLimit-Limit': limitText, 'RateLimit-Remaining': '0' },
      );
    }
    return next();
  };
  const { key } = options;
  const middleware: MiddlewareHandler = key
    ? async (c, next) => answer(c, next, await count(address(c), await key(c)))
    : (c, next) => {
        // Counted in memory far from the limit (every visitor of a public page): no promise to wait for.
        const verdict = count(address(c));
        return verdict instanceof Promise ? verdict.then((v) => answer(c, next, v)) : answer(c, next, verdict);
      };
  rateLimitedRoutes.set(middleware, { limit: options.limit, windowSeconds: options.windowSeconds });
  if (!key && !options.clientAddress) {
    inMemoryRateLimits.set(middleware, (clientAddress) => {
      const verdict = count.inMemory(clientAddress);
      return verdict && { 'ratelimit-limit': limitText, 'ratelimit-remaining': String(verdict.remaining) };
    });
  }
  return middleware;
}

/** Hits of the current window plus the overlapping share of the previous window's. */
export function slidingEstimate(hits: number, previous: number, elapsedMs: number, windowMs: number): number {
  return hits + previous * Math.max(0, 1 - elapsedMs / windowMs);
}

/** Seconds until one more request would fit again, assuming no further hits meanwhile. */
export function retryAfterSeconds(
  hits: number,
  previous: number,
  elapsedMs: number,
  windowMs: number,
  limit: number,
): number {
  let waitMs: number;
  if (hits + 1 > limit) {
    // The current window alone is full: wait for the next one, until these hits have faded enough.
    waitMs = windowMs - elapsedMs + windowMs * Math.max(0, 1 - (limit - 1) / hits);
  } else {
    // The previous window's share must fade: previous × (1 − t / window) + hits + 1 ≤ limit.
    waitMs = windowMs * (1 - (limit - hits - 1) / previous) - elapsedMs;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}
