import { e2ePort } from '../../playwright.config.ts';
import { chooseLanguage, expectNoAxeViolations, openSignedIn } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Dates, weekdays, times, numbers, prices and the document title follow the page's language — on
 * a fresh Czech load and after an in-place switch to German (canteen, kitchen overview, KRN92's server-computed result rows).
 */
const czechWeekday = /(pondělí|úterý|středa|čtvrtek|pátek)/;
const germanWeekday = /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag)/;
const englishLeftovers = /(Monday|Tuesday|Wednesday|Thursday|Friday|€\d|\d (AM|PM))/;

async function dayCards(page: Page): Promise<Locator> {
  const island = page.locator('portal-canteen');
  await expect(island.locator('section[data-date]').first()).toBeVisible();
  return island;
}

test('canteen and kitchen overview format in Czech and, after switching, in German; KRN92 too', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/portal/cs/de/canteen/foodOrder', 'employee', 'cs');
  let canteen = await dayCards(page);
  await expect(canteen).toContainText(czechWeekday);
  await expect(canteen).toContainText(/\d+,\d{2}\s€/); // "4,90 €"
  await expect(canteen).not.toContainText(englishLeftovers);
  await expect(page).toHaveTitle(/^Objednat jídlo – /);
  await expectNoAxeViolations(page);

  await chooseLanguage(page, 'Deutsch');
  await expect(page).toHaveURL(/\/portal\/de\/de\/canteen\/foodOrder$/);
  canteen = await dayCards(page);
  await expect(canteen).toContainText(germanWeekday);
  await expect(canteen).not.toContainText(czechWeekday);
  await expect(canteen).toContainText(/KW \d+: \d{1,2}\.\d{1,2}\./);
  await expect(page).toHaveTitle(/^Essen bestellen – /);

  // The kitchen overview (the kitchen staff's page): the same week label, weekday and date in the current language.
  const cook = await (await browser.newContext({ locale: 'de-DE', baseURL: `http://localhost:${e2ePort}` })).newPage();
  await openSignedIn(cook, '/portal/cs/de/canteen/orderedFood', 'kitchen', 'cs');
  const kitchen = cook.locator('portal-canteen');
  await expect(kitchen.getByText(/\d+\. týden: /)).toBeVisible();
  await chooseLanguage(cook, 'Deutsch');
  await expect(kitchen.getByText(/KW \d+: /)).toBeVisible();
  await expect(kitchen).not.toContainText(/týden/);
  await cook.context().close();

  // A calculator: numbers with the Czech and the German separators.
  await page.goto('/portal/cs/de/PM/convectors/krn92');
  const krn92 = page.locator('portal-krn92');
  await expect(krn92.getByRole('table').first()).toContainText(/\d\s\d{3},\d\s*W/); // "1 105,7 W"
  await expectNoAxeViolations(page);
  // In place: the rows the server labels and the numbers the island formats both switch.
  await chooseLanguage(page, 'Deutsch');
  await expect(krn92.getByRole('row', { name: /^Kühlleistung gesamt/ })).toContainText(/1\.105,7\s*W/);
});
