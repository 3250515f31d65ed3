import { type SQL, sql } from 'drizzle-orm';

/** `(v1, v2, …)` as bound parameters, for `in`. */
export function sqlList(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Conditions joined with `and` (true when there are none). */
export function allOf(conditions: readonly (SQL | false | null | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => !!c);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/** `prefix%` for LIKE, with the wildcard characters of the typed text escaped. */
export function likePrefix(typed: string): string {
  return `${typed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
