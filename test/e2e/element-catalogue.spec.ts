import { expectNoAxeViolations } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * A CMS author's journey through /portal/elements/, signed out: every embeddable element renders
 * its live example, the attribute form changes example and snippet, the page follows the five
 * languages and stays axe-clean, and the snippet is what the clipboard receives (embedding
 * on foreign origins: embedding.spec.ts).
 */
test('element catalogue: live examples, attribute form, snippet, languages', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/portal/elements');
  await expect(page).toHaveURL(/\/portal\/elements\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Element-Katalog' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Elemente' });
  const links = nav.getByRole('link');
  // Every public calculator and the dealer search.
  await expect(links).toHaveCount(12);
  const example = page.locator('.catalogue-example > *');
  for (const link of await links.all()) {
    const tag = new URLSearchParams((await link.getAttribute('href'))!.replace(/^\?/, '')).get('element');
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(example).toHaveJSProperty('localName', tag);
    // The element rendered its app (text inside its shadow root), not an error panel.
    await expect
      .poll(() => example.evaluate((e) => e.shadowRoot?.textContent?.trim().length ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(40);
  }

  // An attribute with a fixed set of values is a choice: the building calculator's mode.
  await nav.getByRole('link', { name: /Gebäudebilanzierung/ }).click();
  await expect(example.getByRole('heading', { name: 'Gebäudebilanzierung – Sanierung' })).toBeVisible();
  await page.getByLabel('mode').selectOption('newBuilding');
  await expect(example.getByRole('heading', { name: 'Gebäudebilanzierung – Neubau' })).toBeVisible();

  // The attribute form drives the example and the snippet.
  await nav.getByRole('link', { name: /KRN92/ }).click();
  await page.getByLabel('locale').selectOption('en');
  await expect(example.getByRole('heading', { name: 'KRN92 – induction unit with primary air' })).toBeVisible();
  await page.getByLabel('country').fill('at');
  await page.getByLabel('country').press('Tab');
  const snippet = page.locator('.catalogue-code');
  await expect(snippet).toHaveText(
    `<script type="module" src="${baseURL}/portal/elements/portal-krn92.js"></script>\n<portal-krn92 locale="en" country="at"></portal-krn92>`,
  );
  await expect(example).toHaveAttribute('country', 'at');
  // The form has a submit button: Enter in a field applies it.
  await page.getByLabel('country').fill('ch');
  await page.getByLabel('country').press('Enter');
  await expect(example).toHaveAttribute('country', 'ch');
  await expect(page).toHaveURL(/[?&]element=portal-krn92/);

  // Theming: the custom properties the element reads, and the brand colour tried on the live example.
  await expect(page.getByRole('cell', { name: '--portal-primary' })).toBeVisible();
  await page.getByLabel('Markenfarbe (--portal-primary)').fill('#00594f');
  await expect(page.locator('.catalogue-example')).toHaveAttribute('style', /--portal-primary: #00594f/);
  // No in-page link names an id the page does not have (HTML_CodeSniffer's broken same-page links).
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll('a[href^="#"]')].filter(
      (a) => !document.getElementById(a.getAttribute('href')!.slice(1)),
    ),
  );
  expect(dangling).toHaveLength(0);
  await expectNoAxeViolations(page);

  // Copy: the clipboard holds exactly the snippet.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: 'Snippet kopieren' }).click();
  await expect(page.getByRole('status')).toHaveText('Kopiert');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.textContent());

  // Another language: the catalogue's texts follow; the page stays accessible.
  await page.getByLabel('Sprache').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue des éléments' })).toBeVisible();
  await expect(page).toHaveURL(/lang=fr/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoAxeViolations(page);

  // The manifest and the declarations the page links to.
  const manifest = await (await page.request.get('/portal/elements/custom-elements.json')).json();
  const tags = manifest.modules.flatMap((m: { declarations: { tagName: string }[] }) =>
    m.declarations.map((d) => d.tagName),
  );
  expect(tags).toContain('portal-dealer-search');
  const declarations = await (await page.request.get('/portal/elements/portal-elements.d.ts')).text();
  expect(declarations).toContain("'portal-krn92': HTMLElement & PortalKrn92ElementProperties;");

  expect(errors).toEqual([]);
});
