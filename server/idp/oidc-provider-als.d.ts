/** The AsyncLocalStorage oidc-provider enters for each request it handles (server/idp/provider-context.ts). */
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const storage: AsyncLocalStorage<unknown>;
  export default storage;
}
