/** Messages between the PGlite analytics executor (pglite-executor.ts) and its worker thread. */
import type { AnalyticsSeed } from '../executor.ts';
import type { GuardedQuery, GuardedResult } from '../guarded-run.ts';

/**
 * workerData: the seed module and scale to generate and where the snapshot of the database lives — written by
 * the first worker after generating, read by every later one (`fromSnapshot`).
 */
export interface WorkerStart {
  seed: AnalyticsSeed;
  snapshotPath: string;
  fromSnapshot: boolean;
}

export type WorkerRequest = { type: 'query'; id: number; query: GuardedQuery };

export type WorkerReply =
  | { type: 'ready'; startupMs: number }
  | { type: 'snapshot' }
  | { type: 'result'; id: number; result: GuardedResult }
  | { type: 'error'; id: number; message: string; sqlState?: string; position?: number };
