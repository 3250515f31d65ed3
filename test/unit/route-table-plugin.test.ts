import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTableModule, routeTablePlugin } from '../../scripts/vite-plugin-route-table.ts';
import { routeTree, shellRegistryIds } from '../../shell/routing/route-data.ts';

/** The generated module, evaluated as the browser would (an ES module from a data URL). */
async function built(): Promise<{ routeTree: unknown; shellRegistryIds: unknown }> {
  return import(`data:text/javascript;base64,${Buffer.from(routeTableModule()).toString('base64')}`);
}

describe('the route table evaluated at build time', () => {
  it('gives the shell the same tree and registry ids as the source module', async () => {
    const module = await built();
    // Same routes, same values (key order aside): path and title come back from the route's name.
    expect(module.routeTree).toEqual(JSON.parse(JSON.stringify(routeTree)));
    expect(module.shellRegistryIds).toEqual(shellRegistryIds);
  });

  it('carries ids, not the registry: no permission names and no module names in the literal', () => {
    const code = routeTableModule();
    expect(code).not.toMatch(/import /);
    expect(code).not.toContain('Favoriten-Link');
    expect(code).not.toContain('ui.nav.favorite');
    expect(code.length).toBeLessThan(JSON.stringify(routeTree).length);
  });

  it('replaces only route-data.ts, and only in the build', () => {
    const plugin = routeTablePlugin();
    const load = plugin.load as (id: string) => string | undefined;
    expect(plugin.apply).toBe('build');
    expect(load(fileURLToPath(new URL('../../shell/routing/route-data.ts', import.meta.url)))).toBe(routeTableModule());
    expect(load(fileURLToPath(new URL('../../shell/routing/routes.ts', import.meta.url)))).toBeUndefined();
  });
});
