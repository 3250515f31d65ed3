import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './helpers.ts';

test('admin signs in through the identity provider, keeps the session on reload and signs out', async ({ page }) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(page.getByRole('heading', { name: 'Willkommen im Portal' })).toBeVisible();

  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/openid\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill('admin');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(page.getByText('Hallo, Andrea')).toBeVisible();
  await expect(page.getByText('Sie sind angemeldet als admin.')).toBeVisible();
  // The authorization code must not stay in the address bar or history.
  expect(page.url()).not.toContain('code=');

  await page.reload();
  await expect(page.getByText('Hallo, Andrea')).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByText('Hallo, Andrea')).toHaveCount(0);
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
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Die Anmeldung ist fehlgeschlagen' });
  await expect(failure).toContainText('access_denied');
  await expect(failure).toContainText('End-User aborted interaction');
});

test('newcomer has no portal user: the 412 path leads to registration', async ({ page }) => {
  await signIn(page, 'newcomer');
  await expect(page).toHaveURL(/\/portal\/de\/de\/registration$/);
  await expect(page.getByRole('heading', { name: 'Noch kein Portalzugang' })).toBeVisible();
  await expect(page.getByText('Hallo, Jonas')).toBeVisible();
  const register = page.getByRole('link', { name: 'Jetzt registrieren' });
  await expect(register).toHaveAttribute('href', /\/portal\/de\/de\/crm\/#\/overview\?returnUrl=/);
  await expectNoAxeViolations(page);
});

test('the login page follows the portal language', async ({ page }) => {
  await page.goto('/portal/en/de');
  await expect(page.getByRole('heading', { name: 'Welcome to the portal' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
