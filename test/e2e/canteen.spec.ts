import { mkdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { e2ePort } from '../../playwright.config.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { portalApiAs } from '../helpers/portal-api.ts';
import { expectNoAxeViolations, menuPaths, signedInAs } from './helpers.ts';
import { type Browser, expect, type Locator, type Page, test } from './test.ts';

/** Canteen and info-system islands as the employee who orders and the kitchen staff who cook. */
const shots = '/tmp/canteen-shots';
mkdirSync(shots, { recursive: true });

async function signedIn(page: Page, user = 'employee'): Promise<void> {
  await signedInAs(page, user);
}

/** A second browser window signed in as the kitchen staff (the kitchen pages are theirs only). */
async function kitchenWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', baseURL: `http://localhost:${e2ePort}` });
  const page = await context.newPage();
  await signedIn(page, 'kitchen');
  return page;
}

/** The first day card that can still be ordered or changed (switches to next week when this one is over). */
async function openDay(island: Locator): Promise<{ card: Locator; nextWeek: boolean }> {
  const open = island
    .locator('section[data-date]')
    .filter({ has: island.page().getByRole('button', { name: /^(Bestellen|Bestellung ändern)$/ }) });
  await expect(island.locator('section[data-date]').first()).toBeVisible();
  if ((await open.count()) > 0) return { card: open.first(), nextWeek: false };
  await island.getByRole('button', { name: /Nächste Woche/ }).click();
  await expect(open.first()).toBeVisible();
  return { card: open.first(), nextWeek: true };
}

const euro = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test('employee orders a meal, sees it with the total, and the kitchen exports it to Excel', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedIn(page);
  await page.goto('/portal/de/de/canteen/foodOrder');
  const island = page.locator('portal-canteen');
  await expect(island.getByRole('heading', { name: 'Essen bestellen', level: 1 })).toBeVisible();
  const { card, nextWeek } = await openDay(island);
  const date = (await card.getAttribute('data-date'))!;
  await expect(card.getByText(/^bestellbar bis \d\d:\d\d$/)).toBeVisible();

  // Two of the first meal, one of the second.
  const meals = card.getByRole('list', { name: 'Gerichte' }).getByRole('listitem');
  const first = meals.nth(0);
  const second = meals.nth(1);
  const firstName = (await first.locator('div > div').first().textContent())!.trim();
  const secondName = (await second.locator('div > div').first().textContent())!.trim();
  // Nothing chosen: the card says why it cannot order; choosing a meal takes that back.
  for (const quantity of await card.getByRole('spinbutton').all()) {
    await quantity.fill('0');
    await quantity.press('Tab');
  }
  await card.getByRole('button', { name: /^(Bestellen|Bestellung ändern)$/ }).click();
  await expect(card.getByText('Bestellung nicht möglich')).toBeVisible();
  // The steppers are targets of at least 24×24 px (WCAG 2.2).
  for (const name of [`Eins mehr: ${firstName}`, `Eins weniger: ${firstName}`]) {
    const box = (await card.getByRole('button', { name }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(24);
  }
  await card.getByRole('button', { name: `Eins mehr: ${firstName}` }).click();
  await expect(card.getByRole('spinbutton', { name: `Menge ${firstName}` })).toHaveValue('1');
  await expect(card.getByText('Bestellung nicht möglich')).toBeHidden();
  await card.getByRole('spinbutton', { name: `Menge ${firstName}` }).fill('2');
  await card.getByRole('spinbutton', { name: `Menge ${firstName}` }).press('Tab');
  await card.getByRole('spinbutton', { name: `Menge ${secondName}` }).fill('1');
  await card.getByRole('spinbutton', { name: `Menge ${secondName}` }).press('Tab');
  for (const other of await card.getByRole('spinbutton').all()) {
    const name = await other.getAttribute('aria-label');
    if (name !== `Menge ${firstName}` && name !== `Menge ${secondName}`) {
      await other.fill('0');
      await other.press('Tab');
    }
  }
  await card.getByLabel('Abholzeit').selectOption('12:00');
  await card.getByLabel('Abholort').selectOption({ index: 1 });
  await expect(card.getByText(/^Summe: /)).not.toHaveText('Summe: 0,00 €');
  const button = card.getByRole('button', { name: /^(Bestellen|Bestellung ändern)$/ });
  await button.click();
  await expect(page.getByText(/Bestellung für .* (aufgegeben|geändert)\./).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Bestellung ändern' })).toBeVisible();
  // Change it before the deadline: two of the second meal as well.
  const secondQuantity = card.getByRole('spinbutton', { name: `Menge ${secondName}` });
  await secondQuantity.fill('2');
  await secondQuantity.press('Tab');
  await card.getByRole('button', { name: 'Bestellung ändern' }).click();
  await expect(page.getByText(/Bestellung für .* geändert\./).first()).toBeVisible();
  await expect(secondQuantity).toHaveValue('2');
  await page.screenshot({ path: `${shots}/foodOrder.png`, fullPage: true });

  // My orders of that week with their total.
  await page.goto('/portal/de/de/canteen/orderedUserFood');
  const mine = page.locator('portal-canteen');
  if (nextWeek) await mine.getByRole('button', { name: /Nächste Woche/ }).click();
  const table = mine.getByRole('table', { name: 'Meine Bestellungen der Woche' });
  await expect(table.getByRole('row').filter({ hasText: firstName })).toContainText('2');
  await expect(table.getByRole('row').filter({ hasText: secondName }).getByRole('cell').nth(3)).toHaveText('2');
  const amounts = await table.locator('tbody tr td:last-child').allTextContents();
  const sum = amounts.reduce((s, a) => s + Math.round(euro(a) * 100), 0);
  const total = mine.getByTestId('orders-total');
  await expect(total).toContainText('Gesamt der Woche');
  expect(Math.round(euro((await total.locator('span').last().textContent())!) * 100)).toBe(sum);
  await page.screenshot({ path: `${shots}/orderedUserFood.png`, fullPage: true });

  // The kitchen's day and the Excel export, as the kitchen staff.
  const cookPage = await kitchenWindow(browser);
  await cookPage.goto('/portal/de/de/canteen/orderedFood');
  const kitchen = cookPage.locator('portal-canteen');
  await kitchen.getByLabel('Datum').fill(date);
  const cook = kitchen.getByRole('table', { name: /^Zu kochen am/ });
  const row = cook.getByRole('row').filter({ hasText: firstName });
  await expect(row).toBeVisible();
  const cooked = Number((await row.getByRole('cell').nth(1).textContent())!.trim());
  expect(cooked).toBeGreaterThanOrEqual(2);
  await expect(kitchen.getByRole('table', { name: 'Abholliste' })).toContainText('Lukas Bauer');
  await cookPage.screenshot({ path: `${shots}/orderedFood.png`, fullPage: true });
  const downloadPromise = cookPage.waitForEvent('download');
  await kitchen.getByRole('button', { name: 'Export nach Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = test.info().outputPath('orders.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const daySheets = workbook.worksheets.filter((s) => s.getRow(1).getCell(1).text.startsWith('Kantine'));
  expect(daySheets.length).toBeGreaterThanOrEqual(5);
  const found = workbook.worksheets.flatMap((sheet) => {
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((r) => {
      if (r.getCell(1).text === firstName && typeof r.getCell(4).value === 'number') rows.push(r);
    });
    return rows;
  });
  expect(found.length).toBeGreaterThan(0);
  expect(found.some((r) => (r.getCell(4).value as number) >= 2)).toBe(true);
  expect(typeof found[0]!.getCell(3).value).toBe('number');
  expect(typeof found[0]!.getCell(5).value).toBe('number');
  await cookPage.context().close();
});

test('the employee orders but never sees colleagues’ orders: no kitchen entries, URL refused, API 403', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/portal/de/de/canteen/foodOrder');
  await expect(page.locator('portal-canteen section[data-date]').first()).toBeVisible();
  const menu = await menuPaths(page);
  expect(menu).toEqual(expect.arrayContaining(['canteen/foodOrder', 'canteen/orderedUserFood']));
  expect(menu).not.toContain('canteen/orderedFood');
  expect(menu).not.toContain('canteen/orderSystem');
  await page.goto('/portal/de/de/canteen/orderedFood');
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(page.locator('portal-messages [role=alert]')).toContainText('Übersicht');
  await expect(page.getByRole('table', { name: 'Abholliste' })).toHaveCount(0);

  const origin = new URL(page.url()).origin;
  const employee = portalApiAs(origin, (await oidcLogin(origin, 'employee')).access_token);
  const [canteen] = (await employee('GET', '/OrderSystemApplication')).body as { id: string }[];
  const today = new Date().toISOString().slice(0, 10);
  expect((await employee('GET', `/OrderSystemOrder/${canteen!.id}/orderedArticles?date=${today}`)).status).toBe(403);
  expect((await employee('GET', `/OrderSystemOrder/${canteen!.id}/export`)).status).toBe(403);
});

test('after the deadline an order cannot be changed: the server says why and the day shows it', async ({ page }) => {
  await signedIn(page);
  await page.goto('/portal/de/de/canteen/foodOrder');
  const island = page.locator('portal-canteen');
  await expect(island.locator('section[data-date]').first()).toBeVisible();
  // The last open day, never the only one: the ordering test above takes the first open day.
  const open = island
    .locator('section[data-date]')
    .filter({ has: page.getByRole('button', { name: /^(Bestellen|Bestellung ändern)$/ }) });
  if ((await open.count()) < 2) await island.getByRole('button', { name: /Nächste Woche/ }).click();
  await expect(open.last()).toBeVisible();
  const date = (await open.last().getAttribute('data-date'))!;
  const card = island.locator(`section[data-date="${date}"]`);
  const quantity = card.getByRole('spinbutton').first();
  await quantity.fill('1');
  await quantity.press('Tab');
  await card.getByRole('button', { name: /^(Bestellen|Bestellung ändern)$/ }).click();
  await expect(card.getByRole('button', { name: 'Bestellung ändern' })).toBeVisible();
  // Cancelling asks first; "Abbrechen" keeps the order.
  await card.getByRole('button', { name: 'Bestellung stornieren' }).click();
  const confirm = island.getByRole('alertdialog', { name: 'Bestellung stornieren?' });
  await expect(confirm).toContainText('wirklich stornieren?');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole('button', { name: 'Bestellung ändern' })).toBeVisible();
  // Cancelled by mistake: the card offers to undo it, and the same order is back.
  await card.getByRole('button', { name: 'Bestellung stornieren' }).click();
  await confirm.getByRole('button', { name: 'Stornieren' }).click();
  await expect(card.getByRole('button', { name: 'Bestellen', exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Stornierung für .* rückgängig machen$/ }).click();
  await expect(card.getByRole('button', { name: 'Bestellung ändern' })).toBeVisible();
  await expect(quantity).toHaveValue('1');

  // Meanwhile the kitchen closes that day early (through the API, as admin).
  const origin = new URL(page.url()).origin;
  const admin = portalApiAs(origin, (await oidcLogin(origin, 'admin')).access_token);
  const [canteen] = (await admin('GET', '/OrderSystemApplication')).body as { id: string }[];
  const plan = (await admin('GET', `/OrderSystemPlan/${canteen!.id}/plan?date=${date}`)).body;
  const update = (orderableUntil: string) =>
    admin('PUT', `/OrderSystemPlan/${canteen!.id}/${plan.id}/updatePlan`, {
      date: plan.date,
      name: plan.name,
      includeDefaultArticles: plan.includeDefaultArticles,
      orderableUntil,
      visibleFrom: null,
      planDetails: plan.planDetails.map((d: { articleId: string }) => ({ articleId: d.articleId })),
    });
  expect((await update(new Date(Date.now() - 60_000).toISOString())).status).toBe(204);
  try {
    // The page still offers the change; the server refuses it and says why.
    await quantity.fill('3');
    await quantity.press('Tab');
    await card.getByRole('button', { name: 'Bestellung ändern' }).click();
    await expect(card).toContainText(
      'Der Bestellschluss für diesen Tag ist vorbei – die Bestellung kann nicht mehr geändert werden.',
    );
    await expect(card).toContainText('Bestellschluss vorbei – nur noch lesbar');
    await expect(card.getByRole('button', { name: 'Bestellung ändern' })).toBeHidden();
    await expect(quantity).toHaveValue('1');
    await expect(quantity).toBeDisabled();
    await page.screenshot({ path: `${shots}/foodOrder-deadline.png`, fullPage: true });
  } finally {
    expect((await update(plan.orderableUntil)).status).toBe(204);
  }
});

test('foodOrder and orderedFood have no axe violations', async ({ page: employeePage, browser }) => {
  await signedIn(employeePage);
  await employeePage.goto('/portal/de/de/canteen/foodOrder');
  await expect(employeePage.locator('portal-canteen section[data-date]').first()).toBeVisible();
  await expectNoAxeViolations(employeePage);
  const page = await kitchenWindow(browser);
  await page.goto('/portal/de/de/canteen/orderedFood');
  await expect(page.locator('portal-canteen').getByRole('button', { name: 'Export nach Excel' })).toBeVisible();
  await expect(
    page
      .locator('portal-canteen')
      .getByText(/Zu kochen am|Kein Speiseplan/)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('kitchen staff see articles and plans and validate an article at its fields', async ({ page }) => {
  await signedIn(page, 'kitchen');
  await page.goto('/portal/de/de/canteen/orderSystem');
  const island = page.locator('portal-canteen');
  await expect(island.getByRole('table', { name: 'Artikel' })).toBeVisible();
  await expect(island.getByRole('table', { name: 'Speisepläne' })).toBeVisible();
  await island.getByRole('button', { name: 'Neuer Artikel' }).click();
  const dialog = island.getByRole('dialog', { name: 'Neuer Artikel' });
  await dialog.getByLabel('Preis in Euro').fill('4,805');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte ausfüllen.')).toBeVisible();
  await expect(dialog.getByText(/höchstens zwei Nachkommastellen/)).toBeVisible();
  await page.screenshot({ path: `${shots}/orderSystem-dialog.png` });
  const name = `Testgericht ${Date.now()}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Preis in Euro').fill('3,9');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const articles = island.getByRole('table', { name: 'Artikel' });
  const row = articles.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('3,90 €');
  await expectNoAxeViolations(page);

  // A new plan: every dish checkbox is named by its own dish, none is marked required, and
  // choosing one by its name ticks exactly that one.
  await island.getByRole('button', { name: 'Neuer Speiseplan' }).click();
  const planDialog = island.getByRole('dialog', { name: 'Neuer Speiseplan' });
  const dishes = planDialog.getByRole('group', { name: 'Gerichte' }).getByRole('checkbox');
  await expect(dishes.first()).toBeVisible();
  const names = await dishes.evaluateAll((boxes) =>
    boxes.map((box) => {
      const input = box as HTMLInputElement;
      return {
        label: [...(input.labels ?? [])].map((l) => l.textContent?.trim()).join(' | '),
        required: input.required || input.getAttribute('aria-required') === 'true',
      };
    }),
  );
  expect(names.length).toBeGreaterThan(1);
  expect(names.every((n) => n.label && !n.label.includes('|') && !n.label.includes('*') && !n.required)).toBe(true);
  expect(new Set(names.map((n) => n.label)).size).toBe(names.length);
  const dish = names[1]!.label;
  await planDialog.getByRole('checkbox', { name: dish, exact: true }).check();
  await expect(
    planDialog.getByRole('group', { name: 'Gerichte' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1);
  await expect(planDialog.getByRole('checkbox', { name: dish, exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  await planDialog.getByRole('button', { name: 'Abbrechen' }).click();

  // Edit the price, then delete the article after confirming.
  await row.getByRole('button', { name: `${name} bearbeiten` }).click();
  const edit = island.getByRole('dialog', { name: 'Artikel bearbeiten' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Preis in Euro').fill('4,10');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('4,10 €');
  await row.getByRole('button', { name: `${name} löschen` }).click();
  const confirm = island.getByRole('alertdialog', { name: `${name} löschen` });
  await expect(confirm).toContainText(`Artikel „${name}“ wirklich löschen?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status')).toContainText(`${name} wurde gelöscht.`);
  await expect(row).toHaveCount(0);
});

test('kitchen staff copy a week into an empty one, not twice, and delete a copied day', async ({ page }) => {
  await signedIn(page, 'kitchen');
  await page.goto('/portal/de/de/canteen/orderSystem');
  const island = page.locator('portal-canteen');
  const plans = island.getByRole('table', { name: 'Speisepläne' });
  await expect(plans.getByRole('row')).toHaveCount(6);
  const week = (await island.getByText(/^KW \d+:/).textContent())!;
  const monday = /(\d\d)\.(\d\d)\.(\d{4})/.exec(week)!;
  const shown = new Date(Date.UTC(Number(monday[3]), Number(monday[2]) - 1, Number(monday[1])));
  // Four weeks on: no plans there yet (the demo data covers last, this and next week — also when
  // the server's and the browser's "this week" differ around midnight).
  const target = new Date(shown.getTime() + 28 * 86_400_000).toISOString().slice(0, 10);

  for (const attempt of ['copied', 'refused']) {
    await island.getByRole('button', { name: 'Woche kopieren' }).click();
    const dialog = island.getByRole('dialog', { name: 'Woche kopieren' });
    await dialog.getByLabel('Ein Tag der Zielwoche').fill(target);
    await dialog.getByRole('button', { name: 'Kopieren' }).click();
    if (attempt === 'copied') {
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status')).toContainText('Woche wurde kopiert.');
    } else {
      // Copying again would give those days a second plan: the server refuses, the field says why.
      await expect(dialog).toContainText('Für diesen Tag gibt es bereits einen Speiseplan.');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    }
  }

  for (let week = 0; week < 4; week++) await island.getByRole('button', { name: /Nächste Woche/ }).click();
  await expect(island.getByText(/^KW \d+:/)).toContainText(target.split('-').reverse().join('.'));
  await expect(plans.getByRole('row')).toHaveCount(6);
  const friday = plans.getByRole('row').last();
  const day = (await friday.getByRole('cell').first().textContent())!;
  await friday.getByRole('button', { name: `Speiseplan für ${day} löschen` }).click();
  const confirm = island.getByRole('alertdialog', { name: `Speiseplan für ${day} löschen` });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status')).toContainText(`Speiseplan für ${day} wurde gelöscht.`);
  await expect(plans.getByRole('row')).toHaveCount(5);
});

test('canteen info lists the allergen PDF and downloads it with the token', async ({ page }) => {
  await signedIn(page);
  await page.goto('/portal/de/de/canteen/info');
  const island = page.locator('portal-info-system');
  await expect(island.getByRole('heading', { name: 'Allergene', level: 2 })).toBeVisible();
  const download = island.getByRole('button', { name: /^Allergenkennzeichnung.* herunterladen$/ });
  await expect(download).toBeVisible();
  await page.screenshot({ path: `${shots}/canteen-info.png`, fullPage: true });
  await expectNoAxeViolations(page);
  const downloadPromise = page.waitForEvent('download');
  await download.click();
  const file = await downloadPromise;
  expect(file.suggestedFilename()).toBe('Allergenkennzeichnung Kantine Plattling.pdf');
  const path = test.info().outputPath('allergens.pdf');
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
});
