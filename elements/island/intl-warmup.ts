/**
 * Chromium sets up its Unicode data (ICU) on a page's first Intl call: 16–47 ms on this machine's
 * main thread, about 70 ms on a phone 4× slower, one task inside a calculator's first render
 * (docs/performance.md "The island's first mount"). The renderer's threads share that data, so a
 * worker that makes the first call warms it for the page. A worker must come from the page's own
 * origin: an element embedded on a foreign page skips it, as do browsers without workers.
 */
import workerUrl from './intl-warmup.worker.ts?worker&url';

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

let started = false;

/** Starts the warm-up once per page, for `locale`. */
export function warmIntl(locale: string): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  const href = new URL(workerUrl, import.meta.url).href;
  if (new URL(href).origin !== location.origin) return;
  try {
    // Trusted Types (server/http/security-headers.ts): `new Worker` takes only a URL a named policy made.
    const policy = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes?.createPolicy('intl-warmup', {
      createScriptURL: (url) => {
        if (url !== href) throw new TypeError(`Not the Intl warm-up worker: ${url}`);
        return url;
      },
    });
    const worker = new Worker((policy ? policy.createScriptURL(href) : href) as string, { type: 'module' });
    worker.postMessage(locale);
  } catch {
    // Only an optimisation: without it the first Intl call pays the set-up itself.
  }
}
