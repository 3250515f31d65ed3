/**
 * The route table as data in the build: shell/routing/route-data.ts is evaluated here, at build
 * time, and the shell gets its values as one JSON literal. So the shell's first load carries the
 * info-system module numbers the routes name, not the whole permission registry and module list
 * they are looked up in (docs/performance.md "The shell on @vaadin/router again").
 *
 * The permission ids (random GUIDs, which no compression shortens) are not in the literal either:
 * each is named by its index into shell/routing/route-permission-ids.ts, which the build fills and
 * the signed-in half of the session loads (a signed-out visitor is granted nothing, so only whether
 * a route names permissions matters before that: shell/routing/visibility.ts).
 * The development server serves both modules as they are (the ids themselves, no list).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { PortalRouteDef } from '../shell/routing/route-data.ts';
import { routeTree, shellRegistryIds } from '../shell/routing/route-data.ts';

// Paths from the file's own path (a string): a test in a DOM environment has another URL class.
const routing = join(dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'routing');
const routeData = join(routing, 'route-data.ts');
const permissionIdsFile = join(routing, 'route-permission-ids.ts');

/** A route without what its name implies (`path` = name, `title` = `menu.<name>`): a smaller literal. */
type CompactRoute = Omit<PortalRouteDef, 'path' | 'title' | 'children'> & {
  path?: string;
  title?: string;
  children?: CompactRoute[];
};

/** Every permission id the route table names (routes and the shell's registry ids), each once, in tree order. */
export function routePermissionIds(): string[] {
  const ids = new Set<string>();
  const walk = (routes: readonly PortalRouteDef[]) => {
    for (const route of routes) {
      for (const id of route.permissions ?? []) ids.add(id);
      walk(route.children ?? []);
    }
  };
  walk(routeTree);
  ids.add(shellRegistryIds.homePermission).add(shellRegistryIds.favoritePermission);
  return [...ids];
}

/** The key the built route table names a permission id by: its index into routePermissionIds(). */
function keyOf(ids: readonly string[]): (id: string) => string {
  return (id) => {
    const index = ids.indexOf(id);
    if (index < 0) throw new Error(`Permission id ${id} is not in the route table's list`);
    return String(index);
  };
}

export function compactRoute(
  { path, title, children, permissions, ...rest }: PortalRouteDef,
  key: (id: string) => string = (id) => id,
): CompactRoute {
  return {
    ...rest,
    ...(permissions ? { permissions: permissions.map(key) } : {}),
    ...(path === rest.name ? {} : { path }),
    ...(title === `menu.${rest.name}` ? {} : { title }),
    ...(children ? { children: children.map((child) => compactRoute(child, key)) } : {}),
  };
}

/** The module the build uses instead of route-data.ts (its inverse of compactRoute is in the string). */
export function routeTableModule(): string {
  // A single-quoted string needs no escapes for the JSON's double quotes (the data has no `'` or `\`).
  const literal = (value: unknown) => {
    const json = JSON.stringify(value);
    if (/['\\\n]/.test(json)) throw new Error('The route table literal needs escapes: use JSON.stringify twice');
    return `JSON.parse('${json}')`;
  };
  const key = keyOf(routePermissionIds());
  const registry = {
    ...shellRegistryIds,
    homePermission: key(shellRegistryIds.homePermission),
    favoritePermission: key(shellRegistryIds.favoritePermission),
  };
  return `const expand = (r) => ({ ...r, path: r.path ?? r.name, title: r.title ?? \`menu.\${r.name}\`, ...(r.children ? { children: r.children.map(expand) } : {}) });
export const routeTree = ${literal(routeTree.map((route) => compactRoute(route, key)))}.map(expand);
export const shellRegistryIds = ${literal(registry)};
`;
}

/** The module the build uses instead of route-permission-ids.ts: the ids the route table's keys index. */
export function permissionIdsModule(): string {
  return `export const routePermissionIds = ${JSON.stringify(routePermissionIds())};\n`;
}

export function routeTablePlugin(): Plugin {
  return {
    name: 'portal-route-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === routeData) return routeTableModule();
      if (id === permissionIdsFile) return permissionIdsModule();
      return undefined;
    },
  };
}
