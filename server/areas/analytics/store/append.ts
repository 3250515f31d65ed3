/**
 * Rows from JavaScript into a store table through DuckDB's appender: into a staging table of text
 * columns, then one INSERT … SELECT that lets DuckDB cast each value to the column's type (dates,
 * decimals, integers), so callers hand over plain values.
 */
import type { DuckDBConnection } from '@duckdb/node-api';

export type PlainValue = string | number | boolean | null;

export async function appendRows(
  conn: DuckDBConnection,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly PlainValue[]>,
): Promise<void> {
  const staging = `staging_${table.replace(/\W/g, '_')}`;
  await conn.run(`create table ${staging} (${columns.map((c) => `${c} varchar`).join(', ')})`);
  const appender = await conn.createAppender(staging);
  for (const row of rows) {
    for (const value of row) {
      if (value === null) appender.appendNull();
      else appender.appendVarchar(String(value));
    }
    appender.endRow();
  }
  appender.closeSync();
  await conn.run(`insert into ${table} (${columns.join(', ')}) select * from ${staging}`);
  await conn.run(`drop table ${staging}`);
}
