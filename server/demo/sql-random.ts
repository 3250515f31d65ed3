/**
 * Deterministic "random" choices for demo data generated in SQL: PostgreSQL's `hashint8` of a row
 * number and a salt. The same row number and salt give the same choice on every run, on PGlite
 * and PostgreSQL alike; different salts give independent choices for the same row.
 */
import { type SQL, sql } from 'drizzle-orm';

/** 0 … n−1 from the row expression `row` and `salt`; `n` a constant or a SQL expression. */
export function hashMod(row: SQL, salt: number, n: number | SQL): SQL {
  const modulus = typeof n === 'number' ? sql.raw(String(n)) : n;
  return sql`((hashint8((${row})::bigint * 1009 + ${sql.raw(String(salt))}) & 2147483647) % ${modulus})::int`;
}

/** A SQL literal for a constant list of texts (our own data, quotes doubled). */
export function textArray(values: readonly string[]): SQL {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

/** A SQL literal for a constant list of numbers. */
export function numberArray(values: readonly number[]): SQL {
  if (values.some((v) => !Number.isFinite(v))) throw new Error('numberArray: not a finite number');
  return sql.raw(`ARRAY[${values.join(',')}]::numeric[]`);
}

/** One element of a constant list, chosen by row and salt. */
export function pick(values: readonly string[], row: SQL, salt: number): SQL {
  return sql`(${textArray(values)})[1 + ${hashMod(row, salt, values.length)}]`;
}
