/**
 * Loads a mini app's element module on first use and reuses it (every remote bundle is loaded
 * once). A failed chunk (e.g. gone after a deploy) reloads the page once — at the address the
 * user was going to — with a flag in localStorage; when that page fails again, the caller shows
 * the error with a retry. The flag is cleared once a route has rendered, so it never loops.
 */
import { routerBase } from './router-base.ts';

const builtElements: readonly string[] = typeof __PORTAL_ELEMENTS__ === 'undefined' ? [] : __PORTAL_ELEMENTS__;
const buildStamp = typeof __BUILD_STAMP__ === 'undefined' ? 'dev' : __BUILD_STAMP__;
export const reloadFlagKey = 'portal.dynamic-reload';

const modules = new Map<string, Promise<unknown>>();
/** Retries of a failed element: a fresh URL, because the browser may keep a failed import's result. */
let attempt = 0;

/** Is there a built mini app for this tag (else the shell shows "coming soon")? */
export function hasElement(tag: string): boolean {
  return builtElements.includes(tag) || !!customElements.get(tag);
}

export function loadElement(tag: string): Promise<unknown> {
  if (customElements.get(tag)) return Promise.resolve();
  let module = modules.get(tag);
  if (!module) {
    const retry = attempt ? `&retry=${attempt}` : '';
    module = import(/* @vite-ignore */ `${routerBase}elements/${tag}.js?v=${encodeURIComponent(buildStamp)}${retry}`);
    modules.set(tag, module);
    module.catch(() => {
      modules.delete(tag); // a retry imports again
      attempt++;
    });
  }
  return module;
}

export type LoadFailure = 'reloading' | 'failed';

/**
 * After a chunk failed: reload once at `target` (the address being opened; during in-app
 * navigation the address bar still shows the previous page); the second failure is only logged.
 */
export function handleLoadFailure(tag: string, error: unknown, target: string = location.href): LoadFailure {
  if (!localStorage.getItem(reloadFlagKey)) {
    localStorage.setItem(reloadFlagKey, tag);
    if (target === location.href) location.reload();
    else location.assign(target);
    return 'reloading';
  }
  console.error(`Mini app ${tag} could not be loaded`, error);
  return 'failed';
}

/** A route rendered: a later failure may reload once again. */
export function clearReloadFlag(): void {
  localStorage.removeItem(reloadFlagKey);
}
