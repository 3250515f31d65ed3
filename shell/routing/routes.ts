/**
 * The portal's route tree (shell/routing/route-data.ts) and the walks over it that menu, guard,
 * breadcrumbs and tests share.
 */
import { routeTree as firstRoutes, type PortalRouteDef } from './route-data.ts';

export { type InfoSort, type PortalRouteDef, shellRegistryIds } from './route-data.ts';

/**
 * The route tree. In the build's first load only the routes a signed-out visitor can open or meet
 * (scripts/vite-plugin-route-table.ts); the whole tree from loadAllRoutes() on. A live binding:
 * whoever reads it later reads the whole tree.
 */
export let routeTree: PortalRouteDef[] = firstRoutes;
let loadingAll: Promise<void> | null = null;
let loadedAll = false;

/** Is routeTree the whole tree for sure (loadAllRoutes() has finished)? */
export function hasAllRoutes(): boolean {
  return loadedAll;
}

/**
 * Loads the whole tree once: with the signed-in half of the session (before anyone is signed in,
 * shell/session/session.ts) and when the router meets a path the first part does not know
 * (shell/routing/router.ts). Served from source, the tree is whole already.
 */
export function loadAllRoutes(): Promise<void> {
  loadingAll ??= import('./all-routes.ts').then(({ allRoutes }) => {
    if (allRoutes) routeTree = allRoutes;
    loadedAll = true;
  });
  return loadingAll;
}

type FlatRoute = { route: PortalRouteDef; ancestors: readonly PortalRouteDef[]; path: string };

/** The walk of the whole tree, made once per tree: the shell's every render looks routes up by path. */
let flat: { tree: readonly PortalRouteDef[]; routes: readonly FlatRoute[] } | null = null;

/** Every route with its ancestors, depth-first, in menu order. */
export function flattenRoutes(
  routes: readonly PortalRouteDef[] = routeTree,
  ancestors: readonly PortalRouteDef[] = [],
): readonly FlatRoute[] {
  if (routes === routeTree && !ancestors.length) {
    if (flat?.tree !== routeTree) flat = { tree: routeTree, routes: walk(routeTree, []) };
    return flat.routes;
  }
  return walk(routes, ancestors);
}

function walk(routes: readonly PortalRouteDef[], ancestors: readonly PortalRouteDef[]): FlatRoute[] {
  return [...routes]
    .sort((a, b) => a.order - b.order)
    .flatMap((route) => {
      const path = [...ancestors, route]
        .map((r) => r.path)
        .filter(Boolean)
        .join('/');
      return [{ route, ancestors, path }, ...walk(route.children ?? [], [...ancestors, route])];
    });
}

export function findRouteByName(name: string): ReturnType<typeof flattenRoutes>[number] | undefined {
  return flattenRoutes().find((entry) => entry.route.name === name);
}
