import { flattenRoutes, type PortalRouteDef, routeTree } from './routes.ts';
import { canSee, type VisibilityContext } from './visibility.ts';

export interface MenuItem {
  route: PortalRouteDef;
  /** Path below `/{locale}/{country}`. */
  path: string;
  children: MenuItem[];
}

const byOrder = (a: PortalRouteDef, b: PortalRouteDef) => a.order - b.order;

/** The menu: exactly the routes the guard would open, nested and ordered. */
export function buildMenu(
  ctx: VisibilityContext,
  routes: readonly PortalRouteDef[] = routeTree,
  ancestors: readonly PortalRouteDef[] = [],
  prefix = '',
): MenuItem[] {
  return [...routes]
    .sort(byOrder)
    .filter((route) => !route.hiddenInMenu && canSee(route, ctx, ancestors))
    .map((route) => {
      const path = [prefix, route.path].filter(Boolean).join('/');
      return { route, path, children: buildMenu(ctx, route.children ?? [], [...ancestors, route], path) };
    });
}

/** Visible children of a group, for its overview page. */
export function visibleChildren(group: PortalRouteDef, ctx: VisibilityContext): PortalRouteDef[] {
  const entry = flattenRoutes().find((e) => e.route === group);
  const ancestors = [...(entry?.ancestors ?? []), group];
  return [...(group.children ?? [])].sort(byOrder).filter((child) => canSee(child, ctx, ancestors));
}

/** Route and ancestors for a path below `/{locale}/{country}` (breadcrumbs, back link). */
export function routeAtPath(path: string): { route: PortalRouteDef; ancestors: readonly PortalRouteDef[] } | undefined {
  const clean = path.replace(/^\/|\/$/g, '');
  return flattenRoutes().find((entry) => entry.path === clean);
}
