import { execFileSync } from 'node:child_process';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { e2eEmbedPort } from '../../playwright.config.ts';
import { expectNoAxeViolations, openSignedIn } from './helpers.ts';

/** Building energy and the product-selection tools: the user journeys of the building calculator issue. */

const renovation = '/portal/de/de/PM/buildingCalc/renovation';
const embedPage = `http://127.0.0.1:${e2eEmbedPort}/embed-demo/`;

const field = (scope: Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}\\b`) });
const room = (calc: Locator, n: number) => calc.getByRole('listitem', { name: new RegExp(`^Raum ${n}: `) });

/** Saves the download and returns its text (pdftotext) after checking it is a PDF. */
async function pdfText(download: import('@playwright/test').Download): Promise<string> {
  const path = await download.path();
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text.length).toBeGreaterThan(100);
  return text;
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

test('renovation with three rooms: rooms and components edited, heat load per room, comparison with subsidy, PDF report', async ({
  page,
}) => {
  await openSignedIn(page, renovation, 'admin');
  const calc = page.locator('portal-building-calc');
  await expect(calc.getByRole('heading', { level: 1, name: 'Gebäudebilanzierung – Sanierung' })).toBeVisible();

  // Berlin from the postcode table.
  await field(calc, 'Postleitzahl').fill('10115');
  await expect(calc.getByText(/Norm-Außentemperatur -14 °C \(Postleitzahltabelle: Berlin\)/)).toBeVisible();

  // Room 2: a copy of the living room, renamed; room 3 added as a bathroom with a copied wall.
  await calc.getByRole('button', { name: 'Raum kopieren: Wohnzimmer' }).click();
  await field(room(calc, 2), 'Raumname').fill('Schlafzimmer');
  await room(calc, 2).getByRole('combobox', { name: 'Raumart' }).selectOption('bedroom');
  await calc.getByRole('button', { name: 'Raum hinzufügen' }).click();
  const bath = room(calc, 3);
  await field(bath, 'Raumname').fill('Bad');
  await bath.getByRole('combobox', { name: 'Raumart' }).selectOption('bath');
  await bath.getByRole('button', { name: 'Kopieren: Bauteil 1: Außenwand' }).click();
  await expect(bath.getByRole('group', { name: /^Bauteil 2: Außenwand/ })).toBeVisible();

  // A bad area is explained at the field, a typed U value replaces the preset.
  await field(bath, 'Grundfläche').fill('-3');
  await expect(field(bath, 'Grundfläche')).toHaveAccessibleDescription('Der Wert muss größer als 0 sein.');
  await field(bath, 'Grundfläche').fill('8');
  const wall = bath.getByRole('group', { name: /^Bauteil 2: / });
  await wall.getByRole('combobox', { name: 'U-Wert aus' }).selectOption('input');
  await field(wall, 'U-Wert').fill('0,35');

  const rooms = calc.getByRole('table', { name: 'Heizlast je Raum' });
  for (const name of ['Wohnzimmer', 'Schlafzimmer', 'Bad', 'Gebäude']) {
    await expect(rooms.getByRole('row', { name: new RegExp(`^${name} [\\d.]+`) })).toBeVisible();
  }
  // The bath is heated to 24 °C with 1.5 air changes (room-type defaults).
  await expect(field(bath, 'Innentemperatur')).toHaveAttribute('placeholder', '24');
  await expectNoAxeViolations(page);

  const report = await download(page, calc.getByRole('button', { name: 'Bericht als PDF' }));
  expect(report.suggestedFilename()).toMatch(/^Gebaeudebilanz_renovation_\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(report);
  for (const expected of [
    'Gebäudebilanzierung – Sanierung',
    'Raum 2: Schlafzimmer',
    'Raum 3: Bad',
    'Norm-Heizlast',
    'Berlin',
  ]) {
    expect(text).toContain(expected);
  }

  // The system comparison: annualised costs of both systems and the BEG subsidy (30 % + 20 % of 30 000 €).
  await calc.getByRole('tab', { name: 'Systemvergleich' }).click();
  const results = calc.getByRole('region', { name: 'Ergebnis' });
  await expect(results.getByText('Jahresgesamtkosten Gas-Kessel (Bestand)')).toBeVisible();
  await expect(results.getByText('Jahresgesamtkosten Luft/Wasser-Wärmepumpe')).toBeVisible();
  await expect(results.locator('dd').nth(2)).toHaveText(/^15\.000\s€$/);
  await expect(results.getByRole('row', { name: /^Klimageschwindigkeits-Bonus 20 ja/ })).toBeVisible();
  await expect(results.getByRole('figure', { name: 'Kumulierte Kosten über die Jahre' })).toBeVisible();
  // Oil instead of gas: the comparison follows.
  await calc.getByRole('combobox', { name: 'Brennstoff' }).selectOption('oil');
  await expect(results.getByText('Jahresgesamtkosten Öl-Kessel (Bestand)')).toBeVisible();
  // The report's comparison pages are checked in test/server/building-calc.test.ts.
  await expectNoAxeViolations(page);
});

const selectionTools = [
  [
    'airheaters',
    'portal-airheaters',
    'Wärmeleistung',
    'Lufterhitzer – Auslegung',
    /^AirHeater_LH-25_\d{4}-\d{2}-\d{2}\.pdf$/,
  ],
  [
    'doorAirCurtains',
    'portal-door-air-curtains',
    'Erforderliche Ausblasgeschwindigkeit',
    'Türluftschleier – Auslegung',
    /^DoorAirCurtain_TLS-150_/,
  ],
  [
    'indoorAirQuality',
    'portal-indoor-air-quality',
    'CO₂-Konzentration im Beharrungszustand',
    'Raumluftqualität – Außenluftbedarf',
    /^IndoorAirQuality_/,
  ],
  [
    'controlengineering',
    'portal-control-engineering',
    'Empfohlener kvs-Wert',
    'Regelventil – Auslegung',
    /^ControlValve_RV2-DN15_/,
  ],
] as const;

/** Opens each tool's page, waits for its result and downloads its PDF data sheet. */
async function computeAndDownload(page: Page, tools: readonly (typeof selectionTools)[number][]) {
  await openSignedIn(page, `/portal/de/de/PM/${tools[0]![0]}`, 'admin');
  for (const [path, tag, result, title, fileName] of tools) {
    if (!page.url().endsWith(path)) await page.goto(`/portal/de/de/PM/${path}`);
    const tool = page.locator(tag);
    await expect(tool.getByRole('row', { name: new RegExp(`^${result} [\\d.,]+`) })).toBeVisible();
    const pdf = await download(page, tool.getByRole('button', { name: 'PDF herunterladen' }));
    expect(pdf.suggestedFilename()).toMatch(fileName);
    expect(await pdfText(pdf)).toContain(title);
  }
}

test('selection tools, air heater and door air curtain: each computes and downloads its PDF data sheet', async ({
  page,
}) => {
  await computeAndDownload(page, selectionTools.slice(0, 2));
  await expectNoAxeViolations(page);
});

test('selection tools, indoor air quality and control valve: each computes and downloads its PDF data sheet', async ({
  page,
}) => {
  await computeAndDownload(page, selectionTools.slice(2));
  // The valve page with its checks, axe-clean.
  await expect(page.locator('portal-control-engineering').getByText('Ventilautorität empfohlen')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('embedded on a foreign origin: the building calculator works signed out', async ({ page }) => {
  const authorised: string[] = [];
  page.on('request', (request) => {
    if (/\/portal\/api\/BuildingCalc/.test(request.url()) && request.headers().authorization)
      authorised.push(request.url());
  });
  await page.goto(embedPage);
  const calc = page.locator('portal-building-calc');
  await expect(calc.getByRole('heading', { level: 1, name: 'Gebäudebilanzierung – Sanierung' })).toBeVisible();
  const rooms = calc.getByRole('table', { name: 'Heizlast je Raum' });
  const living = rooms.getByRole('row', { name: /^Wohnzimmer / });
  await expect(living).toBeVisible();
  const before = await living.textContent();
  await field(room(calc, 1), 'Grundfläche').fill('40');
  await expect(living).not.toHaveText(before ?? '');
  await calc.getByRole('tab', { name: 'Systemvergleich' }).click();
  await expect(calc.getByText('Jahresgesamtkosten Luft/Wasser-Wärmepumpe')).toBeVisible();
  expect(authorised).toEqual([]);
});
