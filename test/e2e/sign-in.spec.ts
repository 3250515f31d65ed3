import { accountButton, expectNoAxeViolations, header, signIn, signOutFromHeader } from './helpers.ts';
import { expect, test } from './test.ts';

test('admin signs in through the identity provider, keeps the session on reload and signs out', async ({ page }) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(page.getByRole('heading', { name: 'Willkommen im Portal' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/openid\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill('admin');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(accountButton(page, 'Andrea Weber')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hallo, Andrea Weber' })).toBeVisible();
  // The authorization code must not stay in the address bar or history.
  expect(page.url()).not.toContain('code=');

  await page.reload();
  await expect(accountButton(page, 'Andrea Weber')).toBeVisible();

  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(header(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(accountButton(page, 'Andrea Weber')).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);
});

test('a wrong password shows a German error on the login page and signs nobody in', async ({ page }) => {
  await signIn(page, 'admin', 'falsch');
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
  await expect(page.getByLabel('Benutzername')).toHaveValue('admin');
  await expect(page.getByLabel('Passwort')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('cancelling at the identity provider returns to the portal with the provider error', async ({ page }) => {
  await page.goto('/portal/de/de');
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Die Anmeldung ist fehlgeschlagen' });
  await expect(failure).toContainText('access_denied');
  await expect(failure).toContainText('End-User aborted interaction');
});

test.describe('newcomer, before and after registering', () => {
  test.describe.configure({ mode: 'serial' });

  test('newcomer (group domain, unknown to the CRM) is sent to the simple CRM registration', async ({ page }) => {
    await signIn(page, 'newcomer');
    // One server per run: crm.spec.ts may have registered newcomer already (then: "already in progress").
    await expect(page).toHaveURL(
      /\/portal\/de\/de\/(crm\/#\/register-simple\?returnUrl=%2Fportal%2Fde%2Fde|registration)$/,
    );
    if (page.url().endsWith('/registration')) {
      // The page's loading line is a status too, until the registration check has answered.
      await expect(
        page.getByRole('status').filter({ hasText: 'Ihre Registrierung wird bereits bearbeitet.' }),
      ).toBeVisible();
    } else {
      await expect(page.locator('portal-crm').getByRole('heading', { name: 'Schnellregistrierung' })).toBeVisible();
    }
    await expect(accountButton(page, 'Jonas Neumann')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a newcomer who has registered sees crmRegistrationAlreadyInProgress', async ({ page }) => {
    await signIn(page, 'newcomer');
    await expect(page).toHaveURL(/\/crm\/#\/register|\/registration$/);
    // Register through the CRM API with the session's own token, as the CRM form does.
    const status = await page.evaluate(async () => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!);
      const response = await fetch('/webcrmapi/api/RegistrationEndCustomer', {
        method: 'POST',
        headers: { authorization: `Bearer ${user.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          salutation: 'Mr',
          firstName: 'Jonas',
          lastName: 'Neumann',
          street: 'Industriestraße 1',
          postalCode: '94447',
          city: 'Plattling',
          country: 'DE',
          email: 'jonas.neumann@kermi.de',
          newsletter: false,
        }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await signOutFromHeader(page);
    await signIn(page, 'newcomer');
    await expect(page).toHaveURL(/\/portal\/de\/de\/registration$/);
    // The page's loading line is a status too, until the registration check has answered.
    await expect(
      page.getByRole('status').filter({ hasText: 'Ihre Registrierung wird bereits bearbeitet.' }),
    ).toBeVisible();
  });
});

test('partner (foreign domain) is sent to the partner registration', async ({ page }) => {
  await signIn(page, 'partner');
  await expect(page).toHaveURL(/\/portal\/de\/de\/crm\/#\/register-partner\?returnUrl=/);
  await expect(accountButton(page, 'Sabine Hoffmann')).toBeVisible();
});

test('the login page follows the portal language', async ({ page }) => {
  await page.goto('/portal/en/de');
  await expect(page.getByRole('heading', { name: 'Welcome to the portal' })).toBeVisible();
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
