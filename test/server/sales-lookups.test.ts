import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildingProject, CustomerHit, MaterialHit, ProductState } from '../../contract/sales-lookups.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * Customer, material and building-project lookups on the small demo set: fuzzy and ranked,
 * filtered, validated, permission-checked, and limited to the caller's sales organisation.
 */
let server: SharedTestServer;
let admin: ApiCall;
let sales: ApiCall;
let employee: ApiCall;

beforeAll(async () => {
  server = await sharedTestServer();
  const [a, s, e] = await Promise.all(['admin', 'sales', 'employee'].map((login) => oidcLogin(server.url, login)));
  admin = portalApiAs(server.url, a!.access_token);
  sales = portalApiAs(server.url, s!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
});

const names = (hits: MaterialHit[]) => hits.map((h) => h.name);

describe('material lookup', () => {
  it('finds the radiator despite hyphens, umlaut spellings and a typo, best first', async () => {
    for (const typed of ['Heizkörper Therm-X2 22 600', 'Heizkoerper Therm-X2 22 600', 'Heizkörper Thrm-X2 22 600']) {
      const { status, body } = await sales<MaterialHit[]>(
        'GET',
        `/Material?Name=${encodeURIComponent(typed)}&Fuzzy=true&Top=5`,
      );
      expect(status, typed).toBe(200);
      expect(body[0]!.name, typed).toBe('Therm X2 Profil-K 22 600/1000');
      expect(body.length).toBe(5);
      const scores = body.map((h) => h.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
      expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
    }
    const exact = await sales<MaterialHit[]>('GET', '/Material?Name=Therm%20X2%20Profil-K%2022%20600%2F1000&Top=1');
    expect(exact.body[0]).toMatchObject({
      number: 'FPK22060100W',
      name: 'Therm X2 Profil-K 22 600/1000',
      description: 'Flachheizkörper (Heizkörper), weiß RAL 9016',
      type: 'FERT',
      currency: 'EUR',
      score: 1,
    });
  });

  it('corrects only within one typo, never numbers, and ranks corrections below exact words', async () => {
    const typo = await sales<MaterialHit[]>('GET', '/Material?Name=Credo%20Hlaf%201500&Fuzzy=true&Top=3');
    expect(names(typo.body)[0]).toMatch(/^Credo-Half 1500\//);
    expect(typo.body[0]!.score).toBeLessThan(1);
    // Without Fuzzy the misspelt word finds nothing.
    expect((await sales<MaterialHit[]>('GET', '/Material?Name=Credo%20Hlaf%201500&Top=3')).body).toEqual([]);
    // 500 is not 600.
    const heights = await sales<MaterialHit[]>(
      'GET',
      '/Material?Name=Therm%20X2%20Profil-K%2022%20500%2F1000&Fuzzy=true&Top=3',
    );
    expect(names(heights.body)[0]).toBe('Therm X2 Profil-K 22 500/1000');
  });

  it('answers in the asked language, filters by number, type and sales organisation, and limits with Top', async () => {
    const czech = await sales<MaterialHit[]>(
      'GET',
      '/Material?Name=otopne%20teleso%20credo&Fuzzy=true&Language=cs&Top=2',
    );
    expect(czech.body[0]!.description).toMatch(/^Koupelnové otopné těleso/);
    const byNumber = await sales<MaterialHit[]>('GET', '/Material?Number=fpk2206&Top=50');
    expect(byNumber.body.length).toBeGreaterThan(0);
    expect(byNumber.body.every((h) => h.number.startsWith('FPK2206'))).toBe(true);
    const spare = await sales<MaterialHit[]>('GET', '/Material?Name=Wandkonsole&Type=ERSA&Top=3');
    expect(spare.body.every((h) => h.type === 'ERSA')).toBe(true);
    const bekon = await sales<MaterialHit[]>('GET', '/Material?Name=Koralle&CompanyCode=1000&Top=3');
    expect(bekon.body).toEqual([]);
    const lowercaseKeys = await sales<MaterialHit[]>('GET', '/Material?name=Pega&top=2');
    expect(lowercaseKeys.body).toHaveLength(2);
  });

  it('names the failing parameter in a 400', async () => {
    for (const [query, field] of [
      ['Top=0', 'Top'],
      ['Top=abc', 'Top'],
      ['Score=1.5', 'Score'],
      ['Fuzzy=yes', 'Fuzzy'],
      ['Type=XYZ', 'Type'],
      ['Language=xx', 'Language'],
      ['Name=%00', 'Name'],
      ['Colour=red', 'Colour'],
    ] as const) {
      const { status, body } = await sales('GET', `/Material?${query}`);
      expect(status, query).toBe(400);
      expect(body.field, query).toBe(field);
    }
  });
});

describe('customer lookup', () => {
  it('finds customers by a misspelt name within the caller’s sales organisation', async () => {
    const {
      body: [first],
    } = await admin<CustomerHit[]>('GET', '/Customer?CompanyCode=1000&Top=1&AccountGroups=0001');
    const surname = first!.name.split(' ').find((w) => w.length >= 6 && /^[A-ZÄÖÜ]/.test(w))!;
    const misspelt = `${surname.slice(0, 2)}${surname.slice(3)}`; // one letter left out
    const { status, body } = await sales<CustomerHit[]>(
      'GET',
      `/Customer?Name=${encodeURIComponent(misspelt)}&Fuzzy=true&Top=50`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((c) => c.companyCode === '1000')).toBe(true);
    expect(body.some((c) => c.name.includes(surname))).toBe(true);
    expect(body[0]!.score).toBeLessThan(1);
  });

  it('filters by number, city, type and account group; umlauts either way', async () => {
    const müller = await sales<CustomerHit[]>('GET', '/Customer?Name=Mueller&Top=200');
    const mueller = await sales<CustomerHit[]>('GET', `/Customer?Name=${encodeURIComponent('Müller')}&Top=200`);
    expect(müller.body.map((c) => c.number)).toEqual(mueller.body.map((c) => c.number));
    const inCity = await sales<CustomerHit[]>('GET', `/Customer?City=${encodeURIComponent('münch')}&Top=20`);
    expect(inCity.body.every((c) => c.city === 'München')).toBe(true);
    const wholesalers = await sales<CustomerHit[]>('GET', '/Customer?Type=1&AccountGroups=0001&Top=20');
    expect(wholesalers.body.length).toBeGreaterThan(0);
    expect(wholesalers.body.every((c) => c.type === 1 && c.accountGroup === '0001')).toBe(true);
    const byNumber = await sales<CustomerHit[]>('GET', '/Customer?Number=100001');
    expect(byNumber.body.every((c) => c.number.startsWith('100001'))).toBe(true);
  });

  it('keeps a field rep to their company code: another one is a 403, admin sees all', async () => {
    expect((await sales('GET', '/Customer?CompanyCode=2000')).status).toBe(403);
    const czech = await admin<CustomerHit[]>('GET', '/Customer?CompanyCode=2000&Name=Dvorak&Fuzzy=true&Top=5');
    expect(czech.status).toBe(200);
    expect(czech.body.every((c) => c.companyCode === '2000')).toBe(true);
  });

  it('needs the lookup permission', async () => {
    expect((await employee('GET', '/Customer?Name=Müller')).status).toBe(403);
    expect((await employee('GET', '/Material?Name=Pega')).status).toBe(403);
    const anonymous = await fetch(`${server.url}/portal/api/Customer?Name=M`);
    expect(anonymous.status).toBe(401);
  });
});

describe('building projects', () => {
  it('lists projects with products and their states', async () => {
    const { status, body } = await sales<BuildingProject[]>('GET', '/BuildingProject/projects?BranchCode=SAN&Top=5');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const project of body) {
      expect(project).toMatchObject({ companyCode: '1000', branchCode: 'SAN', currency: 'EUR' });
      expect(project.products.length).toBeGreaterThan(0);
    }
    const one = await sales<BuildingProject[]>('GET', `/BuildingProject/projects?Number=${body[0]!.number}`);
    expect(one.body.map((p) => p.number)).toEqual([body[0]!.number]);
    expect((await sales('GET', '/BuildingProject/projects?CompanyCode=3000')).status).toBe(403);
    expect((await sales('GET', '/BuildingProject/projects?BranchCode=XX')).body.field).toBe('BranchCode');
  });

  it('names the product states in the asked language', async () => {
    const de = await sales<ProductState[]>('GET', '/BuildingProject/product/states');
    expect(de.body.map((s) => s.key)).toEqual(['PLANNED', 'SPECIFIED', 'QUOTED', 'ORDERED', 'DELIVERED', 'LOST']);
    expect(de.body[0]!.text).toBe('In Planung');
    const cs = await sales<ProductState[]>('GET', '/BuildingProject/product/states?Language=cs');
    expect(cs.body[3]!.text).toBe('Objednáno');
  });
});
