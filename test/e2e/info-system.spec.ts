import { mkdirSync } from 'node:fs';
import { e2ePort } from '../../playwright.config.ts';
import { accountButton, expectNoAxeViolations, openSignedIn } from './helpers.ts';
import { expect, type Locator, test } from './test.ts';

/** Info-system pages: PDFs rendered in the page, listing orders of the spec. */
const shots = '/tmp/info-system-shots';
const czOrigin = `http://portal.pzpheating.cz.localhost:${e2ePort}`;
mkdirSync(shots, { recursive: true });

/** Share of a canvas's pixels that are not white: a drawn PDF page has text, lines and a header band. */
function inkShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')?.getImageData(0, 0, c.width, c.height) ?? { data: [] };
    let ink = 0;
    for (let i = 0; i < data.length; i += 4)
      if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 600) ink++;
    return ink / (data.length / 4 || 1);
  });
}

test('occupational safety: a risk assessment opens as a rendered PDF', async ({ page }) => {
  await openSignedIn(page, '/portal/de/de/HR/occupationalSafety/riskAssessment/officeWorkplaces', 'employee');
  const island = page.locator('portal-info-system');
  await expect(island.getByRole('heading', { name: 'Dokumente', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);

  await island.getByRole('button', { name: 'Gefährdungsbeurteilung Büroarbeitsplätze ansehen', exact: true }).click();
  const dialog = island.getByRole('dialog', { name: 'Gefährdungsbeurteilung Büroarbeitsplätze' });
  const figure = dialog.getByRole('figure', { name: 'PDF-Dokument Gefährdungsbeurteilung Büroarbeitsplätze' });
  await expect(figure).toHaveAttribute('data-rendered', 'true');
  const firstPage = figure.getByRole('img', { name: 'Gefährdungsbeurteilung Büroarbeitsplätze, Seite 1 von 1' });
  await expect(firstPage).toBeVisible();
  expect(await inkShare(firstPage)).toBeGreaterThan(0.02);
  await page.screenshot({ path: `${shots}/office-workplaces-pdf.png` });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
});

test('employee info (Czech site): events newest first, and the FAQ shown as a PDF in the page', async ({ page }) => {
  // The employeeInfo pages belong to the pzpheating cz site: signed in there as cz-employee.
  await openSignedIn(page, `${czOrigin}/portal/cs/cz/employeeInfo/events`, 'cz-employee', 'cs');
  const island = page.locator('portal-info-system');
  // Folders and files newest first (lastModified descending).
  await expect(island.getByRole('heading', { level: 2 })).toHaveText(['2026', '2025']);
  const year2026 = island.locator('section', { has: page.getByRole('heading', { name: '2026' }) });
  await expect(year2026.getByRole('listitem').locator('span:first-child')).toHaveText([
    'Vánoční večírek 2026',
    'Letní slavnost 2026',
    'Den zdraví 2026',
  ]);
  await expectNoAxeViolations(page);

  await page.goto(`${czOrigin}/portal/cs/cz/employeeInfo/questionsAndAnswers`);
  const figure = island.getByRole('figure', { name: /^Dokument PDF Časté dotazy/ });
  await expect(figure).toHaveAttribute('data-rendered', 'true');
  const pages = figure.getByRole('img');
  expect(await pages.count()).toBeGreaterThan(0);
  expect(await inkShare(pages.first())).toBeGreaterThan(0.02);
  await expect(island.getByRole('button', { name: /^Stáhnout Časté dotazy/ })).toBeVisible();
  // A narrower window draws the pages again, smaller (the drawing in progress is cancelled first).
  const wide = await pages.first().evaluate((c: HTMLCanvasElement) => c.style.width);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(() => pages.first().evaluate((c: HTMLCanvasElement) => c.style.width)).not.toBe(wide);
  await expect(figure).toHaveAttribute('data-rendered', 'true');
  await expect(figure.getByText('PDF zde nelze zobrazit', { exact: false })).toHaveCount(0);
  expect(await inkShare(pages.first())).toBeGreaterThan(0.02);
  await page.screenshot({ path: `${shots}/faq-pdf.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test('the photo gallery lists pictures name-descending and opens the viewer', async ({ page }) => {
  // photogalleryKermiLife is a Czech page: the pzpheating host, signed in there as cz-employee.
  await openSignedIn(page, `${czOrigin}/portal/cs/cz/employeeInfo/photogalleryKermiLife`, 'cz-employee', 'cs');
  // Back from the sign-in callback (a German page) the portal speaks the route's Czech.
  await expect(accountButton(page, 'Petra Nováková')).toHaveAccessibleName('Účet: Petra Nováková');
  await expect(page.getByRole('link', { name: 'Informace pro zaměstnance' }).first()).toBeVisible();
  const island = page.locator('portal-info-system');
  await expect(island.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Folders and pictures by name, descending.
  await expect(island.getByRole('heading', { level: 2 })).toHaveText([
    'Vánoční večírek 2025',
    'Letní slavnost 2026',
    'Firemní běh 2025',
  ]);
  const summer = island.locator('section', { has: page.getByRole('heading', { name: 'Letní slavnost 2026' }) });
  const pictures = summer.getByRole('list').last().getByRole('button');
  await expect(pictures).toHaveText(['03 Program pro děti', '02 Prohlídka závodu', '01 Stan']);
  await expect(summer.locator('img').first()).toHaveJSProperty('complete', true);
  await expect
    .poll(() =>
      summer
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/gallery.png`, fullPage: true });
  await expectNoAxeViolations(page);

  await pictures.first().click();
  const viewer = island.getByRole('dialog');
  await expect(viewer).toContainText('03 Program pro děti');
  await expect(viewer.getByRole('img', { name: '03 Program pro děti' })).toBeVisible();
  await page.screenshot({ path: `${shots}/gallery-viewer.png` });
  await viewer.getByRole('button', { name: /Další|Nächstes|Next/ }).click();
  await expect(viewer).toContainText('02 Prohlídka závodu');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toContainText('03 Program pro děti');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('the corona page asks the self-declaration under its documents and keeps the answers', async ({ page }) => {
  await openSignedIn(page, '/portal/de/de/coronaKermiDE', 'admin');
  const island = page.locator('portal-info-system');
  const form = island.getByRole('region', { name: 'Selbstauskunft' });
  await expect(form).toBeVisible();
  // Submitting empty names every unanswered question.
  await form.getByRole('button', { name: /Absenden|Angaben aktualisieren/ }).click();
  const symptoms = form.getByRole('radiogroup', { name: /Symptome einer Atemwegserkrankung/ });
  if (await form.getByRole('button', { name: 'Absenden' }).count()) {
    await expect(form.getByText('Eingabe wird benötigt').first()).toBeVisible();
  }
  await symptoms.getByRole('radio', { name: 'Nein' }).check();
  await form
    .getByRole('radiogroup', { name: /engen Kontakt/ })
    .getByRole('radio', { name: 'Nein' })
    .check();
  await form
    .getByRole('radiogroup', { name: /Wo arbeiten Sie/ })
    .getByRole('radio', { name: 'Mobil' })
    .check();
  await form.getByRole('button', { name: /Absenden|Angaben aktualisieren/ }).click();
  await expect(page.getByText('Ihre Angaben sind gespeichert.')).toBeVisible();
  await page.reload();
  await expect(form.getByText(/Zuletzt beantwortet am/)).toBeVisible();
  await expect(symptoms.getByRole('radio', { name: 'Nein' })).toBeChecked();
  await expectNoAxeViolations(page);
});
