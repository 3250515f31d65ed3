import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermissions, ressourceGroups, uiPermissions } from '../../contract/permissions.ts';
import * as t from '../../server/db/schema.ts';
import { demoPermissionSetId, demoRoles } from '../../server/demo/accounts.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let admin: ApiCall;
const unknownId = '7d1f4a2e-0c3b-4e5f-9a8b-1c2d3e4f5a6b';

beforeAll(async () => {
  server = await startTestServer();
  admin = portalApiAs(server.url, (await oidcLogin(server.url, 'admin', 'admin', { stepUp: true })).access_token);
});

afterAll(async () => {
  await server?.close();
});

async function rows(table: typeof t.portalPermission | typeof t.portalRessource): Promise<number> {
  return (await server.database.db.select({ n: count() }).from(table))[0]!.n;
}

describe('/api/Permissions', () => {
  it('creates, reads, updates, deletes; 409 for a taken technical name; 400 naming the field', async () => {
    const created = await admin('POST', '/Permissions', {
      name: 'Werk',
      technicalName: 'filter.plant',
      variableLookup: 'user.plant',
      type: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Werk', technicalName: 'filter.plant', description: null, type: 1 });
    expect((await admin('GET', '/Permissions')).body).toContainEqual(created.body);
    expect((await admin('GET', `/Permissions/${created.body.id}`)).body).toEqual(created.body);

    expect((await admin('POST', '/Permissions', { name: 'x', technicalName: 'filter.plant' })).status).toBe(409);
    const before = await rows(t.portalPermission);
    for (const [body, field] of [
      [{ technicalName: 'a' }, 'name'],
      [{ name: 'a', technicalName: 'mit leerzeichen' }, 'technicalName'],
      [{ name: 'a', technicalName: 'a', type: -2 }, 'type'],
    ] as const) {
      const answer = await admin('POST', '/Permissions', body);
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect(await rows(t.portalPermission)).toBe(before);

    const updated = await admin('PUT', `/Permissions/${created.body.id}`, {
      name: 'Werk (Filter)',
      technicalName: 'filter.plant',
      description: 'Schränkt auf das eigene Werk ein',
    });
    expect(updated.status).toBe(204);
    expect((await admin('GET', `/Permissions/${created.body.id}`)).body.description).toBe(
      'Schränkt auf das eigene Werk ein',
    );
    expect((await admin('GET', `/Permissions/${created.body.id}/PermissionSet`)).body).toEqual([]);
    expect((await admin('DELETE', `/Permissions/${created.body.id}`)).status).toBe(204);
    expect((await admin('GET', `/Permissions/${created.body.id}`)).status).toBe(404);
    expect((await admin('GET', '/Permissions/nope')).body.field).toBe('id');
  });
});

describe('/api/PermissionSets', () => {
  it('creates a set with details, adds and removes details, finds the roles and resources using it', async () => {
    const plant = (await admin('POST', '/Permissions', { name: 'Werk', technicalName: 'set.plant' })).body;
    const region = (await admin('POST', '/Permissions', { name: 'Region', technicalName: 'set.region' })).body;

    const created = await admin('POST', '/PermissionSets', {
      name: 'Nur eigenes Werk',
      description: 'Filtert auf das Werk',
      permissionDetails: [{ permissionId: plant.id, type: 1, operator: 2, value: 'Plattling' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Nur eigenes Werk',
      permissionDetails: [{ permissionId: plant.id, permission: { technicalName: 'set.plant' }, value: 'Plattling' }],
    });
    const setId = created.body.id;

    const detail = await admin('POST', `/PermissionSets/${setId}/permissions`, {
      permissionId: region.id,
      value: 'Süd',
    });
    expect(detail.status).toBe(201);
    expect(detail.body).toMatchObject({ permissionId: region.id, type: 0, operator: 0, value: 'Süd' });
    expect((await admin('GET', `/PermissionSets/${setId}`)).body.permissionDetails).toHaveLength(2);
    expect(
      (await admin('GET', `/Permissions/${plant.id}/PermissionSet`)).body.map((s: { id: string }) => s.id),
    ).toEqual([setId]);

    const unknown = await admin('POST', `/PermissionSets/${setId}/permissions`, { permissionId: unknownId });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('permissionId');
    const unknownInBody = await admin('POST', '/PermissionSets', {
      name: 'Kaputt',
      permissionDetails: [{ permissionId: plant.id }, { permissionId: unknownId }],
    });
    expect(unknownInBody.body.field).toBe('permissionDetails.1.permissionId');
    expect((await admin('GET', '/PermissionSets')).body.map((s: { name: string }) => s.name)).not.toContain('Kaputt');

    expect((await admin('DELETE', `/PermissionSets/${setId}/permissions/${region.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/PermissionSets/${setId}/permissions/${region.id}`)).status).toBe(404);

    // Update without details keeps them; with details replaces them.
    expect((await admin('PUT', `/PermissionSets/${setId}`, { name: 'Eigenes Werk' })).status).toBe(204);
    expect((await admin('GET', `/PermissionSets/${setId}`)).body.permissionDetails).toHaveLength(1);
    await admin('PUT', `/PermissionSets/${setId}`, { name: 'Eigenes Werk', permissionDetails: [] });
    expect((await admin('GET', `/PermissionSets/${setId}`)).body.permissionDetails).toEqual([]);

    // In use by a role: listed, and not deletable (409) until the grant is gone.
    const role = (await admin('POST', '/Role', { name: 'Werksleitung' })).body;
    await admin('POST', `/Role/${role.id}/ResourcePermission/${uiPermissions.kpi.id}/${setId}/1`);
    expect((await admin('GET', `/PermissionSets/${setId}/Role`)).body.map((r: { id: string }) => r.id)).toEqual([
      role.id,
    ]);
    expect((await admin('GET', `/PermissionSets/${setId}/resource`)).body.map((r: { id: string }) => r.id)).toEqual([
      uiPermissions.kpi.id,
    ]);
    const inUse = await admin('DELETE', `/PermissionSets/${setId}`);
    expect(inUse.status).toBe(409);
    await admin('DELETE', `/Role/${role.id}`);
    expect((await admin('DELETE', `/PermissionSets/${setId}`)).status).toBe(204);
    expect((await admin('GET', `/PermissionSets/${setId}`)).status).toBe(404);
  });

  it('409 for a taken name, 400 for an empty one, the seeded Standard set is used by the demo roles', async () => {
    expect((await admin('POST', '/PermissionSets', { name: 'standard' })).status).toBe(409);
    expect((await admin('POST', '/PermissionSets', { name: '' })).body.field).toBe('name');
    const roles = await admin('GET', `/PermissionSets/${demoPermissionSetId}/Role`);
    expect(roles.body.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(Object.values(demoRoles).map((r) => r.id)),
    );
    expect((await admin('DELETE', `/PermissionSets/${demoPermissionSetId}`)).status).toBe(409);
  });
});

describe('/api/Resources', () => {
  it('creates, updates and deletes a resource; lists the resources of a group', async () => {
    const created = await admin('POST', '/Resources', {
      name: 'Reporting: Export',
      technicalName: 'ui.reporting.export',
      type: 1,
      ressourceGroupId: ressourceGroups.ui.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      technicalName: 'ui.reporting.export',
      ressourceGroup: { id: ressourceGroups.ui.id, name: 'UI' },
    });
    expect(created.body).not.toHaveProperty('ressourceGroupId');
    const id = created.body.id;
    expect((await admin('GET', `/Resources/${id}`)).body).toEqual(created.body);
    expect(
      (await admin('GET', `/Resources/${ressourceGroups.ui.id}/resource`)).body.map((r: { id: string }) => r.id),
    ).toContain(id);
    expect(
      (await admin('GET', `/Resources/${ressourceGroups.api.id}/resource`)).body.map((r: { id: string }) => r.id),
    ).toEqual(expect.arrayContaining(Object.values(apiPermissions).map((p) => p.id)));
    expect((await admin('GET', `/Resources/${unknownId}/resource`)).status).toBe(404);

    expect(
      (await admin('PUT', `/Resources/${id}`, { name: 'Export', technicalName: 'ui.reporting.export2', type: 1 }))
        .status,
    ).toBe(204);
    expect((await admin('GET', `/Resources/${id}`)).body).toMatchObject({ name: 'Export', ressourceGroup: null });
    expect((await admin('DELETE', `/Resources/${id}`)).status).toBe(204);
    expect((await admin('GET', `/Resources/${id}`)).status).toBe(404);
  });

  it('400 for bad or unknown references, 409 for a taken technical name; nothing written', async () => {
    const before = await rows(t.portalRessource);
    for (const [body, field] of [
      [{ name: 'a', technicalName: 'a.b' }, 'type'],
      [{ name: '', technicalName: 'a.b', type: 1 }, 'name'],
      [{ name: 'a', technicalName: 'a.b', type: 1, ressourceGroupId: 'x' }, 'ressourceGroupId'],
      [{ name: 'a', technicalName: 'a.b', type: 1, ressourceGroupId: unknownId }, 'ressourceGroupId'],
    ] as const) {
      const answer = await admin('POST', '/Resources', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    const taken = await admin('POST', '/Resources', { name: 'x', technicalName: 'ui.nav.home', type: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('technicalName');
    expect(await rows(t.portalRessource)).toBe(before);
  });

  it('keeps the registry permissions: no delete, fixed technical name and type, renaming allowed', async () => {
    const home = (await admin('GET', `/Resources/${uiPermissions.home.id}`)).body;
    expect((await admin('DELETE', `/Resources/${uiPermissions.home.id}`)).status).toBe(409);
    const renamed = await admin('PUT', `/Resources/${home.id}`, {
      name: 'Startseite (Portal)',
      technicalName: 'ui.nav.start',
      type: 1,
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.field).toBe('technicalName');
    const ok = await admin('PUT', `/Resources/${home.id}`, {
      name: 'Startseite (Portal)',
      technicalName: home.technicalName,
      type: home.type,
      ressourceGroupId: home.ressourceGroup.id,
    });
    expect(ok.status).toBe(204);
    expect((await admin('GET', `/Resources/${home.id}`)).body.name).toBe('Startseite (Portal)');
  });
});
