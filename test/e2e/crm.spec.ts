import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { e2eEmbedPort, e2ePort } from '../../playwright.config.ts';
import { accountButton, expectNoAxeViolations, signIn } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * The dealer search embedded on a partner site (foreign origin) and the
 * CRM sub-app with the shell's 412 flow. Screenshots for review when CRM_SHOTS_DIR is set.
 */

const partnerSite = `http://127.0.0.1:${e2eEmbedPort}/embed-demo/`;
/** The portal as the partner page sees it: the origin of the element's script. */
const portalOrigin = `http://127.0.0.1:${e2ePort}`;
/** A 1×1 PNG as map tile. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);
const shotsDir = process.env.CRM_SHOTS_DIR;

async function shot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const path = `${shotsDir}/${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/**
 * axe-core on one element only (its shadow tree included): the partner page also embeds other
 * teams' elements, whose findings belong to their tests. Same Tabster exception as helpers.ts.
 */
async function expectNoAxeViolationsIn(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  for (const v of results.violations) {
    if (v.id === 'aria-hidden-focus') v.nodes = v.nodes.filter((n) => !n.html.includes('data-tabster-dummy'));
  }
  const summary = results.violations
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** "0,7 km" → 0.7 for every result, in list order. */
async function distancesOf(results: Locator): Promise<number[]> {
  const texts = await results.evaluateAll((items) => items.map((li) => li.textContent ?? ''));
  return texts.map((text) => {
    const match = /(\d+(?:,\d+)?)\s*km/.exec(text);
    if (!match) throw new Error(`no distance in "${text}"`);
    return Number(match[1]!.replace(',', '.'));
  });
}

test.describe('portal-dealer-search on a partner site (foreign origin, signed out)', () => {
  test('finds the heating dealers near Plattling, nearest first, with distances and contact links', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/webcrmapi/api/DealerSearch/dealers')) searches.push(r.url());
    });
    await page.goto(partnerSite);
    const search = page.locator('portal-dealer-search');
    await expect(search.getByRole('heading', { name: 'Fachhändler in Ihrer Nähe' })).toBeVisible();

    await search.getByRole('radio', { name: 'Heizung' }).check();
    await search.getByRole('textbox', { name: 'PLZ oder Ort' }).fill('94447');
    await search.getByRole('button', { name: 'Suchen' }).click();

    await expect(search.getByRole('status')).toHaveText(
      '50 Fachhändler in der Nähe von 94447 Plattling, der nächste zuerst.',
    );
    const results = search.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem');
    await expect(results).toHaveCount(10);
    const first = results.first();
    await expect(first).toContainText('94447 Plattling');
    const distances = await distancesOf(results);
    expect(distances[0]).toBeLessThan(3);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await expect(first.getByRole('link', { name: /^\+49 9931/ })).toHaveAttribute('href', /^tel:\+499931\d+$/);
    await expect(first.getByRole('link', { name: /@.*\.example$/ })).toHaveAttribute('href', /^mailto:.+@.+\.example$/);
    await expect(first.getByRole('link', { name: /^www\./ })).toHaveAttribute('href', /^https:\/\/www\./);
    // Heating only: the API was asked for the division, from the partner site's origin.
    expect(searches.at(-1)).toMatch(/division=Heating/);
    expect(new URL(searches.at(-1)!).origin).not.toBe(new URL(partnerSite).origin);
    await shot(search, 'dealer-search-results');
    await search.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'dealer-search-viewport');

    // More results on demand; the distances keep growing.
    await search.getByRole('button', { name: 'Weitere 10 anzeigen' }).click();
    await expect(results).toHaveCount(20);
    const more = await distancesOf(results);
    expect([...more].sort((a, b) => a - b)).toEqual(more);

    await expectNoAxeViolationsIn(page, 'portal-dealer-search');
    expect(errors).toEqual([]);
  });

  test('works with the keyboard alone: place name, Enter, product filter', async ({ page }) => {
    await page.goto(partnerSite);
    const search = page.locator('portal-dealer-search');
    const place = search.getByRole('textbox', { name: 'PLZ oder Ort' });
    await expect(place).toBeVisible();
    await place.focus();
    await page.keyboard.type('Plattling');
    await page.keyboard.press('Enter');
    await expect(search.getByRole('status')).toContainText('in der Nähe von 94447 Plattling');

    // The product filter by keyboard (Fluent's multiselect Dropdown: a menu of checkable items,
    // type-ahead): the search runs again with the product.
    const products = search.getByRole('combobox', { name: 'Produkte' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(search.getByRole('menuitemcheckbox', { name: 'Walk-In-Duschen' })).toBeVisible();
    await expectNoAxeViolationsIn(page, 'portal-dealer-search');
    await page.keyboard.type('Walk');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(products).toHaveText('Walk-In-Duschen');
    await expect(products).toBeFocused();
    const results = search.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem');
    await expect(results.first()).toContainText('Walk-In-Duschen');
    for (const text of await results.allTextContents()) expect(text).toContain('Walk-In-Duschen');
  });

  test('an unknown place gets a message at the field; an ambiguous one a choice', async ({ page }) => {
    await page.goto(partnerSite);
    const search = page.locator('portal-dealer-search');
    const place = search.getByRole('textbox', { name: 'PLZ oder Ort' });
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(search.getByText('Bitte geben Sie eine PLZ oder einen Ort ein')).toBeVisible();
    await expect(place).toBeFocused();

    await place.fill('Atlantis');
    await place.press('Enter');
    await expect(search.getByText('„Atlantis“ ist uns nicht bekannt.')).toBeVisible();
    await expect(place).toHaveAttribute('aria-invalid', 'true');

    await place.fill('St.');
    await place.press('Enter');
    await expect(search.getByText('Mehrere Orte passen.')).toBeVisible();
    await search.getByRole('button', { name: '9000 St. Gallen (CH)' }).click();
    await expect(search.getByRole('status')).toContainText('in der Nähe von 9000 St. Gallen');
    await expect(search.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem').first()).toContainText(
      'St. Gallen',
    );
  });

  test('shows no map and calls no tile server by default; a map from the configured tile server only', async ({
    page,
  }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      const origin = new URL(r.url()).origin;
      if (origin !== new URL(partnerSite).origin && !r.url().startsWith(portalOrigin)) external.push(r.url());
    });
    await page.goto(partnerSite);
    const search = page.locator('portal-dealer-search');
    await search.getByRole('textbox', { name: 'PLZ oder Ort' }).fill('Passau');
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(search.getByRole('status')).toContainText('in der Nähe von 94032 Passau');
    await expect(search.getByRole('img', { name: /^Karte/ })).toHaveCount(0);
    expect(external).toEqual([]);

    // With `tile-url` (here on the portal origin, which the partner page's CSP allows): tiles + numbered markers.
    const tiles: string[] = [];
    await page.route(`${portalOrigin}/test-tiles/**`, (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: onePixelPng });
    });
    await search.evaluate((el, url) => el.setAttribute('tile-url', url), `${portalOrigin}/test-tiles/{z}/{x}/{y}.png`);
    await search.getByRole('button', { name: 'Suchen' }).click();
    const map = search.getByRole('img', { name: 'Karte: Fachhändler in der Nähe von 94032 Passau' });
    await expect(map).toBeVisible();
    await expect(map.getByText('10', { exact: true })).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((u) => /\/test-tiles\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true);
    expect(external).toEqual([]);
  });

  test('uses the browser’s location when allowed, and explains a refusal', async ({ browser }) => {
    const allowed = await browser.newContext({
      locale: 'de-DE',
      geolocation: { latitude: 48.7766, longitude: 12.8737 },
      permissions: ['geolocation'],
    });
    const page = await allowed.newPage();
    await page.goto(partnerSite);
    const search = page.locator('portal-dealer-search');
    await search.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect(search.getByRole('status')).toContainText('in der Nähe von Ihrem Standort');
    await expect(search.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem').first()).toContainText(
      'Plattling',
    );
    await allowed.close();

    const refused = await browser.newContext({ locale: 'de-DE', permissions: [] });
    const other = await refused.newPage();
    await other.goto(partnerSite);
    const again = other.locator('portal-dealer-search');
    await again.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect(
      again.getByText(/Sie haben den Zugriff auf Ihren Standort nicht erlaubt|konnte nicht ermittelt/),
    ).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'PLZ oder Ort' })).toBeFocused();
    await refused.close();
  });
});

test.describe('portal-crm', () => {
  test('newcomer registers as an end customer: German message at the wrong field, profile with status, back to returnUrl', async ({
    page,
  }) => {
    await signIn(page, 'newcomer');
    // The shell's 412 flow: a group employee gets the simple CRM registration — or, when another
    // test registered newcomer already (one server per run), the "already in progress" page. The
    // end-customer form (linked from the overview) then creates or updates the record.
    await expect(page).toHaveURL(
      /\/portal\/de\/de\/(crm\/#\/register-simple\?returnUrl=%2Fportal%2Fde%2Fde|registration)$/,
    );
    const crm = page.locator('portal-crm');

    // The quick registration (account alone): the profile holds the account's name and e-mail
    // (from the access token), and says what is still missing instead of a row of dashes.
    await page.goto('/portal/de/de/crm/#/register-simple');
    await crm.getByRole('button', { name: 'Jetzt registrieren' }).click();
    await expect(crm.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeFocused();
    const quick = crm.getByRole('region', { name: 'Ihre Angaben' });
    await expect(quick).toContainText('Jonas Neumann');
    await expect(quick).toContainText('jonas.neumann@kermi.de');
    await expect(quick.getByRole('definition').filter({ hasText: 'noch nicht angegeben' }).first()).toBeVisible();
    await expect(quick).not.toContainText('–');

    await page.goto('/portal/de/de/crm/#/register?returnUrl=%2Fportal%2Fde%2Fde');
    await expect(crm.getByRole('heading', { level: 1, name: 'Registrierung als Privatkunde' })).toBeVisible();
    // Prefilled from the session profile.
    await expect(crm.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Jonas');
    await expect(crm.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Neumann');
    await expect(crm.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('jonas.neumann@kermi.de');
    await expect(crm.getByRole('combobox', { name: 'Land' })).toHaveValue('DE');

    await crm.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Herr' });
    await crm.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Industriestraße 1');
    await crm.getByRole('textbox', { name: 'PLZ' }).fill('94447');
    const city = crm.getByRole('textbox', { name: 'Ort' });
    await city.fill('   '); // one field wrong: blank counts as missing, as on the server
    await crm.getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' }).check();
    await crm.getByRole('button', { name: 'Registrieren' }).click();

    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toBeFocused();
    await expect(crm.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(1);
    await shot(page, 'registration-with-error', true);
    await expectNoAxeViolations(page);

    await city.fill('Plattling');
    await expect(city).not.toHaveAttribute('aria-invalid', 'true');
    await crm.getByRole('button', { name: 'Registrieren' }).click();

    await expect(page).toHaveURL(/\/crm\/#\/profile\?returnUrl=%2Fportal%2Fde%2Fde$/);
    await expect(crm.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(crm.getByText('Vielen Dank für Ihre Registrierung')).toBeVisible();
    await expect(crm.getByText('Ihre Registrierung ist eingegangen und wird bearbeitet.')).toBeVisible();
    const data = crm.getByRole('region', { name: 'Ihre Angaben' });
    await expect(data).toContainText('Herr Jonas Neumann');
    await expect(data).toContainText('Industriestraße 1, 94447 Plattling, Deutschland');
    await shot(page, 'profile', true);
    await expectNoAxeViolations(page);

    await crm.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/portal\/de\/de$/);
    await expect(page.locator('portal-crm')).toHaveCount(0);
  });

  test('partner lands on the partner registration; server field errors show at the field', async ({ page }) => {
    await signIn(page, 'partner');
    await expect(page).toHaveURL(/\/portal\/de\/de\/crm\/#\/register-partner\?returnUrl=%2Fportal%2Fde%2Fde$/);
    const crm = page.locator('portal-crm');
    await expect(crm.getByRole('heading', { level: 1, name: 'Partnerregistrierung' })).toBeVisible();
    await expect(crm.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Sabine');
    await expect(crm.getByRole('combobox', { name: 'Tätigkeitsbereich' })).toHaveValue('FHW');
    await expect(crm.getByRole('checkbox', { name: 'In der Fachhändlersuche für Heizung erscheinen' })).toBeVisible();
    await expectNoAxeViolations(page);

    await crm.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Frau' });
    await crm.getByRole('textbox', { name: 'Firma', exact: true }).fill('Hoffmann Haustechnik GmbH');
    await crm.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Bahnhofstraße 5');
    await crm.getByRole('textbox', { name: 'PLZ' }).fill('94469');
    await crm.getByRole('textbox', { name: 'Ort' }).fill('Deggendorf');
    await crm.getByRole('checkbox', { name: 'In der Fachhändlersuche für Sanitär erscheinen' }).check();

    // The server's 400 (its own body format) lands at the field it names, in German.
    await page.route('**/webcrmapi/api/RegistrationSpecialist', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'validation_failed',
          message: 'postalCode: postalCode may have at most 20 characters',
          field: 'postalCode',
          errors: [{ field: 'postalCode', code: 'too_big', message: 'postalCode may have at most 20 characters' }],
        }),
      }),
    );
    await crm.getByRole('button', { name: 'Registrieren' }).click();
    const postalCode = crm.getByRole('textbox', { name: 'PLZ' });
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await expect(crm.getByText('Bitte höchstens 20 Zeichen eingeben.')).toBeVisible();
    await expect(postalCode).toHaveValue('94469'); // nothing typed is lost
    await page.unroute('**/webcrmapi/api/RegistrationSpecialist');

    await crm.getByRole('button', { name: 'Registrieren' }).click();
    await expect(crm.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(crm.getByText('Ihre Registrierung ist eingegangen und wird bearbeitet.')).toBeVisible();
    await expect(crm.getByRole('region', { name: 'Ihre Angaben' })).toContainText('Hoffmann Haustechnik GmbH');
    const data = crm.getByRole('region', { name: 'Ihre Angaben' });
    await expect(data).toContainText('Sanitär');

    // Edit the profile (PATCH): the same rules, then the saved values.
    await data.getByRole('button', { name: 'Bearbeiten' }).click();
    const website = crm.getByRole('textbox', { name: 'Website' });
    await website.fill('www.hoffmann-haustechnik.de');
    const city = crm.getByRole('textbox', { name: 'Ort' });
    await city.fill('');
    await crm.getByRole('button', { name: 'Speichern' }).click();
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(crm.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
    await city.fill('Deggendorf');
    await crm.getByRole('button', { name: 'Speichern' }).click();
    await expect(crm.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
    await expect(data).toContainText('www.hoffmann-haustechnik.de');
    await expect(data).toContainText('Bahnhofstraße 5, 94469 Deggendorf, Deutschland');
  });

  test('simple registration of a known contact keeps the profile and shows the contact status', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(accountButton(page, 'Andrea Weber')).toBeVisible();
    await page.goto('/portal/de/de/crm/#/register-simple');
    const crm = page.locator('portal-crm');
    await expect(crm.getByRole('heading', { level: 1, name: 'Schnellregistrierung' })).toBeVisible();
    await crm.getByRole('button', { name: 'Jetzt registrieren' }).click();
    await expect(crm.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeFocused();
    await expect(crm.getByText('Sie sind als Kontakt erfasst und für das Portal freigeschaltet.')).toBeVisible();
    const data = crm.getByRole('region', { name: 'Ihre Angaben' });
    await expect(data).toContainText('Pankofen-Bahnhof 1, 94447 Plattling, Deutschland');
    await expect(data).toContainText('Fachgroßhandel');
  });

  test('signed out: the overview explains the sign-in, token pages ask for it, a foreign returnUrl is ignored', async ({
    page,
  }) => {
    await page.goto('/portal/de/de/crm/#/overview');
    const crm = page.locator('portal-crm');
    await expect(crm.getByRole('heading', { level: 1, name: 'Partner & Registrierung' })).toBeVisible();
    await expect(crm.getByText('Bitte melden Sie sich an')).toBeVisible();
    await expectNoAxeViolations(page);

    // In-app links keep the element (no rebuild by the shell's router) and move focus to the new title.
    await crm.getByRole('link', { name: 'Als Fachbetrieb registrieren' }).click();
    await expect(page).toHaveURL(/\/crm\/#\/register-specialist$/);
    await expect(crm.getByRole('heading', { level: 1, name: 'Registrierung als Fachbetrieb' })).toBeFocused();
    await expect(crm.getByText('Bitte melden Sie sich an')).toBeVisible();
    await page.goBack();
    await expect(crm.getByRole('heading', { level: 1, name: 'Partner & Registrierung' })).toBeVisible();

    await page.goto('/portal/de/de/crm/#/profile?returnUrl=https%3A%2F%2Fevil.example%2F');
    await expect(crm.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expect(crm.getByRole('link', { name: 'Weiter' })).toHaveCount(0);
  });
});

test('the portal’s CRM area offers the specialist search its route asks for (show-specialist-search)', async ({
  page,
}) => {
  await page.goto('/portal/de/de/crm');
  const crm = page.locator('portal-crm');
  await crm.getByRole('link', { name: 'Fachpartnersuche' }).click();
  await expect(page).toHaveURL(/\/crm\/?#\/specialist-search$/);
  await expect(crm.getByRole('heading', { name: 'Fachhändler in Ihrer Nähe' })).toBeVisible();
  await expectNoAxeViolations(page);
});
