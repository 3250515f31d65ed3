// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalLoginResult } from '../../../contract/auth.ts';
import { AccessType } from '../../../contract/grants.ts';
import { uiPermissions } from '../../../contract/permissions.ts';
import { routePermissionIds, routeTableModule } from '../../../scripts/vite-plugin-route-table.ts';
import { demoRoles, roleUiPermissionIds } from '../../../server/demo/accounts.ts';
import { buildMenu, type MenuItem } from '../../../shell/routing/menu-model.ts';
import type { PortalRouteDef } from '../../../shell/routing/route-data.ts';
import { setRoutePermissionIds, visibilityContext } from '../../../shell/routing/visibility-context.ts';
import { setSessionState } from '../../../shell/session/session.ts';

/** A signed-in state granting these permission ids (and one more with accessType 0, which grants nothing). */
function signInWith(ids: readonly string[]): void {
  const ressource = (id: string) => ({
    id,
    name: id,
    description: null,
    technicalName: id,
    type: 0,
    ressourceGroup: null,
  });
  const portal = {
    user: {
      id: 'u',
      openIdUserId: 'u',
      email: null,
      firstName: null,
      lastName: null,
      department: null,
      username: 'u',
      authType: 0,
      org: null,
    },
    token: null,
    parameters: [],
    permissions: [
      ...ids.map((id) => ({ accessType: AccessType.granted, ressource: ressource(id), permissionSet: null })),
      { accessType: AccessType.none, ressource: ressource(uiPermissions.security.id), permissionSet: null },
    ],
  } satisfies PortalLoginResult;
  setSessionState({ status: 'signedIn', user: { access_token: 't', profile: { sub: 'u' } }, portal });
}

const names = (items: MenuItem[]): string[] => items.flatMap((i) => [i.route.name, ...names(i.children)]);

afterEach(() => {
  setRoutePermissionIds(null);
  setSessionState({ status: 'signedOut' });
});

describe('the route table names permissions by index in the build', () => {
  it('grants the route keys of the granted ids once the signed-in half handed over the id list', () => {
    signInWith([uiPermissions.favorite.id, uiPermissions.reporting.id]);
    // From source the keys are the ids themselves.
    expect(visibilityContext('de').granted).toEqual(new Set([uiPermissions.favorite.id, uiPermissions.reporting.id]));
    const ids = routePermissionIds();
    setRoutePermissionIds(ids);
    expect(visibilityContext('de').granted).toEqual(
      new Set([String(ids.indexOf(uiPermissions.favorite.id)), String(ids.indexOf(uiPermissions.reporting.id))]),
    );
  });

  it('shows every role the same menu from the built table as from the source one', async () => {
    const built = (await import(
      `data:text/javascript;base64,${Buffer.from(routeTableModule()).toString('base64')}`
    )) as { routeTree: PortalRouteDef[] };
    for (const role of Object.values(demoRoles)) {
      signInWith(roleUiPermissionIds(role));
      setRoutePermissionIds(null);
      const fromSource = names(buildMenu(visibilityContext('de')));
      setRoutePermissionIds(routePermissionIds());
      expect(names(buildMenu(visibilityContext('de'), built.routeTree))).toEqual(fromSource);
      expect(fromSource.length).toBeGreaterThan(0);
    }
  });
});
