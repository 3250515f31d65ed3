import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  KpiConflictBody,
  KpiEditHistoryResult,
  KpiResultByCalendarWeek,
  KpiSite,
  KpiSiteDetails,
  KpiSiteMidea,
  KpiValues,
  KpiWeekEdit,
} from '../../contract/kpi.ts';
import { addWeeks, formatWeek, weekOfDate } from '../../contract/periods.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { createTestKpiSite, deleteTestKpiSites } from '../helpers/production.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * The KPI API of the portal: reads of the seeded plants, ISO week/month validation, and edits
 * with history and optimistic concurrency on sites of this run (so earlier runs on PostgreSQL
 * do not matter).
 */

let server: SharedTestServer;
let admin: ApiCall;
let employee: ApiCall;
let cz: ApiCall;
let adminToken: string;
let site: string;
const sites: string[] = [];
const thisWeek = weekOfDate(new Date().toISOString().slice(0, 10));

beforeAll(async () => {
  server = await sharedTestServer();
  const [a, e, c] = await Promise.all(['admin', 'employee', 'cz-employee'].map((u) => oidcLogin(server.url, u)));
  adminToken = a!.access_token;
  admin = portalApiAs(server.url, adminToken);
  employee = portalApiAs(server.url, e!.access_token);
  cz = portalApiAs(server.url, c!.access_token);
  site = await createTestKpiSite(server.database.db);
  sites.push(site);
});

afterAll(async () => {
  if (server) {
    await deleteTestKpiSites(server.database.db, sites);
  }
});

describe('permissions', () => {
  it('asks for a token, refuses users without KPI, and lets only editors write', async () => {
    expect((await fetch(`${server.url}/portal/api/KPI/overview`)).status).toBe(401);
    for (const path of [
      '/KPI/overview',
      '/KPI/overviewMidea',
      '/KPI/plattling/details',
      '/KPI/plattling/weekDetails',
      '/KPI/plattling/monthDetails',
      '/KPI/plattling/editOverview',
      `/KPI/plattling/${formatWeek(thisWeek)}/editWeek`,
      `/KPI/plattling/${formatWeek(thisWeek)}/editHistoryWeek`,
      '/KPI/plattling/maxCalendarweek',
      '/KPI2',
    ]) {
      expect((await employee('GET', path)).status, path).toBe(403);
      expect((await cz('GET', path)).status, path).toBe(200);
    }
    const week = formatWeek(addWeeks(thisWeek, -1));
    const put = await cz('PUT', `/KPI/${site}/${week}/updateWeek`, { version: 0, oee: 80 });
    expect(put.status).toBe(403);
    expect((await employee('PUT', `/KPI/${site}/${week}/updateWeek`, { version: 0, oee: 80 })).status).toBe(403);
    expect((await cz('GET', `/KPI/${site}/${week}/editWeek`)).body.isEditable).toBe(false);
    expect((await admin('GET', `/KPI/${site}/${week}/editWeek`)).body.isEditable).toBe(true);
  });
});

describe('reads of the seeded plants', () => {
  it('lists the HVAC plants with states and trends, and the climate plant with its entries', async () => {
    const hvac = await cz('GET', '/KPI/overview');
    const byName = new Map((hvac.body as KpiSite[]).map((s) => [s.name, s]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['plattling', 'stribro']));
    const plattling = byName.get('plattling')!;
    expect(plattling).toMatchObject({ description: 'Plattling', country: 'DE', variant: 'hvac', isEditable: false });
    expect(plattling.calendarWeek).toMatch(/^\d{4}-W\d{2}$/);
    const volume = plattling.indicators.find((i) => i.name === 'producedVolume')!;
    expect(volume.week).toBeGreaterThan(0);
    expect(['green', 'yellow', 'red']).toContain(volume.stateOfWeek);
    expect(['up', 'down', 'flat']).toContain(volume.trendOfWeek);
    expect(volume.month).toBeGreaterThan(volume.week!);
    expect(plattling.indicators.find((i) => i.name === 'headcount')!.stateOfMonth).toBe('none');

    const climate = (await admin('GET', '/KPI/overviewMidea')).body as KpiSiteMidea[];
    const dobre = climate.find((s) => s.name === 'dobre')!;
    expect(dobre).toMatchObject({ variant: 'climate', isEditable: true });
    const fpy = dobre.indicators.find((i) => i.name === 'firstPassYield')!;
    expect(fpy).toMatchObject({ kpiType: 'quality', unit: '%' });
    expect(fpy.actualValue).toBe(fpy.week);
    expect(climate.some((s) => s.name === 'plattling')).toBe(false);
  });

  it('gives dense series, the latest week and month, and the group figures', async () => {
    const details = (await cz('GET', '/KPI/stribro/details')).body as KpiSiteDetails;
    expect(details.weeks).toHaveLength(104);
    expect(details.months).toHaveLength(24);
    const latest = details.weeks[details.weeks.length - 1]!;
    expect(latest.producedVolume).toBeGreaterThan(0);
    expect(details.weeks[0]!.version).toBe(0); // before the small seed's 16 weeks

    const [year, week] = (await cz('GET', '/KPI/stribro/maxCalendarweek')).body as number[];
    expect(formatWeek({ year: year!, week: week! })).toBe(latest.calendarWeek);
    expect((await cz('GET', '/KPI/stribro/maxMonth')).body).toHaveLength(2);
    expect((await cz('GET', '/KPI/dobre/maxCalendarweekMidea')).body).toHaveLength(2);
    expect((await cz('GET', '/KPI/stribro/maxCalendarweekMidea')).status).toBe(404);

    const range = await cz('GET', '/KPI/stribro/weekDetails?from=2025-W50&to=2026-W03');
    expect((range.body as KpiResultByCalendarWeek[]).map((w) => w.calendarWeek)).toEqual([
      '2025-W50',
      '2025-W51',
      '2025-W52',
      '2026-W01',
      '2026-W02',
      '2026-W03',
    ]);
    const months = await cz('GET', '/KPI/stribro/monthDetails?from=2025-11&to=2026-02');
    expect(months.body.map((m: { month: string }) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);

    const group = (await cz('GET', '/KPI2')).body as KpiValues;
    const sum = group.subVolumes.reduce((s, v) => s + (v.current ?? 0), 0);
    expect(group.producedVolume.current).toBe(sum);
    expect(group.productivity.current).toBeGreaterThan(0);
    expect(group.deliveryReliability.target).toBeGreaterThan(90);
  });
});

describe('validation', () => {
  it('names the field of a bad site, week, month, year or range', async () => {
    const cases: [string, number, string][] = [
      ['/KPI/Plattling!/details', 400, 'kpiSite'],
      ['/KPI/nowhere/details', 404, 'kpiSite'],
      ['/KPI/plattling/2026-W54/editWeek', 400, 'calendarweek'],
      ['/KPI/plattling/2021-W53/editWeek', 400, 'calendarweek'],
      ['/KPI/plattling/2026-W00/editHistoryWeek', 400, 'calendarweek'],
      ['/KPI/plattling/26-W05/edit', 400, 'calendarweek'],
      ['/KPI/plattling/0000-W05/edit', 400, 'calendarweek'],
      ['/KPI/plattling/2026-13/editMonth', 400, 'month'],
      ['/KPI/plattling/2026-1/editHistoryMonth', 400, 'month'],
      ['/KPI/plattling/weekDetails?from=2026-W10&to=2026-W01', 400, 'from'],
      ['/KPI/plattling/weekDetails?from=2010-W01&to=2026-W01', 400, 'from'],
      ['/KPI/plattling/weekDetails?week=1', 400, 'week'],
      ['/KPI2?calendarweek=2026-W60', 400, 'calendarweek'],
    ];
    for (const [path, status, field] of cases) {
      const res = await cz('GET', path);
      expect(res.status, path).toBe(status);
      expect(res.body.field, path).toBe(field);
    }
    // Week 53 exists in 2020 and 2026, weeks cross the year boundary.
    expect((await cz('GET', '/KPI/plattling/2020-W53/editWeek')).status).toBe(200);
    expect((await cz('GET', '/KPI/plattling/2026-W53/editWeek')).body.calendarWeek).toBe('2026-W53');
  });

  it('refuses bad update paths and bodies with the field named, and future periods', async () => {
    const bad: [string, unknown, string][] = [
      [`/KPI/${site}/54/2026/update`, { version: 0, indicators: [] }, 'calendarweek'],
      [`/KPI/${site}/53/2021/update`, { version: 0, indicators: [] }, 'calendarweek'],
      [`/KPI/${site}/2025-W05/2026/update`, { version: 0, indicators: [] }, 'calendarweek'],
      [`/KPI/${site}/5/20x6/update`, { version: 0, indicators: [] }, 'year'],
      [`/KPI/${site}/2026-W05/updateWeek`, { version: 0, oee: 101 }, 'oee'],
      [`/KPI/${site}/2026-W05/updateWeek`, { version: 0, producedVolume: 12.5 }, 'producedVolume'],
      [`/KPI/${site}/2026-W05/updateWeek`, { version: 0, colour: 'red' }, 'colour'],
      [`/KPI/${site}/2026-W05/updateWeek`, { version: 0, inventoryTurnoverRatio: 7 }, 'inventoryTurnoverRatio'],
      [`/KPI/${site}/2026-W05/updateWeek`, { version: 0, firstPassYield: 97 }, 'firstPassYield'],
      [`/KPI/${site}/2026-W05/updateWeek`, { oee: 80 }, 'version'],
      [`/KPI/${site}/2026-W05/updateWeek`, { version: -1, oee: 80 }, 'version'],
      [`/KPI/${site}/2026-W05/updateWeek`, { version: 0, comment: 'a\u0000b' }, 'comment'],
      [`/KPI/${site}/2026-05/updateMonth`, { version: 0, accidents: 1.5 }, 'accidents'],
      [`/KPI/${site}/${formatWeek(addWeeks(thisWeek, 1))}/updateWeek`, { version: 0, oee: 80 }, 'calendarweek'],
      [
        `/KPI/${site}/5/2026/update`,
        { version: 0, indicators: [{ name: 'oee', actualValue: 150 }] },
        'indicators.0.actualValue',
      ],
      [
        `/KPI/${site}/5/2026/update`,
        {
          version: 0,
          indicators: [
            { name: 'oee', actualValue: 80 },
            { name: 'oee', actualValue: 81 },
          ],
        },
        'indicators.1.name',
      ],
    ];
    for (const [path, body, field] of bad) {
      const res = await admin('PUT', path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.field, `${path} ${JSON.stringify(body)}`).toBe(field);
    }
    expect((await admin('GET', `/KPI/${site}/2026-W05/editWeek`)).body.version).toBe(0);
  });
});

describe('edits', () => {
  const week = '2026-W01';
  const path = `/KPI/${'SITE'}/${week}`;
  const at = (p: string) => p.replace('SITE', site);

  it('saves a week, keeps the history and answers a stale version with 409 and the current values', async () => {
    const first = await admin('GET', at(`${path}/editWeek`));
    expect(first.body).toMatchObject({ calendarWeek: '2026-W01', version: 0, oee: null });
    expect(first.headers.get('etag')).toMatch(/^(W\/)?"0"$/); // compressed answers carry a weak ETag

    const saved = await admin('PUT', at(`${path}/updateWeek`), {
      version: 0,
      oee: 81.24,
      deliveryReliability: 96,
      comment: 'Inventur am Montag',
      editComment: 'Erfassung',
    });
    expect(saved.status).toBe(204);
    expect(saved.headers.get('etag')).toBe('"1"');

    // A second editor still on version 0.
    const stale = await admin('PUT', at(`${path}/updateWeek`), { version: 0, oee: 79 });
    expect(stale.status).toBe(409);
    const conflict = stale.body as KpiConflictBody<KpiWeekEdit>;
    expect(conflict).toMatchObject({ code: 'kpi_version_conflict', field: 'version' });
    expect(conflict.current).toMatchObject({
      version: 1,
      oee: 81.2,
      deliveryReliability: 96,
      comment: 'Inventur am Montag',
    });
    expect(conflict.changes.map((c) => c.kpi).sort()).toEqual(['comment', 'deliveryReliability', 'oee']);
    expect(stale.headers.get('etag')).toMatch(/^(W\/)?"1"$/);

    // Merged by the client and sent again with If-Match.
    const res = await fetch(`${server.url}/portal/api${at(`${path}/updateWeek`)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', 'if-match': '"1"' },
      body: JSON.stringify({ oee: 79, editComment: 'Zusammengeführt' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('etag')).toBe('"2"');

    const history = (await admin('GET', at(`${path}/editHistoryWeek`))).body as KpiEditHistoryResult[];
    expect(history.map((h) => [h.version, h.kpi])).toEqual([
      [2, 'oee'],
      [1, 'comment'],
      [1, 'deliveryReliability'],
      [1, 'oee'],
    ]);
    expect(history[0]).toMatchObject({ before: 81.2, after: 79, comment: 'Zusammengeführt', user: 'Andrea Weber' });
    expect(history[1]).toMatchObject({ beforeComment: null, afterComment: 'Inventur am Montag' });

    // The list shape of the same week shares period and version; its history adds category and unit.
    const form = await admin('GET', `/KPI/${site}/${week}/edit`);
    expect(form.body.version).toBe(2);
    expect(form.body.indicators.find((i: { name: string }) => i.name === 'oee')).toMatchObject({
      actualValue: 79,
      kpiType: 'productivity',
      targetValue: 80,
    });
    const list = await admin('PUT', `/KPI/${site}/1/2026/update`, {
      version: 2,
      indicators: [{ name: 'accidents', actualValue: 1, comment: 'Schnittverletzung Halle 2' }],
    });
    expect(list.status).toBe(204);
    const midea = (await admin('GET', `/KPI/${site}/${week}/editHistory`)).body;
    expect(midea[0]).toMatchObject({
      kpi: 'accidents',
      after: 1,
      afterComment: 'Schnittverletzung Halle 2',
      kpiType: 'safety',
      unit: 'count',
      version: 3,
    });
  });

  it('is all or nothing, and a save without changes keeps the version', async () => {
    const before = (await admin('GET', at(`${path}/editWeek`))).body as KpiWeekEdit;
    const refused = await admin('PUT', at(`${path}/updateWeek`), {
      version: before.version,
      oee: 50,
      deliveryReliability: 120,
    });
    expect(refused.status).toBe(400);
    const same = await admin('PUT', at(`${path}/updateWeek`), { version: before.version, oee: before.oee });
    expect(same.status).toBe(204);
    expect(same.headers.get('etag')).toBe(`"${before.version}"`);
    const after = (await admin('GET', at(`${path}/editWeek`))).body as KpiWeekEdit;
    expect(after).toMatchObject({ version: before.version, oee: before.oee, deliveryReliability: 96 });
    const history = (await admin('GET', at(`${path}/editHistoryWeek`))).body as KpiEditHistoryResult[];
    expect(history.filter((h) => h.version > before.version)).toHaveLength(0);
  });

  it('lets one of two simultaneous first saves win and answers the other 409', async () => {
    const fresh = `/KPI/${site}/2020-W53/updateWeek`;
    const [a, b] = await Promise.all([
      admin('PUT', fresh, { version: 0, oee: 70 }),
      admin('PUT', fresh, { version: 0, oee: 71 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([204, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.current.version).toBe(1);
  });

  it('saves months and lists the last periods in the edit overview', async () => {
    const month = `/KPI/${site}/2026-01`;
    expect((await admin('GET', `${month}/editMonth`)).body).toMatchObject({ month: '2026-01', version: 0 });
    const saved = await admin('PUT', `${month}/updateMonth`, {
      version: 0,
      inventoryTurnoverRatio: 7.46,
      producedVolume: 4100,
    });
    expect(saved.status).toBe(204);
    expect((await admin('GET', `${month}/editMonth`)).body).toMatchObject({
      inventoryTurnoverRatio: 7.5,
      producedVolume: 4100,
    });
    expect((await admin('GET', `${month}/editHistoryMonth`)).body).toHaveLength(2);
    expect((await admin('GET', `/KPI/${site}/maxMonth`)).body).toEqual([2026, 1]);

    const lastWeek = formatWeek(addWeeks(thisWeek, -1));
    await admin('PUT', `/KPI/${site}/${lastWeek}/updateWeek`, { version: 0, oee: 82, producedVolume: 990 });
    const overview = (await cz('GET', `/KPI/${site}/editOverview`)).body;
    expect(overview.isEditable).toBe(false);
    expect(overview.weeks[0].period).toBe(formatWeek(thisWeek));
    expect(overview.weeks[1]).toMatchObject({ period: lastWeek, version: 1, filled: 2, expected: 4, edits: 1 });
    const previous = addWeeks(thisWeek, -1);
    expect((await cz('GET', `/KPI/${site}/maxCalendarweek`)).body).toEqual([previous.year, previous.week]);
  });
});
