/**
 * Failed sign-ins per login name at the identity provider's login form (server/idp/login-throttle.ts):
 * the count since the last success, when the last one happened (for the growing delay) and, after
 * too many, until when the account is locked. The security administration lists and clears rows.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginLockout = pgTable('login_lockout', {
  /** The submitted login name, lower-cased (also for names no account has: no hint which exist). */
  login: text('login').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  /** The client address of the last failure (IPv6 by its /64), for the administrator. */
  lastAddress: text('last_address').notNull(),
});
