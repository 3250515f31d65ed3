/** Messages between the PGlite analytics executor (pglite-executor.ts) and its worker thread. */
import type { DemoScale } from '../../../demo/seed.ts';
import type { GuardedQuery, GuardedResult } from '../guarded-run.ts';

/**
 * workerData: the scale to generate and where the snapshot of the database lives — written by
 * the first worker after generating, read by every later one (`fromSnapshot`).
 */
export interface WorkerStart {
  scale: DemoScale;
  snapshotPath: string;
  fromSnapshot: boolean;
}

export type WorkerRequest = { type: 'query'; id: number; query: GuardedQuery };

export type WorkerReply =
  | { type: 'ready'; startupMs: number }
  | { type: 'snapshot' }
  | { type: 'result'; id: number; result: GuardedResult }
  | { type: 'error'; id: number; message: string; sqlState?: string; position?: number };
