/**
 * The one rate limiter of the server, for public endpoints and the login form:
 *
 *   app.get('/BekonTracking', rateLimit(db, { name: 'bekonTracking', limit: 20, windowSeconds: 300 }), …)
 *
 * Counting is per client address (IPv6 per /64 network, as one household or office gets one), and
 * optionally per a further key of the request (`key`, e.g. the login name: each is limited on its
 * own, and a request counts against both). The counters live in the database
 * (`rate_limit_counter`), so several API processes on one PostgreSQL share them; each hit is one
 * atomic upsert. The estimate is a sliding window: the hits of the current fixed window plus the
 * previous window's, weighted by how much of it still overlaps. Over the limit the answer is a
 * 429 with `Retry-After` (seconds) and the JSON error body; every answer carries `RateLimit-Limit`
 * and `RateLimit-Remaining`.
 *
 * The client address is the TCP peer, or with TRUST_PROXY=1 the last address the proxy added to
 * X-Forwarded-For.
 */

import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../contract/errors.ts';
import type { Db } from '../db/open.ts';
import { HttpError } from './errors.ts';

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

interface Count {
  hits: number;
  previous_hits: number;
  window_start: Date | string;
}

export interface RateLimitVerdict {
  limit: number;
  /** Requests left in the window (the lowest over the keys). */
  remaining: number;
  /** Seconds to wait when over the limit, else 0. */
  retryAfter: number;
}

/**
 * Counts one hit for the client address (and the further key, if any) and tells whether it is
 * over the limit. The middleware below uses it; so does the identity provider's login form,
 * which is plain Node, not Hono.
 */
export function rateLimitCounter(db: Db, options: Omit<RateLimitOptions, 'key' | 'clientAddress'>) {
  const windowMs = options.windowSeconds * 1000;
  const now = options.now ?? Date.now;
  let lastPurge = 0;

  const hit = async (key: string, at: number) => {
    const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
    const previousStart = new Date(windowStart.getTime() - windowMs);
    // One statement: concurrent requests on several processes each see their own increment.
    const result = await db.execute(sql`
      insert into rate_limit_counter (key, window_start, hits, previous_hits)
      values (${key}, ${windowStart}, 1, 0)
      on conflict (key) do update set
        previous_hits = case
          when rate_limit_counter.window_start >= excluded.window_start then rate_limit_counter.previous_hits
          when rate_limit_counter.window_start = ${previousStart} then rate_limit_counter.hits
          else 0 end,
        hits = case when rate_limit_counter.window_start >= excluded.window_start then rate_limit_counter.hits + 1 else 1 end,
        window_start = greatest(rate_limit_counter.window_start, excluded.window_start)
      returning hits, previous_hits, window_start`);
    const row = (result as unknown as { rows: Count[] }).rows[0]!;
    const elapsed = Math.max(0, at - new Date(row.window_start).getTime());
    return { hits: row.hits, previous: row.previous_hits, elapsed };
  };

  /** The counts as the next hit would see them, without counting one. */
  const read = async (key: string, at: number) => {
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const result = await db.execute(
      sql`select hits, previous_hits, window_start from rate_limit_counter where key = ${key}`,
    );
    const row = (result as unknown as { rows: Count[] }).rows[0];
    const start = row ? new Date(row.window_start).getTime() : windowStart;
    const elapsed = at - windowStart;
    if (!row || start < windowStart - windowMs) return { hits: 0, previous: 0, elapsed };
    if (start < windowStart) return { hits: 0, previous: row.hits, elapsed };
    return { hits: row.hits, previous: row.previous_hits, elapsed };
  };

  const count = async (address: string, extra: string | undefined, peek: boolean): Promise<RateLimitVerdict> => {
    const at = now();
    const keys = [`${options.name}|ip|${address}`];
    if (extra) keys.push(`${options.name}|key|${extra.toLowerCase()}`);

    let remaining = options.limit;
    let retryAfter = 0;
    for (const key of keys) {
      const { hits, previous, elapsed } = await (peek ? read : hit)(key, at);
      // A peek asks whether one more hit would still fit.
      const estimate = slidingEstimate(hits + (peek ? 1 : 0), previous, elapsed, windowMs);
      remaining = Math.min(remaining, Math.max(0, Math.floor(options.limit - estimate)));
      if (estimate > options.limit) {
        retryAfter = Math.max(retryAfter, retryAfterSeconds(hits, previous, elapsed, windowMs, options.limit));
      }
    }
    if (at - lastPurge > windowMs) {
      lastPurge = at;
      // Counters two windows old can no longer limit anything.
      void db
        .execute(
          sql`delete from rate_limit_counter where key like ${`${options.name}|%`} and window_start < ${new Date(at - 2 * windowMs)}`,
        )
        .catch((error: unknown) => console.error('Purging rate-limit counters failed', error));
    }
    return { limit: options.limit, remaining, retryAfter };
  };
  const counter = (address: string, extra?: string) => count(address, extra, false);
  /** Whether one more hit would be allowed, without counting it (e.g. count only failed attempts). */
  counter.peek = (address: string, extra?: string) => count(address, extra, true);
  return counter;
}

export function rateLimit(db: Db, options: RateLimitOptions): MiddlewareHandler {
  const count = rateLimitCounter(db, options);
  const address = options.clientAddress ?? clientAddress;

  return async (c, next) => {
    const { remaining, retryAfter } = await count(address(c), await options.key?.(c));
    c.header('RateLimit-Limit', String(options.limit));
    c.header('RateLimit-Remaining', String(remaining));
    if (retryAfter > 0) {
      throw new HttpError(
        429,
        { code: ErrorCode.rateLimited, message: `Too many requests; try again in ${retryAfter} s` },
        { 'Retry-After': String(retryAfter), 'RateLimit-Limit': String(options.limit), 'RateLimit-Remaining': '0' },
      );
    }
    await next();
  };
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

/** The client's address as a counter key: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64 network. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return peerAddress(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress);
}

/** The same for a plain Node request (the identity provider). */
export function nodeClientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  return peerAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, req.socket.remoteAddress);
}

function peerAddress(forwardedFor: string | undefined, remoteAddress: string | undefined): string {
  let address: string | undefined;
  if (process.env.TRUST_PROXY === '1') address = forwardedFor?.split(',').pop()?.trim() || undefined;
  address ??= remoteAddress;
  return normaliseAddress(address ?? 'unknown');
}

export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  // Expand `::` and keep the first four groups (the /64 network).
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
