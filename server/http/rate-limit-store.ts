/**
 * The rate limiter's counters in the database (`rate_limit_counter`): one row per key with the
 * hits of its current fixed window and of the window before. Written by one atomic upsert per
 * statement, so processes on one PostgreSQL each see the others' hits.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';

export interface StoredCount {
  key: string;
  hits: number;
  previousHits: number;
  /** Start of the row's window, ms since the epoch. */
  windowStart: number;
}

interface Row {
  key: string;
  hits: number;
  previous_hits: number;
  window_start: Date | string;
}

const toCount = (row: Row): StoredCount => ({
  key: row.key,
  hits: Number(row.hits),
  previousHits: Number(row.previous_hits),
  windowStart: new Date(row.window_start).getTime(),
});

/**
 * Adds hits to keys (each in the window starting at `windowStart`) and returns the rows as they
 * are now. A row still in an older window moves on: its hits become the previous window's when
 * that window is the one just before, else nothing. Hits of a window that has already moved on
 * count in the newer window (never lost, at worst counted a little late).
 */
export async function addHits(
  db: Db,
  windowMs: number,
  hits: readonly { key: string; windowStart: number; hits: number }[],
): Promise<StoredCount[]> {
  if (!hits.length) return [];
  const values = sql.join(
    hits.map((h) => sql`(${h.key}, ${new Date(h.windowStart)}::timestamptz, ${h.hits}::int, 0)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into rate_limit_counter (key, window_start, hits, previous_hits)
    values ${values}
    on conflict (key) do update set
      previous_hits = case
        when rate_limit_counter.window_start >= excluded.window_start then rate_limit_counter.previous_hits
        when rate_limit_counter.window_start = excluded.window_start - ${`${windowMs} milliseconds`}::interval
          then rate_limit_counter.hits
        else 0 end,
      hits = case when rate_limit_counter.window_start >= excluded.window_start
        then rate_limit_counter.hits + excluded.hits else excluded.hits end,
      window_start = greatest(rate_limit_counter.window_start, excluded.window_start)
    returning key, hits, previous_hits, window_start`);
  return (result as unknown as { rows: Row[] }).rows.map(toCount);
}

export async function readCount(db: Db, key: string): Promise<StoredCount | undefined> {
  const result = await db.execute(
    sql`select key, hits, previous_hits, window_start from rate_limit_counter where key = ${key}`,
  );
  const row = (result as unknown as { rows: Row[] }).rows[0];
  return row ? toCount(row) : undefined;
}

/** Counters two windows old can no longer limit anything. */
export async function purgeCounters(db: Db, name: string, olderThan: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counter where key like ${`${name}|%`} and window_start < ${new Date(olderThan)}`,
  );
}
