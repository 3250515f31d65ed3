import { describe, expect, it } from 'vitest';
import { krn92, operatingPoint, xflair } from '../../../apps/calculators/configs.ts';
import { isExpectedError, mapServerErrors } from '../../../apps/calculators/errors.ts';
import { apiPath } from '../../../apps/calculators/model.ts';
import { keep, loadKept, storageKey } from '../../../apps/calculators/storage.ts';
import { fileNameFromDisposition } from '../../../apps/shared/download.ts';
import { RestError } from '../../../client/api-client.ts';
import type { CalcResult } from '../../../contract/calculators/common.ts';

const t = (key: string) => `t:${key}`;
const body = {
  code: 'validation_failed',
  message: 'Rücklauftemperatur: Im Heizbetrieb muss …',
  field: 'RuecklaufTemp',
  errors: [
    { field: 'RuecklaufTemp', code: 'returnNotBelowFlow', message: 'Im Heizbetrieb muss die Rücklauftemperatur …' },
    { field: 'RuecklaufTemp', code: 'spreadOutOfRange', message: 'second message for the same field' },
    { field: 'VorlaufTemp', code: 'belowDewPoint', message: 'Die Vorlauftemperatur liegt unter dem Taupunkt …' },
    { field: '(body)', code: 'invalidJson', message: 'Die Eingabedaten sind kein gültiges JSON-Objekt.' },
  ],
};

describe('mapServerErrors: the 400 at the fields', () => {
  it('puts each field’s first message at the field, the rest above the form', () => {
    const error = new RestError(400, 'validation_failed', body.message, body.field, body);
    expect(mapServerErrors(error, ['VorlaufTemp', 'RuecklaufTemp'], t)).toEqual({
      fields: {
        RuecklaufTemp: 'Im Heizbetrieb muss die Rücklauftemperatur …',
        VorlaufTemp: 'Die Vorlauftemperatur liegt unter dem Taupunkt …',
      },
      general: ['Die Eingabedaten sind kein gültiges JSON-Objekt.'],
    });
  });

  it('falls back to the top-level message and field without the list', () => {
    const error = new RestError(400, 'validation_failed', 'Baulänge: Bitte eine Zahl eingeben.', 'Baulaenge', {});
    expect(mapServerErrors(error, ['Baulaenge'], t)).toEqual({
      fields: { Baulaenge: 'Baulänge: Bitte eine Zahl eingeben.' },
      general: [],
    });
  });

  it('server and network failures name no field', () => {
    expect(mapServerErrors(new RestError(503, null, 'Service Unavailable'), ['x'], t)).toEqual({
      fields: {},
      general: ['t:errors.serverError'],
    });
    const network = Object.assign(new Error('offline'), { name: 'NetworkError' });
    expect(mapServerErrors(network, [], t).general).toEqual(['t:errors.network']);
    expect(isExpectedError(network)).toBe(true);
    expect(isExpectedError(new TypeError('bug'))).toBe(false);
  });
});

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('last inputs per element', () => {
  it('keeps values per calculator and the mode, under a key per element tag', () => {
    const storage = new MemoryStorage();
    keep('portal-xflair', { calculator: 'XFlair', values: { VorlaufTemp: '50' } }, storage);
    keep('portal-xflair', { calculator: 'XFlairTausch', values: { Heizlast: '800' } }, storage);
    keep('portal-xflair', { variant: 'XFlairTausch' }, storage);
    keep('portal-krn92', { calculator: 'KRN92', values: { VorlaufTemp: '15,5' } }, storage);
    expect(loadKept('portal-xflair', storage)).toEqual({
      v: 1,
      variant: 'XFlairTausch',
      values: { XFlair: { VorlaufTemp: '50' }, XFlairTausch: { Heizlast: '800' } },
    });
    expect(storage.getItem(storageKey('portal-krn92'))).toContain('15,5');
  });

  it('ignores broken or foreign data and missing storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKey('portal-krn41'), '{not json');
    expect(loadKept('portal-krn41', storage)).toEqual({ v: 1, values: {} });
    storage.setItem(storageKey('portal-krn41'), JSON.stringify({ v: 1, values: { KRN41: { a: 1 }, X: { b: 'ok' } } }));
    expect(loadKept('portal-krn41', storage).values).toEqual({ X: { b: 'ok' } });
    expect(loadKept('portal-krn41', null)).toEqual({ v: 1, values: {} });
    expect(() => keep('portal-krn41', { variant: 'x' }, null)).not.toThrow();
  });
});

describe('document names and paths', () => {
  it('reads the calculators’ Content-Disposition (filename* wins) with the shared helper', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="KRN92_2026-11-22.pdf"; filename*=UTF-8''KRN92_Datenblatt_%C3%BC.pdf`,
        'fallback.pdf',
      ),
    ).toBe('KRN92_Datenblatt_ü.pdf');
    expect(fileNameFromDisposition(null, 'KRN92.pdf')).toBe('KRN92.pdf');
  });

  it('maps template endpoints onto the client’s /portal/api prefix', () => {
    expect(apiPath('/api/PM/KRN92')).toBe('PM/KRN92');
    expect(apiPath('/api/KRN41/calcOutput')).toBe('KRN41/calcOutput');
    expect(apiPath('KRN41/GetTemplate')).toBe('KRN41/GetTemplate');
  });
});

describe('operating point of a chart', () => {
  const result = (values: CalcResult['values'], inputs: CalcResult['inputs']) => ({ values, inputs }) as CalcResult;

  it('takes the result’s value of the x key, else the input that sets it', () => {
    const [design, replacement] = xflair.variants;
    // x-flair replacement: the required control voltage is computed, the new flow temperature typed in.
    const tausch = result({ controlVoltageV: 3.9 }, { NeuVorlaufTemp: 45, VorlaufTemp: 99 });
    expect(operatingPoint(tausch, 'controlVoltageV', replacement!)).toBe(3.9);
    expect(operatingPoint(tausch, 'flowTempC', replacement!)).toBe(45);
    expect(operatingPoint(result({}, { VorlaufTemp: 45 }), 'flowTempC', design)).toBe(45);
    expect(operatingPoint(result({}, { PrimaerluftVolumenstrom: 108 }), 'primaryAirFlowM3h', krn92.variants[0])).toBe(
      108,
    );
    expect(operatingPoint(result({}, {}), 'unknownAxis', design)).toBeNull();
  });
});
