import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { e2eEmbedPort, e2ePort } from '../../playwright.config.ts';
import { expectNoAxeViolations, openSignedIn } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/** Product calculators: signed out in the shell, and embedded on a foreign origin. */

const krn92De = '/portal/de/de/PM/convectors/krn92';
const embedPage = `http://127.0.0.1:${e2eEmbedPort}/embed-demo/`;

const textbox = (element: Locator, label: string) => element.getByRole('textbox', { name: new RegExp(`^${label}\\b`) });
/** The results-table row of a quantity: its label followed by the value. */
const resultRow = (element: Locator, label: string) =>
  element.getByRole('row', { name: new RegExp(`^${label} [-–<\\d]`) });

/** Replaces a field's text the way a user does; every change triggers the debounced recompute. */
async function type(field: Locator, text: string) {
  await field.fill(text);
}

/** Every calculator request goes out without a token (public endpoints) — collected per page. */
function calculatorRequests(page: Page) {
  const seen: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    if (/\/portal\/api\/(PM\/KRN92|KRN41|KCModel|HPC|XFlair|XFlairTausch|ConvectorLoadCalc)\b/.test(request.url())) {
      seen.push({ url: request.url(), authorization: request.headers().authorization });
    }
  });
  return seen;
}

test('KRN92 signed out: output follows the flow temperature; bad inputs are explained at the field, kept on reload', async ({
  page,
}) => {
  const requests = calculatorRequests(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(krn92De);
  const calc = page.locator('portal-krn92');
  // The page's one h1 is the shell's (the route's title, painted before the element's code arrives);
  // the element names its region with its own title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KRN92 Induktionsgerät');
  await expect(calc.getByRole('region', { name: 'KRN92 – Induktionsgerät mit Primärluft' })).toBeVisible();
  await expect(calc.getByRole('heading', { level: 1 })).toHaveCount(0);
  const output = resultRow(calc, 'Kühlleistung gesamt');
  await expect(output).toHaveText(/1\.105,7\s*W/);
  // The page's first Intl calls ran in a worker the portal's Trusted Types policy lets start
  // (elements/island/intl-warmup.ts), not on the main thread inside the form's first render.
  expect(workers.filter((url) => /\/assets\/intl-warmup\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);

  // Cooler water, more cooling: recomputed while typing (debounced: one request for the whole word).
  const before = requests.length;
  const flow = textbox(calc, 'Vorlauftemperatur');
  await flow.clear();
  await flow.pressSequentially('15,5', { delay: 40 });
  await expect(output).toHaveText(/1\.129,7\s*W/);
  expect(requests.length - before).toBeLessThanOrEqual(2);
  // Arrow keys step by the template's step (0.5 K).
  await flow.press('ArrowUp');
  await expect(flow).toHaveValue('16');
  await expect(output).toHaveText(/1\.105,7\s*W/);

  // Return ≥ flow in heating: the server's rule, at the return-temperature field, in German.
  await calc.getByRole('combobox', { name: 'Betriebsart' }).selectOption('heating');
  await type(textbox(calc, 'Vorlauftemperatur'), '30');
  await type(textbox(calc, 'Rücklauftemperatur'), '35');
  const ret = textbox(calc, 'Rücklauftemperatur');
  await expect(ret).toHaveAccessibleDescription(
    'Im Heizbetrieb muss die Rücklauftemperatur unter der Vorlauftemperatur (30 °C) liegen.',
  );
  await expect(ret).toHaveAttribute('aria-invalid', 'true');
  await expect(calc.getByText('Bitte korrigieren Sie die markierten Eingaben.', { exact: false })).toBeVisible();
  await expect(calc.getByRole('button', { name: 'PDF herunterladen' })).toBeDisabled();

  // A negative length is caught before it is sent; text in a number as well.
  await type(textbox(calc, 'Baulänge'), '-5');
  await expect(textbox(calc, 'Baulänge')).toHaveAccessibleDescription('Der Wert muss größer als 0 sein.');
  await type(textbox(calc, 'Primärluft-Volumenstrom'), 'viel');
  await expect(textbox(calc, 'Primärluft-Volumenstrom')).toHaveAccessibleDescription('Bitte eine Zahl eingeben.');
  // The KRN92 page is axe-checked here, with error messages showing (the clean state: on the embed page).
  await expectNoAxeViolations(page);

  // Fixing everything brings a fresh result.
  await type(textbox(calc, 'Baulänge'), '2600');
  await type(textbox(calc, 'Primärluft-Volumenstrom'), '108');
  await type(textbox(calc, 'Rücklauftemperatur'), '27');
  await expect(resultRow(calc, 'Wärmeleistung')).toBeVisible();
  await expect(ret).not.toHaveAttribute('aria-invalid', 'true');

  // The last inputs survive a reload (kept per element in localStorage).
  await page.reload();
  await expect(textbox(page.locator('portal-krn92'), 'Vorlauftemperatur')).toHaveValue('30');
  await expect(page.locator('portal-krn92').getByRole('combobox', { name: 'Betriebsart' })).toHaveValue('heating');

  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((r) => r.authorization)).toEqual([]);
});

test('KRN92 in English: the same rules in English', async ({ page }) => {
  await page.goto('/portal/en/de/PM/convectors/krn92');
  const calc = page.locator('portal-krn92');
  await expect(resultRow(calc, 'Total cooling capacity')).toHaveText(/1,105\.7\s*W/);
  await calc.getByRole('combobox', { name: 'Operating mode' }).selectOption('cooling');
  await type(textbox(calc, 'Flow temperature'), '14');
  await expect(textbox(calc, 'Flow temperature')).toHaveAccessibleDescription(
    'The flow temperature is below the room air dew point (14.77 °C) plus a 0.5 K safety margin; at least 15.27 °C.',
  );
  await type(textbox(calc, 'Length'), '-5');
  await expect(textbox(calc, 'Length')).toHaveAccessibleDescription('The value must be greater than 0.');
});

test('KRN92 documents: PDF and XLSX download with the server’s file names and open', async ({ page }) => {
  await page.goto(krn92De);
  const calc = page.locator('portal-krn92');
  await expect(resultRow(calc, 'Kühlleistung gesamt')).toBeVisible();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    calc.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^KRN92_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    calc.getByRole('button', { name: 'XLSX herunterladen' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^KRN92_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await xlsx.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets.length).toBeGreaterThanOrEqual(2);
  const numbers: number[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'number') numbers.push(cell.value);
      });
    });
  }
  // 1105.7 W cooling output is in there as a number, not as text.
  expect(numbers.some((n) => Math.abs(n - 1105.728) < 0.1)).toBe(true);
});

test('embedded on a foreign origin: KRN92 and x-flair work signed out, styled, React fetched once', async ({
  page,
}) => {
  const reactFetches: string[] = [];
  page.on('request', (r) => {
    if (/\/portal\/assets\/react-[\w-]+\.js$/.test(r.url())) reactFetches.push(r.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requests = calculatorRequests(page);
  await page.goto(embedPage);

  const krn92 = page.locator('portal-krn92');
  const cooling = resultRow(krn92, 'Kühlleistung gesamt');
  await expect(cooling).toHaveText(/1\.105,7\s*W/);
  await type(textbox(krn92, 'Vorlauftemperatur'), '15,5');
  await expect(cooling).toHaveText(/1\.129,7\s*W/);

  const xflair = page.locator('portal-xflair');
  const heat = resultRow(xflair, 'Wärmeleistung');
  await expect(heat).toHaveText(/1\.094,0\s*W/);
  await type(textbox(xflair, 'Steuerspannung'), '8');
  await expect(heat).toHaveText(/1\.200,1\s*W/);
  // Replacement mode: its own form and endpoint.
  await xflair.getByRole('combobox', { name: 'Berechnungsart' }).selectOption({ label: 'Heizkörpertausch' });
  await type(textbox(xflair, 'Raumheizlast'), '1200');
  await expect(resultRow(xflair, 'Zu deckende Raumleistung')).toHaveText(/1\.200\s*W/);

  // Styled by Fluent inside the shadow root, untouched by the CMS page's `button { hotpink }`.
  const button = krn92.getByRole('button', { name: 'PDF herunterladen' });
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(255, 105, 180)');
  expect(await button.evaluate((b) => getComputedStyle(b).fontSize)).not.toBe('32px');

  expect(reactFetches).toHaveLength(1);
  expect(requests.some((r) => r.url.includes('/XFlairTausch/calcOutput'))).toBe(true);
  // The elements talk to the portal they were loaded from, not to the CMS page's origin.
  expect(requests.every((r) => r.url.startsWith(`http://127.0.0.1:${e2ePort}/portal/api/`))).toBe(true);
  expect(requests.filter((r) => r.authorization)).toEqual([]);
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});

/** Name, route, element, and who opens it: the convectors are public, the rest need productManagement. */
const pages = [
  ['krn41', 'PM/convectors/krn41', 'portal-krn41', null],
  ['krn92', 'PM/convectors/krn92', 'portal-krn92', null],
  ['kcmodel', 'PM/convectors/kcmodel', 'portal-kcmodel', null],
  ['convector-load-calc', 'PM/convectors/convectorLoadCalc', 'portal-convector-load-calc', null],
  ['hpc', 'PM/fancoils', 'portal-hpc', 'admin'],
  ['xflair', 'PM/heatingelements', 'portal-xflair', 'admin'],
] as const;

for (const [name, path, tag, user] of pages.filter(([name]) => name !== 'krn92')) {
  test(`${name}: form, results and charts are axe-clean`, async ({ page }) => {
    if (user) await openSignedIn(page, `/portal/de/de/${path}`, user);
    else await page.goto(`/portal/de/de/${path}`);
    const calc = page.locator(tag);
    await expect(calc.getByRole('img', { name: /^Diagramm / }).first()).toBeVisible();
    await expect(calc.getByRole('table').first()).toBeVisible();
    // x-flair's design mode is checked on the embed page; here its replacement mode.
    if (tag === 'portal-xflair') {
      await calc.getByRole('combobox', { name: 'Berechnungsart' }).selectOption({ label: 'Heizkörpertausch' });
      await expect(resultRow(calc, 'Zu deckende Raumleistung')).toBeVisible();
      await expect(calc.getByRole('img', { name: /^Diagramm / }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}
