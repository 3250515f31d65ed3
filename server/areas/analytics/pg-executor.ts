/**
 * Analytics on PostgreSQL: `runGuarded` on a connection of the server's pool. The database stops
 * a statement at `statement_timeout`; a client-side timer a little later destroys a connection
 * that does not answer at all. At most `concurrency` analytics statements run at once.
 */
import type pg from 'pg';
import type { Db } from '../../db/open.ts';
import {
  type AnalyticsExecutor,
  analyticsBusy,
  isStatementTimeout,
  QueryCancelledError,
  QueryTimeoutError,
  toDatabaseError,
} from './executor.ts';
import {
  type GuardedQuery,
  type GuardedResult,
  type RawSession,
  type ReaderRole,
  readerRoles,
  runGuarded,
} from './guarded-run.ts';

/**
 * The reader roles this database user may not SET ROLE to (missing, or not granted: an application
 * role that may not create roles leaves that to the DBA), by the queries that need them.
 */
export async function missingReaderRoles(db: Db): Promise<Map<ReaderRole, string>> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const { rows } = await pool.query<{ rolname: string; member: boolean }>(
    `select rolname, pg_has_role(current_user, oid, 'MEMBER') as member from pg_roles where rolname = any($1)`,
    [Object.values(readerRoles).map((r) => r.role)],
  );
  const usable = new Set(rows.filter((r) => r.member).map((r) => r.rolname));
  const missing = new Map<ReaderRole, string>();
  for (const [kind, { role }] of Object.entries(readerRoles) as [ReaderRole, { role: string }][])
    if (!usable.has(role)) missing.set(kind, role);
  return missing;
}

/** Every value as the text PostgreSQL sent; runGuarded turns it into JSON values. */
const types = { getTypeParser: () => (value: string) => value };

export class PostgresExecutor implements AnalyticsExecutor {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    db: Db,
    private readonly concurrency = 3,
    private readonly queueWaitMs = 20_000,
  ) {
    this.pool = (db as unknown as { $client: pg.Pool }).$client;
  }

  async run(query: GuardedQuery, signal?: AbortSignal): Promise<GuardedResult> {
    await this.acquire();
    try {
      if (signal?.aborted) throw new QueryCancelledError();
      const client = await this.pool.connect();
      let broken: Error | undefined;
      // A cancelled request stops its statement from another connection (the backend's pid).
      let cancelled = false;
      const pid = (client as unknown as { processID?: number }).processID;
      const cancel = () => {
        cancelled = true;
        if (pid) this.pool.query('select pg_cancel_backend($1)', [pid]).catch(() => {});
      };
      signal?.addEventListener('abort', cancel, { once: true });
      // If the server never answers (network, a stuck backend), give the connection up.
      const watchdog = setTimeout(() => {
        broken = new QueryTimeoutError(query.timeoutMs);
        (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      }, query.timeoutMs + 5_000);
      try {
        const session: RawSession = {
          query: async (text, params) => {
            const result = await client.query({ text, values: params ?? [], rowMode: 'array', types });
            return { rows: result.rows as unknown[][], fields: result.fields };
          },
        };
        return await runGuarded(session, query);
      } catch (error) {
        if (cancelled) throw new QueryCancelledError();
        if (isStatementTimeout(error)) throw new QueryTimeoutError(query.timeoutMs);
        if (broken) throw broken;
        throw toDatabaseError(error);
      } finally {
        clearTimeout(watchdog);
        signal?.removeEventListener('abort', cancel);
        client.release(broken);
      }
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.active++;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(analyticsBusy(5));
      }, this.queueWaitMs);
      this.waiting.push(grant);
    });
  }

  private release(): void {
    this.active--;
    this.waiting.shift()?.();
  }

  async close(): Promise<void> {
    // The pool belongs to the server's database and is closed with it.
  }
}
