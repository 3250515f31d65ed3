import type { SQL } from 'drizzle-orm';
import type { Q } from '../../db/tx.ts';

/** Runs raw SQL and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Q, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
