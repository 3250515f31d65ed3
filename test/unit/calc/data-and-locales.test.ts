import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CalcResult, CalculatorId } from '../../../contract/calculators/common.ts';
import { calcRules } from '../../../contract/calculators/common.ts';
import { supportedLocales } from '../../../contract/locales.ts';
import { readMessages } from '../../../locales/read.ts';
import { calculators } from '../../../server/areas/calc/calculators/index.ts';
import { resultUnits, Texts } from '../../../server/areas/calc/calculators/shared.ts';
import { calculatorTemplate } from '../../../server/areas/calc/calculators/template.ts';
import { buildProductData, PRODUCT_DATA_FILE, productData } from '../../../server/areas/calc/product-data.ts';

const ids = Object.keys(calculators) as CalculatorId[];
// biome-ignore lint/suspicious/noExplicitAny: the tests walk the message tree freely
const locale = (l: string): any => readMessages(l);

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('product data file', () => {
  it('is versioned and marked illustrative; coefficients come from it, not from code', () => {
    const raw = JSON.parse(readFileSync(PRODUCT_DATA_FILE, 'utf8'));
    expect(raw.version).toBe('1');
    expect(raw.source).toBe('illustrative');
    const data = productData();
    expect(data.xflair[0]!.model.max.k).toBe(raw.xflair[0].kMax);
    expect(data.krn92[0]!.unit.cooling.kLN).toBe(raw.krn92[0].cooling.kLN);
    // a changed coefficient in the data changes the result
    const changed = buildProductData({
      ...raw,
      krn92: [{ ...raw.krn92[0], cooling: { ...raw.krn92[0].cooling, kLN: 44 } }],
    });
    const def = calculators.KRN92;
    const base = def.calculate(def.schema.parse({}), {}, productData()).values.waterOutputW!;
    const more = def.calculate(def.schema.parse({}), {}, changed).values.waterOutputW!;
    expect(more / base).toBeCloseTo(1.1, 10);
  });

  it('rejects a malformed file', () => {
    const raw = JSON.parse(readFileSync(PRODUCT_DATA_FILE, 'utf8'));
    expect(() => buildProductData({ ...raw, version: undefined })).toThrow();
    const badGrid = { ...raw.convectorGrids[0], qNWm: [[1, 2]] };
    expect(() => buildProductData({ ...raw, convectorGrids: [badGrid] })).toThrow(/wrong shape/);
  });
});

describe('calculator texts in all five locales', () => {
  it('the calc keys are the same in de, en, cs, fr and it', () => {
    const german = leafKeys(locale('de').calc).sort();
    expect(german.length).toBeGreaterThan(200);
    for (const l of supportedLocales) expect(leafKeys(locale(l).calc).sort(), l).toEqual(german);
  });

  it('every rule, result key and calculator has its text', () => {
    const de = locale('de').calc;
    for (const rule of calcRules) expect(de.errors[rule], rule).toBeTypeOf('string');
    for (const key of Object.keys(resultUnits)) expect(de.results[key], key).toBeTypeOf('string');
    for (const id of ids) expect(de.titles[id], id).toBeTypeOf('string');
  });

  it('results, templates and messages resolve every key in every locale (no "calc." left over)', () => {
    const inputs: Record<CalculatorId, Record<string, unknown>[]> = {
      KRN41: [{}, { Steuerspannung: 2 }, { Steuerspannung: 0.5 }],
      KRN92: [{}, { VorlaufTemp: 40, RuecklaufTemp: 35, RaumTemp: 21 }, { PrimaerluftVolumenstrom: 300 }],
      KCModel: [{}, { Verfahren: 'ARITH', VorlaufTemp: 40, RuecklaufTemp: 30 }],
      HPC: [{}, { Betriebsart: 'heating', VorlaufTemp: 50, RuecklaufTemp: 45, RaumTemp: 20 }],
      XFlair: [{}, { Steuerspannung: 1 }, { Steuerspannung: 2 }],
      XFlairTausch: [
        {},
        { Heizlast: 3000 },
        { AltNennleistung: 0 },
        { AltNennleistung: 500, AltNormpunkt: '75/65/20', AltVorlaufTemp: 75, AltRuecklaufTemp: 65 },
        { AltExponentQuelle: 'zweiPunkte' },
      ],
      ConvectorLoadCalc: [{}, { Punktlast: 10, Flaechenlast: 50, Rinnenbreite: 600 }],
      AirHeater: [{}, { Produkt: 'LH-45', Luftvolumenstrom: 2200 }],
      DoorAirCurtain: [{}, { Tuerhoehe: 5.5, Tuerbreite: 1 }],
      IndoorAirQuality: [{}, { Kategorie: 'I', Personen: 0, Aussenluftvolumenstrom: 300 }],
      ControlValve: [{}, { Eingabe: 'flow', Volumenstrom: 20, Kreisdruckverlust: 80 }],
    };
    for (const l of supportedLocales) {
      const texts = new Texts(l);
      for (const id of ids) {
        const template = calculatorTemplate(id, texts);
        expect(
          strings(template).filter(
            (s) =>
              s.startsWith('calc.') &&
              !s.startsWith('calc.fields.') &&
              !s.startsWith('calc.options.') &&
              !s.startsWith('calc.titles.'),
          ),
          `${l} ${id} template`,
        ).toEqual([]);
        for (const field of template.fields) expect(field.label, `${l} ${id} ${field.name}`).not.toMatch(/^calc\./);
        for (const input of inputs[id]) {
          const def = calculators[id];
          const result: CalcResult = def.calculate(def.schema.parse(input), { locale: l, detail: 'full' });
          const human = [
            result.title,
            result.tenderText,
            ...result.inputRows.flatMap((r) => [r.label, typeof r.value === 'string' ? r.value : '']),
            ...result.resultRows.map((r) => r.label),
            ...result.series.flatMap((x) => [x.label, x.x.label, ...x.y.map((a) => a.label)]),
            ...result.checks.flatMap((c) => [c.label, c.detail ?? '']),
            result.checksTitle ?? '',
            ...result.warnings.map((w) => w.message),
          ];
          const unresolved = human.filter((text) => /^calc\.|\{\{/.test(text));
          expect(unresolved, `${l} ${id} ${JSON.stringify(input)}`).toEqual([]);
        }
      }
    }
  });

  it('tender texts in en, cs, fr and it carry no German word, for every product (names and connections from the data)', () => {
    // A word the German and another language's text share is a name or code (x-flair, TLS, Kermi) —
    // or German left in the data. Words of four or more letters only: units and short codes are the same everywhere.
    const words = (text: string) => new Set(text.match(/\p{L}{4,}/gu) ?? []);
    // the brand and the one product family named by a word (x-flair); model names are letters and digits (TLS 150)
    const allowed = new Set(['Kermi', 'flair']);
    const german = new Texts('de');
    // inputs a product needs besides the defaults (its own fan stages)
    const fitting: Record<string, Record<string, unknown>> = { 'LH-45': { Luftvolumenstrom: 2200 } };
    const leftOver: string[] = [];
    for (const id of ids) {
      const def = calculators[id];
      const productField = calculatorTemplate(id, german).fields.find(
        (f) => f.name === 'Produkt' || f.name === 'Ventilreihe',
      );
      const products = productField?.kind === 'select' ? productField.options.map((o) => o.value) : [undefined];
      for (const product of products) {
        const input = def.schema.parse(product ? { [productField!.name]: product, ...fitting[product] } : {});
        const de = def.calculate(input, { locale: 'de' });
        if (!de.tenderText) continue;
        for (const l of supportedLocales.filter((x) => x !== 'de')) {
          const other = words(def.calculate(input, { locale: l }).tenderText);
          for (const word of words(de.tenderText)) {
            if (other.has(word) && !allowed.has(word)) leftOver.push(`${l} ${id} ${product ?? ''}: ${word}`);
          }
        }
      }
    }
    expect(leftOver).toEqual([]);
  });

  it('German by default, the requested language otherwise', () => {
    const def = calculators.XFlair;
    expect(def.calculate(def.schema.parse({})).tenderText).toMatch(/^Gebläseunterstützter Heizkörper/);
    expect(def.calculate(def.schema.parse({}), { locale: 'en' }).tenderText).toMatch(/^Fan-assisted radiator/);
    expect(def.calculate(def.schema.parse({}), { locale: 'cs' }).resultRows[0]!.label).toBe('Tepelný výkon');
  });
});

describe('GetTemplate', () => {
  it('every field has name, unit, default, min, max, step and German/English labels with their key', () => {
    for (const id of ids) {
      const de = calculatorTemplate(id, new Texts('de'));
      const en = calculatorTemplate(id, new Texts('en'));
      expect(de.dataSource).toBe('illustrative');
      de.fields.forEach((field, i) => {
        expect(field.labelKey).toBe(`calc.fields.${field.name}`);
        expect(en.fields[i]!.labelKey).toBe(field.labelKey);
        if (field.kind === 'number') {
          expect(field, `${id}.${field.name}`).toMatchObject({
            unit: expect.any(String),
            default: expect.any(Number),
            min: expect.any(Number),
            max: expect.any(Number),
            step: expect.any(Number),
          });
          expect(field.default).toBeGreaterThanOrEqual(field.min);
          expect(field.default).toBeLessThanOrEqual(field.max);
        } else {
          expect(field.options.length, `${id}.${field.name}`).toBeGreaterThan(0);
          expect(field.options.map((o) => o.value)).toContain(field.default);
        }
      });
      // the template's defaults compute without error
      const defaults = Object.fromEntries(de.fields.map((f) => [f.name, f.default]));
      expect(() => calculators[id].calculate(calculators[id].schema.parse(defaults))).not.toThrow();
    }
    const krn92 = calculatorTemplate('KRN92', new Texts('en'));
    expect(krn92.fields.find((f) => f.name === 'VorlaufTemp')).toMatchObject({ unit: '°C', label: 'Flow temperature' });
    expect(krn92.fields.find((f) => f.name === 'Bauhoehe')).toMatchObject({ allowed: [160] });
    expect(calculatorTemplate('KCModel', new Texts('de')).fields.find((f) => f.name === 'Bauhoehe')).toMatchObject({
      min: 90,
      max: 200,
    });
  });
});
