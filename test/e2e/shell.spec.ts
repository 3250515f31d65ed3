import { accountButton, chooseLanguage, expectNoAxeViolations, header, signedInAs } from './helpers.ts';
import { expect, test } from './test.ts';

test.describe('locale and country in the URL', () => {
  test('/portal/ goes to the browser language with country de', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    const page = await context.newPage();
    await page.goto('/portal/');
    await expect(page).toHaveURL(/\/portal\/cs\/de$/);
    await expect(page.getByRole('heading', { name: 'Vítejte na portálu' })).toBeVisible();
    await context.close();
  });

  test('unsupported locale, missing country and unknown paths are redirected', async ({ page }) => {
    await page.goto('/portal/xx');
    await expect(page).toHaveURL(/\/portal\/de\/de$/);
    await page.goto('/portal/fr');
    await expect(page).toHaveURL(/\/portal\/fr\/de$/);
    await page.goto('/portal/xx/at');
    await expect(page).toHaveURL(/\/portal\/de\/at$/);
    await page.goto('/portal/de/de/gibt-es-nicht');
    await expect(page).toHaveURL(/\/portal\/de\/de$/);
  });

  test('the language switcher changes the URL and the UI language', async ({ page }) => {
    await page.goto('/portal/de/de');
    await chooseLanguage(page, 'Italiano');
    await expect(page).toHaveURL(/\/portal\/it\/de$/);
    await expect(header(page).getByRole('button', { name: 'Accedi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test('a reload on a deep link is answered by the shell (SPA fallback), hashed assets are immutable', async ({
  request,
}) => {
  const page = await request.get('/portal/de/de/favorite');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const asset = /src="(\/portal\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.headers()['cache-control']).toContain('immutable');
  const element = await request.get('/portal/elements/portal-hello.js');
  expect(element.status()).toBe(200);
  expect(element.headers()['cache-control']).toBe('no-cache');
  expect(element.headers()['access-control-allow-origin']).toBe('*');
});

test('the signed-out and signed-in home pages have no accessibility violations', async ({ page }) => {
  await page.goto('/portal/de/de');
  await expect(page.getByRole('heading', { name: 'Willkommen im Portal' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signedInAs(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto('/portal/de/de');
  await header(page).getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByLabel('Benutzername')).toBeVisible();
  await expectNoAxeViolations(page);
});
