import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { KmatInfo, SapConfigResponse, StepDataRow } from '../../contract/configurator.ts';
import { queryRows } from '../../server/db/rows.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * The configurator through its API, as the app walks it: product groups → series → connection
 * (the KMat), the characteristics narrowing step by step with prices, a refused combination as a
 * 400 naming every characteristic involved, the customer's discount, and the PDF quote.
 */
let server: SharedTestServer;
let sales: ApiCall;
let employee: ApiCall;

beforeAll(async () => {
  server = await sharedTestServer();
  const [s, e] = await Promise.all(['sales', 'employee'].map((login) => oidcLogin(server.url, login)));
  sales = portalApiAs(server.url, s!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
});

const panel = (values: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  bauform: 'KMAT-FTX2',
  sprache: 'de',
  sapCharacteristics: Object.entries(values).map(([key, value]) => ({ key, value })),
  ...extra,
});
const complete = {
  SERIE: 'PROFIL',
  ANSCHLUSS: 'V',
  TYP: '22',
  BAUHOEHE: '600',
  BAULAENGE: '1000',
  FARBE: '9016',
  MONTAGE: 'WK',
  VENTIL: 'THERMO',
};

describe('configurator', () => {
  it('walks the selection steps to the configurable material', async () => {
    const groups = await sales<StepDataRow[]>('POST', '/DynamicConfigurator/GetProductGroupsData', { language: 'en' });
    expect(groups.status).toBe(200);
    expect(groups.body.map((g) => g.kombination)).toEqual(expect.arrayContaining(['HK', 'KV', 'BH']));
    expect(groups.body.find((g) => g.kombination === 'HK')!.text).toBe('Panel radiators');

    const series = await sales<StepDataRow[]>('POST', '/DynamicConfigurator/GetSelectStepData', {
      language: 'de',
      kombination: 'HK',
    });
    expect(series.body.map((s) => s.kombination)).toEqual(['HK/PROFIL', 'HK/PLAN', 'HK/LINE']);
    const kmat = await sales<KmatInfo>('POST', '/DynamicConfigurator/GetKMat', {
      language: 'de',
      kombination: 'HK/PROFIL/V',
    });
    expect(kmat.body.kmat).toBe('KMAT-FTX2');
    expect(kmat.body.presets).toEqual([
      { key: 'SERIE', value: 'PROFIL' },
      { key: 'ANSCHLUSS', value: 'V' },
    ]);
    const first = await sales<SapConfigResponse>('POST', '/DynamicConfigurator/GetCharacteristicListFirst', {
      language: 'de',
      kombination: 'HK/PROFIL/V',
    });
    expect(first.status).toBe(200);
    expect(first.body.returnCode).toBe(4);
    // The V connection rules out floor consoles, and says why.
    const montage = first.body.sapCharacteristics.find((c) => c.key === 'MONTAGE')!;
    expect(montage.possibleValues.map((v) => v.value)).not.toContain('SK');
    expect(montage.excludedValues.find((v) => v.value === 'SK')!.reasons[0]).toMatch(/Standkonsolen/);
    expect(montage.infoText.length).toBeGreaterThan(0);
  });

  it('narrows each step, prices the result with the customer’s discount and a bill of items', async () => {
    const partial = await sales<SapConfigResponse>('POST', '/DynamicConfigurator', panel({ BAUHOEHE: '200' }));
    expect(partial.body.returnCode).toBe(4);
    expect(partial.body.sapCharacteristics.find((c) => c.key === 'TYP')!.possibleValues.map((v) => v.value)).toEqual([
      '20',
      '21',
      '22',
    ]);
    const { number, discount_percent } = (
      await queryRows<{ number: string; discount_percent: number | string }>(
        server.database.db,
        sql`select number, discount_percent from sales_customer
            where company_code = '1000' and discount_percent > 0 order by number limit 1`,
      )
    )[0]!;
    const done = await sales<SapConfigResponse>(
      'POST',
      '/DynamicConfigurator',
      panel(complete, { kundenNummer: number }),
    );
    expect(done.status).toBe(200);
    expect(done.body.returnCode).toBe(0);
    expect(done.body.materialVariante).toMatch(/^F/);
    const price = done.body.price!;
    expect(price.discountPercent).toBe(Number(discount_percent));
    expect(price.netto).toBeCloseTo(price.brutto * (1 - Number(discount_percent) / 100), 1);
    expect(done.body.billOfItems.reduce((sum, item) => sum + item.amount, 0)).toBeCloseTo(price.brutto, 1);
  });

  it('prices a quantity: each bill line and the totals for all pieces, the price per piece beside', async () => {
    const one = await sales<SapConfigResponse>('POST', '/DynamicConfigurator', panel(complete));
    const seven = await sales<SapConfigResponse>('POST', '/DynamicConfigurator', panel(complete, { menge: 7 }));
    expect(seven.status).toBe(200);
    const single = one.body.price!;
    const price = seven.body.price!;
    expect(single).toMatchObject({ quantity: 1, brutto: single.unitBrutto, netto: single.unitNetto });
    expect(price).toMatchObject({ quantity: 7, unitBrutto: single.brutto, unitNetto: single.netto });
    expect(price.brutto).toBeCloseTo(single.brutto * 7, 2);
    expect(price.netto).toBeCloseTo(single.netto * 7, 2);
    expect(seven.body.billOfItems.map((i) => [i.text, i.quantity, i.amount])).toEqual(
      one.body.billOfItems.map((i) => [i.text, i.quantity * 7, Math.round(i.amount * 700) / 100]),
    );
    expect(seven.body.billOfItems.reduce((sum, item) => sum + item.amount, 0)).toBeCloseTo(price.brutto, 2);
    for (const menge of [0, -1, 2.5, 10_000, '3']) {
      const answer = await sales('POST', '/DynamicConfigurator', panel(complete, { menge }));
      expect(answer.status, String(menge)).toBe(400);
      expect(answer.body.field, String(menge)).toBe('menge');
    }
  });

  it('refuses a conflicting combination with a 400 naming every characteristic involved', async () => {
    const { status, body } = await sales('POST', '/DynamicConfigurator', panel({ ANSCHLUSS: 'V', MONTAGE: 'SK' }));
    expect(status).toBe(400);
    expect(body.code).toBe('configuration_conflict');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'sapCharacteristics.ANSCHLUSS',
      'sapCharacteristics.MONTAGE',
    ]);
    for (const [request, field] of [
      [panel({ TYP: '99' }), 'sapCharacteristics.TYP'],
      [panel({ FOO: '1' }), 'sapCharacteristics.0.key'],
      [{ ...panel({}), bauform: 'KMAT-NONE' }, 'bauform'],
      [{ ...panel({}), sprache: 'xx' }, 'sprache'],
      [{ ...panel({}), colour: 'red' }, 'colour'],
      [panel({}, { kundenNummer: '12a' }), 'kundenNummer'],
    ] as const) {
      const answer = await sales('POST', '/DynamicConfigurator', request);
      expect(answer.status, field).toBe(400);
      expect(answer.body.field, field).toBe(field);
    }
  });

  it('renders a complete configuration as a real PDF quote, and refuses an incomplete one', async () => {
    const token = (await oidcLogin(server.url, 'sales'))!.access_token;
    const quote = (body: unknown) =>
      fetch(`${server.url}/portal/api/DynamicConfigurator/Quote`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const response = await quote(panel(complete, { customerReference: 'Bauvorhaben Lindenstraße', menge: 12 }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'quote-'));
    try {
      writeFileSync(join(dir, 'q.pdf'), new Uint8Array(await response.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', join(dir, 'q.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('Angebot');
      expect(text).toContain('Bauvorhaben Lindenstraße');
      expect(text).toMatch(/Therm X2 Profil/);
      // The quantity: a column of the bill and the price of one piece above the total.
      expect(text).toContain('Menge');
      expect(text).toMatch(/Nettopreis je Stück/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const incomplete = await quote(panel({ TYP: '22' }));
    expect(incomplete.status).toBe(400);
  });

  it('needs the configurator permission', async () => {
    expect((await employee('POST', '/DynamicConfigurator', panel(complete))).status).toBe(403);
  });
});
