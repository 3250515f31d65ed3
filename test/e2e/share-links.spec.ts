import { mkdirSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { e2eEmbedPort } from '../../playwright.config.ts';
import { expectNoAxeViolations, openSignedIn, openThroughLogin, signOutFromHeader } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Issue 27: a link reproduces a calculation. Copied in one browser, opened in a fresh one (a new
 * context: no storage, no cookies), the inputs and results are the same.
 */

const embedPage = `http://127.0.0.1:${e2eEmbedPort}/embed-demo/`;
const shotsDir = process.env.SHOTS_DIR;

/** With SHOTS_DIR set: the page at 1366 px and at 390 px (docs/screens/outside-*; the viewport: a full-page shot of a scrolled page doubles the sticky header), then back to 1366. */
async function shots(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // layout settles after the resize
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
  }
}
const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}\\b`) });

/** Opens `url` in a new browser context, signed in as `user` when given. */
async function freshPage(browser: Browser, baseURL: string | undefined, url: string, user?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (user) await openSignedIn(page, url, user);
  else await page.goto(url);
  return page;
}

test('KRN92 signed out: the page URL carries the inputs, and opens the same result elsewhere', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The signed-out start page names the open tools one by one, and where the gated calculators can be tried.
  await page.goto('/portal/de/de');
  const tools = page.getByRole('list').filter({ has: page.getByRole('link', { name: /^KRN92 Induktionsgerät/ }) });
  await expect(tools.getByRole('link', { name: /^Medien/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Gebläsekonvektoren.*Elementkatalog/ })).toHaveAttribute(
    'href',
    '/portal/elements/?lang=de&element=portal-hpc',
  );
  await expectNoAxeViolations(page);
  await shots(page, 'outside-home-signed-out');

  // The public media page lists the public documents signed out, and says what sign-in adds.
  await tools.getByRole('link', { name: /^Medien/ }).click();
  const media = page.locator('portal-media');
  await expect(media.getByText('Nach der Anmeldung finden Sie hier zusätzlich die CAD-Dateien.')).toBeVisible();
  await expect(media.getByRole('tab', { name: /^Datenblätter/ })).toBeVisible();
  await expect(media.getByRole('tab', { name: /^CAD-Dateien/ })).toHaveCount(0);
  await media.getByRole('tab', { name: /^Datenblätter/ }).click();
  // The data sheets' own list: the first tab's (the tender texts) is gone once it shows.
  const sheets = media.getByRole('list', { name: 'Datenblätter' });
  await expect(sheets.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await sheets
    .getByRole('button', { name: /^Herunterladen: / })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectNoAxeViolations(page);
  await shots(page, 'outside-media-signed-out');

  await page.goto('/portal/de/de/PM/convectors/krn92');
  const entries = await page.evaluate(() => history.length);
  const calc = page.locator('portal-krn92');
  const output = calc.getByRole('row', { name: /^Kühlleistung gesamt / });
  await expect(output).toHaveText(/1\.105,7\s*W/);
  await textbox(calc, 'Vorlauftemperatur').fill('15,5');
  await expect(output).toHaveText(/1\.129,7\s*W/);
  await expect(page).toHaveURL(/[?&]s=1\./);
  // replaceState: no extra history entry for typing.
  expect(await page.evaluate(() => history.length)).toBe(entries);

  const other = await freshPage(browser, baseURL, page.url());
  const opened = other.locator('portal-krn92');
  await expect(textbox(opened, 'Vorlauftemperatur')).toHaveValue('15,5');
  await expect(opened.getByRole('row', { name: /^Kühlleistung gesamt / })).toHaveText(/1\.129,7\s*W/);

  // A value that does not fit falls back to its default, with the reason at the field.
  const url = new URL(page.url());
  const state = JSON.parse(
    Buffer.from(url.searchParams.get('s')!.slice(2).replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString(),
  ) as { v: Record<string, string> };
  state.v.VorlaufTemp = 'abc';
  url.searchParams.set('s', `1.${Buffer.from(JSON.stringify(state)).toString('base64url')}`);
  await other.goto(url.href);
  const flow = textbox(other.locator('portal-krn92'), 'Vorlauftemperatur');
  await expect(flow).toHaveAccessibleDescription(/„abc“ aus dem Link passt nicht/);
  await other.context().close();
});

test('building calculator embedded on a foreign page: "Link kopieren" opens the same project on the portal', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: embedPage });
  await page.goto(embedPage);
  const calc = page.locator('portal-building-calc');
  const living = calc.getByRole('table', { name: 'Heizlast je Raum' }).getByRole('row', { name: /^Wohnzimmer / });
  // Five elements load on this page at once: the first answer may take a while.
  await expect(living).toBeVisible({ timeout: 30_000 });
  const room = calc.getByRole('listitem', { name: /^Raum 1: / });
  await textbox(room, 'Grundfläche').fill('41');
  await textbox(calc, 'Postleitzahl').fill('10115');
  await expect(calc.getByText(/Postleitzahltabelle: Berlin/)).toBeVisible();
  const embedUrl = page.url();
  await expect(living).not.toHaveText('');
  const result = await living.textContent();

  await calc.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Der Link mit diesen Eingaben ist kopiert.').first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // The host page keeps its own URL.
  expect(page.url()).toBe(embedUrl);
  expect(link).toMatch(/\/portal\/de\/de\/PM\/buildingCalc\/renovation\?s=1\./);

  const other = await freshPage(browser, baseURL, new URL(link).pathname + new URL(link).search, 'admin');
  const opened = other.locator('portal-building-calc');
  await expect(textbox(opened.getByRole('listitem', { name: /^Raum 1: / }), 'Grundfläche')).toHaveValue('41');
  await expect(textbox(opened, 'Postleitzahl')).toHaveValue('10115');
  await expect(
    opened.getByRole('table', { name: 'Heizlast je Raum' }).getByRole('row', { name: /^Wohnzimmer / }),
  ).toHaveText(result ?? '');
  await other.context().close();
});

test('Cross Designer: the link of a design opens the same design and bill in a fresh browser', async ({
  page,
  browser,
  baseURL,
}) => {
  const path = '/portal/de/de/PM/coversystems/crossDesigner';
  await openSignedIn(page, path, 'admin');
  const designer = page.locator('portal-cross-designer');
  const bill = designer.getByRole('table', { name: 'Stückliste' });
  await expect(bill).toBeVisible();
  await textbox(designer, 'Länge').fill('3100');
  await expect(page).toHaveURL(/[?&]s=1\./);
  await expect(bill).toContainText('Länge 1.550 mm');
  const billText = await bill.textContent();

  const other = await freshPage(browser, baseURL, new URL(page.url()).pathname + new URL(page.url()).search, 'admin');
  const opened = other.locator('portal-cross-designer');
  await expect(textbox(opened, 'Länge')).toHaveValue('3100');
  await expect(opened.getByRole('table', { name: 'Stückliste' })).toHaveText(billText ?? '');
  await other.context().close();
});

test('a saved building project reopens after sign-out and sign-in', async ({ page, context }) => {
  // Two sign-ins and three axe runs.
  test.setTimeout(120_000);
  const renovation = '/portal/de/de/PM/buildingCalc/renovation';
  await openSignedIn(page, renovation, 'admin');
  const calc = page.locator('portal-building-calc');
  const area = () => textbox(calc.getByRole('listitem', { name: /^Raum 1: / }), 'Grundfläche');
  await area().fill('37');
  const name = `Haus Ahorn ${Date.now()}`;
  await textbox(calc, 'Projektname').fill(name);
  await calc.getByRole('button', { name: 'Als Projekt speichern' }).click();
  await expect(calc.getByRole('button', { name: `Projekt öffnen: ${name}` })).toBeVisible();
  // "Meine Projekte" and "Link kopieren" (with its note) pass axe, at both widths.
  await expect(calc.getByRole('heading', { name: 'Meine Projekte' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, 'outside-my-projects');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await calc.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Der Link mit diesen Eingaben ist kopiert.').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/PM\/buildingCalc\/renovation\?s=1\./);
  await expectNoAxeViolations(page);
  await shots(page, 'outside-copy-link');
  // Work goes on after saving: the browser keeps the newer inputs, the project the saved ones.
  await area().fill('52');

  await signOutFromHeader(page);
  await openThroughLogin(page, renovation, 'admin');
  await expect(area()).toHaveValue('52');
  await calc.getByRole('button', { name: `Projekt öffnen: ${name}` }).click();
  await expect(area()).toHaveValue('37');

  // Renamed and deleted by its owner.
  await calc.getByRole('button', { name: `Projekt umbenennen: ${name}` }).click();
  await calc.getByRole('textbox', { name: `Neuer Name für „${name}“`, exact: true }).fill(`${name} B`);
  await calc.getByRole('button', { name: 'Speichern', exact: true }).click();
  await calc.getByRole('button', { name: `Projekt löschen: ${name} B` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Projekt löschen?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(calc.getByRole('button', { name: `Projekt öffnen: ${name} B` })).toHaveCount(0);
});
