import { e2ePort } from '../../playwright.config.ts';
import { accountButton, chooseLanguage, expectNoAxeViolations, header, openSignedIn, signIn } from './helpers.ts';
import { expect, test } from './test.ts';

test('two brands show their own colours, logo and favicon', async ({ page }) => {
  const look = async (host: string, path: string) => {
    await page.goto(`http://${host}:${e2ePort}${path}`);
    const header = page.locator('portal-shell header');
    await expect(header.locator('img')).toBeVisible();
    await page.screenshot({ path: `test-results/brand-${host.split('.')[1]}.png` });
    return {
      background: await header.evaluate((h) => getComputedStyle(h).backgroundColor),
      logo: await header.locator('img').getAttribute('src'),
      favicon: await page.locator('link[rel=icon]').getAttribute('href'),
    };
  };
  const kermi = await look('portal.kermi.com.localhost', '/portal/de/de');
  const prolux = await look('portal.prolux-solutions.com.localhost', '/portal/de/de');
  const pzp = await look('portal.pzpheating.cz.localhost', '/portal/cs/cz');
  expect(kermi).toEqual({
    background: 'rgb(192, 13, 30)',
    logo: '/portal/brands/kermi/logo.svg',
    favicon: '/portal/brands/kermi/favicon.svg',
  });
  expect(prolux.logo).toBe('/portal/brands/prolux/logo.svg');
  expect(prolux.favicon).toBe('/portal/brands/prolux/favicon.svg');
  expect(prolux.background).toBe('rgb(0, 98, 173)'); // prolux_de layer picks the prolux2024 theme
  expect(pzp.background).toBe('rgb(0, 112, 60)');
  expect((await page.request.get(`http://localhost:${e2ePort}${pzp.favicon}`)).ok()).toBe(true);
});

test('an unknown brand host says so', async ({ page }) => {
  await page.goto(`http://portal.example.com.localhost:${e2ePort}/portal/de/de`);
  await expect(page.getByRole('heading', { name: 'Unknown/unimplemented brand' })).toBeVisible();
});

test('switching the language changes the URL and every visible string', async ({ page }) => {
  await page.goto('/portal/de/de/PM/convectors');
  await expect(page.getByRole('heading', { name: 'Unterflurkonvektoren' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toContainText('Produktmanagement');
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/\/portal\/en\/de\/PM\/convectors$/);
  await expect(page.getByRole('heading', { name: 'Trench convectors' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toContainText('Product management');
  await expect(nav).not.toContainText('Produktmanagement');
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await chooseLanguage(page, 'Čeština');
  await expect(page.getByRole('heading', { name: 'Podlahové konvektory' })).toBeVisible();
});

test('the menu works with the keyboard and collapses on narrow screens', async ({ page }) => {
  await page.goto('/portal/de/de');
  // The menu's links (the signed-out start page lists the same tools as tiles).
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const pm = page.getByRole('button', { name: 'Produktmanagement' });
  await pm.focus();
  await page.keyboard.press('Enter');
  await expect(pm).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Unterflurkonvektoren' }).focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'KRN92 Induktionsgerät' }).focus();
  await page.keyboard.press('Enter');
  // The calculator keeps its inputs in `?s=` once it has answered.
  await expect(page).toHaveURL(/\/portal\/de\/de\/PM\/convectors\/krn92(\?s=[^/]*)?$/);
  await expect(menu.getByRole('link', { name: 'KRN92 Induktionsgerät' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Zurück zu Unterflurkonvektoren/ })).toBeVisible();
  // Focus moved to the new page's heading (the shell draws a calculator's).
  await expect(page.getByRole('heading', { level: 1, name: 'KRN92 Induktionsgerät' })).toBeFocused();

  await page.setViewportSize({ width: 420, height: 800 });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a protected deep link signs in and lands back on it', async ({ page }) => {
  await openSignedIn(page, '/portal/de/de/HR/occupationalSafety/riskAssessment/officeWorkplaces', 'employee');
  await expect(page.getByRole('heading', { name: 'Büroarbeitsplätze' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gefährdungsbeurteilung', exact: true })).toBeVisible();
});

test('a signed-in user without the permission gets insufficientPermission and goes home', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/portal/de/de/security');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/portal\/de\/de$/);
  await expect(page.getByRole('alert')).toContainText('Keine ausreichende Berechtigung für „Sicherheit“.');
});

test('favourites: add the current page, rename, delete; kept on the server across reloads', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(accountButton(page, 'Lukas Bauer')).toBeVisible();
  await page.goto('/portal/de/de/PM/convectors/krn92');
  await expect(page.getByRole('link', { name: /Zurück zu Unterflurkonvektoren/ })).toBeVisible();
  await page.getByRole('button', { name: 'Seite merken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Favorit hinzufügen' });
  await expect(dialog.getByLabel('Name')).toHaveValue('KRN92 Induktionsgerät');
  await expect(dialog.getByLabel('Pfad')).toHaveValue('/de/de/PM/convectors/krn92');
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Eingabe wird benötigt')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Mein KRN92');
  await dialog.getByLabel('Beschreibung').fill('Induktionsgerät für Büro 2.14');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status')).toContainText('Der Favorit wurde angelegt.');
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein KRN92' }),
  ).toBeVisible();

  await page.goto('/portal/de/de/favorite');
  const row = page.getByRole('row', { name: /Mein KRN92/ });
  await expect(row).toContainText('Induktionsgerät für Büro 2.14');
  await expect(row.getByRole('link', { name: '/de/de/PM/convectors/krn92' })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Mein KRN92 bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Favorit bearbeiten' });
  await expectNoAxeViolations(page);
  await edit.getByLabel('Name').fill('KRN92 Büro');
  await edit.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status')).toContainText('Der Favorit wurde geändert.');

  await page.reload();
  await expect(page.getByRole('row', { name: /KRN92 Büro/ })).toBeVisible();

  await page.getByRole('button', { name: 'KRN92 Büro löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Wollen Sie den ausgewählten Favoriten löschen?' });
  await confirm.getByRole('button', { name: 'Nein' }).click();
  await expect(page.getByRole('row', { name: /KRN92 Büro/ })).toBeVisible();
  await page.getByRole('button', { name: 'KRN92 Büro löschen' }).click();
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('status')).toContainText('Der Favorit wurde gelöscht.');
  await page.reload();
  await expect(page.getByText('Sie haben noch keine Favoriten.')).toBeVisible();
});
