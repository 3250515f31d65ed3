/**
 * Request counters of the rate limiter (server/http/rate-limit.ts), in the database so that
 * several API processes on one PostgreSQL count together. One row per limited key: the hits of
 * the current fixed window and of the one before (for the sliding estimate).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounter = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
    previousHits: integer('previous_hits').notNull(),
  },
  (t) => [index('rate_limit_counter_window').on(t.windowStart)],
);
