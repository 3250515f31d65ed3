import { e2eEmbedPort } from '../../playwright.config.ts';
import { expect, type Page, test } from './test.ts';

/** Where focus is: the chain of hosts down to the focused element, e.g. `portal-shell > portal-krn92 > input`. */
async function focusPath(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    const chain: string[] = [];
    while (element) {
      chain.push(element.localName);
      element = element.shadowRoot?.activeElement ?? null;
    }
    return chain.join(' > ');
  });
}

/** Presses Tab until focus leaves the page (lands on <body>) and returns every stop on the way. */
async function tabThrough(page: Page, limit = 150): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const at = await focusPath(page);
    stops.push(at);
    if (at === 'body') break;
  }
  return stops;
}

test('Tab passes from the frame into the KRN92 island and out of it, never onto <body> midway', async ({ page }) => {
  await page.goto('/portal/de/de/PM/convectors/krn92');
  const island = page.locator('portal-krn92');
  await expect(island.getByLabel('Baulänge')).toBeVisible();
  const stops = await tabThrough(page);
  expect(stops[0]).toBe('portal-shell > button'); // the skip link comes first
  const inIsland = stops.map((s, i) => (s.includes('portal-krn92') ? i : -1)).filter((i) => i >= 0);
  expect(inIsland.length).toBeGreaterThan(10);
  // Focus reaches the frame before the island and the island's fields one after another…
  expect(stops.slice(0, inIsland[0]).some((s) => s.includes('portal-nav'))).toBe(true);
  expect(stops.some((s) => s.endsWith('input'))).toBe(true);
  // …and leaves the page only after the island's last control: <body> only at the very end.
  expect(stops.indexOf('body')).toBe(stops.length - 1);
  expect(stops.indexOf('body')).toBeGreaterThan(inIsland.at(-1)!);

  // Shift+Tab walks back into the island from the end. It may land first on one of Tabster's dummy
  // inputs (an <i> at the page's edge), which hands focus on in its own focus handler: poll.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusPath(page)).toContain('portal-krn92');
});

test('on a foreign CMS page, Tab goes through every embedded element and back to the page', async ({ page }) => {
  await page.goto(`http://localhost:${e2eEmbedPort}/embed-demo/`);
  await expect(page.locator('portal-krn92').getByLabel('Baulänge')).toBeVisible();
  await expect(page.locator('portal-dealer-search').getByRole('button').first()).toBeVisible();
  const stops = await tabThrough(page, 250);
  for (const tag of ['portal-krn92', 'portal-xflair', 'portal-dealer-search']) {
    expect(
      stops.some((s) => s.startsWith(tag)),
      tag,
    ).toBe(true);
  }
  expect(stops.indexOf('body')).toBe(stops.length - 1);
});
