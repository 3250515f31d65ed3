/**
 * The hash routes of the CRM sub-app (`/portal/{locale}/{country}/crm/#/register?returnUrl=…`) and
 * the check of `returnUrl`. Pure functions, unit-tested.
 */

export const crmPages = [
  'overview',
  'register',
  'register-specialist',
  'register-simple',
  'profile',
  'register-partner',
  'specialist-search',
] as const;
export type CrmPage = (typeof crmPages)[number];

export interface CrmRoute {
  page: CrmPage;
  /** The `returnUrl` of the hash query, only when it passed `safeReturnUrl`. */
  returnUrl: string | null;
}

/** `#/register?returnUrl=%2Fportal%2Fde%2Fde` → `{ page: 'register', returnUrl: '/portal/de/de' }`; unknown → overview. */
export function parseCrmHash(hash: string, origin: string): CrmRoute {
  const text = hash.replace(/^#/, '');
  const queryAt = text.indexOf('?');
  const path = (queryAt < 0 ? text : text.slice(0, queryAt)).replace(/^\/+|\/+$/g, '');
  const params = new URLSearchParams(queryAt < 0 ? '' : text.slice(queryAt + 1));
  const page = (crmPages as readonly string[]).includes(path) ? (path as CrmPage) : 'overview';
  return { page, returnUrl: safeReturnUrl(params.get('returnUrl'), origin) };
}

/** The hash of a page, keeping the `returnUrl`: `#/profile?returnUrl=%2Fportal%2Fde%2Fde`. */
export function crmHash(page: CrmPage, returnUrl: string | null): string {
  return `#/${page}${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`;
}

/**
 * A `returnUrl` is followed only when it is a path of the portal on this origin (`/portal/…`);
 * anything else — other origins, protocol-relative `//host`, `javascript:`, back-slash tricks,
 * paths that leave `/portal/` through `..` — is dropped (open-redirect protection).
 * Returns path + query + hash, or null.
 */
export function safeReturnUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // Only a path on this origin: not `//host`, not `/\host`, no scheme, no control characters.
  if (!value.startsWith('/') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname !== '/portal' && !url.pathname.startsWith('/portal/')) return null;
  return url.pathname + url.search + url.hash;
}
