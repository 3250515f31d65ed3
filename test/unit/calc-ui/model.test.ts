import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { formModel, initialValues, toInputs, validateAll, validateField } from '../../../apps/calculators/model.ts';
import { parseNumber } from '../../../apps/shared/numbers.ts';
import type { CalculatorId } from '../../../contract/calculators/common.ts';
import { calculatorRoutes } from '../../../server/areas/calc/calculator-routes.ts';
import { calculators } from '../../../server/areas/calc/calculators/index.ts';
import { Texts } from '../../../server/areas/calc/calculators/shared.ts';
import { calculatorTemplate } from '../../../server/areas/calc/calculators/template.ts';
import { errorResponse } from '../../../server/http/errors.ts';
import { translator } from './translate.ts';

const ids: CalculatorId[] = ['KRN41', 'KRN92', 'KCModel', 'HPC', 'XFlair', 'XFlairTausch', 'ConvectorLoadCalc'];
const template = (id: CalculatorId, locale: 'de' | 'en' = 'de') => calculatorTemplate(id, new Texts(locale));
const de = translator('de');

describe('parseNumber: numbers as people type them', () => {
  it('reads both decimal separators and the locale’s grouping', () => {
    expect(parseNumber('2,5', 'de')).toBe(2.5);
    expect(parseNumber('2.5', 'de')).toBe(2.5);
    expect(parseNumber('2.600', 'de')).toBe(2600);
    expect(parseNumber('1.234.567,5', 'de')).toBe(1234567.5);
    expect(parseNumber('2,600', 'en')).toBe(2600);
    expect(parseNumber('0,5', 'en')).toBe(0.5);
    expect(parseNumber('1 000,5', 'fr')).toBe(1000.5);
    expect(parseNumber(' −5 ', 'de')).toBe(-5);
    expect(parseNumber(',5', 'de')).toBe(0.5);
  });

  it('empty is null, anything else NaN', () => {
    expect(parseNumber('', 'de')).toBeNull();
    expect(parseNumber('   ', 'de')).toBeNull();
    for (const text of ['abc', '1,2,3', '12a', '1e3', '--1', '.']) expect(parseNumber(text, 'de'), text).toBeNaN();
  });
});

describe('formModel: the form generated from GetTemplate', () => {
  it('groups KRN92’s fields in template order, sizes as selects, units and bounds kept', () => {
    const model = formModel(template('KRN92'), 'de');
    expect(model.groups.map((g) => g.id)).toEqual(['geometry', 'water', 'room', 'air']);
    const byName = Object.fromEntries(model.fields.map((f) => [f.name, f]));
    expect(byName.Bauhoehe).toMatchObject({ kind: 'number', options: [{ value: '160', label: '160 mm' }] });
    expect(byName.VorlaufTemp).toMatchObject({ kind: 'number', unit: '°C', min: 1, max: 110, step: 0.5 });
    expect(byName.VorlaufTemp!.label).toBe('Vorlauftemperatur');
    expect(byName.Baulaenge).toMatchObject({ positive: true, defaultRaw: '2600' });
    expect(byName.Betriebsart!.options!.map((o) => o.value)).toEqual(['auto', 'heating', 'cooling']);
  });

  it('shows defaults in the user’s notation', () => {
    const nachhall = (locale: string) =>
      formModel(template('KRN41'), locale).fields.find((f) => f.name === 'Nachhallzeit')!.defaultRaw;
    expect(nachhall('de')).toBe('0,5');
    expect(nachhall('en')).toBe('0.5');
  });

  it.each(ids)('%s: the untouched form sends exactly the server’s defaults', (id) => {
    const model = formModel(template(id), 'de');
    const values = initialValues(model, undefined);
    expect(validateAll(model, values, 'de', de)).toEqual({});
    expect(toInputs(model, values, 'de')).toEqual(calculators[id].schema.parse({}));
  });

  it('keeps last time’s values where they still fit', () => {
    const model = formModel(template('KRN92'), 'de');
    const values = initialValues(model, { VorlaufTemp: '15,5', Betriebsart: 'nonsense', Bauhoehe: '999', Gone: 'x' });
    expect(values.VorlaufTemp).toBe('15,5');
    expect(values.Betriebsart).toBe('auto');
    expect(values.Bauhoehe).toBe('160');
    expect(values).not.toHaveProperty('Gone');
    expect(toInputs(model, values, 'de').VorlaufTemp).toBe(15.5);
  });
});

describe('client-side bounds, in the user’s language', () => {
  const model = formModel(template('KRN92'), 'de');
  const field = (name: string) => model.fields.find((f) => f.name === name)!;

  it('required, not a number, positive, min, max', () => {
    expect(validateField(field('Baulaenge'), '', 'de', de)).toBe('Angabe fehlt.');
    expect(validateField(field('Baulaenge'), 'abc', 'de', de)).toBe('Bitte eine Zahl eingeben.');
    expect(validateField(field('Baulaenge'), '-5', 'de', de)).toBe('Der Wert muss größer als 0 sein.');
    expect(validateField(field('Baulaenge'), '500', 'de', de)).toBe('Der Wert muss mindestens 600 mm betragen.');
    expect(validateField(field('Baulaenge'), '6.100', 'de', de)).toBe('Der Wert darf höchstens 6.000 mm betragen.');
    expect(validateField(field('VorlaufTemp'), '15,5', 'de', de)).toBeNull();
    expect(validateField(field('Betriebsart'), 'cooling', 'de', de)).toBeNull();
    expect(validateField(field('Betriebsart'), 'x', 'de', de)).toContain('„x“');
    const en = translator('en');
    expect(validateField(field('Baulaenge'), '-5', 'en', en)).toBe('The value must be greater than 0.');
  });

  it('says what the server would say for the same rule', async () => {
    const app = new Hono();
    app.onError((error, c) => errorResponse(c, error));
    // No database here: the rate limits are the server tests' business.
    app.route(
      '/',
      calculatorRoutes(() => (_c, next) => next()),
    );
    for (const [name, raw] of [
      ['Baulaenge', '-5'],
      ['Baulaenge', '500'],
      ['PrimaerluftVolumenstrom', '2000'],
      ['Baulaenge', 'abc'],
    ] as const) {
      for (const locale of ['de', 'en'] as const) {
        const response = await app.request(`/PM/KRN92?lang=${locale}&${name}=${raw}`);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errors: { field: string; message: string }[] };
        const client = validateField(field(name), raw, locale, translator(locale));
        expect(body.errors.find((e) => e.field === name)?.message, `${locale} ${name}=${raw}`).toBe(client);
      }
    }
  });
});
