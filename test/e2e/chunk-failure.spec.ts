import { expect, type Page, test } from './test.ts';

/** Makes the KRN92 element's module answer 404 (a deploy removed it) until `restore()` is called. */
async function breakKrn92(page: Page) {
  let broken = true;
  let requests = 0;
  await page.route('**/portal/elements/portal-krn92.js*', (route) => {
    requests++;
    return broken ? route.fulfill({ status: 404, body: 'gone' }) : route.continue();
  });
  return {
    restore: () => {
      broken = false;
    },
    requests: () => requests,
  };
}

test('a mini-app chunk that 404s on a direct open reloads once, then offers a retry that works', async ({ page }) => {
  const chunk = await breakKrn92(page);
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/portal/de/de/PM/convectors/krn92');
  const alert = page.getByRole('alert').filter({ hasText: 'Die Anwendung konnte nicht geladen werden' });
  await expect(alert).toBeVisible();
  await page.waitForTimeout(1500); // a reload loop would show itself here
  expect(loads).toBe(2); // the first load and exactly one reload
  await expect(page).toHaveURL(/\/PM\/convectors\/krn92$/);

  chunk.restore();
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.locator('portal-krn92').getByLabel('Baulänge')).toBeVisible();
  expect(loads).toBe(2);
});

test('a chunk that 404s during in-app navigation to a nested route reloads once at the new address, then offers a retry', async ({
  page,
}) => {
  const chunk = await breakKrn92(page);
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/portal/de/de/PM/convectors');
  await page.getByRole('link', { name: 'KRN92 Induktionsgerät' }).first().click();
  await expect(page).toHaveURL(/\/PM\/convectors\/krn92$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Die Anwendung konnte nicht geladen werden' })).toBeVisible();
  await page.waitForTimeout(1500); // a reload loop would show itself here
  expect(loads).toBe(2); // the group page, then exactly one reload at the nested route
  // The retry imports again (a fresh URL) and renders in place, without another reload.
  chunk.restore();
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.locator('portal-krn92').getByLabel('Baulänge')).toBeVisible();
  expect(loads).toBe(2);
  // Away and back: the flag is gone once a route rendered, so a new failure may reload once again.
  await page.getByRole('link', { name: 'Startseite' }).first().click();
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.dynamic-reload'))).toBeNull();
});
