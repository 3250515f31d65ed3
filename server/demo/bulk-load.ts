import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows.ts';
import type { Tx } from '../db/tx.ts';

/**
 * Loads empty tables fast: their secondary indexes and foreign keys are dropped first and made
 * again afterwards, from the database's own definitions (pg_indexes, pg_get_constraintdef), so
 * the migrations stay the only place that defines them. Building an index over loaded rows and
 * checking a foreign key with one join is far quicker than maintaining both row by row — on
 * PGlite several times over. Primary keys and unique constraints stay. Runs inside the caller's
 * transaction: a failure leaves everything as it was.
 */
export async function withDeferredIndexes<T>(tx: Tx, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const list = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const foreignKeys = await queryRows<{ table: string; name: string; definition: string }>(
    tx,
    sql`select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        where c.contype = 'f' and c.conrelid::regclass::text in (${list})`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${list})
          and not exists (
            select 1 from pg_constraint c
            where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
              and c.contype in ('p', 'u')
          )`,
  );
  for (const fk of foreignKeys) {
    await tx.execute(sql.raw(`alter table ${fk.table} drop constraint ${quote(fk.name)}`));
  }
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${quote(index.name)}`));

  const result = await load();

  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const fk of foreignKeys) {
    await tx.execute(sql.raw(`alter table ${fk.table} add constraint ${quote(fk.name)} ${fk.definition}`));
  }
  return result;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
