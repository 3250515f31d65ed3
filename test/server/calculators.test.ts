import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalcResult, CalcTemplate, CalcValidationErrorBody } from '../../contract/calculators/common.ts';
import { decodePng, hasColour, inkCoverage } from '../helpers/png.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

let server: SharedTestServer;
let api: string;
let workDir: string;
const foreignOrigin = 'http://brand-cms.example';

beforeAll(async () => {
  server = await sharedTestServer();
  api = `${server.url}/portal/api`;
  workDir = await mkdtemp(join(tmpdir(), 'calc-docs-'));
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: foreignOrigin, ...headers },
    body: JSON.stringify(body),
  });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${api}${path}`, { headers: { origin: foreignOrigin, ...headers } });

const krn92Input = {
  Bauhoehe: 160,
  Bautiefe: 320,
  Baulaenge: 2600,
  WinkelAnfang: 0,
  WinkelEnde: 90,
  VorlaufTemp: 16,
  RuecklaufTemp: 19,
  RaumTemp: 26,
  PrimaerluftTemp: 18,
  PrimaerluftVolumenstrom: 108,
};
const krn92Query = new URLSearchParams(Object.entries(krn92Input).map(([k, v]) => [k, String(v)]));

async function expect400(response: Response, field: string, code?: string): Promise<CalcValidationErrorBody> {
  const body = (await response.json()) as CalcValidationErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(400);
  expect(body.code).toBe('validation_failed');
  expect(body.field).toBe(field);
  if (code) expect(body.errors[0]).toMatchObject({ field, code });
  expect(body.message.length).toBeGreaterThan(10);
  // the embedding page on another origin can read the error
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return body;
}

function multipart(field: string, input: unknown, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set(field, JSON.stringify(input));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

describe('calculator endpoints are public and CORS-enabled', () => {
  it('GET /api/PM/KRN92 with the catalogue query answers without sign-in, with CORS for any origin (T15)', async () => {
    const response = await get(`/PM/KRN92?${krn92Query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const result = (await response.json()) as CalcResult;
    expect(result).toMatchObject({ calculator: 'KRN92', mode: 'cooling', locale: 'de' });
    expect(result.values.waterOutputW).toBeCloseTo(816.0, 1);
    expect(result.values.primaryAirOutputW).toBeCloseTo(289.7, 1);
    expect(result.values.coolingOutputW).toBeCloseTo(1105.7, 1);
    expect(result.values.waterFlowKgH).toBeCloseTo(233.7, 1);
    expect(result.values.pressureLossKPa).toBeCloseTo(13.65, 2);
    expect(result.methodCodes).toContain('EN15116');
    expect(result.tenderText).toMatch(/^Induktionsgerät mit Primärluft/);
    expect(result.series.map((s) => s.id)).toEqual(['primaryAir', 'flowTemperature']);
    expect(result.inputRows.find((r) => r.key === 'VorlaufTemp')).toMatchObject({ value: 16, unit: '°C' });
  });

  it('answers a CORS preflight for POST with JSON from a foreign origin', async () => {
    const response = await fetch(`${api}/XFlair/calcOutput`, {
      method: 'OPTIONS',
      headers: {
        origin: foreignOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it('leaves the rest of the portal API protected and without CORS', async () => {
    const response = await get('/User');
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('templates', () => {
  it('GetTemplate of every calculator describes a form (German default, English on request)', async () => {
    const paths = [
      '/KRN41/GetTemplate',
      '/PM/KRN92/getTemplate',
      '/KCModel/GetTemplate',
      '/HPC/GetTemplate',
      '/XFlair/GetTemplate',
      '/XFlairTausch/GetTemplate',
      '/ConvectorLoadCalc/GetTemplate',
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      const template = (await response.json()) as CalcTemplate;
      expect(template.locale).toBe('de');
      expect(template.fields.length, path).toBeGreaterThan(3);
      for (const field of template.fields) {
        expect(field.name).toMatch(/^[A-Z]\w+$/);
        expect(field.labelKey).toBe(`calc.fields.${field.name}`);
        if (field.kind === 'number') {
          for (const key of ['default', 'min', 'max', 'step'] as const)
            expect(field[key], `${path} ${field.name}`).toBeTypeOf('number');
          expect(field.unit).toBeTypeOf('string');
        }
      }
    }
    const english = (await (await get('/XFlair/GetTemplate?lang=en')).json()) as CalcTemplate;
    expect(english.fields.find((f) => f.name === 'VorlaufTemp')).toMatchObject({
      label: 'Flow temperature',
      unit: '°C',
    });
    const product = english.fields.find((f) => f.name === 'Produkt');
    expect(product?.kind === 'select' && product.options[0]).toMatchObject({ value: 'XF-22-600x1000' });
    const accept = (await (
      await get('/KCModel/GetTemplate', { 'accept-language': 'fr-FR,fr;q=0.9' })
    ).json()) as CalcTemplate;
    expect(accept.locale).toBe('fr');
  });
});

describe('calculations', () => {
  it('XFlair calcOutput: operating point plus control-voltage series (T13)', async () => {
    const response = await post('/XFlair/calcOutput', {
      VorlaufTemp: 35,
      RuecklaufTemp: 30,
      RaumTemp: 20,
      Steuerspannung: 6,
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as CalcResult;
    expect(result.values.heatOutputW).toBeCloseTo(571.4, 1);
    expect(result.values.airFlowM3h).toBe(65);
    expect(result.values.soundPowerDbA).toBe(26);
    expect(result.checks).toHaveLength(6);
    const voltage = result.series.find((s) => s.id === 'controlVoltage')!;
    expect(voltage.x).toMatchObject({ key: 'controlVoltageV', unit: 'V' });
    expect(voltage.points.at(-1)).toMatchObject({ controlVoltageV: 10 });
  });

  it('KRN41 and KCModel: calc is one point, calcOutput adds the series', async () => {
    for (const base of ['/KRN41', '/KCModel']) {
      const point = (await (await post(`${base}/calc`, {})).json()) as CalcResult;
      const output = (await (await post(`${base}/calcOutput`, {})).json()) as CalcResult;
      expect(point.series, base).toEqual([]);
      expect(output.series.length, base).toBeGreaterThan(0);
      expect(output.values.heatOutputW).toBe(point.values.heatOutputW);
    }
    const kc = (await (await post('/KCModel/calc', { VorlaufTemp: 55, RuecklaufTemp: 45 })).json()) as CalcResult;
    expect(kc.values.heatOutputW).toBeCloseTo(392.9, 1); // T14
  });

  it('HPC, XFlairTausch and ConvectorLoadCalc answer with point and series', async () => {
    const hpc = (await (await post('/HPC/calc', { Steuerspannung: 10 })).json()) as CalcResult;
    expect(hpc.values.coolingOutputW).toBeCloseTo(2900, 1);
    expect(hpc.series.map((s) => s.id)).toEqual(['controlVoltage', 'waterInletTemperature']);
    const tausch = (await (await post('/XFlairTausch/calcOutput', {})).json()) as CalcResult;
    expect(tausch.values.requiredControlVoltageV).toBeGreaterThan(0);
    const grille = (await (await post('/ConvectorLoadCalc/calc', {})).json()) as CalcResult;
    expect(grille.values.freeCrossSectionPct).toBeCloseTo(51.7, 1); // T22
    expect(grille.values.designResistanceKN).toBeCloseTo(3.13, 2);
    expect(grille.values.allowablePointLoadKN).toBeGreaterThan(0);
    expect(grille.series.map((s) => s.id)).toEqual(['span', 'spanDeflection']);
  });

  it('answers in the language asked for by ?lang= or Accept-Language', async () => {
    const en = (await (await post('/XFlair/calcOutput?lang=en', {})).json()) as CalcResult;
    expect(en.locale).toBe('en');
    expect(en.tenderText).toMatch(/^Fan-assisted radiator/);
    const it_ = (await (
      await get(`/PM/KRN92?${krn92Query}`, { 'accept-language': 'it-IT,it;q=0.8' })
    ).json()) as CalcResult;
    expect(it_.title).toMatch(/unità a induzione/);
  });
});

describe('bad input → 400 naming the field', () => {
  it('return ≥ flow in heating', async () => {
    const body = await expect400(
      await post('/XFlair/calcOutput', { VorlaufTemp: 45, RuecklaufTemp: 50, RaumTemp: 20 }),
      'RuecklaufTemp',
      'returnNotBelowFlow',
    );
    expect(body.message).toMatch(/^Rücklauftemperatur: Im Heizbetrieb/);
    await expect400(
      await get('/PM/KRN92?VorlaufTemp=40&RuecklaufTemp=45&RaumTemp=21&PrimaerluftTemp=18'),
      'RuecklaufTemp',
      'returnNotBelowFlow',
    );
  });

  it('flow below the dew point in cooling (T17), in German and in English', async () => {
    const query = 'VorlaufTemp=14&RuecklaufTemp=17&RaumTemp=26&RaumFeuchte=50';
    const de = await expect400(await get(`/PM/KRN92?${query}`), 'VorlaufTemp', 'belowDewPoint');
    expect(de.message).toContain('Taupunkt');
    expect(de.message).toContain('14,77');
    const en = await expect400(await get(`/PM/KRN92?${query}`, { 'accept-language': 'en' }), 'VorlaufTemp');
    expect(en.message).toContain('dew point');
    expect(en.message).toContain('14.77');
  });

  it('negative length', async () => {
    await expect400(await post('/KCModel/calc', { Baulaenge: -100 }), 'Baulaenge', 'positive');
    await expect400(await get(`/PM/KRN92?Baulaenge=-5`), 'Baulaenge', 'positive');
    await expect400(await post('/ConvectorLoadCalc/calc', { Rinnenbreite: -260 }), 'Rinnenbreite', 'positive');
  });

  it('text in a number (query and JSON), unknown fields and broken JSON', async () => {
    await expect400(await get(`/PM/KRN92?VorlaufTemp=warm`), 'VorlaufTemp', 'notANumber');
    await expect400(await post('/KRN41/calc', { VorlaufTemp: '55' }), 'VorlaufTemp', 'notANumber');
    await expect400(await post('/HPC/calc', { Steuerspannung: null }), 'Steuerspannung', 'notANumber');
    await expect400(await post('/XFlair/calcOutput', { Vorlauftemp: 45 }), 'Vorlauftemp', 'unknownField');
    await expect400(await post('/KRN41/calc', [1, 2]), '(body)', 'invalidJson');
    const broken = await fetch(`${api}/KRN41/calc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"VorlaufTemp": ',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).field).toBe('(body)');
    // a comma decimal in a query is a number, not text
    expect((await get(`/PM/KRN92?VorlaufTemp=16,5&RuecklaufTemp=19`)).status).toBe(200);
  });

  it('multipart document requests without or with broken data name the field', async () => {
    const missing = await fetch(`${api}/PM/KRN92/GeneratePDF`, { method: 'POST', body: new FormData() });
    await expect400(missing, 'krn92Data', 'required');
    const form = new FormData();
    form.set('krn41Data', '{not json');
    await expect400(
      await fetch(`${api}/KRN41/GenerateXLSX`, { method: 'POST', body: form }),
      'krn41Data',
      'invalidJson',
    );
    await expect400(
      await fetch(`${api}/HPC/GeneratePDF`, { method: 'POST', body: multipart('hpcData', { FeuchtkugelTemp: 30 }) }),
      'FeuchtkugelTemp',
      'wetBulbAboveDryBulb',
    );
  });
});

describe('documents', () => {
  it('PDF: attachment, real PDF, rendered by pdftoppm to a non-blank PNG with the brand colour', async () => {
    const response = await fetch(`${api}/PM/KRN92/GeneratePDF`, {
      method: 'POST',
      headers: { origin: foreignOrigin },
      body: multipart('krn92Data', krn92Input),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="KRN92_\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(workDir, 'krn92.pdf');
    await writeFile(file, pdf);

    let pdftoppm = true;
    try {
      execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    } catch {
      pdftoppm = false;
    }
    expect(pdftoppm, 'pdftoppm (Debian poppler-utils) must be installed; .ci/run installs it').toBe(true);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, join(workDir, 'page')]);
    const png = decodePng(await readFile(join(workDir, 'page.png')));
    expect(png.width).toBeGreaterThan(350); // A4 at 50 dpi ≈ 413 × 585
    expect(png.height).toBeGreaterThan(png.width);
    const ink = inkCoverage(png);
    expect(ink, 'page has content').toBeGreaterThan(0.03);
    expect(ink, 'page is not a solid block').toBeLessThan(0.6);
    expect(hasColour(png, '#c8102e'), 'Kermi red logo').toBe(true);
  });

  it('PDF is German by default and in the request language otherwise (pdftotext)', async () => {
    const text = async (init: { lang?: string; brand?: string }) => {
      const extra: Record<string, string> = {};
      if (init.lang) extra.lang = init.lang;
      if (init.brand) extra.brand = init.brand;
      const response = await fetch(`${api}/XFlair/GeneratePDF`, {
        method: 'POST',
        body: multipart('xflairData', {}, extra),
      });
      expect(response.status).toBe(200);
      const file = join(workDir, `xflair-${init.lang ?? 'de'}.pdf`);
      await writeFile(file, Buffer.from(await response.arrayBuffer()));
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    };
    const german = await text({});
    expect(german).toContain('Ausschreibungstext');
    expect(german).toContain('Eingaben');
    expect(german).toContain('Kermi');
    const english = await text({ lang: 'en', brand: 'prolux' });
    expect(english).toContain('Tender text');
    expect(english).toContain('Prolux');
    expect(english).toContain('Results');
    const czech = await text({ lang: 'cs' });
    expect(czech).toContain('Text do výběrového řízení');
  });

  it('XLSX: attachment, parses back with exceljs, inputs and results sheets hold numbers as numbers', async () => {
    const response = await fetch(`${api}/PM/KRN92/GenerateXLSX`, {
      method: 'POST',
      body: multipart('krn92Data', krn92Input),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="KRN92_[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [inputs, results, ...seriesSheets] = workbook.worksheets;
    expect(inputs!.name).toBe('Eingaben');
    expect(results!.name).toBe('Ergebnisse');
    expect(seriesSheets.length).toBe(2);

    const byKey = (sheet: ExcelJS.Worksheet) => {
      const map = new Map<string, ExcelJS.CellValue>();
      sheet.eachRow((row) => {
        const key = row.getCell(4).value;
        if (typeof key === 'string') map.set(key, row.getCell(2).value);
      });
      return map;
    };
    const inputValues = byKey(inputs!);
    expect(inputValues.get('VorlaufTemp')).toBe(16);
    expect(inputValues.get('PrimaerluftVolumenstrom')).toBe(108);
    expect(inputValues.get('Betriebsart')).toBeTypeOf('string');
    const resultValues = byKey(results!);
    expect(resultValues.get('coolingOutputW')).toBeTypeOf('number');
    expect(resultValues.get('coolingOutputW') as number).toBeCloseTo(1105.7, 1);
    expect(resultValues.get('pressureLossKPa') as number).toBeCloseTo(13.65, 2);
    let numericCells = 0;
    results!.eachRow((row) => {
      const v = row.getCell(2).value;
      if (typeof v === 'number') numericCells++;
      // no number hiding as text
      if (typeof v === 'string') expect(v, `row ${row.number}`).not.toMatch(/^-?\d+([.,]\d+)?$/);
    });
    expect(numericCells).toBeGreaterThanOrEqual(15);
    const series = seriesSheets[0]!;
    expect(series.getRow(5).getCell(1).value).toBeTypeOf('number');
    expect(series.getRow(5).getCell(2).value).toBeTypeOf('number');
  });

  it('every calculator produces both documents (JSON body accepted as an alternative to multipart)', async () => {
    const endpoints: [string, string][] = [
      ['/KRN41', 'krn41Data'],
      ['/KCModel', 'kcModelData'],
      ['/HPC', 'hpcData'],
      ['/XFlairTausch', 'xflairTauschData'],
      ['/ConvectorLoadCalc', 'convectorLoadCalcData'],
    ];
    for (const [base, field] of endpoints) {
      const pdf = await fetch(`${api}${base}/GeneratePDF`, { method: 'POST', body: multipart(field, {}) });
      expect(pdf.status, base).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
        base,
      ).toBe('%PDF-');
      const xlsx = await post(`${base}/GenerateXLSX?lang=it`, {});
      expect(xlsx.status, base).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      expect(workbook.worksheets[1]!.name, base).toBe('Risultati');
    }
  });
});

describe('answers a CDN can cache (docs/performance.md)', () => {
  const krn92 = (input: Record<string, number>, headers: Record<string, string> = {}) =>
    get(`/PM/KRN92?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`, headers);

  it('the same KRN92 GET twice: 304 the second time with If-None-Match; another input is another ETag', async () => {
    const first = await krn92(krn92Input);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    // Strong (no W/), led by the product-data version.
    expect(etag).toMatch(/^"1-[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(first.headers.get('vary')).toContain('Accept-Language');
    const body = (await first.json()) as CalcResult;

    const second = await krn92(krn92Input, { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(second.headers.get('access-control-allow-origin')).toBe('*');

    // The same inputs in another order and spelling: the same answer and tag.
    const reordered = Object.fromEntries(Object.entries(krn92Input).reverse());
    const same = await get(
      `/PM/KRN92?${new URLSearchParams({ ...Object.fromEntries(Object.entries(reordered).map(([k, v]) => [k, String(v)])), VorlaufTemp: '16.0' })}`,
    );
    expect(same.headers.get('etag')).toBe(etag);
    expect(await same.json()).toEqual(body);

    const other = await krn92({ ...krn92Input, Baulaenge: 2400 });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    expect((await krn92({ ...krn92Input, Baulaenge: 2400 }, { 'if-none-match': etag })).status).toBe(200);
  });

  it('varies by language: another language is another tag; `?lang=` does not vary by Accept-Language', async () => {
    const german = await krn92(krn92Input, { 'accept-language': 'de-DE' });
    const english = await krn92(krn92Input, { 'accept-language': 'en' });
    expect(english.headers.get('etag')).not.toBe(german.headers.get('etag'));
    const named = await get(`/PM/KRN92?${krn92Query}&lang=en`, { 'accept-language': 'fr' });
    expect(named.headers.get('etag')).toBe(english.headers.get('etag'));
    expect(named.headers.get('vary') ?? '').not.toContain('Accept-Language');
  });

  it('keeps a POST calculation’s answer per parsed input, language and brand, told to no other cache', async () => {
    const first = await post('/PM/KRN92/calc', krn92Input);
    const body = await first.text();
    // The same input in another order and spelling: the kept answer, byte for byte.
    const reordered = { ...Object.fromEntries(Object.entries(krn92Input).reverse()), VorlaufTemp: 16.0 };
    const again = await post('/PM/KRN92/calc', reordered);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(body);
    expect(again.headers.get('etag')).toBeNull();
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Language and brand are part of the key.
    const english = await (await post('/PM/KRN92/calc', krn92Input, { 'accept-language': 'en' })).text();
    expect(english).not.toBe(body);
    expect(await (await post('/PM/KRN92/calc?lang=en', krn92Input, { 'accept-language': 'de' })).text()).toBe(english);
    // Another input is computed: another answer.
    const longer = (await (await post('/PM/KRN92/calc', { ...krn92Input, Baulaenge: 2400 })).json()) as CalcResult;
    expect(JSON.stringify(longer)).not.toBe(body);
    // Gzip (made once) for a client that takes it, and the same JSON inside.
    const zipped = await post('/PM/KRN92/calc', krn92Input, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(await zipped.text()).toBe(body);
    // A 400 is never kept: the same bad input is refused again.
    for (let i = 0; i < 2; i++)
      expect((await post('/PM/KRN92/calc', { ...krn92Input, Baulaenge: -5 })).status).toBe(400);
  });

  it('templates are cacheable too; calculations by POST and 400s are not', async () => {
    const template = await get('/PM/KRN92/GetTemplate');
    const etag = template.headers.get('etag')!;
    expect(etag).toMatch(/^"1-/);
    expect(template.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/PM/KRN92/GetTemplate', { 'if-none-match': etag })).status).toBe(304);
    // The selection tools read their own data file: its version leads their tags.
    expect((await get('/AirHeater/GetTemplate')).headers.get('etag')).toMatch(/^"1-/);

    const posted = await post('/PM/KRN92/calc', krn92Input);
    expect(posted.status).toBe(200);
    expect(posted.headers.get('etag')).toBeNull();
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const bad = await krn92({ ...krn92Input, Baulaenge: -5 });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });
});
