import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  crmDealerCountries,
  crmDivisions,
  crmLocalizationKinds,
  crmProjects,
  crmTargetGroups,
  type DealerEntry,
  type DealerEntryListResponse,
  type DealerSearchProductListResponse,
  dealerSearchLimit,
  type LocalizationResponse,
} from '../../contract/crm.ts';
import type { ApiErrorBody } from '../../contract/errors.ts';
import { supportedLocales } from '../../contract/locales.ts';
import { boundingBox, earthRadiusKm } from '../../server/areas/crm/dealer-search.ts';
import * as t from '../../server/db/schema.ts';
import { seedCrmDemoData } from '../../server/demo/crm.ts';
import { buildCrmDemoData, crmDemoCities, crmDemoProducts } from '../../server/demo/crm-data.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/** Public part of the CRM API: dealer search and localization lists (no token, CORS for any origin). */

let server: SharedTestServer;
let base: string;

const plattling = { latitude: 48.7766, longitude: 12.8737 };
const partnerOrigin = 'https://partner-site.example';
const heatingKeys = new Set(crmDemoProducts.filter((p) => p.division === 'Heating').map((p) => p.productKey));

beforeAll(async () => {
  server = await sharedTestServer();
  base = `${server.url}/webcrmapi/api`;
});

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, init);
}

function query(params: Record<string, string | number | (string | number)[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search.toString();
}

async function dealers(params: Record<string, string | number | (string | number)[]>): Promise<DealerEntry[]> {
  const response = await get(`/DealerSearch/dealers?${query(params)}`);
  expect(response.status, JSON.stringify(params)).toBe(200);
  const body = (await response.json()) as DealerEntryListResponse;
  return body.result!;
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The expected answer computed in the test from the database rows: every filter, exact distances, top 50. */
async function expectedNearest(
  at: { latitude: number; longitude: number },
  filter: { division?: string; project?: string; country?: string; productKeys?: string[] } = {},
) {
  const { db } = server.database;
  const rows = await db.select().from(t.crmDealer);
  const links = await db.select().from(t.crmDealerProduct);
  const offered = new Map<string, Set<string>>();
  for (const link of links) offered.set(link.dealerId, (offered.get(link.dealerId) ?? new Set()).add(link.productKey));
  return rows
    .filter((d) => !filter.division || d.divisions.includes(filter.division))
    .filter((d) => !filter.project || d.projects.includes(filter.project))
    .filter((d) => !filter.country || d.country === filter.country)
    .filter((d) => (filter.productKeys ?? []).every((k) => offered.get(d.id)?.has(k)))
    .map((d) => ({ ...d, distance: haversineKm(at.latitude, at.longitude, d.latitude, d.longitude) }))
    .filter((d) => d.distance <= 1000)
    .sort((a, b) => a.distance - b.distance || a.accountName.localeCompare(b.accountName))
    .slice(0, dealerSearchLimit);
}

/** A dealer's products as the search answers them: of the division when one is given, in catalogue order. */
async function expectedProducts(division?: string) {
  const { db } = server.database;
  const products = await db.select().from(t.crmProduct);
  const links = await db.select().from(t.crmDealerProduct);
  const byKey = new Map(products.map((p) => [p.productKey, p]));
  const held = new Map<string, typeof products>();
  for (const link of links) {
    const product = byKey.get(link.productKey)!;
    if (division && product.division !== division) continue;
    held.set(link.dealerId, [...(held.get(link.dealerId) ?? []), product]);
  }
  return (dealerId: string) =>
    (held.get(dealerId) ?? [])
      .sort(
        (a, b) =>
          a.sortOrder - b.sortOrder ||
          compareText(a.productName, b.productName) ||
          compareText(a.productKey, b.productKey),
      )
      .map((p) => ({ productName: p.productName, productKey: p.productKey, branchSubCode: p.branchSubCode }));
}

/** Code-point order; the demo products' sort orders are unique, so names never decide there. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

describe('CRM demo data', () => {
  it('has at least 300 dealers with coordinates in DE, AT, CH, CZ and FR, each with products', async () => {
    const { db } = server.database;
    const [total] = await db.select({ n: count() }).from(t.crmDealer);
    expect(total!.n).toBeGreaterThanOrEqual(300);
    for (const country of crmDealerCountries) {
      const [row] = await db.select({ n: count() }).from(t.crmDealer).where(eq(t.crmDealer.country, country));
      expect(row!.n, country).toBeGreaterThanOrEqual(20);
    }
    const rows = await db.select().from(t.crmDealer);
    const links = await db.select().from(t.crmDealerProduct);
    const withProducts = new Set(links.map((l) => l.dealerId));
    for (const d of rows) {
      expect(withProducts.has(d.id), d.accountName).toBe(true);
      expect(d.divisions.length, d.accountName).toBeGreaterThan(0);
      expect(d.radius).toBeGreaterThan(0);
      expect(d.websiteUrl).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(d.emailAccount).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
      expect(d.telephoneAccount).toMatch(/^\+(49|43|41|420|33) [\d -]+$/);
    }
  });

  it('puts every demo dealer within 3 km of a real city centre of its country', () => {
    const { dealers: built } = buildCrmDemoData();
    for (const d of built) {
      const home = crmDemoCities.find((c) => c.name === d.city && c.country === d.country);
      expect(home, d.city ?? '').toBeDefined();
      expect(haversineKm(home!.lat, home!.lon, d.latitude, d.longitude)).toBeLessThan(3);
    }
    const plattlingCentre = crmDemoCities.find((c) => c.name === 'Plattling')!;
    expect([plattlingCentre.lat, plattlingCentre.lon]).toEqual([48.7766, 12.8737]);
  });

  it('is generated deterministically and seeded idempotently', async () => {
    expect(buildCrmDemoData()).toEqual(buildCrmDemoData());
    const { db } = server.database;
    const counts = async () =>
      Promise.all(
        [t.crmDealer, t.crmProduct, t.crmDealerProduct, t.crmLocalization].map(
          async (table) => (await db.select({ n: count() }).from(table))[0]!.n,
        ),
      );
    const before = await counts();
    await seedCrmDemoData(db);
    await seedCrmDemoData(db);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /webcrmapi/api/DealerSearch/products', () => {
  it('lists the products of a division (200 with result)', async () => {
    for (const division of crmDivisions) {
      const response = await get(`/DealerSearch/products?division=${division}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as DealerSearchProductListResponse;
      const expected = crmDemoProducts.filter((p) => p.division === division);
      expect(body.result).toEqual(
        expected.map((p) => ({ productName: p.productName, productKey: p.productKey, branchSubCode: p.branchSubCode })),
      );
      for (const product of body.result!)
        expect(Object.keys(product).sort()).toEqual(['branchSubCode', 'productKey', 'productName']);
    }
  });

  it('filters by branchSubCodeKey, takes the division in any case, and lists all products without filters', async () => {
    const heatPumps = (await (
      await get('/DealerSearch/products?division=heating&branchSubCodeKey=WP')
    ).json()) as DealerSearchProductListResponse;
    expect(heatPumps.result!.map((p) => p.productKey)).toEqual(['WP-LUFT', 'WP-SOLE']);
    const all = (await (await get('/DealerSearch/products')).json()) as DealerSearchProductListResponse;
    expect(all.result).toHaveLength(crmDemoProducts.length);
  });

  it('answers 204 without a body when nothing matches', async () => {
    for (const path of [
      '/DealerSearch/products?division=Climate',
      '/DealerSearch/products?division=Sanitary&branchSubCodeKey=WP',
      '/DealerSearch/products?branchSubCodeKey=NOPE',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(204);
      expect(await response.text(), path).toBe('');
    }
  });
});

describe('GET /webcrmapi/api/DealerSearch/dealers', () => {
  it('finds Heating dealers near Plattling: the nearest first, increasing distances, each with its radius', async () => {
    const result = await dealers({ division: 'Heating', ...plattling });
    expect(result.length).toBeGreaterThan(10);
    expect(result.length).toBeLessThanOrEqual(dealerSearchLimit);
    expect(result[0]!.city).toBe('Plattling');
    expect(result[0]!.distance).toBeLessThan(3);
    for (let i = 1; i < result.length; i++) {
      expect(result[i]!.distance, `${i}`).toBeGreaterThanOrEqual(result[i - 1]!.distance);
    }
    for (const d of result) {
      expect(typeof d.radius).toBe('number');
      expect(d.radius).toBeGreaterThan(0);
      expect(d.products.length).toBeGreaterThan(0);
      // Only the products of the division asked for.
      for (const p of d.products) expect(heatingKeys.has(p.productKey), p.productKey).toBe(true);
      // `distance` is the great-circle distance to the dealer's own coordinates (rounded to 10 m).
      expect(d.distance).toBeCloseTo(haversineKm(plattling.latitude, plattling.longitude, d.latitude, d.longitude), 1);
      expect(Object.keys(d).sort()).toEqual(
        [
          'accountName',
          'street',
          'postalCode',
          'city',
          'country',
          'telephoneAccount',
          'fax',
          'emailAccount',
          'websiteUrl',
          'radius',
          'latitude',
          'longitude',
          'products',
          'distance',
        ].sort(),
      );
    }
    // Deggendorf (10 km) comes before Regensburg (60 km).
    const firstDeggendorf = result.findIndex((d) => d.city === 'Deggendorf');
    const firstRegensburg = result.findIndex((d) => d.city === 'Regensburg');
    expect(firstDeggendorf).toBeGreaterThanOrEqual(0);
    expect(firstRegensburg === -1 || firstDeggendorf < firstRegensburg).toBe(true);
  });

  it('returns exactly the nearest dealers of the whole table (the bounding box loses nothing)', async () => {
    const cases: [{ latitude: number; longitude: number }, Parameters<typeof expectedNearest>[1]][] = [
      [plattling, { division: 'Heating' }],
      [plattling, {}],
      [
        { latitude: 50.0755, longitude: 14.4378 },
        { division: 'Sanitary', country: 'CZ' },
      ],
      [{ latitude: 47.7508, longitude: 7.3359 }, { project: 'Commercial' }],
      [
        { latitude: 52.52, longitude: 13.405 },
        { division: 'Heating', productKeys: ['WP-LUFT', 'FBH-NASS'] },
      ],
      // Far from every dealer: the search widens to 1000 km.
      [{ latitude: 41.9, longitude: 12.5 }, {}],
    ];
    for (const [at, filter] of cases) {
      const expected = await expectedNearest(at, filter);
      const params: Record<string, string | number | string[]> = { ...at };
      if (filter?.division) params.division = filter.division;
      if (filter?.project) params.project = filter.project;
      if (filter?.country) params.country = filter.country;
      if (filter?.productKeys) params.productKeys = filter.productKeys;
      const result = await dealers(params);
      const label = JSON.stringify([at, filter]);
      expect(
        result.map((d) => `${d.accountName} (${d.city})`),
        label,
      ).toEqual(expected.map((d) => `${d.accountName} (${d.city})`));
      const productsOf = await expectedProducts(filter?.division);
      result.forEach((d, i) => {
        expect(d.distance, label).toBeCloseTo(expected[i]!.distance, 1);
        expect(d.products, `${label} ${d.accountName}`).toEqual(productsOf(expected[i]!.id));
      });
    }
  });

  it('filters by country (any case), project and products (every key, repeated or comma-separated)', async () => {
    const austrian = await dealers({ ...plattling, country: 'at' });
    expect(austrian.length).toBeGreaterThan(0);
    expect(new Set(austrian.map((d) => d.country))).toEqual(new Set(['AT']));
    expect(['Schärding', 'Braunau am Inn']).toContain(austrian[0]!.city);

    const keys = ['WP-LUFT', 'FBH-NASS'];
    const repeated = await dealers({ ...plattling, productKeys: keys });
    const commaSeparated = await dealers({ ...plattling, productKeys: keys.join(',') });
    expect(commaSeparated).toEqual(repeated);
    for (const d of repeated) {
      const offered = d.products.map((p) => p.productKey);
      for (const key of keys) expect(offered, d.accountName).toContain(key);
    }

    for (const project of crmProjects) {
      const filtered = await dealers({ ...plattling, project: project.toLowerCase() });
      const expected = await expectedNearest(plattling, { project });
      expect(filtered.map((d) => d.accountName)).toEqual(expected.map((d) => d.accountName));
    }
  });

  it('answers 204 without a body when no dealer matches', async () => {
    for (const params of [
      { latitude: 0, longitude: -30 },
      { ...plattling, division: 'Climate' },
      { ...plattling, project: 'Spaceport' },
      { ...plattling, country: 'IT' },
      { ...plattling, productKeys: 'NO-SUCH-PRODUCT' },
    ]) {
      const response = await get(`/DealerSearch/dealers?${query(params)}`);
      expect(response.status, JSON.stringify(params)).toBe(204);
      expect(await response.text()).toBe('');
    }
  });

  it('answers 400 naming the field for a missing or invalid location', async () => {
    const cases: [string, string][] = [
      ['longitude=12.87', 'latitude'],
      ['latitude=48.77', 'longitude'],
      ['latitude=abc&longitude=12.87', 'latitude'],
      ['latitude=91&longitude=12.87', 'latitude'],
      ['latitude=48.77&longitude=-181', 'longitude'],
      ['latitude=&longitude=12.87', 'latitude'],
    ];
    for (const [search, field] of cases) {
      const response = await get(`/DealerSearch/dealers?${search}`);
      expect(response.status, search).toBe(400);
      const body = (await response.json()) as ApiErrorBody;
      expect(body.code).toBe('validation_failed');
      expect(body.field, search).toBe(field);
    }
  });

  it('computes bounding boxes that contain the whole search circle', () => {
    const box = boundingBox(48.7766, 12.8737, 50);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 50 * 180) / (Math.PI * earthRadiusKm), 6);
    // A point 50 km due east is inside the box.
    const east = 12.8737 + (50 / (earthRadiusKm * Math.cos((48.7766 * Math.PI) / 180))) * (180 / Math.PI);
    expect(box.lon!.max).toBeGreaterThanOrEqual(east - 1e-9);
    expect(boundingBox(89.9, 0, 50).lon).toBeNull();
    expect(boundingBox(0, 179.9, 50).lon).toBeNull();
  });
});

describe('dealer products kept for the search (migration 0017 triggers)', () => {
  // Far from every demo dealer (Southern Ocean), so the search answers this dealer alone.
  const nowhere = { latitude: -60, longitude: 100 };
  const dealerId = '00000000-0000-4000-8000-00000000d017';
  const productsNowhere = async (division?: string) =>
    (await dealers({ ...nowhere, ...(division ? { division } : {}) }))[0]!.products.map((p) => p.productKey);

  it('follow links, products and dealers as the CRM import changes them', async () => {
    const { db } = server.database;
    const testProducts = [
      { productKey: 'T17-A', productName: 'Testprodukt A', branchSubCode: 'HK', division: 'Heating', sortOrder: 900 },
      { productKey: 'T17-B', productName: 'Testprodukt B', branchSubCode: 'DU', division: 'Sanitary', sortOrder: 901 },
    ];
    try {
      await db.insert(t.crmProduct).values(testProducts);
      await db.insert(t.crmDealer).values({
        id: dealerId,
        accountName: 'Testbetrieb Südpolarmeer',
        country: 'DE',
        radius: 50,
        ...nowhere,
        divisions: ['Heating', 'Sanitary'],
      });
      // No products yet: an empty list.
      expect(await productsNowhere()).toEqual([]);
      await db.insert(t.crmDealerProduct).values([
        { dealerId, productKey: 'HK-PROFIL' },
        { dealerId, productKey: 'T17-A' },
        { dealerId, productKey: 'T17-B' },
      ]);
      expect(await productsNowhere()).toEqual(['HK-PROFIL', 'T17-A', 'T17-B']);
      expect(await productsNowhere('Heating')).toEqual(['HK-PROFIL', 'T17-A']);
      expect(await productsNowhere('Sanitary')).toEqual(['T17-B']);

      // A product moved to another division and sorted first, another renamed.
      await db
        .update(t.crmProduct)
        .set({ division: 'Sanitary', sortOrder: 0 })
        .where(eq(t.crmProduct.productKey, 'T17-A'));
      await db.update(t.crmProduct).set({ productName: 'Umbenannt' }).where(eq(t.crmProduct.productKey, 'T17-B'));
      expect(await productsNowhere('Heating')).toEqual(['HK-PROFIL']);
      expect(await productsNowhere('Sanitary')).toEqual(['T17-A', 'T17-B']);
      expect(await productsNowhere()).toEqual(['T17-A', 'HK-PROFIL', 'T17-B']);
      const [renamed] = await dealers(nowhere);
      expect(renamed!.products.find((p) => p.productKey === 'T17-B')!.productName).toBe('Umbenannt');

      // A link removed, a product deleted (its links go with it).
      await db.delete(t.crmDealerProduct).where(eq(t.crmDealerProduct.productKey, 'HK-PROFIL'));
      await db.delete(t.crmProduct).where(eq(t.crmProduct.productKey, 'T17-A'));
      expect(await productsNowhere()).toEqual(['T17-B']);
      expect((await get(`/DealerSearch/dealers?${query({ ...nowhere, division: 'Heating' })}`)).status).toBe(200);
      expect(await productsNowhere('Heating')).toEqual([]);

      // The dealer deleted: its kept products go too.
      await db.delete(t.crmDealer).where(eq(t.crmDealer.id, dealerId));
      const kept = await db
        .select({ n: count() })
        .from(t.crmDealerProductJson)
        .where(eq(t.crmDealerProductJson.dealerId, dealerId));
      expect(kept[0]!.n).toBe(0);
      expect((await get(`/DealerSearch/dealers?${query(nowhere)}`)).status).toBe(204);
    } finally {
      await db.delete(t.crmDealer).where(eq(t.crmDealer.id, dealerId));
      await db.delete(t.crmProduct).where(inArray(t.crmProduct.productKey, ['T17-A', 'T17-B']));
    }
  });

  it('holds, for every demo dealer, what the aggregation of its products gives', async () => {
    const { db } = server.database;
    const rows = await db.select().from(t.crmDealerProductJson);
    const dealerIds = (await db.select({ id: t.crmDealer.id }).from(t.crmDealer)).map((d) => d.id);
    for (const division of [undefined, ...crmDivisions]) {
      const productsOf = await expectedProducts(division);
      const kept = new Map(rows.filter((r) => r.division === (division ?? '')).map((r) => [r.dealerId, r.products]));
      for (const id of dealerIds) {
        const expected = productsOf(id);
        expect(kept.get(id) ?? [], `${division} ${id}`).toEqual(expected);
        // No row for a division the dealer has no products of.
        expect(kept.has(id), `${division} ${id}`).toBe(expected.length > 0);
      }
    }
  });
});

describe('GET /webcrmapi/api/Localization/*', () => {
  it('answers every list in de, en, cs, fr and it with a text for every value', async () => {
    for (const kind of crmLocalizationKinds) {
      const valuesPerCulture: string[][] = [];
      for (const culture of supportedLocales) {
        const response = await get(`/Localization/${kind}?cultureCode=${culture}`);
        expect(response.status, `${kind} ${culture}`).toBe(200);
        const body = (await response.json()) as LocalizationResponse;
        expect(body.translationData!.length, `${kind} ${culture}`).toBeGreaterThan(1);
        for (const entry of body.translationData!) {
          expect(Object.keys(entry).sort()).toEqual(['translatedValue', 'value']);
          expect(typeof entry.translatedValue, `${kind} ${culture} ${entry.value}`).toBe('string');
          expect(entry.translatedValue!.length).toBeGreaterThan(0);
        }
        valuesPerCulture.push(body.translationData!.map((e) => e.value).sort());
      }
      for (const values of valuesPerCulture) expect(values).toEqual(valuesPerCulture[0]);
    }
  });

  it('has the values the forms and the dealer search use', async () => {
    const list = async (kind: string, culture: string) =>
      ((await (await get(`/Localization/${kind}?cultureCode=${culture}`)).json()) as LocalizationResponse)
        .translationData!;
    expect(await list('targetGroups', 'de')).toEqual([
      { value: 'FGH', translatedValue: 'Fachgroßhandel' },
      { value: 'FHW', translatedValue: 'Fachhandwerk' },
      { value: 'PRS', translatedValue: 'Privatkunde' },
    ]);
    expect((await list('targetGroups', 'en')).map((e) => e.value)).toEqual([...crmTargetGroups]);
    expect(await list('divisions', 'en')).toEqual([
      { value: 'Heating', translatedValue: 'Heating' },
      { value: 'Sanitary', translatedValue: 'Sanitary' },
    ]);
    expect((await list('divisions', 'cs')).map((e) => e.translatedValue)).toEqual(['Vytápění', 'Sanita']);
    expect((await list('salutations', 'fr')).map((e) => e.translatedValue)).toEqual(['Monsieur', 'Madame', 'Société']);
    expect((await list('projects', 'it')).map((e) => e.value)).toEqual([...crmProjects]);

    const germanCountries = await list('countries', 'de');
    expect(germanCountries).toContainEqual({ value: 'DE', translatedValue: 'Deutschland' });
    expect(germanCountries).toContainEqual({ value: 'AT', translatedValue: 'Österreich' });
    for (const code of crmDealerCountries) expect(germanCountries.map((e) => e.value)).toContain(code);
    // Alphabetical in the asked language.
    const names = germanCountries.map((e) => e.translatedValue!);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(await list('countries', 'cs')).toContainEqual({ value: 'CZ', translatedValue: 'Česko' });
  });

  it('uses the language of a culture code, German by default, and null texts for other languages', async () => {
    const body = async (search: string) =>
      ((await (await get(`/Localization/salutations${search}`)).json()) as LocalizationResponse).translationData;
    expect(await body('?cultureCode=de-DE')).toEqual(await body('?cultureCode=de'));
    expect(await body('?cultureCode=cs_CZ')).toEqual(await body('?cultureCode=cs'));
    expect(await body('')).toEqual(await body('?cultureCode=de'));
    expect((await body('?cultureCode=de'))!.map((e) => e.translatedValue)).toEqual(['Herr', 'Frau', 'Firma']);
    expect(await body('?cultureCode=es-ES')).toEqual([
      { value: 'Mr', translatedValue: null },
      { value: 'Ms', translatedValue: null },
      { value: 'Company', translatedValue: null },
    ]);
  });

  it('answers 400 for a malformed culture code and 404 for an unknown list', async () => {
    const bad = await get('/Localization/countries?cultureCode=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiErrorBody).field).toBe('cultureCode');
    expect((await get('/Localization/colours?cultureCode=de')).status).toBe(404);
  });
});

describe('public CRM endpoints from another origin', () => {
  const publicPaths = [
    '/DealerSearch/products?division=Heating',
    `/DealerSearch/dealers?division=Heating&latitude=${plattling.latitude}&longitude=${plattling.longitude}`,
    ...crmLocalizationKinds.map((kind) => `/Localization/${kind}?cultureCode=de`),
  ];

  it('answer without a token, with CORS for any origin (200, 204 and 400 alike)', async () => {
    for (const path of [
      ...publicPaths,
      '/DealerSearch/products?division=Climate',
      '/DealerSearch/dealers?latitude=0&longitude=-30',
      '/DealerSearch/dealers?latitude=x&longitude=0',
    ]) {
      const response = await get(path, { headers: { origin: partnerOrigin } });
      expect([200, 204, 400], path).toContain(response.status);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      await response.body?.cancel();
    }
  });

  it('answer the preflight: GET allowed from any origin', async () => {
    for (const path of publicPaths) {
      const response = await get(path, {
        method: 'OPTIONS',
        headers: {
          origin: partnerOrigin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'accept, content-type',
        },
      });
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('GET');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    }
  });

  it('ignore an invalid token (they are public)', async () => {
    const response = await get('/DealerSearch/products?division=Sanitary', {
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});

describe('dealer search answers a CDN can cache (docs/performance.md)', () => {
  it('carry a strong ETag and public caching; the same search with If-None-Match is a 304', async () => {
    for (const path of [
      `/DealerSearch/dealers?${query({ ...plattling, division: 'Heating' })}`,
      '/DealerSearch/products?division=heating',
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^"crm-[\w-]+"$/);
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=300');
      const again = await get(path, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('access-control-allow-origin') ?? '*', path).toBe('*');
    }
    const elsewhere = await get(`/DealerSearch/dealers?${query({ latitude: 50.08, longitude: 14.43 })}`);
    const here = await get(`/DealerSearch/dealers?${query(plattling)}`);
    expect(elsewhere.headers.get('etag')).not.toBe(here.headers.get('etag'));
  });
});
