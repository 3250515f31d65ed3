import type { Browser } from '@playwright/test';
import { e2ePort } from '../../playwright.config.ts';
import { expectNoAxeViolations, openSignedIn, signedInAs } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Production: two editors save the same week of the HVAC cockpit (the second gets the conflict and
 * merges, the history shows both), and the MES import refuses a file with two bad rows, imports the
 * corrected file once and nothing the second time.
 */
const czOrigin = `http://portal.pzpheating.cz.localhost:${e2ePort}`;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAs(page, 'admin');
  return page;
}

/** Opens Plattling's edit form of the week the form offers first (the latest with values). */
async function openWeekEdit(page: Page): Promise<{ cockpit: Locator; form: Locator; week: string }> {
  await page.goto('/portal/de/de/production/productionOverview');
  const cockpit = page.locator('portal-production-cockpit');
  await cockpit.getByRole('button', { name: 'Details Plattling' }).click();
  await expect(cockpit.getByRole('heading', { name: 'Werk Plattling', level: 1 })).toBeVisible();
  await cockpit.getByRole('button', { name: 'Werte erfassen' }).click();
  const form = cockpit.getByTestId('kpi-edit');
  await expect(form.getByRole('textbox', { name: 'OEE' })).not.toHaveValue('');
  const week = (await form.getByRole('combobox', { name: 'Woche' }).inputValue())!;
  return { cockpit, form, week };
}

test('two editors save the same week: the second merges, the history shows both', async ({ browser }) => {
  // Two signed-in browsers and axe over the edit form with the merge dialog on a shared 2-core machine.
  test.setTimeout(90_000);
  const [a, b] = await Promise.all([adminPage(browser), adminPage(browser)]);
  const first = await openWeekEdit(a);
  const second = await openWeekEdit(b);
  expect(second.week).toBe(first.week);

  // The first editor saves the OEE.
  await first.form.getByRole('textbox', { name: 'OEE' }).fill('83,4');
  await first.form.getByRole('textbox', { name: 'Änderungsgrund' }).fill('Schichtbericht A');
  await first.form.getByRole('button', { name: 'Speichern' }).click();
  await expect(a.getByText(/KW \d+\/\d{4} gespeichert\./).first()).toBeVisible();

  // The second editor, still on the old version, changes OEE and delivery reliability.
  await second.form.getByRole('textbox', { name: 'OEE' }).fill('84,1');
  await second.form.getByRole('textbox', { name: 'Liefertreue' }).fill('97,5');
  await second.form.getByRole('textbox', { name: 'Änderungsgrund' }).fill('Schichtbericht B');
  await second.form.getByRole('button', { name: 'Speichern' }).click();
  const dialog = b.getByRole('alertdialog', { name: 'Inzwischen geändert' });
  await expect(dialog).toBeVisible();
  const oee = dialog.locator('tr[data-field="oee"]');
  await expect(oee).toHaveAttribute('data-conflict', 'true');
  await expect(oee).toContainText('83,4 %');
  await expect(oee).toContainText('84,1 %');
  await expectNoAxeViolations(b);
  await oee.getByRole('radio', { name: 'Ihre Eingabe' }).check();
  await dialog.getByRole('button', { name: 'Zusammenführen und speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(b.getByText(/KW \d+\/\d{4} gespeichert\./).first()).toBeVisible();

  // Both saves in the history beside the OEE, newest first; the merged values stand.
  const history = second.form.getByRole('list', { name: 'Verlauf OEE' });
  await expect(history.getByRole('listitem').nth(0)).toContainText('83,4 % → 84,1 %');
  await expect(history.getByRole('listitem').nth(0)).toContainText('Schichtbericht B');
  await expect(history.getByRole('listitem').nth(1)).toContainText('→ 83,4 %');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Schichtbericht A');
  await expect(second.form.getByRole('textbox', { name: 'OEE' })).toHaveValue('84,1');
  await expect(second.form.getByRole('textbox', { name: 'Liefertreue' })).toHaveValue('97,5');
  await Promise.all([a.context().close(), b.context().close()]);
});

/**
 * A daily MES export as CSV on days before the seeded 90 days; random days, so a rerun against a
 * reused local server does not find the file already stored.
 */
function mesCsv(badRows: boolean): string {
  const offset = 120 + Math.floor(Math.random() * 250);
  const day = (n: number) => new Date(Date.now() - (offset + n) * 86_400_000).toISOString().slice(0, 10);
  const rows = [
    `${day(1)};PL-FHK1;1;output;;620;588;;`,
    `${day(1)};PL-FHK1;1;downtime;${badRows ? 'kaffeepause' : 'toolChange'};;;25;`,
    `${day(1)};PL-FHK1;1;scrap;paintDefect;;;;6`,
    `${day(1)};PL-FHK1;${badRows ? '7' : '2'};output;;620;571;;`,
    `${day(1)};PL-FHK1;2;downtime;materialShortage;;;40;`,
    `${day(0)};PL-FHK1;1;output;;620;615;;`,
  ];
  return `date;line;shift;type;code;planned_units;produced_units;minutes;scrap_units\r\n${rows.join('\r\n')}\r\n`;
}

test('an MES file with two bad rows is refused, the corrected file imports once', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('/portal/de/de/production/mesFlash');
  const flash = page.locator('portal-mes-flash');
  await expect(flash.getByRole('heading', { name: 'MES Flash', level: 1 })).toBeVisible();
  await expect(flash.locator('[data-figure="produced"]')).toBeVisible();
  const upload = flash.getByTestId('mes-upload');
  const file = upload.getByLabel('Datei (XLSX oder CSV)');
  const importButton = upload.getByRole('button', { name: 'Importieren' });

  const bad = mesCsv(true);
  const good = bad.replace('kaffeepause', 'toolChange').replace(';PL-FHK1;7;', ';PL-FHK1;2;');
  await file.setInputFiles({ name: 'mes-export.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const issues = upload.getByTestId('mes-issues');
  await expect(upload.getByText('2 Problem(e) – nichts gespeichert')).toBeVisible();
  await expect(issues.locator('tr[data-row="3"][data-column="code"]')).toContainText('Unbekannter Code');
  await expect(issues.locator('tr[data-row="5"][data-column="shift"]')).toContainText('Schicht 1 bis 3 erwartet.');
  await expect(importButton).toBeDisabled();
  await expectNoAxeViolations(page);

  await file.setInputFiles({ name: 'mes-export.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(upload.getByText('Bereit zum Import')).toBeVisible();
  await expect(upload.getByText(/6 Zeilen: 6 neu, 0 geändert, 0 schon gespeichert/)).toBeVisible();
  await importButton.click();
  await expect(page.getByText('Importiert: 6 neu, 0 geändert.').first()).toBeVisible();
  await expect(upload.getByText(/6 Zeilen: 0 neu, 0 geändert, 6 schon gespeichert/)).toBeVisible();

  // The same file again: nothing new is stored.
  await file.setInputFiles({ name: 'mes-export-kopie.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(upload.getByText(/Genau diese Datei wurde am .* von Andrea Weber importiert\./)).toBeVisible();
  await importButton.click();
  await expect(page.getByText('Nichts Neues: alle 6 Zeilen waren schon gespeichert.').first()).toBeVisible();
});

test('the Czech employee reads the Czech cockpit without editing; the German employee reads MES flash without upload', async ({
  browser,
}) => {
  const cz = await (await browser.newContext()).newPage();
  await openSignedIn(cz, `${czOrigin}/portal/cs/cz/production/productionOverview`, 'cz-employee', 'cs');
  const cockpit = cz.locator('portal-production-cockpit');
  await expect(cockpit.getByRole('heading', { name: 'Kokpit vytápění', level: 1 })).toBeVisible();
  await expect(cockpit.locator('section[data-site]').first()).toHaveAttribute('data-site', /stribro/i);
  await cockpit.getByRole('button', { name: 'Podrobnosti Stříbro' }).click();
  await expect(cockpit.getByRole('heading', { name: 'Závod Stříbro', level: 1 })).toBeVisible();
  await expect(cockpit.getByTestId('kpi-trend').locator('canvas')).toBeVisible();
  await expect(cockpit.getByRole('button', { name: 'Zadat hodnoty' })).toHaveCount(0);
  await expectNoAxeViolations(cz);
  await cz.context().close();

  const de = await (await browser.newContext()).newPage();
  await openSignedIn(de, '/portal/de/de/production/mesFlash', 'employee');
  const flash = de.locator('portal-mes-flash');
  await expect(flash.locator('[data-figure="produced"]')).toBeVisible();
  await expect(flash.getByTestId('mes-upload')).toHaveCount(0);
  await expectNoAxeViolations(de);
  await de.context().close();
});
