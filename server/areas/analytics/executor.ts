/**
 * Where reports, sales performance and the SQL editor run: never on the request's own database
 * handle, always through `runGuarded` (read-only transaction, reader role, row cap, time limit).
 *
 * - PostgreSQL: a connection of the server's pool; `statement_timeout` stops the statement inside
 *   the database, and at most `concurrency` analytics statements run at once, so the pool keeps
 *   connections for everything else.
 * - PGlite runs on the event loop and ignores `statement_timeout`, so the queries go to a worker
 *   thread with its own PGlite database holding a copy of the sales data and the erp schema,
 *   generated with the same seed. At the limit the worker is terminated and a fresh one starts
 *   from a snapshot; the portal's own event loop never waits on an analytics query.
 */
import type { ResultValue } from '../../../contract/sap-sql.ts';
import type { DemoScale } from '../../db/demo-scale.ts';
import type { OpenDb } from '../../db/open.ts';
import { HttpError } from '../../http/errors.ts';
import type { GuardedQuery, GuardedResult } from './guarded-run.ts';

export type { GuardedQuery, GuardedResult };

export interface AnalyticsExecutor {
  readonly kind: 'postgres' | 'pglite';
  /** `signal`: the request went away (the user cancelled) — the statement is stopped. */
  run(query: GuardedQuery, signal?: AbortSignal): Promise<GuardedResult>;
  close(): Promise<void>;
}

/** The statement ran into its time limit and was stopped. */
export class QueryTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`The query was stopped after ${Math.round(limitMs / 1000)} s (time limit)`);
    this.name = 'QueryTimeoutError';
  }
}

/** The caller cancelled (its request ended) and the statement was stopped. */
export class QueryCancelledError extends Error {
  constructor() {
    super('The query was cancelled');
    this.name = 'QueryCancelledError';
  }
}

/** PostgreSQL refused the statement while running it (unknown column, division by zero, …). */
export class QueryDatabaseError extends Error {
  constructor(
    message: string,
    readonly sqlState: string | undefined,
    readonly position: number | undefined,
  ) {
    super(message);
    this.name = 'QueryDatabaseError';
  }
}

/** The analytics database is not available yet (the PGlite worker is still generating its data). */
export function analyticsBusy(retryAfterSeconds: number): HttpError {
  return new HttpError(
    503,
    { code: 'analytics_unavailable', message: 'The analytics data is being prepared; try again shortly' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** 57014 query_canceled: PostgreSQL's statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: string }).code === '57014';
}

export function toDatabaseError(error: unknown): QueryDatabaseError {
  const e = error as { message?: string; code?: string; position?: string | number };
  const position = e.position !== undefined ? Number(e.position) : undefined;
  return new QueryDatabaseError(e.message ?? 'Query failed', e.code, Number.isFinite(position) ? position : undefined);
}

/** Rows as objects keyed by column name (the SAP SQL answer's `items`). */
export function rowObjects(result: GuardedResult): Record<string, ResultValue>[] {
  return result.rows.map((row) => Object.fromEntries(result.columns.map((c, i) => [c.name, row[i] ?? null])));
}

/**
 * The data the PGlite worker generates (PostgreSQL holds the seeded tables itself): a module that
 * exports `seedAnalytics(db, scale)` and the scale. The process entry passes the demo world's
 * (server/demo/seed.ts `demoSeedModule`); an area never imports the demo (docs/server.md).
 */
export interface AnalyticsSeed {
  module: string;
  scale: DemoScale;
}

export interface ExecutorOptions {
  seed: AnalyticsSeed;
}

export async function createAnalyticsExecutor(database: OpenDb, options: ExecutorOptions): Promise<AnalyticsExecutor> {
  if (database.kind === 'postgres') {
    const { PostgresExecutor, missingReaderRoles } = await import('./pg-executor.ts');
    const executor = new PostgresExecutor(database.db);
    const missing = await missingReaderRoles(database.db);
    if (missing.size === 0) return executor;
    console.warn(
      `Reader role ${[...missing.values()].join(', ')} missing or not granted to the portal's database user: ` +
        'the queries that need it answer 503 until the DBA creates and grants it (docs/deployment.md "What the DBA prepares").',
    );
    return {
      kind: executor.kind,
      run: (query, signal) =>
        missing.has(query.role)
          ? Promise.reject(readerRoleMissing(missing.get(query.role)!))
          : executor.run(query, signal),
      close: () => executor.close(),
    };
  }
  const { PgliteWorkerExecutor } = await import('./pglite-executor.ts');
  return new PgliteWorkerExecutor(options.seed);
}

function readerRoleMissing(role: string): HttpError {
  return new HttpError(503, {
    code: 'analytics_unavailable',
    message: `The database role ${role} is missing; the administrator creates it (docs/deployment.md)`,
  });
}

/** For an app built without analytics (route listings, fault tests): every analytics request is a 503. */
export const noAnalyticsExecutor: AnalyticsExecutor = {
  kind: 'postgres',
  run: () => Promise.reject(analyticsBusy(60)),
  close: () => Promise.resolve(),
};
