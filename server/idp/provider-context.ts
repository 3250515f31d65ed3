/**
 * oidc-provider keeps each request's context in an AsyncLocalStorage of its own
 * (node_modules/oidc-provider/lib/helpers/als.js) and enters it for every request it handles. On
 * Node 20, an AsyncLocalStorage once entered turns on promise hooks for the whole process, so every
 * later API request paid for them (`promiseInitHook` and `_propagate` in docs/performance.md "What
 * the CPU profile shows"), although only sign-in requests need them. `whileProviderWorks` counts the
 * identity provider's requests in flight and switches the storage off when the last one has
 * ended; the provider's next request switches it on again (AsyncLocalStorage.run does).
 */
import providerStorage from 'oidc-provider/lib/helpers/als.js';

let inFlight = 0;

export async function whileProviderWorks<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    if (--inFlight === 0) providerStorage.disable();
  }
}

/**
 * Whether the provider's storage (and with it Node's promise hooks) is on (tests); `undefined` where
 * AsyncLocalStorage needs no promise hooks at all (Node 24's AsyncContextFrame has no such switch).
 */
export function providerContextOn(): boolean | undefined {
  return (providerStorage as unknown as { enabled?: boolean }).enabled;
}
