import { beforeAll, describe, expect, it } from 'vitest';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

let server: SharedTestServer;
let admin: ApiCall;
let employee: ApiCall;
let sales: ApiCall;
let czEmployee: ApiCall;

beforeAll(async () => {
  server = await sharedTestServer();
  admin = portalApiAs(server.url, (await oidcLogin(server.url, 'admin')).access_token);
  employee = portalApiAs(server.url, (await oidcLogin(server.url, 'employee')).access_token);
  sales = portalApiAs(server.url, (await oidcLogin(server.url, 'sales')).access_token);
  czEmployee = portalApiAs(server.url, (await oidcLogin(server.url, 'cz-employee')).access_token);
});

const state = { project: { postcode: '10115', rooms: [{ name: 'Wohnzimmer', area: '41' }] } };
const unknown = '00000000-0000-4000-8000-000000000000';

describe('saved projects (/SavedProject)', () => {
  it('saves, lists per tool, reopens, renames and deletes the caller’s own project', async () => {
    const created = await employee('POST', '/SavedProject', { tool: 'building-renovation', name: 'Haus Weber', state });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ tool: 'building-renovation', name: 'Haus Weber', state });

    const list = await employee('GET', '/SavedProject?tool=building-renovation');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id, tool: 'building-renovation', name: 'Haus Weber', updatedAt: expect.any(String) }]);
    expect((await employee('GET', '/SavedProject?tool=cross-designer')).body).toEqual([]);

    expect((await employee('GET', `/SavedProject/${id}`)).body.state).toEqual(state);
    const renamed = await employee('PUT', `/SavedProject/${id}`, { id, name: 'Haus Weber, Anbau' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Haus Weber, Anbau', state });

    expect((await employee('DELETE', `/SavedProject/${id}`)).status).toBe(204);
    expect((await employee('GET', `/SavedProject/${id}`)).status).toBe(404);
    expect((await employee('GET', '/SavedProject?tool=building-renovation')).body).toEqual([]);
  });

  it('someone else’s project: 403 to read, rename or delete, and never in their list; unknown: 404', async () => {
    const mine = await employee('POST', '/SavedProject', {
      tool: 'asco-designer',
      name: 'Decke Flur',
      state: { a: '1' },
    });
    const id = mine.body.id as string;
    expect((await admin('GET', `/SavedProject/${id}`)).status).toBe(403);
    expect((await admin('PUT', `/SavedProject/${id}`, { name: 'Übernommen' })).status).toBe(403);
    expect((await admin('DELETE', `/SavedProject/${id}`)).status).toBe(403);
    expect((await admin('GET', '/SavedProject?tool=asco-designer')).body).toEqual([]);
    expect((await employee('GET', `/SavedProject/${id}`)).body.name).toBe('Decke Flur');
    expect((await employee('GET', `/SavedProject/${unknown}`)).status).toBe(404);
    expect((await employee('DELETE', `/SavedProject/${unknown}`)).status).toBe(404);
  });

  it('refuses what does not fit with a 400 naming the field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/SavedProject', { tool: 'krn92', name: 'x', state: {} }, 'tool'],
      ['POST', '/SavedProject', { tool: 'cross-designer', name: '', state: {} }, 'name'],
      ['POST', '/SavedProject', { tool: 'cross-designer', name: 'x'.repeat(121), state: {} }, 'name'],
      ['POST', '/SavedProject', { tool: 'cross-designer', name: 'x', state: [] }, 'state'],
      ['POST', '/SavedProject', { tool: 'cross-designer', name: 'x', state: { big: 'y'.repeat(200_001) } }, 'state'],
      ['POST', '/SavedProject', { tool: 'cross-designer', name: 'x', state: {}, owner: 'me' }, 'owner'],
      ['GET', '/SavedProject?tool=everything', undefined, 'tool'],
      ['GET', '/SavedProject/not-a-uuid', undefined, 'id'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await employee(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    const mine = await employee('POST', '/SavedProject', { tool: 'cross-designer', name: 'Rost', state: {} });
    const mismatch = await employee('PUT', `/SavedProject/${mine.body.id}`, { id: unknown, name: 'y' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('id');
  });

  describe('saved configurations of the product configurator', () => {
    const configuration = {
      path: ['HK', 'HK/PROFIL', 'HK/PROFIL/V'],
      values: [
        { key: 'TYP', value: '22' },
        { key: 'BAUHOEHE', value: '600' },
      ],
      customer: '1000001',
      menge: 4,
    };

    it('are saved, listed, reopened, renamed and deleted by their owner only', async () => {
      const created = await sales('POST', '/SavedProject', {
        tool: 'configurator',
        name: 'BV Lindenstraße',
        state: configuration,
      });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      expect((await sales('GET', '/SavedProject?tool=configurator')).body).toEqual([
        { id, tool: 'configurator', name: 'BV Lindenstraße', updatedAt: expect.any(String) },
      ]);
      expect((await sales('GET', `/SavedProject/${id}`)).body.state).toEqual(configuration);
      const again = { ...configuration, menge: 9 };
      const saved = await sales('PUT', `/SavedProject/${id}`, { id, name: 'BV Lindenstraße 2', state: again });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ name: 'BV Lindenstraße 2', state: again });

      // The administrator holds the configurator too, and still never sees another user's configuration.
      expect((await admin('GET', '/SavedProject?tool=configurator')).body).toEqual([]);
      expect((await admin('GET', `/SavedProject/${id}`)).status).toBe(403);
      expect((await admin('PUT', `/SavedProject/${id}`, { name: 'Übernommen' })).status).toBe(403);
      expect((await admin('DELETE', `/SavedProject/${id}`)).status).toBe(403);
      expect((await sales('GET', `/SavedProject/${id}`)).body.name).toBe('BV Lindenstraße 2');

      expect((await sales('DELETE', `/SavedProject/${id}`)).status).toBe(204);
      expect((await sales('GET', `/SavedProject/${id}`)).status).toBe(404);
    });

    it('need the configurator permission (403 on tool)', async () => {
      const list = await employee('GET', '/SavedProject?tool=configurator');
      expect(list.status).toBe(403);
      expect(list.body.field).toBe('tool');
      const create = await employee('POST', '/SavedProject', { tool: 'configurator', name: 'x', state: configuration });
      expect(create.status).toBe(403);
      expect(create.body.field).toBe('tool');
    });

    it('refuse a state the configurator cannot replay with a 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ ...configuration, path: [] }, 'state.path'],
        [{ ...configuration, path: ['hk/profil'] }, 'state.path.0'],
        [{ ...configuration, values: [{ key: 'TYP' }] }, 'state.values.0.value'],
        [{ ...configuration, customer: '12a' }, 'state.customer'],
        [{ ...configuration, menge: 0 }, 'state.menge'],
        [{ ...configuration, menge: 10_000 }, 'state.menge'],
        [{ path: configuration.path, values: [] }, 'state.menge'],
        [{ ...configuration, extra: true }, 'state.extra'],
      ];
      for (const [state, field] of cases) {
        const answer = await sales('POST', '/SavedProject', { tool: 'configurator', name: 'x', state });
        expect(answer.status, JSON.stringify(state)).toBe(400);
        expect(answer.body.field, JSON.stringify(state)).toBe(field);
      }
      const mine = await sales('POST', '/SavedProject', { tool: 'configurator', name: 'Gut', state: configuration });
      const broken = await sales('PUT', `/SavedProject/${mine.body.id}`, { state: { ...configuration, menge: -2 } });
      expect(broken.status).toBe(400);
      expect(broken.body.field).toBe('state.menge');
      expect((await sales('GET', `/SavedProject/${mine.body.id}`)).body.state).toEqual(configuration);
    });
  });

  describe('saved views of the sales performance', () => {
    const view = {
      KeyFigure: 'margin',
      KeyFigures: ['revenue', 'quantity'],
      RangeType: 'quarter',
      Period: '2025-09',
      Currency: 'CHF',
      Grouping: 'customer',
      CompareType: ['previousYear'],
      IsValid: false,
      Country: ['DE', 'AT'],
      Branchcode: ['HT'],
    };

    it('are saved as the query they show, reopened, renamed and deleted by their owner only', async () => {
      const created = await employee('POST', '/SavedProject', {
        tool: 'salesPerformance',
        name: 'Marge DACH',
        state: view,
      });
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      expect((await employee('GET', '/SavedProject?tool=salesPerformance')).body).toEqual([
        { id, tool: 'salesPerformance', name: 'Marge DACH', updatedAt: expect.any(String) },
      ]);
      expect((await employee('GET', `/SavedProject/${id}`)).body.state).toEqual(view);
      // A list of one may come as the query string has it: kept as a list, as the screen sends it.
      const again = await employee('PUT', `/SavedProject/${id}`, {
        name: 'Marge DE',
        state: { ...view, Country: 'DE' },
      });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ name: 'Marge DE', state: { ...view, Country: ['DE'] } });

      // Another holder of the reporting permission never sees it.
      expect((await sales('GET', '/SavedProject?tool=salesPerformance')).body).toEqual([]);
      expect((await sales('GET', `/SavedProject/${id}`)).status).toBe(403);
      expect((await sales('PUT', `/SavedProject/${id}`, { name: 'Übernommen' })).status).toBe(403);
      expect((await sales('DELETE', `/SavedProject/${id}`)).status).toBe(403);
      expect((await employee('GET', `/SavedProject/${id}`)).body.name).toBe('Marge DE');

      expect((await employee('DELETE', `/SavedProject/${id}`)).status).toBe(204);
      expect((await employee('GET', `/SavedProject/${id}`)).status).toBe(404);
    });

    it('need the reporting permission of the sales performance (403 on tool)', async () => {
      expect((await czEmployee('GET', '/SalesPerformance')).status).toBe(403);
      const list = await czEmployee('GET', '/SavedProject?tool=salesPerformance');
      expect(list.status).toBe(403);
      expect(list.body.field).toBe('tool');
      const create = await czEmployee('POST', '/SavedProject', { tool: 'salesPerformance', name: 'x', state: view });
      expect(create.status).toBe(403);
      expect(create.body.field).toBe('tool');
    });

    it('refuse a state that is not a sales performance query with a 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ ...view, KeyFigure: 'profit' }, 'state.KeyFigure'],
        [{ ...view, KeyFigures: ['revenue', 'margin', 'quantity', 'orderIntake'] }, 'state.KeyFigures'],
        [{ ...view, Grouping: 'everything' }, 'state.Grouping'],
        [{ ...view, Period: '2025-13' }, 'state.Period'],
        [{ ...view, CompareType: ['forecast'] }, 'state.CompareType.0'],
        [{ ...view, IsValid: 'yes' }, 'state.IsValid'],
        [{ ...view, Country: [''] }, 'state.Country.0'],
        [{ ...view, lang: 'de' }, 'state.lang'],
        [{ ...view, Chart: 'pie' }, 'state.Chart'],
      ];
      for (const [state, field] of cases) {
        const answer = await sales('POST', '/SavedProject', { tool: 'salesPerformance', name: 'x', state });
        expect(answer.status, JSON.stringify(state)).toBe(400);
        expect(answer.body.field, JSON.stringify(state)).toBe(field);
      }
      const mine = await sales('POST', '/SavedProject', { tool: 'salesPerformance', name: 'Gut', state: view });
      const broken = await sales('PUT', `/SavedProject/${mine.body.id}`, { state: { ...view, RangeType: 'week' } });
      expect(broken.status).toBe(400);
      expect(broken.body.field).toBe('state.RangeType');
      expect((await sales('GET', `/SavedProject/${mine.body.id}`)).body.state).toEqual(view);
    });
  });
});
