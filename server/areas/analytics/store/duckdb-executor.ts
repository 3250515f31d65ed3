/**
 * Reports, sales performance and the SQL editor on the analytics store (store.ts): each statement
 * on a fresh connection to the read-only, locked DuckDB file, stopped by `interrupt()` at its time
 * limit or when the request goes away. Statements run concurrently (DuckDB schedules them on its
 * threads), so a runaway does not hold up another user's report; the limits below keep one user's
 * editor statements from taking every slot.
 */
import { type DuckDBResultReader, DuckDBTypeId, type DuckDBValue } from '@duckdb/node-api';
import type { ResultColumn, ResultColumnKind, ResultValue } from '../../../../contract/sap-sql.ts';
import {
  type AnalyticsExecutor,
  analyticsBusy,
  type GuardedQuery,
  type GuardedResult,
  QueryCancelledError,
  QueryDatabaseError,
  QueryTimeoutError,
} from '../executor.ts';
import type { AnalyticsStore } from './store.ts';

interface Slot {
  editor: boolean;
  user: string;
}

export interface ExecutorLimits {
  /** Statements running at once in this process. The client runs each on a libuv pool thread (4 by default): one stays free for the rest of the server. */
  running: number;
  /** Of those, SQL-editor statements: the other slots are always there for reports. */
  editor: number;
  /** Editor statements of one user at once (the next one waits for a slot). */
  perUser: number;
  /** How long a statement may wait for a slot before the answer is 503. */
  queueWaitMs: number;
}

const defaultLimits: ExecutorLimits = { running: 3, editor: 2, perUser: 1, queueWaitMs: 20_000 };

export class DuckDbExecutor implements AnalyticsExecutor {
  readonly kind = 'duckdb' as const;
  private running = 0;
  private editorRunning = 0;
  private readonly perUser = new Map<string, number>();
  private readonly waiting: { slot: Slot; grant: () => void }[] = [];

  constructor(
    private readonly store: AnalyticsStore,
    private readonly limits: ExecutorLimits = defaultLimits,
  ) {}

  /** The file in service: answers cached per data set use it in their key. */
  get dataSet(): string {
    return this.store.fileName;
  }

  async run(query: GuardedQuery, signal?: AbortSignal): Promise<GuardedResult> {
    if (signal?.aborted) throw new QueryCancelledError();
    const slot: Slot = { editor: query.role === 'sql', user: query.userId ?? '' };
    await this.acquire(slot, signal);
    try {
      return await this.execute(query, signal);
    } finally {
      this.release(slot);
    }
  }

  private async execute(query: GuardedQuery, signal?: AbortSignal): Promise<GuardedResult> {
    const { conn, done } = await this.store.connect(query.role);
    let stop: 'timeout' | 'cancelled' | null = null;
    const interrupt = (reason: 'timeout' | 'cancelled') => {
      stop ??= reason;
      conn.interrupt();
    };
    const timer = setTimeout(() => interrupt('timeout'), Math.max(1, query.timeoutMs));
    const onAbort = () => interrupt('cancelled');
    signal?.addEventListener('abort', onAbort, { once: true });
    const started = performance.now();
    try {
      // Streamed: only the chunks up to the row cap (+1, to tell a cut result) are fetched.
      const reader = await conn.streamAndReadUntil(query.text, query.maxRows + 1, query.params as DuckDBValue[]);
      const durationMs = Math.round(performance.now() - started);
      if (stop) throw stop === 'timeout' ? new QueryTimeoutError(query.timeoutMs) : new QueryCancelledError();
      return { ...readResult(reader, query.maxRows), durationMs };
    } catch (error) {
      if (stop === 'timeout') throw new QueryTimeoutError(query.timeoutMs);
      if (stop === 'cancelled') throw new QueryCancelledError();
      if (error instanceof QueryTimeoutError || error instanceof QueryCancelledError) throw error;
      throw new QueryDatabaseError(String((error as Error).message ?? error), undefined, undefined);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      done();
    }
  }

  private acquire(slot: Slot, signal?: AbortSignal): Promise<void> {
    if (this.free(slot)) {
      this.take(slot, +1);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        slot,
        grant: () => {
          cleanup();
          this.take(slot, +1);
          resolve();
        },
      };
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
      };
      const onAbort = () => {
        cleanup();
        reject(new QueryCancelledError());
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(analyticsBusy(5));
      }, this.limits.queueWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  private free({ editor, user }: Slot): boolean {
    if (this.running >= this.limits.running) return false;
    return !editor || (this.editorRunning < this.limits.editor && (this.perUser.get(user) ?? 0) < this.limits.perUser);
  }

  private take({ editor, user }: Slot, delta: 1 | -1): void {
    this.running += delta;
    if (!editor) return;
    this.editorRunning += delta;
    const mine = (this.perUser.get(user) ?? 0) + delta;
    if (mine > 0) this.perUser.set(user, mine);
    else this.perUser.delete(user);
  }

  private release(slot: Slot): void {
    this.take(slot, -1);
    // The first waiting statement that may run now (an editor statement may wait while a report goes).
    this.waiting.find((w) => this.free(w.slot))?.grant();
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}

/** DuckDB type → how a column is shown. */
function kindOf(typeId: DuckDBTypeId): ResultColumnKind {
  switch (typeId) {
    case DuckDBTypeId.BOOLEAN:
      return 'boolean';
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
    case DuckDBTypeId.DECIMAL:
      return 'number';
    case DuckDBTypeId.DATE:
      return 'date';
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_S:
    case DuckDBTypeId.TIMESTAMP_MS:
    case DuckDBTypeId.TIMESTAMP_NS:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return 'datetime';
    case DuckDBTypeId.LIST:
    case DuckDBTypeId.STRUCT:
    case DuckDBTypeId.MAP:
    case DuckDBTypeId.ARRAY:
    case DuckDBTypeId.UNION:
    case DuckDBTypeId.VARIANT:
      return 'json';
    default:
      return 'text';
  }
}

function readResult(reader: DuckDBResultReader, maxRows: number): Omit<GuardedResult, 'durationMs'> {
  const names = reader.columnNames();
  const columns: ResultColumn[] = reader
    .columnTypes()
    .map((type, i) => ({ name: names[i]!, kind: kindOf(type.typeId) }));
  const rows = reader.getRowsJson();
  return {
    columns,
    rows: rows.slice(0, maxRows).map((row) => row.map((value, i) => toResultValue(columns[i]!.kind, value))),
    truncated: rows.length > maxRows,
  };
}

/** The client's JSON form (big integers and decimals as text) → the answer's values. */
export function toResultValue(kind: ResultColumnKind, value: unknown): ResultValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  switch (kind) {
    case 'boolean':
      return value === true;
    case 'number': {
      if (typeof value === 'number') return value;
      const text = String(value);
      const n = Number(text);
      // Beyond 15 significant digits a JSON number would change the value: keep the text.
      return Number.isFinite(n) && text.replace(/[^0-9]/g, '').replace(/^0+/, '').length <= 15 ? n : text;
    }
    case 'datetime':
      // ISO 8601: `2026-10-31 08:00:00+00` → `2026-10-31T08:00:00+00:00`.
      return String(value)
        .replace(' ', 'T')
        .replace(/([+-]\d\d)$/, '$1:00');
    default:
      return typeof value === 'string' ? value : String(value);
  }
}
