/**
 * Row helpers for tables with an `id` key, so route groups do not each write their own
 * "find it or 404", "is this name taken" and "delete it if it exists".
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../http/errors.ts';
import type { Db } from './open.ts';
import { inTransaction, type Q, type Tx } from './tx.ts';

/** A table whose rows are found by an `id` column. */
export type IdTable = PgTable & { id: PgColumn };
type Row<T extends IdTable> = T['$inferSelect'];

/** The row with this id, or undefined. */
export async function findById<T extends IdTable>(q: Q, table: T, id: string): Promise<Row<T> | undefined> {
  const rows = await q
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return rows[0] as Row<T> | undefined;
}

/** The row with this id, or a 404 "`<what>` `<id>` not found" naming `field`. */
export async function getById<T extends IdTable>(q: Q, table: T, id: string, what: string, field = 'id') {
  const row = await findById(q, table, id);
  if (!row) throw notFound(`${what} ${id} not found`, field);
  return row;
}

/**
 * A 409 on `field` when a row other than `exceptId` already matches `match` (a name that must be
 * unique). Checked inside the write's transaction; inTransaction's `uniqueField` catches the race.
 */
export async function refuseDuplicate(
  tx: Tx,
  table: IdTable,
  match: SQL,
  exceptId: string | undefined,
  field: string,
  message: string,
): Promise<void> {
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(match, exceptId ? ne(table.id, exceptId) : undefined));
  if (clash) throw conflict(field, message);
}

/** Deletes the row (404 when there is none) after `guard` let it go (it throws a 409 when not). */
export async function deleteById(
  db: Db,
  table: IdTable,
  id: string,
  what: string,
  guard?: (tx: Tx) => Promise<void> | void,
): Promise<void> {
  await inTransaction(
    db,
    async (tx) => {
      await getById(tx, table, id, what);
      await guard?.(tx);
      await tx.delete(table).where(eq(table.id, id));
    },
    { uniqueField: 'id' },
  );
}

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Q, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
