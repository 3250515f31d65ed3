/**
 * Loads a mini app's element module on first use and reuses it (spec §1: every remote bundle is
 * loaded once). A failed chunk reloads the page once (flag in localStorage, cleared when routing
 * is ready), then the caller shows an error with a retry.
 */
import { routerBase } from './router-base.ts';

const builtElements: readonly string[] = typeof __PORTAL_ELEMENTS__ === 'undefined' ? [] : __PORTAL_ELEMENTS__;
const buildStamp = typeof __BUILD_STAMP__ === 'undefined' ? 'dev' : __BUILD_STAMP__;
export const reloadFlagKey = 'portal.dynamic-reload';

const modules = new Map<string, Promise<unknown>>();

/** Is there a built mini app for this tag (else the shell shows "coming soon")? */
export function hasElement(tag: string): boolean {
  return builtElements.includes(tag) || !!customElements.get(tag);
}

export function loadElement(tag: string): Promise<unknown> {
  if (customElements.get(tag)) return Promise.resolve();
  let module = modules.get(tag);
  if (!module) {
    module = import(/* @vite-ignore */ `${routerBase}elements/${tag}.js?v=${encodeURIComponent(buildStamp)}`);
    modules.set(tag, module);
    module.catch(() => modules.delete(tag)); // a retry imports again
  }
  return module;
}

export type LoadFailure = 'reloading' | 'failed';

/** After a chunk failed: reload once; the second failure is only logged. */
export function handleLoadFailure(tag: string, error: unknown): LoadFailure {
  if (!localStorage.getItem(reloadFlagKey)) {
    localStorage.setItem(reloadFlagKey, tag);
    location.reload();
    return 'reloading';
  }
  console.error(`Mini app ${tag} could not be loaded`, error);
  return 'failed';
}

export function clearReloadFlag(): void {
  localStorage.removeItem(reloadFlagKey);
}
