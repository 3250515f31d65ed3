import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let admin: ApiCall;
let employee: ApiCall;

beforeAll(async () => {
  server = await startTestServer();
  admin = portalApiAs(server.url, (await oidcLogin(server.url, 'admin')).access_token);
  employee = portalApiAs(server.url, (await oidcLogin(server.url, 'employee')).access_token);
});
afterAll(() => server?.close());

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
});
