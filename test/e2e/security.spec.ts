import { uiPermissions } from '../../contract/permissions.ts';
import { e2ePort } from '../../playwright.config.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { completeStepUp, expectNoAxeViolations, menuPaths, openSignedIn, signIn } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * The security administration island. Until the shell routes `security` to it, the
 * element is mounted on the signed-in portal page itself: same origin, same session and token.
 */
const origin = `http://localhost:${e2ePort}`;
const canteen = [
  uiPermissions.canteenInfo,
  uiPermissions.canteenOrderSystem,
  uiPermissions.canteenFoodOrder,
  uiPermissions.canteenOrderedUserFood,
  uiPermissions.canteenOrderedFood,
];
const standardSet = 'd2a6c0e1-3f4b-4c55-9a0e-6b1f0f7a9c10';

/**
 * Signs in and opens the security administration: through the shell's `security` route, or
 * (`mount`) by importing the element and appending it to the signed-in portal page, which works
 * for users the route guard would turn away and for pages without the route.
 */
async function openSecurity(page: Page, user = 'admin', how: 'route' | 'mount' = 'route'): Promise<Locator> {
  await signIn(page, user);
  // Signed in once the portal login is cached (shell/session/session.ts).
  await page.waitForFunction(() => sessionStorage.getItem('portal.loginResult') !== null);
  if (how === 'route') {
    await page.goto('/portal/de/de/security');
    // Security administration asks for the second factor once per sign-in (step-up).
    await completeStepUp(page);
    await expect(page).toHaveURL(/\/portal\/de\/de\/security$/);
  } else {
    await page.evaluate(async (src) => {
      await import(src);
      const element = document.createElement('portal-security');
      element.setAttribute('locale', 'de');
      element.setAttribute('country', 'de');
      document.body.append(element);
    }, '/portal/elements/portal-security.js');
  }
  const island = page.locator('portal-security');
  await expect(island.getByRole('heading', { name: 'Sicherheitsverwaltung' })).toBeVisible();
  return island;
}

async function apiAs(login: string): Promise<ApiCall> {
  return portalApiAs(origin, (await oidcLogin(origin, login, login, { stepUp: true })).access_token);
}

/** The resource ids cz-employee's portal sign-in grants (accessType 1). */
async function czEmployeeGrants(): Promise<string[]> {
  const tokens = await oidcLogin(origin, 'cz-employee');
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const login = await portalApiAs(origin, tokens.access_token)('POST', '/Auth/loginOpenId', {
    sub: claims.sub,
    login: 'cz-employee',
  });
  expect(login.status).toBe(200);
  return (login.body.permissions as { accessType: number; ressource: { id: string } }[])
    .filter((p) => p.accessType === 1)
    .map((p) => p.ressource.id);
}

test('admin creates a role, grants the canteen, assigns it to cz-employee, and revokes it again', async ({ page }) => {
  // A long journey (step-up, role, five grants, assignment, the question before the removal).
  test.setTimeout(120_000);
  const island = await openSecurity(page);
  const roleName = `Kantine CZ ${Date.now()}`;
  const admin = await apiAs('admin');
  let roleId: string | undefined;
  try {
    await island.getByRole('tab', { name: 'Rollen' }).click();
    await island.getByRole('button', { name: 'Rolle anlegen' }).click();
    const create = island.getByRole('dialog', { name: 'Rolle anlegen' });
    // Inline validation in the user's language, before anything is sent.
    await create.getByRole('button', { name: 'Anlegen', exact: true }).click();
    await expect(create.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
    await expect(create.getByLabel('Name')).toBeFocused();
    await create.getByLabel('Name').fill(roleName);
    await create.getByLabel('Beschreibung').fill('Kantine für die Kolleginnen und Kollegen in Dobré');
    // The role type as named choices, not a number.
    await expect(create.getByLabel('Rollentyp').locator('option')).toHaveText([
      'Normale Rolle',
      'Technische Rolle (Dienste und Schnittstellen)',
    ]);
    await create.getByRole('button', { name: 'Anlegen', exact: true }).click();
    await expect(create).toBeHidden();

    const detail = island.getByRole('region', { name: roleName });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('Diese Rolle gewährt noch nichts.')).toBeVisible();
    roleId = ((await admin('GET', `/Role?search=${encodeURIComponent(roleName)}`)).body as { id: string }[])[0]?.id;
    expect(roleId).toBeTruthy();

    await detail.getByRole('button', { name: 'Berechtigungen hinzufügen' }).click();
    const grant = island.getByRole('dialog', { name: `Berechtigungen für „${roleName}“ hinzufügen` });
    await grant.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(grant.getByText('Bitte wählen Sie mindestens eine Ressource aus.')).toBeVisible();
    await grant.getByRole('searchbox', { name: 'Ressourcen filtern' }).fill('Kantine');
    for (const p of canteen) await grant.getByRole('checkbox', { name: new RegExp(`^${p.name}`) }).check();
    await expect(grant.getByText('5 ausgewählt')).toBeVisible();
    await grant.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(grant).toBeHidden();
    const grants = detail.getByRole('table', { name: 'Ressourcenberechtigungen' });
    for (const p of canteen) await expect(grants.getByRole('row', { name: new RegExp(p.name) })).toBeVisible();

    await island.getByRole('tab', { name: 'Benutzer' }).click();
    await island.getByRole('searchbox', { name: 'Benutzer durchsuchen' }).fill('cz-employee');
    await island.getByRole('button', { name: 'Petra Nováková', exact: true }).click();
    const user = island.getByRole('region', { name: 'Petra Nováková' });
    await user.getByRole('combobox', { name: 'Rolle zuweisen' }).click();
    await island.getByRole('option', { name: roleName }).click();
    await user.getByRole('button', { name: 'Zuweisen' }).click();
    await expect(
      user.getByRole('table', { name: 'Rollen' }).getByRole('row', { name: new RegExp(roleName) }),
    ).toBeVisible();

    // cz-employee's next sign-in carries the canteen permissions.
    expect(await czEmployeeGrants()).toEqual(expect.arrayContaining(canteen.map((p) => p.id)));

    await user.getByRole('button', { name: `Rolle ${roleName} entfernen` }).click();
    // Taking a role away asks first.
    const question = island.getByRole('alertdialog', { name: 'Rolle entfernen?' });
    await expect(question).toContainText(`Soll Petra Nováková die Rolle „${roleName}“ wirklich verlieren?`);
    await question.getByRole('button', { name: 'Entfernen' }).click();
    await expect(question).toBeHidden();
    await expect(
      user.getByRole('table', { name: 'Rollen' }).getByRole('row', { name: new RegExp(roleName) }),
    ).toBeHidden();
    const after = await czEmployeeGrants();
    for (const p of canteen) expect(after).not.toContain(p.id);
  } finally {
    // Never leave cz-employee with the canteen for other tests.
    if (roleId) await admin('DELETE', `/Role/${roleId}`);
  }
});

/** A navigation inside the open single-page app (as a menu link does), settled when the router says so. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        window.addEventListener('vaadin-router-location-changed', () => resolve(), { once: true });
        history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    path,
  );
}

test('a permission revoked while the user is signed in leaves the menu at the next navigation', async ({ page }) => {
  const admin = await apiAs('admin');
  const role = (await admin('POST', '/Role', { name: `Live-Entzug ${Date.now()}` })).body as { id: string };
  const [czUser] = (await admin('GET', '/User?search=cz-employee')).body as { id: string }[];
  try {
    expect(
      (await admin('POST', `/Role/${role.id}/ResourcePermission/${uiPermissions.canteenInfo.id}/${standardSet}/1`))
        .status,
    ).toBe(201);
    expect((await admin('POST', `/User/${czUser!.id}/role`, role)).status).toBe(201);
    const czOrigin = `http://portal.pzpheating.cz.localhost:${e2ePort}`;
    await openSignedIn(page, `${czOrigin}/portal/cs/cz/employeeInfo/events`, 'cz-employee', 'cs');
    await expect.poll(() => menuPaths(page)).toContain('canteen/info');

    // The administrator takes the role away; the open page does not know yet.
    expect((await admin('DELETE', `/User/${czUser!.id}/role/${role.id}`)).status).toBe(204);
    await navigateInApp(page, '/portal/cs/cz/employeeInfo/news');
    await expect.poll(() => menuPaths(page)).not.toContain('canteen/info');
    await expect.poll(() => menuPaths(page)).toContain('employeeInfo/news');
    // The guard refuses the page by URL too.
    await navigateInApp(page, '/portal/cs/cz/canteen/info');
    await expect(page).toHaveURL(`${czOrigin}/portal/cs/cz`);
    await expect(page.locator('portal-messages [role=alert]')).toBeVisible();
  } finally {
    await admin('DELETE', `/Role/${role.id}`);
  }
});

test('a role’s grant can be revoked in the role’s detail panel', async ({ page }) => {
  const admin = await apiAs('admin');
  const role = (await admin('POST', '/Role', { name: `Entzug ${Date.now()}` })).body as { id: string; name: string };
  try {
    await admin('POST', `/Role/${role.id}/ResourcePermission/${uiPermissions.canteenInfo.id}/${standardSet}/1`);
    const island = await openSecurity(page);
    await island.getByRole('tab', { name: 'Rollen' }).click();
    await island.getByRole('button', { name: role.name, exact: true }).click();
    const detail = island.getByRole('region', { name: role.name });
    await detail.getByRole('button', { name: 'Kantine: Info entziehen' }).click();
    await expect(detail.getByText('Diese Rolle gewährt noch nichts.')).toBeVisible();
    expect((await admin('GET', `/Role/${role.id}/ResourcePermission`)).body).toEqual([]);
  } finally {
    await admin('DELETE', `/Role/${role.id}`);
  }
});

test('employee: /portal/api/Role is 403 and the island, mounted anyway, shows no administration', async ({ page }) => {
  const employee = await apiAs('employee');
  const answer = await employee('GET', '/Role');
  expect(answer.status).toBe(403);
  expect(answer.body.code).toBe('forbidden');
  const island = await openSecurity(page, 'employee', 'mount');
  await expect(island.getByText('Keine Berechtigung')).toBeVisible();
  await expect(island.getByRole('tab')).toHaveCount(0);
});

test('bad input is a 400 naming the field, and nothing is written', async () => {
  const admin = await apiAs('admin');
  const empty = await admin('POST', '/Role', { name: '' });
  expect(empty.status).toBe(400);
  expect(empty.body).toMatchObject({ code: 'validation_failed', field: 'name' });

  const role = (await admin('POST', '/Role', { name: `Ungültig ${Date.now()}` })).body as { id: string };
  try {
    const cases: [string, string][] = [
      [`/Role/kein-uuid/ResourcePermission/${uiPermissions.home.id}/${standardSet}/1`, 'roleId'],
      [`/Role/${role.id}/ResourcePermission/kein-uuid/${standardSet}/1`, 'ressourceId'],
      [`/Role/${role.id}/ResourcePermission/${uiPermissions.home.id}/kein-uuid/1`, 'permissionSetId'],
      [`/Role/${role.id}/ResourcePermission/00000000-0000-4000-8000-000000000000/${standardSet}/1`, 'ressourceId'],
    ];
    for (const [path, field] of cases) {
      const answer = await admin('POST', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.field, path).toBe(field);
    }
    const userRole = await admin('POST', '/User/kein-uuid/role', { id: role.id });
    expect(userRole.body.field).toBe('userId');
    expect((await admin('GET', `/Role/${role.id}/ResourcePermission`)).body).toEqual([]);
  } finally {
    await admin('DELETE', `/Role/${role.id}`);
  }
  // Neither the refused role nor this test's own is left. (Not a count: other journeys of this
  // project create and delete roles at the same time.)
  const roles = (await admin('GET', '/Role')).body as { id: string; name: string }[];
  expect(roles.filter((r) => r.id === role.id || !r.name.trim())).toEqual([]);
});

test('the list and dialog views have no accessibility violations', async ({ page }) => {
  const island = await openSecurity(page);
  // The header row and the five demo users with a portal account (admin, cz-employee, employee, kitchen, sales).
  await expect(island.getByRole('table', { name: 'Benutzer' }).getByRole('row')).toHaveCount(6, { timeout: 15_000 });
  await expectNoAxeViolations(page);

  await island.getByRole('button', { name: 'Andrea Weber', exact: true }).click();
  await expect(
    island.getByRole('region', { name: 'Andrea Weber' }).getByRole('table', { name: 'Rollen' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await island.getByRole('tab', { name: 'Rollen' }).click();
  await island.getByRole('button', { name: 'Rolle anlegen' }).click();
  const dialog = island.getByRole('dialog', { name: 'Rolle anlegen' });
  await dialog.getByRole('button', { name: 'Anlegen', exact: true }).click();
  await expect(dialog.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await island.getByRole('button', { name: 'Mitarbeitende Deutschland', exact: true }).click();
  await island.getByRole('button', { name: 'Berechtigungen hinzufügen' }).click();
  await expect(island.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await island.getByRole('button', { name: 'Aktionen für Mitarbeitende Deutschland' }).click();
  await expect(island.getByRole('menuitem', { name: 'Löschen' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Computed styles of the open dialog inside the shadow root. */
async function dialogStyles(island: Locator) {
  const dialog = island.getByRole('dialog', { name: 'Rolle anlegen' });
  await expect(dialog).toBeVisible();
  const surface = await dialog.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      inShadowRoot: el.getRootNode() instanceof ShadowRoot,
      background: s.backgroundColor,
      radius: Number.parseFloat(s.borderTopLeftRadius),
      font: s.fontFamily,
      shadow: s.boxShadow,
    };
  });
  const primary = await dialog
    .getByRole('button', { name: 'Anlegen', exact: true })
    .evaluate((b) => getComputedStyle(b).backgroundColor);
  return { ...surface, primary };
}

test('a Fluent dialog inside the island is fully styled, in two brand themes', async ({ page }, testInfo) => {
  const island = await openSecurity(page);
  await page.mouse.move(0, 0);
  for (const [theme, primary, rgb] of [
    ['unternehmen', '#c00d1e', 'rgb(192, 13, 30)'],
    ['prolux', '#00539f', 'rgb(0, 83, 159)'],
  ] as const) {
    await page.evaluate((colour) => document.documentElement.style.setProperty('--portal-primary', colour), primary);
    await island.getByRole('tab', { name: 'Rollen' }).click();
    await expect(island.getByRole('button', { name: 'Rolle anlegen' })).toHaveCSS('background-color', rgb);
    await island.getByRole('button', { name: 'Mitarbeitende Deutschland', exact: true }).click();
    await expect(
      island.getByRole('region', { name: 'Mitarbeitende Deutschland' }).getByRole('row').nth(3),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`security-list-${theme}.png`), fullPage: false });

    await island.getByRole('button', { name: 'Rolle anlegen' }).click();
    await page.mouse.move(0, 0);
    const styles = await dialogStyles(island);
    expect(styles.inShadowRoot).toBe(true);
    expect(styles.background).toBe('rgb(255, 255, 255)');
    expect(styles.radius).toBeGreaterThan(0);
    expect(styles.shadow).not.toBe('none');
    expect(styles.font).toContain('Segoe UI');
    expect(styles.primary).toBe(rgb);
    await page.screenshot({ path: testInfo.outputPath(`security-dialog-${theme}.png`) });
    await island.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  }
});

test('an unexpected failure shows the error panel inside the island; the shell lives on', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openSecurity(page, 'admin');
  await page.route('**/portal/api/User', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"kaputt": ' }),
  );
  await page.reload();
  const island = page.locator('portal-security');
  const panel = island.getByRole('alert');
  await expect(panel.getByText('In dieser Anwendung ist ein Fehler aufgetreten.')).toBeVisible();
  // The shell around it is untouched.
  await expect(page.locator('portal-shell')).toBeVisible();
  expect(errors).toEqual([]);
  await page.unroute('**/portal/api/User');
  await panel.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(island.getByRole('heading', { name: 'Sicherheitsverwaltung' })).toBeVisible();
  await expect(island.getByRole('button', { name: 'Andrea Weber', exact: true })).toBeVisible();
});
