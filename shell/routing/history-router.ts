/**
 * The shell's navigation mechanics, without a router library: link clicks below the portal's base
 * (also from inside the mini apps' shadow roots), back/forward, `go(path)`; each navigation asks
 * `resolve` for the element to show, follows its redirects (replacing the history entry), puts the
 * element into the outlet and announces the new location with `portal-location-changed` on window.
 * A newer navigation supersedes one still resolving (a slow mini app never overwrites a later page).
 */

export interface PortalLocation {
  /** Full path, e.g. `/portal/de/de/products/krn92`. */
  pathname: string;
  search: string;
  hash: string;
  /** `locale` and `country` when the path has them. */
  params: Record<string, string>;
}

export type Resolution = { redirect: string } | { element: HTMLElement; params: Record<string, string> };

export type Resolver = (location: Omit<PortalLocation, 'params'>) => Promise<Resolution> | Resolution;

export const locationChangedEvent = 'portal-location-changed';
const goEvent = 'portal-go';

/** Goes to a full path (`/portal/de/de/favorite`): a new history entry, then the route's element. */
export function go(path: string): void {
  window.dispatchEvent(new CustomEvent(goEvent, { detail: path }));
}

/** The anchor a click should be handled as a navigation for, if any (rules of the usual SPA routers). */
function navigationAnchor(event: MouseEvent, base: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && !!node.href);
  if (!anchor || anchor.hasAttribute('download') || anchor.getAttribute('rel') === 'external') return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(base)) return null;
  // Only the hash differs: the browser scrolls, a sub-app's hash routing reacts (e.g. the CRM's #/register).
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return anchor;
}

export class HistoryRouter {
  private generation = 0;
  /** Path and query last shown: back/forward between hashes of one page leave the page alone. */
  private shown = '';

  constructor(
    private readonly outlet: HTMLElement,
    private readonly base: string,
    private readonly resolve: Resolver,
  ) {
    window.addEventListener('click', this.onClick);
    window.addEventListener('popstate', this.onPopState);
    window.addEventListener(goEvent, this.onGo);
    void this.render();
  }

  dispose(): void {
    window.removeEventListener('click', this.onClick);
    window.removeEventListener('popstate', this.onPopState);
    window.removeEventListener(goEvent, this.onGo);
  }

  private readonly onClick = (event: MouseEvent) => {
    const anchor = navigationAnchor(event, this.base);
    if (!anchor) return;
    event.preventDefault();
    const url = new URL(anchor.href, location.href);
    this.push(url.pathname + url.search + url.hash);
  };

  private readonly onPopState = () => {
    // A sub-app's hash routing (e.g. the CRM's #/profile) handles back/forward within its page.
    if (location.pathname + location.search !== this.shown) void this.render();
  };

  private readonly onGo = (event: Event) => this.push((event as CustomEvent<string>).detail);

  private push(path: string): void {
    if (path !== location.pathname + location.search + location.hash) history.pushState(null, '', path);
    else window.scrollTo(0, 0);
    void this.render();
  }

  /** Resolves the address bar's location (and its redirects) and shows the result, unless superseded. */
  private async render(): Promise<void> {
    const generation = ++this.generation;
    for (let redirects = 0; redirects < 10; redirects++) {
      const { pathname, search, hash } = location;
      const result = await this.resolve({ pathname, search, hash });
      if (generation !== this.generation) return;
      if ('redirect' in result) {
        history.replaceState(null, '', result.redirect);
        continue;
      }
      if (this.outlet.firstElementChild !== result.element) this.outlet.replaceChildren(result.element);
      this.shown = location.pathname + location.search;
      const detail: { location: PortalLocation } = {
        location: { pathname: location.pathname, search: location.search, hash: location.hash, params: result.params },
      };
      window.dispatchEvent(new CustomEvent(locationChangedEvent, { detail }));
      return;
    }
    console.error(`Too many redirects from ${location.pathname}`);
  }
}
