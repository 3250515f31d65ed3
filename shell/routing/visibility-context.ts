import { grantedPermissionIds, session } from '../session/session.ts';
import { siteBrand } from '../site/site.ts';
import type { VisibilityContext } from './visibility.ts';

/** The visibility context of this page now: session, site brand and the URL's country. */
export function visibilityContext(country: string = currentCountry()): VisibilityContext {
  return {
    signedIn: session().status === 'signedIn',
    granted: grantedPermissionIds(),
    domainKey: siteBrand().domainKey,
    country,
  };
}

export function currentCountry(): string {
  return location.pathname.split('/')[3] ?? 'de';
}
