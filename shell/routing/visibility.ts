/**
 * The one visibility function, used by the menu and the route guard alike:
 * a route shows and opens when its brand pairs match the site, and it is public or the user is
 * signed in with any of its permissions granted (accessType 1). A group without permissions of
 * its own is as visible as its most visible child.
 */
import type { PortalRouteDef } from './routes.ts';

export interface VisibilityContext {
  signedIn: boolean;
  /** UI permission ids granted with accessType 1. */
  granted: ReadonlySet<string>;
  /** Domain key of the site (`kermi_com`). */
  domainKey: string;
  /** Country of the URL. */
  country: string;
}

function passesOwnRules(route: PortalRouteDef, ctx: VisibilityContext): boolean {
  if (route.brands && !route.brands.some((b) => b.domain === ctx.domainKey && b.country === ctx.country)) return false;
  if (route.public) return true;
  const isGroup = !!route.children?.length;
  if (!route.permissions?.length) return isGroup || ctx.signedIn; // plain groups defer to their children
  return ctx.signedIn && route.permissions.some((id) => ctx.granted.has(id));
}

function subtreeVisible(route: PortalRouteDef, ctx: VisibilityContext): boolean {
  if (!passesOwnRules(route, ctx)) return false;
  return !route.children?.length || route.children.some((child) => subtreeVisible(child, ctx));
}

export function canSee(
  route: PortalRouteDef,
  ctx: VisibilityContext,
  ancestors: readonly PortalRouteDef[] = [],
): boolean {
  return ancestors.every((a) => passesOwnRules(a, ctx)) && subtreeVisible(route, ctx);
}

/** Would signing in (with some permission) make this route visible? Decides sign-in vs. insufficientPermission. */
export function needsSignIn(
  route: PortalRouteDef,
  ctx: VisibilityContext,
  ancestors: readonly PortalRouteDef[] = [],
): boolean {
  if (ctx.signedIn) return false;
  const everything: VisibilityContext = {
    ...ctx,
    signedIn: true,
    granted: new Set(allPermissionIds(route, ancestors)),
  };
  return canSee(route, everything, ancestors);
}

function allPermissionIds(route: PortalRouteDef, ancestors: readonly PortalRouteDef[]): string[] {
  const own = (r: PortalRouteDef): string[] => [...(r.permissions ?? []), ...(r.children ?? []).flatMap(own)];
  return [...ancestors.flatMap((a) => a.permissions ?? []), ...own(route)];
}
