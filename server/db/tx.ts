/**
 * Transactions, one way for every route: `inTransaction(db, work)` runs `work` with the
 * transaction handle; a unique violation that slipped past the explicit checks (two writers at
 * once) becomes a 409 on the named field. Inside, use `tx` only — on PGlite the outer `db`
 * waits for the transaction's own lock and deadlocks.
 */
import { conflict } from '../http/errors.ts';
import type { Db } from './open.ts';

/** The transaction handle drizzle passes to `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The outer db or a transaction: for queries that run either way. */
export type Q = Db | Tx;

/** A unique violation (PostgreSQL 23505), directly or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface TransactionOptions {
  /** The field a unique violation is reported on (409); without it the violation stays a 500. */
  uniqueField?: string;
  /** The 409's `code` (default `conflict`) and message (default "<field> already exists"). */
  uniqueCode?: string;
  uniqueMessage?: string;
}

export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const { uniqueField, uniqueCode, uniqueMessage } = options;
    if (uniqueField && isUniqueViolation(error)) {
      throw conflict(uniqueField, uniqueMessage ?? `${uniqueField} already exists`, uniqueCode);
    }
    throw error;
  }
}
