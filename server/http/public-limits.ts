/**
 * The rate limits of the public endpoints, per client address, in one table so they can be read
 * and tuned together. The limiter is server/http/rate-limit.ts (counters in the database, shared
 * by every process); each name counts on its own.
 *
 * The figures leave room for a person working quickly and for a partner page that embeds an
 * element (one page view = a handful of calls), and stop scripts that loop.
 */
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/open.ts';
import { type RateLimitOptions, rateLimit } from './rate-limit.ts';

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

export const publicRateLimits = {
  /** Templates and calculations of the product calculators (cheap, but unauthenticated). */
  calculators: { limit: 600, windowSeconds: 600 },
  /** PDF and XLSX documents of the calculators (CPU-heavy); valid requests only. */
  calculatorDocuments: { limit: 60, windowSeconds: 600 },
  dealerSearch: { limit: 300, windowSeconds: 300 },
  crmLocalization: { limit: 600, windowSeconds: 300 },
  /** Valid registrations, per address and per account (each creates a CRM record). */
  registration: { limit: 20, windowSeconds: 3600 },
  /** Bekon's delivery tracker: enough for a family checking its delivery, too few to guess numbers. */
  bekonTracking: { limit: 20, windowSeconds: 300 },
  /** Public product media (pictures, data sheets, tender texts): a page of cards fetches a dozen. */
  publicMedia: { limit: 600, windowSeconds: 300 },
} satisfies Record<string, LimitRule>;

export type PublicLimitName = keyof typeof publicRateLimits;
export type PublicLimitOverrides = Partial<Record<PublicLimitName, LimitRule>>;

/** `limit(name)` → the middleware for that endpoint family; `key` adds a second counter (e.g. the account). */
export type PublicLimiter = (name: PublicLimitName, key?: RateLimitOptions['key']) => MiddlewareHandler;

export function publicLimiter(db: Db, overrides: PublicLimitOverrides = {}): PublicLimiter {
  return (name, key) => rateLimit(db, { name, ...publicRateLimits[name], ...overrides[name], ...(key ? { key } : {}) });
}
