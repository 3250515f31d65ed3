/**
 * The route table as data in the build: shell/routing/route-data.ts is evaluated here, at build
 * time, and the shell gets its values as one JSON literal. So the shell's first load carries the
 * permission ids and info-system module numbers the routes name, not the whole permission registry
 * and module list they are looked up in (docs/performance.md "The shell on @vaadin/router again").
 * The development server serves the module as it is.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { PortalRouteDef } from '../shell/routing/route-data.ts';
import { routeTree, shellRegistryIds } from '../shell/routing/route-data.ts';

const routeData = fileURLToPath(new URL('../shell/routing/route-data.ts', import.meta.url));

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

/** The module the build uses instead of route-data.ts (its inverse of compactRoute is in the string). */
export function routeTableModule(): string {
  const literal = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  return `const expand = (r) => ({ ...r, path: r.path ?? r.name, title: r.title ?? \`menu.\${r.name}\`, ...(r.children ? { children: r.children.map(expand) } : {}) });
export const routeTree = ${literal(routeTree.map(compactRoute))}.map(expand);
export const shellRegistryIds = ${literal(shellRegistryIds)};
`;
}

export function routeTablePlugin(): Plugin {
  return {
    name: 'portal-route-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === routeData ? routeTableModule() : undefined;
    },
  };
}
