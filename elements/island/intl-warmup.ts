/**
 * Chromium sets up its Unicode data (ICU) on a page's first Intl call: 16–47 ms on this machine's
 * main thread, about 70 ms on a phone 4× slower, one task inside a calculator's first render
 * (docs/performance.md "The island's first mount"). The renderer's threads share that data, so a
 * worker that makes the first call warms it for the page. A worker must come from the page's own
 * origin: an element embedded on a foreign page skips it, as do browsers without workers.
 */
import { startTrustedWorker } from '../../apps/shared/trusted-worker.ts';
import workerUrl from './intl-warmup.worker.ts?worker&url';

let started = false;

/** Starts the warm-up once per page, for `locale`. */
export function warmIntl(locale: string): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  const href = new URL(workerUrl, import.meta.url).href;
  if (new URL(href).origin !== location.origin) return;
  try {
    startTrustedWorker('intl-warmup', href).postMessage(locale);
  } catch {
    // Only an optimisation: without it the first Intl call pays the set-up itself.
  }
}
