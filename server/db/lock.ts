import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Lock files this process holds: a pid file with our own pid is only stale if we do not hold it. */
const heldHere = new Set<string>();

/**
 * PGlite has no inter-process lock on its data directory; two processes on one directory corrupt it.
 * An O_EXCL pid file beside the directory refuses a second process. A lock left by a process that
 * no longer runs is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  const key = resolve(lockPath);
  // The pid check below cannot see a second open in this very process (same pid): refuse it here.
  if (heldHere.has(key)) throw new DataDirLockedError(lockPath, process.pid);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(key);
      let held = true;
      return () => {
        if (!held) return; // a second call must not remove a lock taken since
        held = false;
        heldHere.delete(key);
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(lockPath, holder);
      }
      unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new Error(`Could not acquire ${lockPath}`);
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The database directory is in use by another portal process (pid ${pid}, lock ${lockPath}). ` +
        'Stop that process first, or set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
