/**
 * The analytics store: a DuckDB file holding only the ERP/sales extract (schema.ts), opened
 * READ-ONLY by each API process with file access off, extension installs off and the configuration
 * locked — what a statement can reach is that file's tables and nothing else.
 *
 * Files live in a folder: `current` names the file in service; a new data set (the demo seed at
 * first start, or `npm run analytics:load <folder>`, load.ts) is built into a new file and
 * published by renaming `current` atomically. Each process notices the new name within a second,
 * opens it, sends new statements there and closes the old file when its last statement ended.
 * Several processes share one folder (ANALYTICS_STORE_DIR); without one, each process builds a
 * private copy in a temporary folder that goes with it.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { createBaseTables, deriveTables } from './schema.ts';

/**
 * Fills the base tables of a new store (the demo seed or an extract); gets a writable connection.
 * May name the data set's last release date (default: its last invoice date).
 */
export type StoreFiller = (conn: DuckDBConnection) => Promise<{ lastReleaseDate?: string }>;

export interface StoreOptions {
  /** Folder shared by the API processes; null: a private copy in a temporary folder. */
  dir: string | null;
  /** Recorded in reporting_dataset (`full`, `small`, or `extract` for a loaded folder). */
  scale: string;
  /** Fills a new store when the folder has none yet (the server injects the demo seed). */
  seed: StoreFiller;
}

const pointerName = 'current';
const seedLockName = 'seed.lock';

/** Builds a complete store file: base tables, the filler's rows, derived tables; checkpointed and closed. */
export async function buildStoreFile(
  file: string,
  scale: string,
  fill: StoreFiller,
  options: Record<string, string> = {},
): Promise<void> {
  // Insertion order does not matter to the reports; without it DuckDB writes in parallel.
  const instance = await DuckDBInstance.create(file, { threads: '2', preserve_insertion_order: 'false', ...options });
  const conn = await instance.connect();
  try {
    await createBaseTables(conn);
    const filled = await fill(conn);
    await deriveTables(conn, scale, filled.lastReleaseDate ?? null);
    await conn.run('checkpoint');
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

export function newStoreFileName(): string {
  return `store-${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}.duckdb`;
}

/** Puts `fileName` in service: `current` is replaced in one rename, so a reader sees the old or the new name. */
export function publishStoreFile(dir: string, fileName: string): void {
  const temporary = join(dir, `${pointerName}.${randomBytes(4).toString('hex')}.tmp`);
  writeFileSync(temporary, fileName);
  renameSync(temporary, join(dir, pointerName));
}

export function readPointer(dir: string): { name: string; mtimeMs: number } | null {
  try {
    const mtimeMs = statSync(join(dir, pointerName)).mtimeMs;
    const name = readFileSync(join(dir, pointerName), 'utf8').trim();
    return /^store-[\w-]+\.duckdb$/.test(name) ? { name, mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Store files neither in service nor the one before it (a process may still be finishing a statement there). */
export async function removeOldStoreFiles(dir: string, keep: readonly string[]): Promise<void> {
  for (const name of await readdir(dir)) {
    if (/^store-[\w-]+\.duckdb(\.wal)?$/.test(name) && !keep.some((k) => name.startsWith(k)))
      await rm(join(dir, name), { force: true });
  }
}

/** Who runs a statement: the server's own report statements, or a user's SQL in the editor. */
export type StoreRole = 'report' | 'sql';

/**
 * The file is opened twice, read-only: reports get two DuckDB threads, the editor one, so a user's
 * runaway statement keeps to one thread and reports never wait behind it in DuckDB's scheduler.
 * Together the two stay within 1 GiB.
 */
const roleSettings: Record<StoreRole, Record<string, string>> = {
  report: { threads: '2', memory_limit: '640MB' },
  sql: { threads: '1', memory_limit: '384MB' },
};

const lockedDown = {
  access_mode: 'READ_ONLY',
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
};

interface Generation {
  name: string;
  instances: Record<StoreRole, DuckDBInstance>;
  active: number;
  retired: boolean;
}

function closeGeneration(generation: Generation): void {
  for (const instance of Object.values(generation.instances)) instance.closeSync();
}

export class AnalyticsStore {
  private generation: Generation;
  private lastCheck = Date.now();
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly privateDir: boolean,
    first: Generation,
  ) {
    this.generation = first;
  }

  /** Opens the folder's store, building it from `seed` first if the folder has none. */
  static async open(options: StoreOptions): Promise<AnalyticsStore> {
    const privateDir = options.dir === null;
    const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'portal-analytics-'));
    mkdirSync(dir, { recursive: true });
    if (!readPointer(dir)) await seedOnce(dir, options.scale, options.seed);
    const pointer = readPointer(dir);
    if (!pointer) throw new Error(`The analytics store in ${dir} has no data set`);
    const first = await openGeneration(dir, pointer.name);
    const store = new AnalyticsStore(dir, privateDir, first);
    store.lastCheck = pointer.mtimeMs;
    return store;
  }

  /** The file in service (for the data set's identity in caches). */
  get fileName(): string {
    return this.generation.name;
  }

  /**
   * A fresh connection to the file in service (nothing a statement leaves behind — temporary
   * tables, settings — outlives its connection), and the function that closes it.
   */
  async connect(role: StoreRole): Promise<{ conn: DuckDBConnection; done: () => void }> {
    if (this.closed) throw new Error('The analytics store is closed');
    await this.followPointer();
    const generation = this.generation;
    generation.active++;
    let conn: DuckDBConnection;
    try {
      conn = await generation.instances[role].connect();
      // Unqualified names: the reporting tables, then SAP's names (the erp views).
      await conn.run(`set search_path = 'main,erp'`);
    } catch (error) {
      this.leave(generation);
      throw error;
    }
    let finished = false;
    return {
      conn,
      done: () => {
        if (finished) return;
        finished = true;
        conn.closeSync();
        this.leave(generation);
      },
    };
  }

  private leave(generation: Generation): void {
    generation.active--;
    if (generation.retired && generation.active === 0) closeGeneration(generation);
  }

  /** At most once a second: a new file published in the folder replaces the one in service. */
  private async followPointer(): Promise<void> {
    if (Date.now() - this.lastCheck < 1000) return;
    this.lastCheck = Date.now();
    const pointer = readPointer(this.dir);
    if (!pointer || pointer.name === this.generation.name) return;
    const next = await openGeneration(this.dir, pointer.name);
    if (this.closed) {
      closeGeneration(next);
      return;
    }
    const previous = this.generation;
    this.generation = next;
    previous.retired = true;
    if (previous.active === 0) closeGeneration(previous);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.generation.retired = true;
    if (this.generation.active === 0) closeGeneration(this.generation);
    if (this.privateDir) rmSync(this.dir, { recursive: true, force: true });
  }
}

async function openGeneration(dir: string, name: string): Promise<Generation> {
  const instances = {} as Record<StoreRole, DuckDBInstance>;
  for (const role of ['report', 'sql'] as const) {
    const instance = await DuckDBInstance.create(join(dir, name), { ...lockedDown, ...roleSettings[role] });
    const conn = await instance.connect();
    try {
      // For every connection of this instance, for good: no statement can switch anything back on.
      await conn.run('set lock_configuration = true');
    } finally {
      conn.closeSync();
    }
    instances[role] = instance;
  }
  return { name, instances, active: 0, retired: false };
}

/**
 * The first process to find the folder empty builds the store from the seed; the others wait for
 * its `current` (a lock file says who builds; one older than ten minutes is a crashed builder's).
 */
async function seedOnce(dir: string, scale: string, seed: StoreFiller): Promise<void> {
  const lock = join(dir, seedLockName);
  for (;;) {
    if (readPointer(dir)) return;
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch {
      const age = Date.now() - (statSafe(lock) ?? 0);
      if (age > 10 * 60_000) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (readPointer(dir)) return;
    const name = newStoreFileName();
    await buildStoreFile(join(dir, name), scale, seed);
    publishStoreFile(dir, name);
  } finally {
    rmSync(lock, { force: true });
  }
}

function statSafe(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}
