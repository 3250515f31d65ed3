/**
 * Failed sign-ins and lock-outs at the identity provider's login form, as the security
 * administration sees them (GET /portal/api/LoginLockout, DELETE /portal/api/LoginLockout/{login}).
 */
import { z } from 'zod';
import { requiredText } from './input.ts';

export interface LoginLockout {
  /** The login name as submitted, lower-cased (also names no account has). */
  login: string;
  /** Failed attempts in a row since the last success. */
  failures: number;
  lastFailureAt: string;
  /** Set while the account is locked (ISO instant); null while attempts are only delayed. */
  lockedUntil: string | null;
  /** Client address of the last failure (IPv6 by its /64 network). */
  lastAddress: string;
}

export const loginLockoutParamsSchema = z.object({ login: requiredText(320) });
