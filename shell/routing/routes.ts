/**
 * The portal's route tree (shell/routing/route-data.ts) and the walks over it that menu, guard,
 * breadcrumbs and tests share.
 */
import { type PortalRouteDef, routeTree } from './route-data.ts';

export { type InfoSort, type PortalRouteDef, routeTree, shellRegistryIds } from './route-data.ts';

/** Every route with its ancestors, depth-first, in menu order. */
export function flattenRoutes(
  routes: readonly PortalRouteDef[] = routeTree,
  ancestors: readonly PortalRouteDef[] = [],
): { route: PortalRouteDef; ancestors: readonly PortalRouteDef[]; path: string }[] {
  return [...routes]
    .sort((a, b) => a.order - b.order)
    .flatMap((route) => {
      const path = [...ancestors, route]
        .map((r) => r.path)
        .filter(Boolean)
        .join('/');
      return [{ route, ancestors, path }, ...flattenRoutes(route.children ?? [], [...ancestors, route])];
    });
}

export function findRouteByName(name: string): ReturnType<typeof flattenRoutes>[number] | undefined {
  return flattenRoutes().find((entry) => entry.route.name === name);
}
