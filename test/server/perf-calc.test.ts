import { beforeAll, describe, expect, it } from 'vitest';
import type { CalcResult } from '../../contract/calculators/common.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

// The KRN92 point calculation (what a form recomputes while the user types) is the one-shot
// GET's operating point without the series; calcOutput adds them.

let server: SharedTestServer;
const input = {
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

beforeAll(async () => {
  server = await sharedTestServer();
});

const post = async (path: string, body: unknown, lang = 'de') => {
  const response = await fetch(`${server.url}/portal/api/PM/KRN92/${path}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://cms.example' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: await response.json(),
  };
};

describe('KRN92 calc and calcOutput', () => {
  it('answers one operating point without series, the same as the one-shot GET', async () => {
    const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    const oneShot = (await (await fetch(`${server.url}/portal/api/PM/KRN92?${query}`)).json()) as CalcResult;
    const point = await post('calc', input);
    expect(point.status).toBe(200);
    expect(point.cors).toBe('*');
    const result = point.body as CalcResult;
    expect(result.series).toEqual([]);
    expect(result.values).toEqual(oneShot.values);
    expect(result.resultRows).toEqual(oneShot.resultRows);
    expect(result.warnings).toEqual(oneShot.warnings);

    const full = (await post('calcOutput', input)).body as CalcResult;
    expect(full.series.map((s) => s.id)).toEqual(['primaryAir', 'flowTemperature']);
    expect(full.values).toEqual(oneShot.values);
  });

  it('formats numbers and texts in the caller’s language and names the wrong field in it', async () => {
    const en = (await post('calc', input, 'en')).body as CalcResult;
    const de = (await post('calc', input, 'de')).body as CalcResult;
    expect(de.tenderText).toMatch(/^Induktionsgerät/);
    expect(en.tenderText).not.toEqual(de.tenderText);
    expect(de.tenderText).toMatch(/\d+,\d/);
    expect(en.tenderText).toMatch(/\d+\.\d/);

    const bad = await post('calc', { ...input, Baulaenge: -5 }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('Baulaenge');
  });
});
