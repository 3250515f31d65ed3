import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildingTemplate, ComparisonResult, HeatLoadResult, InvestmentResult } from '../../contract/building.ts';
import type { ApiErrorBody } from '../../contract/errors.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/** The building calculators over HTTP: public, CORS, validated on the route, real documents. */

let server: SharedTestServer;
let api: string;
let workDir: string;
const origin = 'http://brand-cms.example';

beforeAll(async () => {
  server = await sharedTestServer();
  api = `${server.url}/portal/api`;
  workDir = await mkdtemp(join(tmpdir(), 'building-docs-'));
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const threeRooms = {
  method: 'room',
  mode: 'renovation',
  postcode: '10115',
  ageClass: '1958-1968',
  thermalBridge: 0.1,
  rooms: [
    {
      name: 'Wohnzimmer',
      type: 'living',
      area: 28,
      height: 2.5,
      components: [
        { name: 'Außenwand Süd', kind: 'wallSolid', area: 14 },
        { name: 'Fenster Süd', kind: 'windowWoodDouble', area: 4 },
        { name: 'Kellerdecke', kind: 'cellarCeilingSolid', area: 28 },
      ],
    },
    {
      name: 'Küche',
      type: 'kitchen',
      area: 12,
      height: 2.5,
      components: [{ name: 'Außenwand Nord', kind: 'wallSolid', area: 9, u: 1.2 }],
    },
    {
      name: 'Bad',
      type: 'bath',
      area: 7,
      height: 2.5,
      components: [
        { name: 'Außenwand', kind: 'wallSolid', area: 6 },
        { name: 'Wand zur Küche', kind: 'internal', area: 8, u: 1.5, adjacentTemperature: 20 },
      ],
    },
  ],
};

async function expect400(response: Response, fields: string[]) {
  const body = (await response.json()) as ApiErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body.code).toBe('validation_failed');
  expect(body.errors!.map((e) => e.field)).toEqual(fields);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return body;
}

describe('BuildingCalc/calc', () => {
  it('three rooms, signed out from another origin: per-room and building results with every part named', async () => {
    const response = await post('/BuildingCalc/calc', threeRooms);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const r = (await response.json()) as HeatLoadResult;
    expect(r.climate).toMatchObject({ place: 'Berlin', designOutdoorTemperature: -14, source: 'table' });
    expect(r.rooms.map((x) => x.name)).toEqual(['Wohnzimmer', 'Küche', 'Bad']);
    const living = r.rooms[0]!;
    // wall 14·(1.4 + 0.1)·34, window 4·(2.7 + 0.1)·34, cellar 28·(1.0 + 0.1)·0.5·34; 70 m³ · 0.5 · 0.34 · 34
    expect(living.transmissionLoss).toBeCloseTo(14 * 1.5 * 34 + 4 * 2.8 * 34 + 28 * 1.1 * 0.5 * 34, 6);
    expect(living.ventilationLoss).toBeCloseTo(70 * 0.5 * 0.34 * 34, 6);
    expect(living.values.find((v) => v.key === 'heatLoad')).toMatchObject({
      symbol: 'Φ_HL = Φ_T + Φ_V',
      unit: 'W',
      label: 'Norm-Heizlast',
    });
    expect(living.components[0]).toMatchObject({ u: 1.4, uSource: 'preset', f: 1, fSource: 'outside' });
    const bath = r.rooms[2]!;
    expect(bath.indoorTemperature).toBe(24);
    const sum = r.rooms.reduce((s, x) => s + x.heatLoad, 0);
    // the building excludes the bath's gain/loss through the internal wall
    expect(r.building.heatLoad).toBeCloseTo(sum - bath.components[1]!.transmissionLoss, 4);
  });

  it('400 names every bad field at its path; unknown keys and control characters included', async () => {
    const bad = structuredClone(threeRooms) as typeof threeRooms & Record<string, unknown>;
    bad.rooms[0]!.area = -3;
    bad.rooms[1]!.components[0]!.u = 9;
    bad.rooms[2]!.name = 'Bad\u0000';
    bad.postcode = '1011';
    bad.colour = 'red';
    const body = await expect400(await post('/BuildingCalc/calc', bad), [
      'postcode',
      'rooms.0.area',
      'rooms.1.components.0.u',
      'rooms.2.name',
      'colour',
    ]);
    expect(body.field).toBe('postcode');
  });

  it('rules that need the data answer the same 400, in the request language', async () => {
    const noPreset = {
      ...threeRooms,
      ageClass: 'to1918',
      rooms: [{ name: 'R', area: 10, components: [{ kind: 'windowPlasticInsulating', area: 2 }] }],
    };
    const body = await expect400(await post('/BuildingCalc/calc?lang=en', noPreset), ['rooms.0.components.0.u']);
    expect(body.errors![0]).toMatchObject({ code: 'noPreset' });
    expect(body.errors![0]!.message).toMatch(/U value/);
    await expect400(await post('/BuildingCalc/calc', { method: 'building' }), ['building']);
  });

  it('a non-JSON body is a 415, an oversized one a 413', async () => {
    const text = await fetch(`${api}/BuildingCalc/calc`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
    const huge = await post('/BuildingCalc/calc', { ...threeRooms, padding: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
  });

  it('GetTemplate: U presets by age class and standards from the data file, localized labels', async () => {
    const t = (await (await fetch(`${api}/BuildingCalc/GetTemplate?lang=de`)).json()) as BuildingTemplate;
    expect(t.ageClasses).toHaveLength(8);
    expect(t.kinds.wallSolid.presets[0]).toBe(1.7);
    expect(t.kinds.topCeilingSolid.boundary).toBe('unheated');
    expect(t.standards.GEG.u.windowWoodDouble).toBe(1.3);
    expect(t.standards.GEG.label).toBe('GEG Anlage 7 (Sanierung)');
    expect(t.roomTypes.bath).toEqual({ indoorTemperature: 24, airChange: 1.5 });
  });
});

describe('investments and BuildingCalcV2', () => {
  it('calcInvestSystempackage, calcInvestFBHhydrl, calcInvestKWL price their items', async () => {
    const pack = (await (
      await post('/BuildingCalc/calcInvestSystempackage', { heatLoadKW: 8, persons: 4 })
    ).json()) as InvestmentResult;
    expect(pack.items[0]!.articleId).toBe('WP-L-10');
    expect(pack.grossEur).toBeCloseTo(pack.netEur * 1.19, 2);
    const fbh = (await (
      await post('/BuildingCalc/calcInvestFBHhydrl', { heatedAreaM2: 120 })
    ).json()) as InvestmentResult;
    expect(fbh.values.find((v) => v.key === 'circuits')!.value).toBe(10);
    const kwl = (await (
      await post('/BuildingCalc/calcInvestKWL', { livingAreaM2: 75, persons: 3 })
    ).json()) as InvestmentResult;
    expect(kwl.values.find((v) => v.key === 'airflowByArea')!.value).toBeCloseTo(100.625, 6);
    await expect400(await post('/BuildingCalc/calcInvestKWL', { livingAreaM2: 10, persons: 2.5 }), [
      'livingAreaM2',
      'persons',
    ]);
  });

  it('BuildingCalcV2: both systems step by step, the subsidy and the yearly cumulative costs', async () => {
    const response = await post('/BuildingCalcV2', {
      heatDemand: { source: 'heatLoad', heatLoadKW: 10, hotWaterKWh: 2500 },
      heatPump: { investment: 32_000 },
    });
    expect(response.status).toBe(200);
    const r = (await response.json()) as ComparisonResult;
    expect(r.heatDemand.find((v) => v.key === 'heatDemand')!.value).toBe(10 * 1900 + 2500);
    for (const system of [r.systems.boiler, r.systems.heatPump]) {
      for (const key of ['energyCost', 'co2Emissions', 'presentValueTotal', 'annuityFactor', 'annualisedCost']) {
        const v = system.values.find((x) => x.key === key);
        expect(v, `${system.key}.${key}`).toBeDefined();
        expect(v!.unit.length + v!.symbol.length).toBeGreaterThan(0);
      }
    }
    expect(r.subsidy.amount).toBe(15_000);
    expect(r.yearly).toHaveLength(21);
    await expect400(
      await post('/BuildingCalcV2', { boiler: { efficiency: 1.2, fuel: 'coal' }, economics: { years: 0 } }),
      ['boiler.fuel', 'boiler.efficiency', 'economics.years'],
    );
  });
});

describe('report documents', () => {
  const report = {
    heatLoad: threeRooms,
    comparison: { heatDemand: { source: 'heatLoad', hotWaterKWh: 2000 } },
    systemPackage: { heatLoadKW: 6, persons: 3 },
  };

  it('GeneratePDF: a real PDF with the rooms, the comparison and the bill (pdftotext)', async () => {
    const response = await post('/BuildingCalc/GeneratePDF', report);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Gebaeudebilanz_renovation_\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const file = join(workDir, 'report.pdf');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Gebäudebilanzierung – Sanierung',
      'Wohnzimmer',
      'Küche',
      'Bad',
      'Norm-Heizlast',
      'Systemvergleich',
      'Jahresgesamtkosten',
      'Klimageschwindigkeits-Bonus',
      'Luft/Wasser-Wärmepumpe 8 kW',
      'Kumulierte Kosten',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('GenerateXLSX: numbers as numbers on the building, components, comparison and yearly sheets', async () => {
    const response = await post('/BuildingCalc/GenerateXLSX', report);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['Gebäude', 'Bauteile', 'Systemvergleich', 'Kosten je Jahr', 'Förderung']),
    );
    const yearly = workbook.getWorksheet('Kosten je Jahr')!;
    expect(typeof yearly.getRow(3).getCell(2).value).toBe('number');
  });
});

describe('product-selection tools on the calculator layer', () => {
  const tools = [
    ['AirHeater', 'airHeaterData', 'Lufterhitzer – Auslegung', { Luftvolumenstrom: 50 }, 'Luftvolumenstrom'],
    ['DoorAirCurtain', 'doorAirCurtainData', 'Türluftschleier – Auslegung', { Tuerhoehe: 9 }, 'Tuerhoehe'],
    ['IndoorAirQuality', 'indoorAirQualityData', 'Raumluftqualität', { Kategorie: 'V' }, 'Kategorie'],
    ['ControlValve', 'controlValveData', 'Regelventil – Auslegung', { Kreisdruckverlust: -1 }, 'Kreisdruckverlust'],
  ] as const;

  it.each(tools)(
    '%s: template, calc with series, 400 at the field, PDF data sheet',
    async (id, field, title, bad, badField) => {
      const template = await (await fetch(`${api}/${id}/GetTemplate?lang=de`, { headers: { origin } })).json();
      expect(template.title).toContain(title.split(' – ')[0]);
      expect(template.dataVersion).toBe('1');
      const defaults = Object.fromEntries(
        template.fields.map((f: { name: string; default: unknown }) => [f.name, f.default]),
      );
      const calc = await post(`/${id}/calc`, defaults);
      expect(calc.status).toBe(200);
      expect(calc.headers.get('access-control-allow-origin')).toBe('*');
      const result = await calc.json();
      expect(result.series.length).toBeGreaterThan(0);
      const refused = await post(`/${id}/calc`, { ...defaults, ...bad });
      expect(refused.status).toBe(400);
      expect((await refused.json()).field).toBe(badField);

      const form = new FormData();
      form.set(field, JSON.stringify(defaults));
      const pdf = await fetch(`${api}/${id}/GeneratePDF`, { method: 'POST', body: form });
      expect(pdf.status).toBe(200);
      const file = join(workDir, `${id}.pdf`);
      await writeFile(file, Buffer.from(await pdf.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(title);
    },
  );
});
