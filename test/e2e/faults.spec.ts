import type { Route } from '@playwright/test';
import { accountButton, expectNoAxeViolations, signedInAs, signIn } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Faults a user meets, survived without signing in again (server/idp/adapter.ts,
 * shell/session/renewal-coordinator.ts, shell/session/session.ts, server/db/open.ts). Renewal runs 60 s before
 * the access token expires; the tests move the stored expiry close instead of waiting minutes.
 */

const renewFailed = 'Ihre Anmeldung konnte nicht verlängert werden';

const storedUserKey = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:')) ?? null);

async function refreshTokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? ((JSON.parse(sessionStorage.getItem(key)!) as { refresh_token?: string }).refresh_token ?? null)
      : null;
  });
}

/** Lets the stored access token "expire" at `expiresAt` (seconds): renewal starts 60 s before it. */
async function expireStoredTokenAt(page: Page, expiresAt: number): Promise<string> {
  return page.evaluate((at) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number };
    user.expires_at = at;
    sessionStorage.setItem(key, JSON.stringify(user));
    return JSON.stringify(Object.entries(sessionStorage));
  }, expiresAt);
}

async function expectStillSignedIn(page: Page) {
  await page.goto('/portal/de/de/favorite');
  await expect(page.getByRole('heading', { name: 'Favoriten' })).toBeVisible();
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  await expect(page.getByText(renewFailed)).toHaveCount(0);
  expect(page.url()).not.toContain('/openid/');
}

test('a duplicated tab and its original renew at the same moment and both stay signed in', async ({
  context,
  page,
}) => {
  await signIn(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  expect(await storedUserKey(page)).toBeTruthy();
  const initial = await refreshTokenOf(page);

  const refreshGrants: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/openid/token') && request.postData()?.includes('grant_type=refresh_token')) {
      refreshGrants.push(request.url());
    }
  });

  // Both tabs renew at the same instant: ~6 s from now.
  const storage = await expireStoredTokenAt(page, Math.floor(Date.now() / 1000) + 66);
  // The duplicate: a second tab starting with a copy of the session storage, as "Duplicate tab" does.
  const duplicate = await context.newPage();
  await duplicate.addInitScript((entries: string) => {
    if (sessionStorage.length) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
  }, storage);
  await Promise.all([page.reload(), duplicate.goto('/portal/de/de')]);
  await expect(accountButton(duplicate, 'Lukas Bauer')).toBeVisible();

  for (const tab of [page, duplicate]) {
    await expect.poll(() => refreshTokenOf(tab), { timeout: 30_000 }).not.toBe(initial);
  }
  // One tab renewed, the other took its result: one refresh grant, one refresh token for both.
  expect(refreshGrants).toHaveLength(1);
  expect(await refreshTokenOf(duplicate)).toBe(await refreshTokenOf(page));
  await expectStillSignedIn(page);
  await expectStillSignedIn(duplicate);
});

test('the identity provider down during renewal: retried with growing pauses, no sign-in prompt', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  const initial = await refreshTokenOf(page);

  let down = true;
  let refused = 0;
  await page.route('**/openid/**', (route) => {
    if (!down) return route.continue();
    refused++;
    return route.abort('connectionrefused');
  });
  await expireStoredTokenAt(page, Math.floor(Date.now() / 1000) + 63);
  await page.reload();
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  const atStart = refused;

  // Renewal starts ~3 s in and fails until the provider is back, tried again after 1, 2, 4, 8, then
  // every 10 s (renewalBackoffMs, shell/session/signed-in.ts): the outage lasts three failed attempts
  // after the page's start (not a fixed 20 s), then the next attempt gets through.
  await expect.poll(() => refused - atStart, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  expect(await refreshTokenOf(page)).toBe(initial);
  await expect(page.getByText(renewFailed)).toHaveCount(0);
  down = false;

  await expect.poll(() => refreshTokenOf(page), { timeout: 20_000 }).not.toBe(initial);
  await expectStillSignedIn(page);
});

const unavailable = 'Daten vorübergehend nicht verfügbar';

/** What the server answers while PostgreSQL restarts (server/db/open.ts), for the requests `url` matches. */
async function databaseDown(page: Page, url: string): Promise<{ hits: () => number; up: () => Promise<void> }> {
  let hits = 0;
  const handler = (route: Route) => {
    hits++;
    return route.fulfill({
      status: 503,
      json: { code: 'database_unavailable', message: 'The database is not reachable; try again shortly.' },
    });
  };
  await page.route(url, handler);
  return { hits: () => hits, up: () => page.unroute(url, handler) };
}

test('while the database is down the favourites and a mini app say so where their data would be, then show it by themselves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();

  // The shell's own data: the favourites page.
  const favourites = await databaseDown(page, '**/portal/api/Favorites');
  await page.goto('/portal/de/de/favorite');
  await expect(page.getByRole('heading', { name: 'Favoriten', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: unavailable })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await favourites.up();
  // No click: the page tries again by itself and the list replaces the notice.
  await expect(page.getByRole('table').or(page.getByText('Sie haben noch keine Favoriten.'))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(unavailable)).toHaveCount(0);

  // A mini app (apps/platform/use-load.ts): the info system's folders.
  const folders = await databaseDown(page, '**/portal/api/File/folders**');
  await page.goto('/portal/de/de/canteen/info');
  const island = page.locator('portal-info-system');
  await expect(island.getByRole('status').filter({ hasText: unavailable })).toBeVisible({ timeout: 20_000 });
  await expect(island.getByRole('heading', { name: 'Allergene', level: 2 })).toHaveCount(0);
  await expect(island.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const attempts = folders.hits();
  await expect.poll(folders.hits, { timeout: 20_000 }).toBeGreaterThan(attempts);
  await folders.up();
  await expect(island.getByRole('heading', { name: 'Allergene', level: 2 })).toBeVisible({ timeout: 40_000 });
  await expect(island.getByText(unavailable)).toHaveCount(0);
});
