import { accountButton, openThroughLogin, signedInAs, signIn } from './helpers.ts';
import { expect, test } from './test.ts';

test('503 twice then 200: the user sees the data; a save that keeps failing says so and keeps the input', async ({
  page,
}) => {
  await signedInAs(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  let failures = 0;
  await page.route('**/portal/api/Favorites', async (route) => {
    if (route.request().method() === 'GET' && failures < 2) {
      failures++;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"unavailable","message":"busy"}',
      });
    }
    if (route.request().method() === 'POST') {
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"unavailable","message":"busy"}',
      });
    }
    return route.continue();
  });
  await page.goto('/portal/de/de/favorite');
  await expect(page.getByText('Sie haben noch keine Favoriten.')).toBeVisible({ timeout: 15_000 });
  expect(failures).toBe(2);
  await expect(page.getByRole('alert').filter({ hasText: 'nicht geladen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Favorit hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Favorit hinzufügen' });
  await dialog.getByLabel('Name').fill('Wichtige Seite');
  await dialog.getByLabel('Beschreibung').fill('Nicht verlieren');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Der Favorit konnte nicht gespeichert werden. Bitte prüfen Sie die Eingaben.',
  );
  await expect(dialog.getByLabel('Name')).toHaveValue('Wichtige Seite');
  await expect(dialog.getByLabel('Beschreibung')).toHaveValue('Nicht verlieren');
});

// A 500 is a fault, not an outage: after the client's attempts the user is told. (A 502/503/504 is
// an outage: the page says so where the data would be and keeps trying, test/e2e/faults.spec.ts.)
test('a list that keeps failing with a server error ends in a clear message after the last attempt', async ({
  page,
}) => {
  await signedInAs(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  let attempts = 0;
  await page.route('**/portal/api/Favorites', (route) => {
    attempts++;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await page.evaluate(() => {
    history.pushState(null, '', '/portal/de/de/favorite');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Die Daten konnten nicht geladen werden.' })).toBeVisible({
    timeout: 15_000,
  });
  expect(attempts).toBe(3);
});

test('a protected deep link with a hash comes back with its hash after sign-in', async ({ page }) => {
  await openThroughLogin(page, '/portal/de/de/favorite#zuletzt', 'employee');
  await expect(page.getByRole('heading', { name: 'Favoriten' })).toBeVisible();
});

test('a 401 that renewal cannot cure signs in again and returns to route path and hash', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  await page.goto('/portal/de/de#oben');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  // The API refuses the token once, and renewing with the refresh token fails (e.g. it was revoked).
  let refused = 0;
  await page.route('**/portal/api/Favorites', (route) => {
    if (refused++ === 0) return route.fulfill({ status: 401, contentType: 'application/json', body: '{}' });
    return route.continue();
  });
  await page.route('**/openid/token', (route) =>
    route.request().postData()?.includes('grant_type=refresh_token')
      ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"invalid_grant"}' })
      : route.continue(),
  );
  // …and so does the hidden frame: the provider answers prompt=none with login_required.
  await page.route('**/openid/auth?*', (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('prompt') !== 'none') return route.continue();
    const back = new URL(url.searchParams.get('redirect_uri')!);
    back.searchParams.set('error', 'login_required');
    back.searchParams.set('state', url.searchParams.get('state')!);
    return route.fulfill({ status: 302, headers: { location: back.href } });
  });
  // The address bar shows the target at once (pushState): wait for the sign-in's return instead.
  const callback = page.waitForURL(/\/portal\/auth\/loginCallback\?/, { timeout: 20_000, waitUntil: 'commit' });
  await page.evaluate(() => {
    history.pushState(null, '', '/portal/de/de/favorite#oben');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The provider's session is still alive: the sign-in needs no form and lands back on the exact place.
  await callback;
  await expect(page).toHaveURL(/\/portal\/de\/de\/favorite#oben$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Favoriten' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('localeAppRoutePath'))).toBeNull();
});
