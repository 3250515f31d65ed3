import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../contract/reporting.ts';
import type { SalesPerformanceFilters, SalesPerformanceResult } from '../../contract/sales-performance.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/** GET /api/SalesPerformance, /filter and /export over the demo sales data (small scale). */
let server: SharedTestServer;
let admin: ApiCall;
let cz: ApiCall;
let adminToken: string;

beforeAll(async () => {
  server = await sharedTestServer();
  const [a, c] = await Promise.all(['admin', 'cz-employee'].map((l) => oidcLogin(server.url, l)));
  adminToken = a!.access_token;
  admin = portalApiAs(server.url, adminToken);
  cz = portalApiAs(server.url, c!.access_token);
});

const performance = (query: string) =>
  admin<SalesPerformanceResult & { field?: string }>('GET', `/SalesPerformance?${query}`);

describe('sales performance', () => {
  it('compares the year to date with the previous year and the plan, per country', async () => {
    const answer = await performance('KeyFigure=revenue&RangeType=yearToDate&Currency=EUR&Grouping=country');
    expect(answer.status).toBe(200);
    const { query, rows, total, months, lastReleaseDate } = answer.body;
    expect(lastReleaseDate).toBe('2026-10-31');
    expect(query.period).toEqual({ from: '2026-01-01', to: '2026-10-01' });
    expect(query.previousPeriod).toEqual({ from: '2025-01-01', to: '2025-10-01' });
    expect(query.compareTypes).toEqual(['previousYear', 'plan']);
    expect(rows.length).toBeGreaterThan(3);
    const de = rows.find((r) => r.groupingKey === 'DE')!;
    expect(de).toMatchObject({ grouping: 'Deutschland', units: 'EUR' });
    expect(de.difference).toBeCloseTo(de.currentYear - de.lastYear!, 1);
    expect(de.differenceInPercent).toBeCloseTo(((de.currentYear - de.lastYear!) / de.lastYear!) * 100, 0);
    expect(de.budgetDifference).toBeCloseTo(de.currentYear - de.budget!, 1);
    expect(total.currentYear).toBeCloseTo(
      rows.reduce((s, r) => s + r.currentYear, 0),
      0,
    );
    expect(months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(months.reduce((s, m) => s + m.currentYear, 0)).toBeCloseTo(total.currentYear, 0);
    expect(months.reduce((s, m) => s + m.lastYear!, 0)).toBeCloseTo(total.lastYear!, 0);
  });

  it('agrees with a report over the same lines', async () => {
    const answer = await performance(
      'KeyFigure=quantity&RangeType=year&Period=2025-06&Grouping=materialGroup&CompareType=previousYear',
    );
    const report = await admin<ReportResult>('POST', '/reporting/Report', {
      source: 'salesFacts',
      columns: [{ column: 'materialGroup' }, { column: 'quantity', aggregate: 'sum' }],
      grouping: ['materialGroup'],
      filter: {
        operator: 'and',
        conditions: [
          { key: 'year', comparer: 'eq', value: 2025 },
          { key: 'valid', comparer: 'eq', value: true },
        ],
      },
    });
    const fromReport = Object.fromEntries(report.body.data.map((r) => [r.materialGroup, Number(r.quantity_sum)]));
    for (const row of answer.body.rows) expect(row.currentYear, row.groupingKey).toBe(fromReport[row.groupingKey]);
    expect(answer.body.rows[0]!.budget).toBeNull();
    expect(answer.body.rows[0]!.units).toBe('Stück');
  });

  it('filters by the catalogue’s lists, converts currencies and groups by month', async () => {
    const eur = await performance('RangeType=quarter&Period=2025-03&Grouping=month&Country=CZ&Country=SK');
    const czk = await performance('RangeType=quarter&Period=2025-03&Grouping=month&Country=CZ&Country=SK&Currency=CZK');
    expect(eur.body.rows.map((r) => r.groupingKey)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    expect(eur.body.query.filters).toEqual({ Country: ['CZ', 'SK'] });
    const ratio = czk.body.total.currentYear / eur.body.total.currentYear;
    expect(ratio).toBeGreaterThan(23.5);
    expect(ratio).toBeLessThan(26);
    const all = await performance('RangeType=quarter&Period=2025-03&Grouping=month');
    expect(all.body.total.currentYear).toBeGreaterThan(eur.body.total.currentYear);
  });

  it('counts cancelled lines only when IsValid=false', async () => {
    const valid = await performance('RangeType=year&Period=2024-12&CompareType=plan');
    const everything = await performance('RangeType=year&Period=2024-12&CompareType=plan&IsValid=false');
    expect(everything.body.total.currentYear).toBeGreaterThan(valid.body.total.currentYear);
    expect(valid.body.total.lastYear).toBeNull();
  });

  it.each([
    ['an unknown key figure', 'KeyFigure=profit', 'KeyFigure'],
    ['an unknown range', 'RangeType=week', 'RangeType'],
    ['an unknown country', 'Country=XX', 'Country'],
    ['an unknown parameter', 'Colour=red', 'Colour'],
    ['a bad period', 'Period=2025-13', 'Period'],
    ['an unknown compare type', 'CompareType=forecast', 'CompareType.0'],
  ])('refuses %s with a 400 naming it', async (_, query, field) => {
    const answer = await performance(query);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
  });

  it('offers each filter the values it may take given the others', async () => {
    const all = await admin<SalesPerformanceFilters>('GET', '/SalesPerformance/filter?lang=en');
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.countries).length).toBeGreaterThan(5);
    expect(all.body.countries.DE).toBe('Germany');
    expect(all.body.keyFigure.orderIntake).toBe('Order intake');
    expect(all.body.rangeType).toHaveProperty('yearToDate');
    expect(all.body.periods.at(-1)).toBe('2026-10');
    const swiss = await admin<SalesPerformanceFilters>('GET', '/SalesPerformance/filter?lang=de&Country=CH');
    // Given Switzerland: one company code and market area, but every country stays choosable.
    expect(Object.keys(swiss.body.compCodes)).toEqual(['3000']);
    expect(Object.keys(swiss.body.markets)).toEqual(['CH']);
    expect(Object.keys(swiss.body.countries)).toEqual(Object.keys(all.body.countries));
    expect(Object.keys(swiss.body.territoriesHT).every((t) => t.startsWith('HT-CH'))).toBe(true);
  });

  it('exports XLSX and CSV', async () => {
    const get = (format: string) =>
      fetch(`${server.url}/portal/api/SalesPerformance/export?format=${format}&lang=de&Grouping=branchCode`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
    const xlsx = await get('xlsx');
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Sparte');
    expect(sheet.getRow(1).getCell(4).value).toBe('Vorjahr');
    expect(sheet.getRow(2).getCell(1).value).toMatch(/Heiztechnik|Sanitär/);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Gesamt');
    const csv = await (await get('csv')).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split(';')[0]).toBe('Sparte');
    expect(lines[1]).toMatch(/^(Heiztechnik|Sanitär);(HT|SAN);\d+,\d+;/);
  });

  it('drills from a country to its customers and materials, named, from the invoice lines, without a plan', async () => {
    const country = await performance('KeyFigure=revenue&RangeType=yearToDate&Grouping=country&Country=DE');
    const customers = await performance('KeyFigure=revenue&RangeType=yearToDate&Grouping=customer&Country=DE');
    expect(customers.status).toBe(200);
    const { rows, total, query, truncated } = customers.body;
    expect(query.compareTypes).toEqual(['previousYear']);
    expect(truncated).toBe(false);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0]!.grouping).toMatch(/^\S+ – \S/);
    expect(rows[0]!.budget).toBeNull();
    const values = rows.map((r) => r.currentYear);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // The invoice lines agree with the monthly pre-aggregate.
    expect(total.currentYear).toBeCloseTo(country.body.total.currentYear, 0);
    expect(total.lastYear!).toBeCloseTo(country.body.total.lastYear!, 0);
    expect(rows.reduce((sum, r) => sum + r.currentYear, 0)).toBeCloseTo(total.currentYear, 0);

    const materials = await performance(
      'KeyFigure=quantity&RangeType=year&Grouping=material&Country=DE&Period=2025-06',
    );
    expect(materials.status).toBe(200);
    expect(materials.body.rows[0]!.grouping).toMatch(/ – /);
    expect(materials.body.rows.every((r) => r.units === materials.body.total.units)).toBe(true);
  });

  it('shows further key figures beside the main one, each as it answers alone', async () => {
    const both = await performance('KeyFigure=revenue&KeyFigures=margin&KeyFigures=quantity&Grouping=country');
    expect(both.status).toBe(200);
    expect(both.body.query.keyFigures).toEqual(['margin', 'quantity']);
    const margin = await performance('KeyFigure=margin&Grouping=country');
    const quantity = await performance('KeyFigure=quantity&Grouping=country');
    const de = both.body.rows.find((r) => r.groupingKey === 'DE')!;
    const marginDe = margin.body.rows.find((r) => r.groupingKey === 'DE')!;
    expect(de.beside).toEqual([
      {
        keyFigure: 'margin',
        units: 'EUR',
        currentYear: marginDe.currentYear,
        lastYear: marginDe.lastYear,
        differenceInPercent: marginDe.differenceInPercent,
      },
      expect.objectContaining({
        keyFigure: 'quantity',
        currentYear: quantity.body.rows.find((r) => r.groupingKey === 'DE')!.currentYear,
      }),
    ]);
    expect(both.body.total.beside![0]!.currentYear).toBe(margin.body.total.currentYear);
    // The main key figure is not repeated beside itself; more than three are refused.
    expect((await performance('KeyFigure=margin&KeyFigures=margin')).body.query.keyFigures).toEqual([]);
    const refused = await performance(
      'KeyFigures=margin&KeyFigures=quantity&KeyFigures=revenue&KeyFigures=orderIntake',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('KeyFigures');

    const csv = await (
      await fetch(
        `${server.url}/portal/api/SalesPerformance/export?format=csv&lang=de&Grouping=country&KeyFigures=margin`,
        {
          headers: { authorization: `Bearer ${adminToken}` },
        },
      )
    ).text();
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('Deckungsbeitrag');
  });

  it('writes percentages into CSV without float noise', async () => {
    const csv = await (
      await fetch(`${server.url}/portal/api/SalesPerformance/export?format=csv&lang=en&Grouping=country`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).text();
    const cells = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .flatMap((line) => line.split(','));
    expect(cells.length).toBeGreaterThan(10);
    // Money to the cent, percentages (fractions) to a tenth of a percent: at most 2 and 3 decimals.
    for (const cell of cells) expect(cell).not.toMatch(/\.\d{4,}/);
  });

  it('needs the reporting API permission', async () => {
    expect((await cz('GET', '/SalesPerformance')).status).toBe(403);
    expect((await cz('GET', '/SalesPerformance/filter')).status).toBe(403);
  });
});
