import { describe, expect, it } from 'vitest';
import { uiPermissions } from '../../contract/permissions.ts';
import { demoRoles, roleUiPermissionIds } from '../../server/demo/accounts.ts';
import { buildMenu } from '../../shell/routing/menu-model.ts';
import { findRouteByName, flattenRoutes, type PortalRouteDef } from '../../shell/routing/routes.ts';
import { canSee, needsSignIn, type VisibilityContext } from '../../shell/routing/visibility.ts';

const signedOut: VisibilityContext = { signedIn: false, granted: new Set(), domainKey: 'kermi_com', country: 'de' };
const as = (role: keyof typeof demoRoles, domainKey = 'kermi_com', country = 'de'): VisibilityContext => ({
  signedIn: true,
  granted: new Set(roleUiPermissionIds(demoRoles[role])),
  domainKey,
  country,
});
const entry = (name: string) => {
  const found = findRouteByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};
const visible = (name: string, ctx: VisibilityContext) => canSee(entry(name).route, ctx, entry(name).ancestors);

describe('canSee (the one visibility function)', () => {
  it('opens public routes signed out, on their brand only', () => {
    for (const name of ['crm', 'convectors', 'krn41', 'krn92', 'kcmodel', 'convectorLoadCalc', 'convectorsMedia']) {
      expect(visible(name, signedOut), name).toBe(true);
    }
    expect(visible('bekonTracking', signedOut)).toBe(false);
    expect(visible('bekonTracking', { ...signedOut, domainKey: 'bekon_ch', country: 'ch' })).toBe(true);
  });

  it('needs a signed-in user with any required permission (accessType 1)', () => {
    expect(visible('security', signedOut)).toBe(false);
    expect(visible('security', as('employeeDe'))).toBe(false);
    expect(visible('security', as('administrator'))).toBe(true);
    const onlyOne = { ...as('employeeDe'), granted: new Set([uiPermissions.security.id]) };
    expect(visible('security', onlyOne)).toBe(true);
  });

  it('gates by (domain key, country) pairs', () => {
    expect(visible('foodOrder', as('employeeDe'))).toBe(true);
    expect(visible('foodOrder', as('employeeDe', 'kermi_com', 'cz'))).toBe(false);
    expect(visible('foodOrder', as('employeeDe', 'pzpheating_cz', 'de'))).toBe(false);
    expect(visible('news', as('employeeCz', 'pzpheating_cz', 'cz'))).toBe(true);
    expect(visible('news', as('employeeCz', 'kermi_com', 'de'))).toBe(false);
    expect(visible('productionOverview', as('employeeCz', 'pzpheating_cz', 'cz'))).toBe(true);
    expect(visible('productionOverview', as('employeeDe', 'kermi_com', 'de'))).toBe(false); // no KPI permission
    expect(visible('marketingSanitary', as('administrator', 'arbonia-solutions_com', 'de'))).toBe(false);
    expect(visible('marketingHeating', as('administrator', 'arbonia-solutions_com', 'de'))).toBe(true);
  });

  it('shows a group exactly when one of its children shows, and never a child of a hidden group', () => {
    expect(visible('PM', signedOut)).toBe(true); // convectors are public
    expect(visible('canteen', as('employeeDe', 'kermi_com', 'cz'))).toBe(true); // info is not brand-gated
    expect(visible('employeeInfo', as('employeeDe'))).toBe(true); // infoSystemsKermiDE on German sites
    expect(visible('occupationalSafety', as('employeeDe', 'pzpheating_cz', 'cz'))).toBe(false);
    const hiddenGroup: PortalRouteDef = {
      name: 'g',
      path: 'g',
      title: 't',
      order: 0,
      permissions: ['x'],
      children: [],
    };
    const child: PortalRouteDef = { name: 'c', path: 'c', title: 't', order: 0, public: true };
    expect(canSee(child, signedOut, [hiddenGroup])).toBe(false);
  });

  it('tells sign-in (could open after signing in) from insufficient permission (brand mismatch)', () => {
    expect(needsSignIn(entry('security').route, signedOut, entry('security').ancestors)).toBe(true);
    const foodOrder = entry('foodOrder');
    expect(needsSignIn(foodOrder.route, { ...signedOut, country: 'cz' }, foodOrder.ancestors)).toBe(false);
    expect(needsSignIn(entry('crm').route, as('employeeDe'), [])).toBe(false);
  });

  it('builds the menu from the same function: every menu entry is visible, every visible entry is in the menu', () => {
    for (const ctx of [signedOut, as('administrator'), as('employeeDe'), as('employeeCz', 'pzpheating_cz', 'cz')]) {
      const inMenu = new Set<string>();
      const walk = (items: ReturnType<typeof buildMenu>) => {
        for (const item of items) {
          inMenu.add(item.path);
          walk(item.children);
        }
      };
      walk(buildMenu(ctx));
      for (const { route, ancestors, path } of flattenRoutes()) {
        if (route.hiddenInMenu) continue;
        expect(inMenu.has(path), `${path} for ${JSON.stringify([...ctx.granted].length)}`).toBe(
          canSee(route, ctx, ancestors),
        );
      }
    }
  });
});

describe('route tree', () => {
  it('has unique route names and unique paths', () => {
    const all = flattenRoutes();
    expect(new Set(all.map((e) => e.route.name)).size).toBe(all.length);
    expect(new Set(all.map((e) => e.path)).size).toBe(all.length);
  });

  it('mirrors the spec’s names with their case', () => {
    const paths = flattenRoutes().map((e) => e.path);
    for (const path of [
      'PM/convectors/krn92',
      'HR/occupationalSafety/riskAssessment/officeWorkplaces',
      'HR/occupationalSafety/navigator/dangerousLoneWork',
      'employeeInfo/news',
      'production/mesFlash',
      'Sales/tracking',
      'SAPSQL',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('orders the occupational-safety subgroups 0 to 10 and gives info-system apps a valid module id', () => {
    const os = entry('occupationalSafety').route;
    expect(os.children!.map((c) => c.order)).toEqual([...Array(os.children!.length).keys()]);
    for (const { route } of flattenRoutes()) {
      if (route.element !== 'portal-info-system') continue;
      const id = Number(route.attributes?.['module-id']);
      expect(Number.isInteger(id) && id >= 0 && id <= 76, route.name).toBe(true);
    }
    expect(entry('officeWorkplaces').route.navigateBackRouteName).toBe('riskAssessment');
    expect(entry('events').route.attributes?.sort).toBe('lastModifiedDesc');
    expect(entry('photogalleryKermiLife').route.attributes?.sort).toBe('nameDesc');
    expect(entry('mealPhotos').route.attributes?.sort).toBe('name');
  });
});
