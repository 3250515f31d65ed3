/** Messages between the PGlite analytics executor (pglite-executor.ts) and its worker thread. */
import type { DemoScale } from '../../db/seed.ts';
import type { GuardedQuery, GuardedResult } from '../guarded-run.ts';

/** workerData: the scale to generate, or a snapshot of an earlier worker's database to start from. */
export interface WorkerStart {
  scale: DemoScale;
  snapshot: ArrayBuffer | null;
}

export type WorkerRequest = { type: 'query'; id: number; query: GuardedQuery };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'snapshot'; data: ArrayBuffer }
  | { type: 'result'; id: number; result: GuardedResult }
  | { type: 'error'; id: number; message: string; sqlState?: string; position?: number };
