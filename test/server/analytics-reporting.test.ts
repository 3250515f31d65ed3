import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PortalReportingQuery,
  PortalReportingSharedQuery,
  ReportingUser,
  ReportQueryDefinition,
  ReportResult,
  ReportSourceMeta,
} from '../../contract/reporting.ts';
import * as t from '../../server/db/schema.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * Reporting: metadata, the query builder's answers and refusals, saved queries that belong to
 * their owner, and sharing with the named permission. Every run creates its own queries, so it
 * tolerates what earlier runs left on a shared PostgreSQL database.
 */
let server: SharedTestServer;
let admin: ApiCall;
let employee: ApiCall;
let cz: ApiCall;
let employeeId: string;
const run = (definition: unknown) =>
  admin<ReportResult & { field?: string; code?: string }>('POST', '/reporting/Report', definition);

const byCountry: ReportQueryDefinition = {
  source: 'salesFacts',
  columns: [
    { column: 'country' },
    { column: 'revenue', aggregate: 'sum' },
    { column: 'quantity', aggregate: 'sum' },
    { column: 'salesDocument', aggregate: 'count', alias: 'lines' },
  ],
  grouping: ['country'],
  filter: {
    operator: 'and',
    conditions: [
      { key: 'year', comparer: 'eq', value: 2025 },
      { key: 'branchCode', comparer: 'in', value: ['HT', 'SAN'] },
    ],
  },
  order: { revenue_sum: false },
  count: true,
};

beforeAll(async () => {
  server = await sharedTestServer();
  const [a, e, c] = await Promise.all(['admin', 'employee', 'cz-employee'].map((l) => oidcLogin(server.url, l)));
  admin = portalApiAs(server.url, a!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
  cz = portalApiAs(server.url, c!.access_token);
  employeeId = await userIdOf('employee');
});

describe('reporting metadata', () => {
  it('lists the sources with typed columns, labels in five languages and code values', async () => {
    const all = await admin<ReportSourceMeta[]>('GET', '/reporting/Metadata');
    expect(all.status).toBe(200);
    expect(all.body.map((s) => s.id)).toEqual(['salesFacts', 'salesPlan']);
    const facts = (await admin<ReportSourceMeta>('GET', '/reporting/Metadata/salesFacts')).body;
    const revenue = facts.columns.find((c) => c.id === 'revenue')!;
    expect(revenue).toMatchObject({ type: 'money', money: true, aggregatable: true, groupable: false });
    expect(revenue.label).toEqual({
      de: 'Umsatz',
      en: 'Revenue',
      cs: 'Obrat',
      fr: 'Chiffre d’affaires',
      it: 'Fatturato',
    });
    const country = facts.columns.find((c) => c.id === 'country')!;
    expect(country).toMatchObject({ type: 'text', filterable: true, groupable: true });
    expect(country.values!.find((v) => v.code === 'CZ')!.label.cs).toBe('Česko');
    expect((await admin('GET', '/reporting/Metadata/nope')).status).toBe(404);
  });

  it('needs the reporting API permission', async () => {
    expect((await cz('GET', '/reporting/Metadata')).status).toBe(403);
    expect((await cz('POST', '/reporting/Report', byCountry)).status).toBe(403);
  });
});

describe('reports', () => {
  it('groups, filters, converts, totals and counts', async () => {
    const eur = await run(byCountry);
    expect(eur.status).toBe(200);
    expect(eur.body.columns.map((c) => `${c.name}:${c.type}:${c.currency}`)).toEqual([
      'country:text:null',
      'revenue_sum:money:EUR',
      'quantity_sum:integer:null',
      'lines:integer:null',
    ]);
    const rows = eur.body.data;
    expect(rows.length).toBeGreaterThan(3);
    expect(eur.body.count).toBe(rows.length);
    const revenues = rows.map((r) => Number(r.revenue_sum));
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const sum = revenues.reduce((a, b) => a + b, 0);
    expect(Number(eur.body.totals!.revenue_sum)).toBeCloseTo(sum, 0);
    expect(Number(eur.body.totals!.lines)).toBe(rows.reduce((a, r) => a + Number(r.lines), 0));
    // Only month-level columns: the monthly pre-aggregate answers.
    expect(eur.body.table).toBe('sales_fact_month');

    // The same report in Czech crowns: each month's sums at that month's rate (about 24–25.5 CZK per EUR).
    const czk = await run({ ...byCountry, currency: 'CZK' });
    const ratio = Number(czk.body.totals!.revenue_sum) / Number(eur.body.totals!.revenue_sum);
    expect(ratio).toBeGreaterThan(23.5);
    expect(ratio).toBeLessThan(26);
    expect(czk.body.totals!.quantity_sum).toEqual(eur.body.totals!.quantity_sum);
  });

  it('answers the same from the invoice lines as from the pre-aggregate', async () => {
    const monthly = await run({ ...byCountry, count: false });
    const lines = await run({
      ...byCountry,
      count: false,
      filter: {
        operator: 'and',
        conditions: [
          { key: 'invoiceDate', comparer: 'between', value: ['2025-01-01', '2025-12-31'] },
          { key: 'branchCode', comparer: 'in', value: ['HT', 'SAN'] },
        ],
      },
    });
    expect(lines.body.table).toBe('sales_fact');
    expect(lines.body.data).toEqual(monthly.body.data);
  });

  it('lists detail rows with look-ups, a limit, an offset and a count', async () => {
    const definition: ReportQueryDefinition = {
      source: 'salesFacts',
      columns: [
        { column: 'invoiceDate' },
        { column: 'customerName' },
        { column: 'materialDescription' },
        { column: 'revenue' },
      ],
      filter: { operator: 'and', conditions: [{ key: 'customerName', comparer: 'contains', value: 'gmbh' }] },
      order: { invoiceDate: false, revenue: false },
      limit: 5,
      count: true,
    };
    const first = await run(definition);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.truncated).toBe(true);
    expect(first.body.count).toBeGreaterThan(5);
    for (const row of first.body.data) expect(String(row.customerName).toLowerCase()).toContain('gmbh');
    const second = await run({ ...definition, offset: 5 });
    expect(second.body.data[0]).not.toEqual(first.body.data[0]);
  });

  it('takes % and _ in a text filter literally', async () => {
    const answer = await run({
      source: 'salesFacts',
      columns: [{ column: 'customerName' }, { column: 'revenue', aggregate: 'sum' }],
      grouping: ['customerName'],
      filter: { operator: 'or', conditions: [{ key: 'customerName', comparer: 'contains', value: '%' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });

  it('ORs nested filter groups', async () => {
    const base = { ...byCountry, filter: undefined, count: false, order: { country: true } };
    const all = await run(base);
    const either = await run({
      ...base,
      filter: {
        operator: 'and',
        conditions: [
          { key: 'year', comparer: 'eq', value: 2025 },
          {
            operator: 'or',
            conditions: [
              { key: 'country', comparer: 'eq', value: 'DE' },
              {
                operator: 'and',
                conditions: [
                  { key: 'country', comparer: 'eq', value: 'AT' },
                  { key: 'branchCode', comparer: 'eq', value: 'HT' },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(either.status).toBe(200);
    expect(either.body.data.map((r) => r.country)).toEqual(['AT', 'DE']);
    const de2025 = await run({
      ...base,
      filter: {
        operator: 'and',
        conditions: [
          { key: 'year', comparer: 'eq', value: 2025 },
          { key: 'country', comparer: 'eq', value: 'DE' },
        ],
      },
    });
    expect(either.body.data.find((r) => r.country === 'DE')).toEqual(de2025.body.data[0]);
    // Austria only with heating technology: less than all of Austria in 2025.
    const at = (rows: Record<string, unknown>[]) => Number(rows.find((r) => r.country === 'AT')?.revenue_sum);
    const at2025 = await run({
      ...base,
      filter: { operator: 'and', conditions: [{ key: 'year', comparer: 'eq', value: 2025 }] },
    });
    expect(at(either.body.data)).toBeGreaterThan(0);
    expect(at(either.body.data)).toBeLessThan(at(at2025.body.data));
    expect(all.body.data.length).toBeGreaterThan(2);
  });

  it('resolves relative dates on the server: "last 12 months" is the twelve whole months before this one', async () => {
    const today = new Date();
    const month = (back: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
    const definition = (filter: ReportQueryDefinition['filter']): ReportQueryDefinition => ({
      source: 'salesFacts',
      columns: [
        { column: 'year' },
        { column: 'revenue', aggregate: 'sum' },
        { column: 'invoiceMonth', aggregate: 'min' },
      ],
      grouping: ['year'],
      filter,
      order: { year: true },
    });
    const relative = await run(
      definition({ operator: 'and', conditions: [{ key: 'invoiceDate', comparer: 'during', value: 'last12Months' }] }),
    );
    const explicit = await run(
      definition({
        operator: 'and',
        conditions: [
          { key: 'invoiceDate', comparer: 'ge', value: month(12) },
          { key: 'invoiceDate', comparer: 'lt', value: month(0) },
        ],
      }),
    );
    expect(relative.status).toBe(200);
    expect(relative.body.data).toEqual(explicit.body.data);
    expect(relative.body.totals).toEqual(explicit.body.totals);
    // The saved definition keeps the words, not the dates.
    expect(relative.body.query.filter).toEqual({
      operator: 'and',
      conditions: [{ key: 'invoiceDate', comparer: 'during', value: 'last12Months' }],
    });

    const refused = await run(
      definition({ operator: 'and', conditions: [{ key: 'invoiceDate', comparer: 'during', value: 'someday' }] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('filter.conditions.0.value');
    const notADate = await run(
      definition({ operator: 'and', conditions: [{ key: 'country', comparer: 'during', value: 'thisYear' }] }),
    );
    expect(notADate.body.field).toBe('filter.conditions.0.comparer');
  });

  it('computes a measure (margin %) per group and for the total, and orders by it', async () => {
    const answer = await run({
      ...byCountry,
      columns: [{ column: 'country' }, { column: 'margin', aggregate: 'sum' }, { column: 'revenue', aggregate: 'sum' }],
      computed: [
        { alias: 'marginPct', label: 'Marge %', operator: 'percent', left: 'margin_sum', right: 'revenue_sum' },
      ],
      order: { marginPct: false },
    });
    expect(answer.status).toBe(200);
    const last = answer.body.columns.at(-1)!;
    expect(last).toMatchObject({ name: 'marginPct', type: 'number', aggregate: null, currency: null });
    expect(last.computed).toMatchObject({ label: 'Marge %', operator: 'percent' });
    const rows = answer.body.data;
    for (const row of [...rows, answer.body.totals!]) {
      const expected = (100 * Number(row.margin_sum)) / Number(row.revenue_sum);
      expect(Number(row.marginPct)).toBeCloseTo(expected, 1);
      expect(Number(row.marginPct)).toBeGreaterThan(5);
      expect(Number(row.marginPct)).toBeLessThan(60);
    }
    const shares = rows.map((r) => Number(r.marginPct));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));

    // Per line in a listing, too; a difference of two amounts stays money.
    const listing = await run({
      source: 'salesFacts',
      columns: [{ column: 'salesDocument' }, { column: 'revenue' }, { column: 'margin' }],
      computed: [{ alias: 'cost', operator: 'subtract', left: 'revenue', right: 'margin' }],
      limit: 5,
    });
    expect(listing.status).toBe(200);
    expect(listing.body.columns.at(-1)).toMatchObject({ name: 'cost', type: 'money', currency: 'EUR' });
    for (const row of listing.body.data) {
      expect(Number(row.cost)).toBeCloseTo(Number(row.revenue) - Number(row.margin), 2);
    }
  });

  it.each([
    ['an unknown source', { source: 'portal_user', columns: [{ column: 'id' }] }, 'source'],
    ['an unknown column', { source: 'salesFacts', columns: [{ column: 'password' }] }, 'columns.0.column'],
    [
      'SQL in a column name',
      { source: 'salesFacts', columns: [{ column: 'country; drop table sales_fact' }] },
      'columns.0.column',
    ],
    [
      'an aggregate a column does not allow',
      { source: 'salesFacts', columns: [{ column: 'country', aggregate: 'sum' }] },
      'columns.0.aggregate',
    ],
    [
      'an unknown comparer',
      {
        source: 'salesFacts',
        columns: [{ column: 'country' }],
        filter: { operator: 'and', conditions: [{ key: 'country', comparer: 'like', value: '%' }] },
      },
      'filter.conditions.0.comparer',
    ],
    [
      'a comparer the column does not allow',
      {
        source: 'salesFacts',
        columns: [{ column: 'country' }],
        filter: { operator: 'and', conditions: [{ key: 'country', comparer: 'gt', value: 'A' }] },
      },
      'filter.conditions.0.comparer',
    ],
    [
      'an unknown filter key deep in the tree',
      {
        source: 'salesFacts',
        columns: [{ column: 'country' }],
        filter: {
          operator: 'and',
          conditions: [{ operator: 'or', conditions: [{ key: '1=1', comparer: 'eq', value: 1 }] }],
        },
      },
      'filter.conditions.0.conditions.0.key',
    ],
    [
      'a value of the wrong type',
      {
        source: 'salesFacts',
        columns: [{ column: 'country' }],
        filter: {
          operator: 'and',
          conditions: [{ key: 'invoiceDate', comparer: 'eq', value: "2025-01-01' or '1'='1" }],
        },
      },
      'filter.conditions.0.value',
    ],
    [
      'an ungrouped column',
      { source: 'salesFacts', columns: [{ column: 'country' }, { column: 'revenue', aggregate: 'sum' }] },
      'columns.0.column',
    ],
    [
      'an order by something not selected',
      { source: 'salesFacts', columns: [{ column: 'country' }], order: { 'revenue desc; --': true } },
      'order.revenue desc; --',
    ],
    [
      'a limit beyond the row cap',
      { source: 'salesFacts', columns: [{ column: 'country' }], limit: 1_000_000 },
      'limit',
    ],
    ['an unknown key', { source: 'salesFacts', columns: [{ column: 'country' }], sql: 'select 1' }, 'sql'],
    [
      'hierarchies',
      { source: 'salesFacts', columns: [{ column: 'country' }], hierarchies: [{ id: 'x' }] },
      'hierarchies',
    ],
    [
      'a computed measure over text',
      {
        source: 'salesFacts',
        columns: [{ column: 'country' }, { column: 'revenue', aggregate: 'sum' }],
        grouping: ['country'],
        computed: [{ alias: 'x', operator: 'divide', left: 'revenue_sum', right: 'country' }],
      },
      'computed.0.right',
    ],
    [
      'a sum of money and a count',
      {
        source: 'salesFacts',
        columns: [
          { column: 'revenue', aggregate: 'sum' },
          { column: 'country', aggregate: 'count' },
        ],
        computed: [{ alias: 'x', operator: 'add', left: 'revenue_sum', right: 'country_count' }],
      },
      'computed.0.right',
    ],
    [
      'an unknown operator',
      {
        source: 'salesFacts',
        columns: [{ column: 'revenue', aggregate: 'sum' }],
        computed: [{ alias: 'x', operator: 'power', left: 'revenue_sum', right: 'revenue_sum' }],
      },
      'computed.0.operator',
    ],
    [
      'a filter nested too deep',
      {
        source: 'salesFacts',
        columns: [{ column: 'country' }],
        filter: nest(7),
      },
      'filter.conditions.conditions.conditions.conditions.conditions',
    ],
  ])('refuses %s with a 400 naming it', async (_, definition, field) => {
    const answer = await run(definition);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
  });

  it('exports a report as a real XLSX and a CSV in the user’s language', async () => {
    const xlsx = await fetch(`${server.url}/portal/api/reporting/Report/export?format=xlsx&lang=de`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token('admin')}`, 'content-type': 'application/json' },
      body: JSON.stringify(byCountry),
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toMatch(/attachment; filename="Bericht\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Land',
      'Umsatz (Summe)',
      'Menge (Summe)',
      'Verkaufsbeleg (Anzahl)',
    ]);
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Gesamt');

    const csv = await fetch(`${server.url}/portal/api/reporting/Report/export?format=csv&lang=en`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token('admin')}`, 'content-type': 'application/json' },
      body: JSON.stringify(byCountry),
    });
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Country,Revenue (Sum),Quantity (Sum),Sales document (Count)');
    // Codes with the text the screen shows.
    expect(lines[1]).toMatch(/^[A-Z]{2} – [A-Za-z ]+,\d+(\.\d+)?,\d+,\d+$/);
  });
});

describe('saved and shared queries', () => {
  const input = (name: string) => ({ name, description: 'Umsatz je Land 2025', data: byCountry });

  it('creates (201), reads, renames (204) and deletes (204) the owner’s queries', async () => {
    const created = await admin<PortalReportingQuery>('POST', '/reporting/Query', input('Länderumsatz'));
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toMatch(new RegExp(`/reporting/Query/${created.body.reportingQueryId}$`));
    expect(created.body).toMatchObject({ name: 'Länderumsatz', isOwner: true, reportingSharedQueries: [] });
    expect(created.body.creator.username).toBe('admin');
    expect(created.body.data).toEqual(byCountry);
    const id = created.body.reportingQueryId;
    expect((await admin('PUT', `/reporting/Query/${id}`, input('Umsatz je Land'))).status).toBe(204);
    expect((await admin<PortalReportingQuery>('GET', `/reporting/Query/${id}`)).body.name).toBe('Umsatz je Land');
    const list = await admin<PortalReportingQuery[]>('GET', '/reporting/Query');
    expect(list.body.map((q) => q.reportingQueryId)).toContain(id);
    expect((await admin('DELETE', `/reporting/Query/${id}`)).status).toBe(204);
    expect((await admin('GET', `/reporting/Query/${id}`)).status).toBe(404);
  });

  it('checks the name (1–200 characters) and the definition, naming the field', async () => {
    const tooLong = await admin<{ field: string }>('POST', '/reporting/Query', input('x'.repeat(201)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('name');
    expect((await admin<{ field: string }>('POST', '/reporting/Query', input('   '))).body.field).toBe('name');
    expect((await admin('POST', '/reporting/Query', input('y'.repeat(200)))).status).toBe(201);
    const bad = await admin<{ field: string }>('POST', '/reporting/Query', {
      name: 'Kaputt',
      data: { source: 'salesFacts', columns: [{ column: 'secret' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('data.columns.0.column');
    expect((await admin('GET', '/reporting/Query/not-a-uuid')).status).toBe(400);
  });

  it('shares with a named user, who reads and runs it but cannot change it', async () => {
    const { body: query } = await admin<PortalReportingQuery>('POST', '/reporting/Query', input('Geteilt'));
    const id = query.reportingQueryId;
    const candidates = await admin<ReportingUser[]>('GET', '/reporting/SharedQuery/Users');
    expect(candidates.body.map((u) => u.username)).toContain('employee');
    expect(candidates.body.map((u) => u.username)).not.toContain('cz-employee');

    // Before sharing, the query does not exist for the employee.
    expect((await employee('GET', `/reporting/Query/${id}`)).status).toBe(404);
    const shared = await admin<PortalReportingSharedQuery>('POST', '/reporting/SharedQuery', {
      reportingQueryId: id,
      userId: employeeId,
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ reportingQueryId: id, userId: employeeId, user: { username: 'employee' } });
    expect((await admin('POST', '/reporting/SharedQuery', { reportingQueryId: id, userId: employeeId })).status).toBe(
      409,
    );

    const seen = await employee<PortalReportingQuery>('GET', `/reporting/Query/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ isOwner: false, name: 'Geteilt' });
    expect(
      (await employee<PortalReportingQuery[]>('GET', '/reporting/Query')).body.map((q) => q.reportingQueryId),
    ).toContain(id);
    const ran = await employee<ReportResult>('POST', '/reporting/Report', seen.body.data);
    expect(ran.status).toBe(200);
    expect(ran.body.data.length).toBeGreaterThan(0);

    expect((await employee('PUT', `/reporting/Query/${id}`, input('Meins'))).status).toBe(403);
    expect((await employee('DELETE', `/reporting/Query/${id}`)).status).toBe(403);
    // Sharing needs the named permission "share reporting option".
    const again = await employee('POST', '/reporting/SharedQuery', { reportingQueryId: id, userId: employeeId });
    expect(again.status).toBe(403);
    expect((await employee('GET', '/reporting/SharedQuery/Users')).status).toBe(403);

    const shares = await admin<PortalReportingSharedQuery[]>('GET', `/reporting/SharedQuery?reportingQueryId=${id}`);
    expect(shares.body.map((s) => s.userId)).toEqual([employeeId]);
    expect((await admin('DELETE', `/reporting/SharedQuery/${id}/${employeeId}`)).status).toBe(204);
    expect((await employee('GET', `/reporting/Query/${id}`)).status).toBe(404);
    expect((await admin('DELETE', `/reporting/SharedQuery/${id}/${employeeId}`)).status).toBe(404);
  });

  it('refuses shares of someone else’s query, with oneself or with users without reporting', async () => {
    const { body: query } = await admin<PortalReportingQuery>('POST', '/reporting/Query', input('Nur Admin'));
    const me = await userIdOf('admin');
    const self = await admin<{ field: string }>('POST', '/reporting/SharedQuery', {
      reportingQueryId: query.reportingQueryId,
      userId: me,
    });
    expect(self.status).toBe(400);
    expect(self.body.field).toBe('userId');
    const czId = await userIdOf('cz-employee');
    const noReporting = await admin<{ field: string }>('POST', '/reporting/SharedQuery', {
      reportingQueryId: query.reportingQueryId,
      userId: czId,
    });
    expect(noReporting.status).toBe(400);
    const { body: own } = await employee<PortalReportingQuery>('POST', '/reporting/Query', input('Von Lukas'));
    const foreign = await admin('POST', '/reporting/SharedQuery', {
      reportingQueryId: own.reportingQueryId,
      userId: me,
    });
    expect(foreign.status).toBe(404);
    expect((await employee('DELETE', `/reporting/Query/${own.reportingQueryId}`)).status).toBe(204);
  });
});

async function userIdOf(username: string): Promise<string> {
  const [user] = await server.database.db
    .select({ id: t.portalUser.id })
    .from(t.portalUser)
    .where(eq(t.portalUser.username, username));
  return user!.id;
}

const tokens = new Map<string, string>();
async function token(login: string): Promise<string> {
  if (!tokens.has(login)) tokens.set(login, (await oidcLogin(server.url, login)).access_token);
  return tokens.get(login)!;
}

function nest(depth: number): unknown {
  return depth === 0
    ? { key: 'country', comparer: 'eq', value: 'DE' }
    : { operator: 'and', conditions: [nest(depth - 1)] };
}
