import { grantedPermissionIds, session } from '../session/session.ts';
import { siteBrand } from '../site/site.ts';
import type { VisibilityContext } from './visibility.ts';

/**
 * The list the built route table's permission keys index (shell/routing/route-permission-ids.ts),
 * handed over by the signed-in half of the session before it signs anyone in; served from source,
 * the route table names the ids themselves (null).
 */
let routePermissionIds: readonly string[] | null = null;

export function setRoutePermissionIds(ids: readonly string[] | null): void {
  routePermissionIds = ids;
}

/** The granted permissions as the route table names them. */
function grantedRouteKeys(): Set<string> {
  const granted = grantedPermissionIds();
  if (!routePermissionIds || !granted.size) return granted;
  return new Set(routePermissionIds.flatMap((id, index) => (granted.has(id) ? [String(index)] : [])));
}

/** The visibility context of this page now: session, site brand and the URL's country. */
export function visibilityContext(country: string = currentCountry()): VisibilityContext {
  return {
    signedIn: session().status === 'signedIn',
    granted: grantedRouteKeys(),
    domainKey: siteBrand().domainKey,
    country,
  };
}

export function currentCountry(): string {
  return location.pathname.split('/')[3] ?? 'de';
}
