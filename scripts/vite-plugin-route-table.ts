/**
 * The route table as data in the build: shell/routing/route-data.ts is evaluated here, at build
 * time, and the shell gets its values as JSON literals. So the shell's first load carries the
 * permission ids and info-system module numbers the routes name, not the whole permission registry
 * and module list they are looked up in (docs/performance.md "The shell on @vaadin/router again").
 *
 * And only the routes a signed-out visitor can open or meet (public and embeddable ones and the
 * groups above them): the whole tree is shell/routing/all-routes.ts, which the build fills and
 * the shell loads with the signed-in half of the session or when the router meets a path the
 * first part does not know (shell/routing/routes.ts loadAllRoutes).
 * The development server serves both modules as they are (route-data.ts whole, no second part).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { PortalRouteDef } from '../shell/routing/route-data.ts';
import { routeTree, shellRegistryIds } from '../shell/routing/route-data.ts';

// Paths from the file's own path (a string): a test in a DOM environment has another URL class.
const routing = join(dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'routing');
const routeData = join(routing, 'route-data.ts');
const allRoutesFile = join(routing, 'all-routes.ts');

/** A route without what its name implies (`path` = name, `title` = `menu.<name>`): a smaller literal. */
type CompactRoute = Omit<PortalRouteDef, 'path' | 'title' | 'children'> & {
  path?: string;
  title?: string;
  children?: CompactRoute[];
};

export function compactRoute({ path, title, children, ...rest }: PortalRouteDef): CompactRoute {
  return {
    ...rest,
    ...(path === rest.name ? {} : { path }),
    ...(title === `menu.${rest.name}` ? {} : { title }),
    ...(children ? { children: children.map(compactRoute) } : {}),
  };
}

/** The routes a signed-out visitor can open or meet: public and embeddable ones and the groups above them. */
export function signedOutRoutes(routes: readonly PortalRouteDef[] = routeTree): PortalRouteDef[] {
  const kept = (route: PortalRouteDef): boolean => !!(route.public || route.embeddable || route.children?.some(kept));
  return routes
    .filter(kept)
    .map((route) => (route.children ? { ...route, children: signedOutRoutes(route.children) } : route));
}

/** A JSON literal as a single-quoted string: no escapes for the JSON's double quotes. */
function literal(value: unknown): string {
  const json = JSON.stringify(value);
  if (/['\\\n\u2028\u2029]/.test(json)) return `JSON.parse(${JSON.stringify(json)})`;
  return `JSON.parse('${json}')`;
}

/** The inverse of compactRoute, in the generated modules. */
const expand = `const expand = (r) => ({ ...r, path: r.path ?? r.name, title: r.title ?? \`menu.\${r.name}\`, ...(r.children ? { children: r.children.map(expand) } : {}) });`;

/** The module the build uses instead of route-data.ts: the signed-out part of the tree. */
export function routeTableModule(): string {
  return `${expand}
export const routeTree = ${literal(signedOutRoutes().map(compactRoute))}.map(expand);
export const shellRegistryIds = ${literal(shellRegistryIds)};
`;
}

/** The module the build uses instead of all-routes.ts: the whole tree. */
export function allRoutesModule(): string {
  return `${expand}
export const allRoutes = ${literal(routeTree.map(compactRoute))}.map(expand);
`;
}

export function routeTablePlugin(): Plugin {
  return {
    name: 'portal-route-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === routeData) return routeTableModule();
      if (id === allRoutesFile) return allRoutesModule();
      return undefined;
    },
  };
}
