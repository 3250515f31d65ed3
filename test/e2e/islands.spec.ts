import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eEmbedPort } from '../../playwright.config.ts';
import { expect, type Page, test } from './test.ts';

/** The island pattern (docs/architecture.md) on the foreign-origin embed page: no shell there. */
const embedPage = `http://127.0.0.1:${e2eEmbedPort}/embed-demo/`;
const dist = process.env.DIST_DIR ?? 'dist';

interface IslandStats {
  live: number;
  mounted: number;
  unmounted: number;
}
const stats = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as Record<symbol, IslandStats>)[Symbol.for('portal.islands')]!);

test('the build has one React chunk and the Fluent provider in one shared chunk; element entries import them', async () => {
  const files = (dir: string) => readdirSync(join(dist, dir)).filter((f) => f.endsWith('.js'));
  const assets = files('assets').map((f) => join(dist, 'assets', f));
  const elements = files('elements').map((f) => join(dist, 'elements', f));
  expect(elements.map((f) => f.split('/').pop())).toEqual(
    expect.arrayContaining(['portal-hello.js', 'portal-security.js']),
  );
  const containing = (marker: string) =>
    [...assets, ...elements].filter((f) => readFileSync(f, 'utf8').includes(marker));
  expect(containing('react.transitional.element')).toEqual([expect.stringMatching(/assets\/react-[\w-]+\.js$/)]);
  // Fluent is split by use (each app carries the components only it needs), its core shared once.
  expect(containing('fui-FluentProvider')).toEqual([expect.stringMatching(/assets\/[\w-]+\.js$/)]);
  for (const entry of elements) {
    const code = readFileSync(entry, 'utf8');
    expect(code, entry).not.toContain('react.transitional.element');
    expect(code, entry).not.toContain('fui-FluentProvider');
  }
});

test('two different elements on one foreign page fetch React and every shared chunk once', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/portal\/assets\/[\w-]+\.js$/.test(r.url())) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(embedPage);
  const hello = page.locator('portal-hello');
  await expect(hello.getByRole('heading', { name: 'Hallo aus einer Mini-App' })).toBeVisible();
  // The second element comes from the same portal origin as the CMS page's first script.
  await page.evaluate(async () => {
    const hello = document.querySelector<HTMLScriptElement>('script[src*="/portal/elements/portal-hello.js"]')!;
    await import(hello.src.replace('portal-hello.js', 'portal-security.js'));
    document.querySelector('main')!.append(document.createElement('portal-security'));
  });
  // Without a session the security island says so, in its own Fluent styles.
  await expect(page.locator('portal-security').getByText('Nicht angemeldet')).toBeVisible();
  expect(fetched.filter((f) => /\/react-/.test(f))).toHaveLength(1);
  expect(new Set(fetched).size).toBe(fetched.length);
});

test('attribute changes re-render the island without remounting it', async ({ page }) => {
  await page.goto(embedPage);
  const hello = page.locator('portal-hello');
  await hello.getByRole('button', { name: 'Klicken' }).click();
  await expect(hello.getByText('Klicks: 1')).toBeVisible();
  const before = await stats(page);

  await hello.evaluate((el) => el.setAttribute('locale', 'en'));
  await expect(hello.getByRole('heading', { name: 'Hello from a mini app' })).toBeVisible();
  await expect(hello.getByText('Clicks: 1')).toBeVisible(); // state kept: re-render, not remount
  await hello.evaluate((el) => el.setAttribute('locale', 'cs'));
  await expect(hello.getByRole('button', { name: 'Kliknout' })).toBeVisible();
  expect((await stats(page)).mounted).toBe(before.mounted);
});

test('the island follows the page’s --portal-primary, including later changes', async ({ page }) => {
  await page.goto(embedPage);
  const button = page.locator('portal-hello').getByRole('button', { name: 'Klicken' });
  // No theme on the CMS page: the portal's default primary.
  await expect(button).toHaveCSS('background-color', 'rgb(192, 13, 30)');
  await page.evaluate(() => document.documentElement.style.setProperty('--portal-primary', '#2e6b30'));
  await expect(button).toHaveCSS('background-color', 'rgb(46, 107, 48)');
  // A theme applied the way the shell does it: a constructed sheet on the document.
  await page.evaluate(() => {
    document.documentElement.style.removeProperty('--portal-primary');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(':root { --portal-primary: #00539f; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await expect(button).toHaveCSS('background-color', 'rgb(0, 83, 159)');
});

test('50 mount/unmount cycles leave no island, style or element behind', async ({ page }) => {
  await page.goto(embedPage);
  const hello = page.locator('portal-hello');
  await expect(hello.getByRole('button', { name: 'Klicken' })).toBeVisible();
  // The demo page embeds other elements too (calculators, dealer search): they stay mounted throughout.
  const elementsOnPage = () =>
    page.evaluate(() => [...document.querySelectorAll('*')].filter((e) => e.localName.startsWith('portal-')).length);
  await expect.poll(async () => (await stats(page)).live).toBe(await elementsOnPage());
  await hello.evaluate((el) => el.remove());
  const others = await elementsOnPage();
  await expect.poll(async () => (await stats(page)).live).toBe(others);
  // The other elements load parts after their first paint (a chart, a dialog's code), each of which
  // may add its styles: the baseline is taken once the page has settled, not while they still arrive.
  await page.waitForLoadState('networkidle');
  const styleCounts = () =>
    page.evaluate(() => ({
      headStyles: document.head.querySelectorAll('style').length,
      documentSheets: document.adoptedStyleSheets.length,
    }));
  let baseline = await styleCounts();
  for (let steady = 0; steady < 3; ) {
    await page.waitForTimeout(300);
    const now = await styleCounts();
    steady = JSON.stringify(now) === JSON.stringify(baseline) ? steady + 1 : 0;
    baseline = now;
  }

  for (let i = 0; i < 50; i++) {
    await page.evaluate(() => {
      const el = document.createElement('portal-hello');
      el.setAttribute('locale', 'de');
      el.id = 'cycle';
      document.querySelector('main')!.append(el);
    });
    await expect(page.locator('#cycle').getByRole('button', { name: 'Klicken' })).toBeVisible();
    await page.evaluate(() => document.getElementById('cycle')!.remove());
  }

  await expect.poll(async () => (await stats(page)).live).toBe(others);
  const after = await stats(page);
  expect(after.mounted - after.unmounted).toBe(others);
  expect(await styleCounts()).toEqual(baseline);

  // No removed element is still reachable: after a full GC, no instances of the element class remain.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const { result: proto } = await cdp.send('Runtime.evaluate', {
    expression: 'customElements.get("portal-hello").prototype',
  });
  const live = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.objectId! });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId!,
      functionDeclaration: 'function () { return this.length; }',
      returnByValue: true,
    });
    return result.value as number;
  };
  await expect.poll(live, { timeout: 15_000 }).toBeLessThanOrEqual(1);
});
