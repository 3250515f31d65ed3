import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  permissionIdsModule,
  routePermissionIds,
  routeTableModule,
  routeTablePlugin,
} from '../../scripts/vite-plugin-route-table.ts';
import type { PortalRouteDef } from '../../shell/routing/route-data.ts';
import { routeTree, shellRegistryIds } from '../../shell/routing/route-data.ts';

/** A generated module, evaluated as the browser would (an ES module from a data URL). */
async function evaluate<T>(code: string): Promise<T> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const built = () =>
  evaluate<{ routeTree: PortalRouteDef[]; shellRegistryIds: typeof shellRegistryIds }>(routeTableModule());

/** The tree with each permission key replaced by the id it indexes. */
function withIds(routes: readonly PortalRouteDef[], ids: readonly string[]): PortalRouteDef[] {
  return routes.map((route) => ({
    ...route,
    ...(route.permissions ? { permissions: route.permissions.map((key) => ids[Number(key)]!) } : {}),
    ...(route.children ? { children: withIds(route.children, ids) } : {}),
  }));
}

describe('the route table evaluated at build time', () => {
  it('gives the shell the same tree and registry ids as the source module, the permissions as indexes into the id list', async () => {
    const module = await built();
    const { routePermissionIds: ids } = await evaluate<{ routePermissionIds: string[] }>(permissionIdsModule());
    expect(ids).toEqual(routePermissionIds());
    // Same routes, same values (key order aside): path and title come back from the route's name.
    expect(withIds(module.routeTree, ids)).toEqual(JSON.parse(JSON.stringify(routeTree)));
    expect({
      ...module.shellRegistryIds,
      homePermission: ids[Number(module.shellRegistryIds.homePermission)],
      favoritePermission: ids[Number(module.shellRegistryIds.favoritePermission)],
    }).toEqual(shellRegistryIds);
  });

  it('carries neither the registry nor the permission ids: no permission names, ids or module names in the literal', () => {
    const code = routeTableModule();
    expect(code).not.toMatch(/import /);
    expect(code).not.toContain('Favoriten-Link');
    expect(code).not.toContain('ui.nav.favorite');
    expect(code).not.toContain(shellRegistryIds.favoritePermission);
    expect(code).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(code.length).toBeLessThan(JSON.stringify(routeTree).length);
  });

  it('replaces only route-data.ts and its id list, and only in the build', () => {
    const plugin = routeTablePlugin();
    const load = plugin.load as (id: string) => string | undefined;
    expect(plugin.apply).toBe('build');
    expect(load(fileURLToPath(new URL('../../shell/routing/route-data.ts', import.meta.url)))).toBe(routeTableModule());
    expect(load(fileURLToPath(new URL('../../shell/routing/route-permission-ids.ts', import.meta.url)))).toBe(
      permissionIdsModule(),
    );
    expect(load(fileURLToPath(new URL('../../shell/routing/routes.ts', import.meta.url)))).toBeUndefined();
  });
});
