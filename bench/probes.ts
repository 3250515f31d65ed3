/**
 * In-page probes, installed before any page script runs. Plain JavaScript in a string on purpose:
 * functions compiled by tsx may reference helpers (`__name`) that do not exist in the page.
 *
 * Times are `performance.now()` values: milliseconds since the navigation started.
 */
export const probeScript = `(() => {
  if (window.__bench) return;
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const deep = (root, selector) => {
    const found = root.querySelector(selector);
    if (found) return found;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const inner = deep(el.shadowRoot, selector);
        if (inner) return inner;
      }
    }
    return null;
  };
  const menuRoot = () =>
    document.querySelector('portal-shell')?.shadowRoot?.querySelector('portal-nav')?.shadowRoot ?? null;
  /** Links or disclosure buttons of the menu are on screen, with translated labels. */
  const menuUsable = () => {
    const root = menuRoot();
    if (!root) return false;
    for (const el of root.querySelectorAll('a[href], button')) {
      const label = (el.textContent || '').trim();
      if (shown(el) && label && !label.startsWith('menu.')) return true;
    }
    return false;
  };
  /** The element is in the page (shadow roots included) and shows some text of its own. */
  const rendered = (tag) => {
    const el = deep(document, tag);
    if (!el) return false;
    const root = el.shadowRoot || el;
    for (const child of root.querySelectorAll('*')) {
      if (child.tagName === 'STYLE' || child.tagName === 'SCRIPT') continue;
      if ((child.textContent || '').trim() && shown(child)) return true;
    }
    return false;
  };
  const until = (test, timeoutMs = 30000) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const tick = () => {
        let ok = false;
        try { ok = test(); } catch { ok = false; }
        if (ok) resolve(performance.now());
        else if (performance.now() - started > timeoutMs) reject(new Error('timed out'));
        else requestAnimationFrame(tick);
      };
      tick();
    });
  const menuLink = (path) => menuRoot()?.querySelector('a[data-path="' + CSS.escape(path) + '"]') ?? null;
  /** Opens the menu groups on the way to a path; true when its link is on screen. */
  const reveal = async (path) => {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('/');
      const button = menuRoot()?.querySelector('button[data-path="' + CSS.escape(prefix) + '"]');
      if (!button) break;
      if (button.getAttribute('aria-expanded') !== 'true') {
        button.click();
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
    }
    const link = menuLink(path);
    return !!link && shown(link);
  };
  /** Clicks the menu link of a path; milliseconds until the element shows content. */
  const clickToRendered = async (path, tag) => {
    const link = menuLink(path);
    if (!link) throw new Error('no menu link for ' + path);
    const t0 = performance.now();
    link.click();
    const t1 = await until(() => rendered(tag));
    return t1 - t0;
  };
  /** Back to the landing page through the brand link; resolves when the element is gone. */
  const leave = async (tag) => {
    const home = document.querySelector('portal-shell')?.shadowRoot?.querySelector('a.brand');
    if (!home) throw new Error('no brand link');
    home.click();
    await until(() => !deep(document, tag));
  };
  const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  window.__bench = { deep, menuRoot, menuUsable, rendered, until, reveal, clickToRendered, leave, fcp };
  window.__benchMenuUsable = until(menuUsable, 60000);
  window.__benchMenuUsable.catch(() => {});
})();`;

export interface BenchProbes {
  /** The first match of a selector in the document or any shadow root below it. */
  deep(root: Document | ShadowRoot, selector: string): Element | null;
  menuUsable(): boolean;
  rendered(tag: string): boolean;
  until(test: () => boolean, timeoutMs?: number): Promise<number>;
  reveal(path: string): Promise<boolean>;
  clickToRendered(path: string, tag: string): Promise<number>;
  leave(tag: string): Promise<void>;
  fcp(): number | null;
}

declare global {
  interface Window {
    __bench: BenchProbes;
    __benchMenuUsable: Promise<number>;
  }
}
