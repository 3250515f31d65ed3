/**
 * The page the router last rendered (path and query). A history step that lands on it again (only
 * the hash differs) is left to the page: a mini app's hash routing handles it, and re-resolving
 * would replace the mini app and lose its state.
 */
let shown = { pathname: '', search: '' };

/** Called by the router after every navigation. */
export function recordShownPage(pathname: string, search: string): void {
  shown = { pathname, search };
}

/** Is the browser's location the page already shown (whatever its hash)? */
export function isShownPage(): boolean {
  return location.pathname === shown.pathname && location.search === shown.search;
}

/**
 * Sets one query parameter of the shown page in place (a tool's shareable state, `?s=`): no history
 * entry and no navigation, and the record of the shown page follows, so a later hash-only
 * back/forward does not take the page for another one and re-render it.
 */
export function replaceQueryParam(name: string, value: string): void {
  const url = new URL(location.href);
  if (url.searchParams.get(name) === value) return;
  url.searchParams.set(name, value);
  const samePage = location.pathname === shown.pathname;
  history.replaceState(history.state, '', url);
  if (samePage) shown = { pathname: location.pathname, search: location.search };
}
