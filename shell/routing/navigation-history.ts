/** Remembers the last portal page before the current one (prefill for 'Favorit hinzufügen'). */
let current = '';
let previous = '';

export function recordPortalPath(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** Base-relative path of the page visited before the favourites page, else the current one. */
export function previousPortalPath(): string {
  return (current.endsWith('/favorite') ? previous : current) || current;
}

export function currentPortalPath(): string {
  return current;
}
