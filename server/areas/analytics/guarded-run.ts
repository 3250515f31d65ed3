/**
 * How every user-shaped query runs, on PostgreSQL and in the PGlite worker alike: a read-only
 * transaction, a role that may only read what the query is for, a statement time limit, and a
 * cursor so that no more than the row cap ever leaves the database. Always rolled back.
 * Values come back as text and are turned into JSON values here, so both databases answer alike.
 */
import type { ResultColumn, ResultColumnKind, ResultValue } from '../../../contract/sap-sql.ts';

/** Which reader role runs the query (both created by the analytics_sql migration). */
export type ReaderRole = 'report' | 'sql';

export interface GuardedQuery {
  text: string;
  params: unknown[];
  role: ReaderRole;
  /** Rows to return at most; one more is fetched to tell whether the result was cut. */
  maxRows: number;
  /** statement_timeout (PostgreSQL); the PGlite worker is stopped from outside at the same limit. */
  timeoutMs: number;
}

export interface GuardedResult {
  columns: ResultColumn[];
  rows: ResultValue[][];
  truncated: boolean;
  durationMs: number;
}

/** What both drivers offer: one statement with parameters, rows as arrays of raw text. */
export interface RawSession {
  query(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: unknown[][]; fields: { name: string; dataTypeID: number }[] }>;
}

export const readerRoles: Record<ReaderRole, { role: string; searchPath: string }> = {
  report: { role: 'portal_report_reader', searchPath: 'public' },
  sql: { role: 'portal_sql_reader', searchPath: 'erp' },
};

export async function runGuarded(session: RawSession, query: GuardedQuery): Promise<GuardedResult> {
  const { role, searchPath } = readerRoles[query.role];
  const timeout = Math.max(1, Math.round(query.timeoutMs));
  await session.query('begin transaction read only');
  try {
    await session.query(`set local statement_timeout = ${timeout}`);
    await session.query(`set local role ${role}`);
    await session.query(`set local search_path = ${searchPath}`);
    await session.query(`set local datestyle = 'ISO, YMD'`);
    await session.query(`set local intervalstyle = 'postgres'`);
    await session.query(`set local timezone = 'UTC'`);
    await session.query(`set local work_mem = '64MB'`);
    const started = performance.now();
    await session.query(`declare analytics_cursor no scroll cursor for ${query.text}`, query.params);
    const fetched = await session.query(`fetch forward ${query.maxRows + 1} from analytics_cursor`);
    const durationMs = Math.round(performance.now() - started);
    const columns = fetched.fields.map((f) => ({ name: f.name, kind: kindOf(f.dataTypeID) }));
    const rows = fetched.rows.slice(0, query.maxRows).map((row) => row.map((v, i) => toJsonValue(columns[i]!.kind, v)));
    return { columns, rows, truncated: fetched.rows.length > query.maxRows, durationMs };
  } finally {
    await session.query('rollback').catch(() => {});
  }
}

/** PostgreSQL type OIDs by the way a result column is shown. */
const kinds: Record<number, ResultColumnKind> = {
  16: 'boolean',
  20: 'number',
  21: 'number',
  23: 'number',
  26: 'number',
  700: 'number',
  701: 'number',
  1700: 'number',
  1082: 'date',
  1114: 'datetime',
  1184: 'datetime',
  114: 'json',
  3802: 'json',
};

/** The OIDs whose values the drivers must hand over as raw text (they parse them otherwise). */
export const rawTextTypes = [
  ...Object.keys(kinds).map(Number),
  1083,
  1266,
  1186,
  17,
  1000,
  1005,
  1007,
  1009,
  1016,
  1021,
  1022,
  1182,
  1115,
  1185,
  1231,
];

export function kindOf(oid: number): ResultColumnKind {
  return kinds[oid] ?? 'text';
}

export function toJsonValue(kind: ResultColumnKind, value: unknown): ResultValue {
  if (value === null || value === undefined) return null;
  const text = String(value);
  switch (kind) {
    case 'boolean':
      return text === 't' || text === 'true';
    case 'number': {
      const n = Number(text);
      // Beyond 15 significant digits a JSON number would change the value: keep the text.
      return Number.isFinite(n) && text.replace(/[^0-9]/g, '').replace(/^0+/, '').length <= 15 ? n : text;
    }
    case 'datetime':
      // ISO 8601: `2026-10-31T08:00:00+00` → `2026-10-31T08:00:00+00:00`.
      return text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
    default:
      return text;
  }
}
