import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandGates } from '../../contract/brands.ts';
import {
  allRoutesModule,
  routeTableModule,
  routeTablePlugin,
  signedOutRoutes,
} from '../../scripts/vite-plugin-route-table.ts';
import { buildMenu, type MenuItem } from '../../shell/routing/menu-model.ts';
import { type PortalRouteDef, routeTree, shellRegistryIds } from '../../shell/routing/route-data.ts';
import type { VisibilityContext } from '../../shell/routing/visibility.ts';

/** A generated module, evaluated as the browser would (an ES module from a data URL). */
function evaluate<T>(code: string): Promise<T> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const built = () =>
  evaluate<{ routeTree: PortalRouteDef[]; shellRegistryIds: typeof shellRegistryIds }>(routeTableModule());
const names = (items: MenuItem[]): string[] => items.flatMap((i) => [i.path, ...names(i.children)]);
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the route table evaluated at build time', () => {
  it('gives the shell the whole tree in a second module and the same registry ids as the source module', async () => {
    const { allRoutes } = await evaluate<{ allRoutes: PortalRouteDef[] }>(allRoutesModule());
    // Same routes, same values (key order aside): path and title come back from the route's name.
    expect(allRoutes).toEqual(plain(routeTree));
    expect((await built()).shellRegistryIds).toEqual(shellRegistryIds);
  });

  it('gives the first load the routes a signed-out visitor can open or meet, with the same menu on every site', async () => {
    const first = (await built()).routeTree;
    expect(first).toEqual(plain(signedOutRoutes()));
    const flat = (routes: readonly PortalRouteDef[]): PortalRouteDef[] =>
      routes.flatMap((r) => [r, ...flat(r.children ?? [])]);
    expect(flat(first).length).toBeLessThan(flat(routeTree).length / 2);
    for (const route of flat(first)) expect(route.public || route.embeddable || route.children?.length).toBeTruthy();
    // Every public and embeddable route is there (the start page's tools and catalogue links).
    const open = flat(routeTree).filter((r) => r.public || r.embeddable);
    expect(flat(first).map((r) => r.name)).toEqual(expect.arrayContaining(open.map((r) => r.name)));
    const sites = [{ domain: 'kermi_com', country: 'de' }, ...Object.values(brandGates).flat()];
    for (const { domain, country } of sites) {
      const ctx: VisibilityContext = { signedIn: false, granted: new Set(), domainKey: domain, country };
      expect(names(buildMenu(ctx, first))).toEqual(names(buildMenu(ctx, routeTree)));
    }
  });

  it('carries ids, not the registry: no permission names and no module names in the literals', () => {
    for (const code of [routeTableModule(), allRoutesModule()]) {
      expect(code).not.toMatch(/import /);
      expect(code).not.toContain('Favoriten-Link');
      expect(code).not.toContain('ui.nav.favorite');
    }
    expect(allRoutesModule().length).toBeLessThan(JSON.stringify(routeTree).length);
  });

  it('replaces only route-data.ts and all-routes.ts, and only in the build', () => {
    const plugin = routeTablePlugin();
    const load = plugin.load as (id: string) => string | undefined;
    const routing = (file: string) => fileURLToPath(new URL(`../../shell/routing/${file}`, import.meta.url));
    expect(plugin.apply).toBe('build');
    expect(load(routing('route-data.ts'))).toBe(routeTableModule());
    expect(load(routing('all-routes.ts'))).toBe(allRoutesModule());
    expect(load(routing('routes.ts'))).toBeUndefined();
  });
});
