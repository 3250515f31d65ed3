import { e2eEmbedPort } from '../../playwright.config.ts';
import { expect, test } from './test.ts';

for (const [where, url] of [
  ['on the portal origin', '/embed-demo/'],
  ['on a foreign origin', `http://127.0.0.1:${e2eEmbedPort}/embed-demo/`],
] as const) {
  test(`portal-hello works embedded in a CMS page ${where}`, async ({ page }) => {
    const reactFetches: string[] = [];
    page.on('request', (r) => {
      if (/\/portal\/assets\/react-[\w-]+\.js$/.test(r.url())) reactFetches.push(r.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    const element = page.locator('portal-hello');
    await expect(element.getByRole('heading', { name: 'Hallo aus einer Mini-App' })).toBeVisible();
    await element.getByRole('button', { name: 'Klicken' }).click();
    await expect(element.getByText('Klicks: 1')).toBeVisible();
    // The CMS page's `button { background: hotpink !important }` does not reach into the shadow root.
    const background = await element.getByRole('button').evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).not.toBe('rgb(255, 105, 180)');
    expect(reactFetches).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}
