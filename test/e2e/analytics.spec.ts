import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn } from './helpers.ts';

/**
 * The analytics journeys. Reporting: admin builds a grouped report filtered with an OR group,
 * drills into a bar's row by customer, exports it, saves it and shares it with employee, who runs
 * it read-only and opens the unsaved question from its link. SQL editor: admin runs SQL, sees the
 * plan (EXPLAIN), an error marked where the engine points, a write refused and `pg_sleep(60)`
 * stopped at the limit, works in a second tab (only the selection runs), formats, saves and shares
 * a statement with the sales rep, and finds its tabs again after a reload; the sales rep opens the shared
 * statement and runs it. Sales performance: the sales rep saves a view and reopens it. The shared
 * e2e server generates the small analytics data set (playwright.config.ts).
 */

const reportName = `Umsatz Heizung je Buchungskreis ${Date.now()}`;

async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync((await file.path())!);
}

test('report built, exported, saved and shared; recipient runs it read-only', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, '/portal/de/de/reporting', 'admin');
  const island = page.locator('portal-reporting');
  await expect(island.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();

  // Sum of revenue by country, filtered to heating (HT) and (Germany or Austria).
  await expect(island.getByLabel('Kennzahl 1: Spalte')).toHaveValue('revenue');
  await island.getByLabel('Gruppierung 1', { exact: true }).selectOption('country');
  await island.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await island.getByLabel('Filter 1: Spalte').selectOption('branchCode');
  await island.getByLabel('Filter 1: Vergleich').selectOption('eq');
  await island.getByLabel('Filter 1: Wert').selectOption('HT');
  await island.getByRole('button', { name: 'Filtergruppe hinzufügen' }).click();
  const group = island.getByRole('group', { name: 'Gruppe 2' });
  await expect(group.getByLabel('Gruppe 2: Zeilen passen, wenn')).toHaveValue('or');
  await group.getByLabel('Filter 2.1: Spalte').selectOption('country');
  await group.getByLabel('Filter 2.1: Wert').selectOption('DE');
  await group.getByRole('button', { name: 'Filter zu Gruppe 2 hinzufügen' }).click();
  await group.getByLabel('Filter 2.2: Spalte').selectOption('country');
  await group.getByLabel('Filter 2.2: Wert').selectOption('AT');
  await island.getByRole('button', { name: 'Ausführen', exact: true }).click();
  await expect(island.getByText(/\d+ Zeilen in [\d,]+ s/)).toBeVisible({ timeout: 60_000 });
  const grid = island.getByRole('grid', { name: 'Ergebniszeilen' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid.getByRole('row', { name: /DE – Deutschland/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /AT – Österreich/ })).toBeVisible();
  await island.getByRole('radio', { name: 'Balken' }).check();
  await expect(island.getByRole('figure', { name: 'Ergebnis als Diagramm' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Drill down: Germany by customer; the country becomes a filter, the question goes into the URL.
  await grid.getByRole('row', { name: /DE – Deutschland/ }).click();
  const drill = page.getByRole('dialog', { name: '„DE – Deutschland“ aufschlüsseln' });
  await expect(drill.getByLabel('Aufschlüsseln nach')).toHaveValue('customerName');
  await drill.getByRole('button', { name: 'Aufschlüsseln', exact: true }).click();
  await expect(drill).toBeHidden();
  await expect(island.getByLabel('Gruppierung 1', { exact: true })).toHaveValue('customerName');
  await expect(island.getByLabel('Filter 3: Spalte')).toHaveValue('country');
  await expect(island.getByLabel('Filter 3: Wert')).toHaveValue('DE');
  await expect(grid.getByRole('row', { name: /DE – Deutschland/ })).toHaveCount(0);
  await expect(grid.getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);
  const questionUrl = page.url();
  expect(new URL(questionUrl).searchParams.get('s')).toMatch(/^1\./);

  const xlsx = await download(page, 'Als Excel exportieren');
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  const csv = (await download(page, 'Als CSV exportieren')).toString('utf8');
  expect(csv.split('\n')[0]).toContain('Kunde');
  expect(csv.split('\n').length).toBeGreaterThan(2);

  // Saved, then shared with employee through the row's actions.
  await island.getByRole('button', { name: 'Speichern unter …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abfrage speichern' });
  await dialog.getByLabel('Name').fill(reportName);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(island.getByRole('heading', { name: reportName })).toBeVisible();
  await island.getByRole('button', { name: `Aktionen für ${reportName}` }).click();
  await page.getByRole('menuitem', { name: 'Teilen' }).click();
  const share = page.getByRole('dialog', { name: `„${reportName}“ teilen` });
  const employee = share.getByLabel('Benutzer').locator('option', { hasText: '(employee)' });
  await share.getByLabel('Benutzer').selectOption((await employee.getAttribute('value'))!);
  await share.getByRole('button', { name: 'Teilen', exact: true }).click();
  await expect(share.getByRole('list', { name: 'Geteilt mit' }).getByText('(employee)')).toBeVisible();
  await share.getByRole('button', { name: 'Schließen' }).click();

  // Employee finds the shared query, runs it, and cannot change it.
  const context = await browser.newContext({ locale: 'de-DE' });
  const other = await context.newPage();
  await openSignedIn(other, '/portal/de/de/reporting', 'employee');
  const theirs = other.locator('portal-reporting');
  await theirs.getByRole('button', { name: reportName }).click();
  await expect(theirs.getByText(/Sie können die Abfrage ausführen und exportieren, aber nicht ändern/)).toBeVisible();
  await expect(theirs.getByLabel('Filter 1: Wert')).toHaveValue('HT');
  await expect(theirs.getByLabel('Filter 1: Wert')).toBeDisabled();
  await expect(theirs.getByRole('button', { name: 'Filter hinzufügen' })).toBeDisabled();
  await expect(theirs.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: `Aktionen für ${reportName}` })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Ausführen', exact: true }).click();
  await expect(theirs.getByText(/\d+ Zeilen in [\d,]+ s/)).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(other);

  // The unsaved question as a link: it opens as asked and runs.
  await other.goto(new URL(questionUrl).pathname + new URL(questionUrl).search);
  await expect(theirs.getByLabel('Gruppierung 1', { exact: true })).toHaveValue('customerName');
  await expect(theirs.getByLabel('Filter 3: Wert')).toHaveValue('DE');
  await expect(theirs.getByRole('figure', { name: 'Ergebnis als Diagramm' })).toBeVisible({ timeout: 60_000 });
  await context.close();
});

test('sales performance: a view saved under a name and reopened restores the screen and runs', async ({ page }) => {
  const viewName = `Marge je Warengruppe ${Date.now()}`;
  await openSignedIn(page, '/portal/de/de/reporting', 'sales');
  const island = page.locator('portal-reporting');
  await island.getByRole('button', { name: 'Vertriebsleistung' }).click();
  const grid = island.getByRole('grid', { name: 'Vertriebsleistung' });
  await expect(grid.getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  await island.getByLabel('Kennzahl', { exact: true }).selectOption('margin');
  await island.getByLabel('Gruppiert nach').selectOption('materialGroup');
  await island.getByLabel('Name der Ansicht').fill(viewName);
  await island.getByRole('button', { name: 'Ansicht speichern' }).click();
  const views = island.getByRole('list', { name: 'Meine Ansichten' });
  await expect(views.getByText(viewName)).toBeVisible();

  // Changed since, then the view again: its choices come back and it runs.
  await island.getByLabel('Gruppiert nach').selectOption('country');
  await expect(grid.getByRole('row', { name: /Deutschland/ })).toBeVisible({ timeout: 60_000 });
  await island.getByRole('button', { name: `Ansicht öffnen: ${viewName}` }).click();
  await expect(island.getByLabel('Gruppiert nach')).toHaveValue('materialGroup');
  await expect(island.getByLabel('Kennzahl', { exact: true })).toHaveValue('margin');
  await expect(grid.getByRole('row', { name: /Deutschland/ })).toHaveCount(0, { timeout: 60_000 });
  await expect(grid.getByRole('row').nth(2)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('SQL editor: plan, marked error, refusal and time limit, a second tab, a statement saved and shared', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const statementName = `Top-Kunden ${Date.now()}`;
  await openSignedIn(page, '/portal/de/de/SAPSQL', 'admin');
  // A query runs, a write is refused at the editor, a sleep is stopped at the limit.
  const sql = page.locator('portal-sap-sql');
  const editor = sql.getByRole('textbox', { name: 'SQL-Abfrage' });
  await expect(editor).toBeVisible();
  await sql.getByRole('button', { name: 'Ausführen' }).click();
  await expect(sql.getByText(/100 Zeilen, Dauer/)).toBeVisible({ timeout: 60_000 });
  await expect(sql.getByRole('grid', { name: 'Ergebnis' }).getByRole('row').nth(1)).toBeVisible();
  const replace = async (text: string) => {
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(text);
    await page.keyboard.press('Escape');
  };
  await replace('delete from vbak');
  await page.keyboard.press('Control+Enter');
  await expect(sql.getByRole('alert')).toContainText('Erlaubt ist genau eine SELECT-Abfrage.');
  await replace('select pg_sleep(60)');
  await sql.getByRole('button', { name: 'Ausführen' }).click();
  await expect(sql.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  const started = Date.now();
  await expect(sql.getByRole('alert')).toContainText('Zeitlimit überschritten', { timeout: 40_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  await expect(sql.getByRole('list', { name: 'Meine letzten Abfragen' })).toContainText('Zeitlimit');

  // The plan of a join, without running it.
  await replace(
    'select k.kunnr, k.name1, count(*), sum(a.netwr)\nfrom vbak a join kna1 k on k.kunnr = a.kunnr\ngroup by 1, 2 order by 4 desc limit 20',
  );
  await sql.getByRole('button', { name: 'Ausführungsplan (EXPLAIN)' }).click();
  const plan = sql.getByRole('region', { name: 'Operatorbaum' });
  await expect(plan).toContainText('HASH_JOIN', { timeout: 30_000 });
  await expect(sql.getByText(/die Abfrage wurde nicht ausgeführt/)).toBeVisible();

  // An unknown column: the reason in German, the place marked in the editor, the original text on request.
  await replace('select kunnr,\n       no_such_column\nfrom kna1');
  await page.keyboard.press('Control+Enter');
  const alert = sql.getByRole('alert');
  await expect(alert).toContainText('Eine Spalte gibt es nicht');
  await expect(alert).toContainText('Zeile 2, Spalte 8');
  await expect(sql.locator('.cm-lintRange-error')).toHaveText('no_such_column');
  await alert.getByText('Originalmeldung der Datenbank (englisch)').click();
  await expect(alert).toContainText('Binder Error');
  await expectNoAxeViolations(page);

  // A second tab: two statements, only the selected one runs; then formatted, saved and shared.
  await sql.getByRole('button', { name: 'Neuer Tab' }).click();
  await expect(sql.getByRole('tab', { name: 'Abfrage 2' })).toHaveAttribute('aria-selected', 'true');
  await editor.click();
  await page.keyboard.insertText('select 1 as eins;\nselect kunnr, name1, ort01 from kna1 order by kunnr limit 3');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Control+Enter');
  await expect(sql.getByText(/^3 Zeilen, Dauer/)).toBeVisible({ timeout: 30_000 });
  const result = sql.getByRole('grid', { name: 'Ergebnis' });
  await expect(result.getByRole('columnheader', { name: 'ort01' })).toBeVisible();
  await result.getByRole('columnheader', { name: 'name1' }).click();
  await expect(result.getByRole('columnheader', { name: 'name1' })).toHaveAttribute('aria-sort', 'ascending');
  await replace('select kunnr, name1, ort01 from kna1 order by kunnr limit 3');
  await sql.getByRole('button', { name: 'Formatieren' }).click();
  await expect(sql.locator('.cm-line')).toHaveCount(10);
  await sql.getByRole('button', { name: 'Speichern', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Abfrage speichern' });
  await save.getByLabel('Name').fill(statementName);
  await save.getByRole('button', { name: 'Speichern' }).click();
  await expect(save).toBeHidden();
  await expect(sql.getByRole('tab', { name: statementName })).toBeVisible();
  await sql.getByRole('button', { name: `Teilen: ${statementName}` }).click();
  const share = page.getByRole('dialog', { name: `„${statementName}“ teilen` });
  const rep = share.getByLabel('Benutzer').locator('option', { hasText: '(sales)' });
  await share.getByLabel('Benutzer').selectOption((await rep.getAttribute('value'))!);
  await share.getByRole('button', { name: 'Teilen', exact: true }).click();
  await expect(share.getByRole('list', { name: 'Geteilt mit' }).getByText('(sales)')).toBeVisible();
  await share.getByRole('button', { name: 'Schließen' }).click();

  // The tabs survive a reload.
  await page.reload();
  await expect(sql.getByRole('tab', { name: 'Abfrage 1' })).toBeVisible();
  await expect(sql.getByRole('tab', { name: statementName })).toHaveAttribute('aria-selected', 'true');
  await expect(editor).toContainText('ort01');
  await expectNoAxeViolations(page);

  // The sales rep opens the statement shared with them and runs it; they cannot share or delete it.
  const context = await browser.newContext({ locale: 'de-DE' });
  const other = await context.newPage();
  await openSignedIn(other, '/portal/de/de/SAPSQL', 'sales');
  const theirs = other.locator('portal-sap-sql');
  const entry = theirs
    .getByRole('list', { name: 'Gespeicherte Abfragen' })
    .getByRole('button', { name: statementName });
  await expect(entry).toContainText('Geteilt von Andrea Weber (admin)');
  await expect(theirs.getByRole('button', { name: `Teilen: ${statementName}` })).toHaveCount(0);
  await entry.click();
  await expect(theirs.getByRole('tab', { name: statementName })).toHaveAttribute('aria-selected', 'true');
  await expect(theirs.getByRole('textbox', { name: 'SQL-Abfrage' })).toContainText('ort01');
  await theirs.getByRole('button', { name: 'Ausführen' }).click();
  await expect(theirs.getByText(/^3 Zeilen, Dauer/)).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(other);
  await context.close();
});
