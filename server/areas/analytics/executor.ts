/**
 * Where reports, sales performance and the SQL editor run: the analytics store, a DuckDB file
 * with only the ERP/sales extract (server/areas/analytics/store/), never the portal database.
 * User SQL can reach nothing but that file: it is opened read-only, with file access and
 * extension installs off and the configuration locked; a statement is stopped by interrupt at its
 * time limit or when its request goes away.
 */
import type { ResultColumn, ResultValue } from '../../../contract/sap-sql.ts';
import { HttpError } from '../../http/errors.ts';
import type { StoreFiller } from './store/store.ts';

export interface GuardedQuery {
  text: string;
  params: unknown[];
  /** `sql`: a statement written by a user in the editor (its own concurrency limits); `report`: built by the server. */
  role: 'report' | 'sql';
  /** Who runs it (the editor's per-user limit). */
  userId?: string;
  /** Rows to return at most; one more is fetched to tell whether the result was cut. */
  maxRows: number;
  /** The statement is interrupted after this long. */
  timeoutMs: number;
}

export interface GuardedResult {
  columns: ResultColumn[];
  rows: ResultValue[][];
  truncated: boolean;
  durationMs: number;
}

export interface AnalyticsExecutor {
  readonly kind: 'duckdb' | 'none';
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

/** The engine refused the statement while running it (unknown column, division by zero, …). */
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

/** No slot for the statement in time, or no analytics store in this app. */
export function analyticsBusy(retryAfterSeconds: number): HttpError {
  return new HttpError(
    503,
    { code: 'analytics_unavailable', message: 'The analytics data is being prepared; try again shortly' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Rows as objects keyed by column name (the SAP SQL answer's `items`). */
export function rowObjects(result: GuardedResult): Record<string, ResultValue>[] {
  return result.rows.map((row) => Object.fromEntries(result.columns.map((c, i) => [c.name, row[i] ?? null])));
}

export interface ExecutorOptions {
  /** Folder of the store shared by the API processes (ANALYTICS_STORE_DIR); null: a private copy. */
  dir: string | null;
  /** Recorded with the data set (demo scale). */
  scale: string;
  /** Fills a new store's base tables when the folder has none (the demo seed). */
  seed: StoreFiller;
}

/** Answers at once; the store is opened (built from the seed if the folder has none) meanwhile. */
export async function createAnalyticsExecutor(options: ExecutorOptions): Promise<AnalyticsExecutor> {
  const { AnalyticsStore } = await import('./store/store.ts');
  const { DuckDbExecutor } = await import('./store/duckdb-executor.ts');
  const { StartingExecutor } = await import('./store/starting-executor.ts');
  const starting = AnalyticsStore.open(options).then((store) => new DuckDbExecutor(store));
  starting.catch((error: unknown) => console.error('The analytics store could not be opened:', error));
  return new StartingExecutor(starting);
}

/** For an app built without analytics (route listings, fault tests): every analytics request is a 503. */
export const noAnalyticsExecutor: AnalyticsExecutor = {
  kind: 'none',
  run: () => Promise.reject(analyticsBusy(60)),
  close: () => Promise.resolve(),
};
