/**
 * Password guessing at the login form is slowed down per account and per client address:
 *
 * - per account (the submitted login name): from the 5th failure in a row the next attempt waits
 *   1, 2, 4 … up to 60 seconds after the last failure; the 20th failure locks the account for an
 *   hour, or until an administrator clears it (/portal/api/LoginLockout). Attempts during the wait
 *   or the lock are refused without looking at the password, so they do not count. A success
 *   clears the account's row. Other accounts are never affected.
 * - per client address: at most `addressLimit` failures per window over all login names (the
 *   shared rate limiter, so several processes count together), against one address trying many
 *   accounts. Successful sign-ins do not count, so an office behind one address is not shut out.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { loginLockout } from '../db/schema.ts';
import { rateLimitCounter } from '../http/rate-limit.ts';

export const loginPolicy = {
  /** Failures in a row before the delay starts. */
  delayAfter: 4,
  maxDelaySeconds: 60,
  lockAfter: 20,
  lockSeconds: 3600,
  addressLimit: 50,
  addressWindowSeconds: 900,
} as const;

export type LoginGate =
  | { kind: 'open' }
  | { kind: 'wait'; seconds: number }
  | { kind: 'locked'; until: Date }
  | { kind: 'addressLimited'; seconds: number };

/** Seconds the account must wait after its last failure, given the failures in a row. */
export function delaySeconds(failures: number): number {
  if (failures <= loginPolicy.delayAfter) return 0;
  return Math.min(loginPolicy.maxDelaySeconds, 2 ** (failures - loginPolicy.delayAfter - 1));
}

export function loginThrottle(db: Db) {
  const perAddress = rateLimitCounter(db, {
    name: 'idp-login',
    limit: loginPolicy.addressLimit,
    windowSeconds: loginPolicy.addressWindowSeconds,
  });

  return {
    /** Whether a password attempt for this login name from this address may be checked now. */
    async gate(login: string, address: string): Promise<LoginGate> {
      const { retryAfter } = await perAddress.peek(address);
      if (retryAfter > 0) return { kind: 'addressLimited', seconds: retryAfter };
      const [row] = await db.select().from(loginLockout).where(eq(loginLockout.login, login.toLowerCase()));
      if (!row) return { kind: 'open' };
      const now = Date.now();
      if (row.lockedUntil && row.lockedUntil.getTime() > now) return { kind: 'locked', until: row.lockedUntil };
      const waitMs = row.lastFailureAt.getTime() + delaySeconds(row.failures) * 1000 - now;
      if (!row.lockedUntil && waitMs > 0) return { kind: 'wait', seconds: Math.ceil(waitMs / 1000) };
      return { kind: 'open' };
    },

    /** Counts a wrong password (one atomic upsert, so parallel attempts all count); tells what follows. */
    async failed(login: string, address: string): Promise<LoginGate> {
      await perAddress(address);
      const now = new Date();
      const lockUntil = new Date(now.getTime() + loginPolicy.lockSeconds * 1000);
      // After an expired lock the count starts again.
      const result = await db.execute(sql`
        insert into login_lockout (login, failures, last_failure_at, locked_until, last_address)
        values (${login.toLowerCase()}, 1, ${now}, null, ${address})
        on conflict (login) do update set
          failures = case when login_lockout.locked_until is not null then 1 else login_lockout.failures + 1 end,
          last_failure_at = excluded.last_failure_at,
          last_address = excluded.last_address,
          locked_until = case
            when login_lockout.locked_until is null and login_lockout.failures + 1 >= ${loginPolicy.lockAfter}
            then ${lockUntil}::timestamptz end
        returning failures, locked_until`);
      const row = (result as unknown as { rows: { failures: number; locked_until: Date | string | null }[] }).rows[0]!;
      if (row.locked_until) return { kind: 'locked', until: new Date(row.locked_until) };
      const wait = delaySeconds(row.failures);
      return wait > 0 ? { kind: 'wait', seconds: wait } : { kind: 'open' };
    },

    async succeeded(login: string): Promise<void> {
      await db.delete(loginLockout).where(eq(loginLockout.login, login.toLowerCase()));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
