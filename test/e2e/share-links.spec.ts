import type { Browser } from '@playwright/test';
import { e2eEmbedPort } from '../../playwright.config.ts';
import { openSignedIn, signOutFromHeader } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Issue 27: a link reproduces a calculation. Copied in one browser, opened in a fresh one (a new
 * context: no storage, no cookies), the inputs and results are the same.
 */

const embedPage = `http://127.0.0.1:${e2eEmbedPort}/embed-demo/`;
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
  await page.goto('/portal/de/de/PM/convectors/krn92');
  const calc = page.locator('portal-krn92');
  const output = calc.getByRole('row', { name: /^Kühlleistung gesamt / });
  await expect(output).toHaveText(/1\.105,7\s*W/);
  await textbox(calc, 'Vorlauftemperatur').fill('15,5');
  await expect(output).toHaveText(/1\.129,7\s*W/);
  await expect(page).toHaveURL(/[?&]s=1\./);
  // replaceState: no extra history entry for typing.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);

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

test('a saved building project reopens after sign-out and sign-in', async ({ page }) => {
  const renovation = '/portal/de/de/PM/buildingCalc/renovation';
  await openSignedIn(page, renovation, 'admin');
  const calc = page.locator('portal-building-calc');
  const area = () => textbox(calc.getByRole('listitem', { name: /^Raum 1: / }), 'Grundfläche');
  await area().fill('37');
  const name = `Haus Ahorn ${Date.now()}`;
  await textbox(calc, 'Projektname').fill(name);
  await calc.getByRole('button', { name: 'Als Projekt speichern' }).click();
  await expect(calc.getByRole('button', { name: `Projekt öffnen: ${name}` })).toBeVisible();
  // Work goes on after saving: the browser keeps the newer inputs, the project the saved ones.
  await area().fill('52');

  await signOutFromHeader(page);
  await openSignedIn(page, renovation, 'admin');
  await expect(area()).toHaveValue('52');
  await calc.getByRole('button', { name: `Projekt öffnen: ${name}` }).click();
  await expect(area()).toHaveValue('37');

  // Renamed and deleted by its owner.
  await calc.getByRole('button', { name: `Projekt umbenennen: ${name}` }).click();
  await calc.getByRole('textbox', { name: `Neuer Name für „${name}“`, exact: true }).fill(`${name} B`);
  await calc.getByRole('button', { name: 'Speichern', exact: true }).click();
  await calc.getByRole('button', { name: `Projekt löschen: ${name} B` }).click();
  await page.getByRole('alertdialog', { name: 'Projekt löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(calc.getByRole('button', { name: `Projekt öffnen: ${name} B` })).toHaveCount(0);
});
