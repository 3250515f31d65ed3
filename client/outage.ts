/**
 * Outages the user sees (issue 30 item 7): while the API or its database is unavailable, a page
 * says so where its data would be and tries again by itself, later and later, until the data
 * comes. One rule for the shell (favourites, the portal login behind menu and permissions) and the
 * mini apps (apps/platform/use-load.ts). Without ky: the shell uses it before it loads the client.
 */
import { AbortError, RestError } from './api-errors.ts';

/** Answers of a proxy or a server that cannot reach what it needs (503 database_unavailable). */
const outageStatuses = new Set([502, 503, 504]);

/** The API or its database is unavailable: nothing the user did, and worth trying again later. */
export function isOutage(error: unknown): boolean {
  if (error instanceof RestError) return outageStatuses.has(error.status);
  if (error instanceof AbortError) return error.timedOut;
  const name = (error as { name?: string } | null)?.name;
  return name === 'NetworkError' || name === 'TimeoutError';
}

/** Waits before the next attempt: 2, 4, 8, 16, then every 30 s. ky's own retries (client/api-client.ts) come first. */
export function outageDelayMs(attempt: number): number {
  return Math.min(2_000 * 2 ** attempt, 30_000);
}

export interface OutageRetry {
  /** Told before each wait: the outage's error and how long until the next attempt. */
  onOutage?: (error: unknown, delayMs: number) => void;
  signal?: AbortSignal;
}

/**
 * `attempt()` until it succeeds or fails for another reason than an outage (that error is
 * thrown), waiting `outageDelayMs` between attempts. An aborted `signal` ends the waiting with
 * its reason.
 */
export async function retryWhileUnavailable<T>(attempt: () => Promise<T>, options: OutageRetry = {}): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isOutage(error) || options.signal?.aborted) throw error;
      const delay = outageDelayMs(failures);
      options.onOutage?.(error, delay);
      await wait(delay, options.signal);
    }
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
