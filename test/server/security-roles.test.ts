import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermissions, grantsVersionHeader, uiPermissions } from '../../contract/permissions.ts';
import * as t from '../../server/db/schema.ts';
import { demoPermissionSetId, demoRoles } from '../../server/demo/accounts.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let admin: ApiCall;
let employee: ApiCall;
let czEmployee: ApiCall;
let czSub: string;

const canteen = [
  uiPermissions.canteenInfo,
  uiPermissions.canteenOrderSystem,
  uiPermissions.canteenFoodOrder,
  uiPermissions.canteenOrderedUserFood,
  uiPermissions.canteenOrderedFood,
].map((p) => p.id);
const unknownId = '7d1f4a2e-0c3b-4e5f-9a8b-1c2d3e4f5a6b';

beforeAll(async () => {
  server = await startTestServer();
  const [a, e, cz] = await Promise.all(
    ['admin', 'employee', 'cz-employee'].map((login) => oidcLogin(server.url, login, login, { stepUp: true })),
  );
  admin = portalApiAs(server.url, a!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
  czEmployee = portalApiAs(server.url, cz!.access_token);
  czSub = JSON.parse(Buffer.from(cz!.access_token.split('.')[1]!, 'base64url').toString()).sub;
});

afterAll(async () => {
  await server?.close();
});

async function roleCount(): Promise<number> {
  return (await server.database.db.select({ n: count() }).from(t.portalRole))[0]!.n;
}

async function grantCount(): Promise<number> {
  return (await server.database.db.select({ n: count() }).from(t.portalRoleResourcePermission))[0]!.n;
}

/** The permission ids cz-employee's sign-in returns, granted (accessType 1) only. */
async function czGranted(): Promise<string[]> {
  const login = await czEmployee('POST', '/Auth/loginOpenId', { sub: czSub, login: 'cz-employee' });
  expect(login.status).toBe(200);
  return (login.body.permissions as { accessType: number; ressource: { id: string } }[])
    .filter((p) => p.accessType === 1)
    .map((p) => p.ressource.id);
}

describe('/api/Role', () => {
  it('lists the roles by name, with search', async () => {
    const all = await admin('GET', '/Role');
    expect(all.status).toBe(200);
    expect(all.body.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(Object.values(demoRoles).map((r) => r.name)),
    );
    expect(Object.keys(all.body[0]).sort()).toEqual(['description', 'id', 'name', 'org', 'roleType']);
    const found = await admin('GET', '/Role?search=tschech');
    expect(found.body.map((r: { id: string }) => r.id)).toEqual([demoRoles.employeeCz.id]);
    expect((await admin('GET', `/Role?search=${'x'.repeat(201)}`)).body.field).toBe('search');
  });

  it('creates (201 + Location), reads, updates (204) and deletes (204) a role; unknown ids are 404', async () => {
    const created = await admin('POST', '/Role', { name: '  Prüfer Vertrieb ', description: 'Liest mit', org: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Prüfer Vertrieb', description: 'Liest mit', org: 1, roleType: 0 });
    expect(created.headers.get('location')).toBe(`/portal/api/Role/${created.body.id}`);

    const read = await admin('GET', `/Role/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    const updated = await admin('PUT', `/Role/${created.body.id}`, { name: 'Prüfer Verkauf', roleType: 2 });
    expect(updated.status).toBe(204);
    expect(updated.body).toBeNull();
    expect((await admin('GET', `/Role/${created.body.id}`)).body).toMatchObject({
      name: 'Prüfer Verkauf',
      description: null,
      org: null,
      roleType: 2,
    });

    expect((await admin('DELETE', `/Role/${created.body.id}`)).status).toBe(204);
    for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const gone = await admin(method, `/Role/${created.body.id}`, body);
      expect(gone.status, method).toBe(404);
      expect(gone.body.code).toBe('not_found');
    }
  });

  it('answers 409 naming the field for a duplicate name (case-insensitive), on create and update', async () => {
    const before = await roleCount();
    const duplicate = await admin('POST', '/Role', { name: demoRoles.employeeDe.name.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'conflict', field: 'name' });
    expect(await roleCount()).toBe(before);

    const other = await admin('POST', '/Role', { name: 'Zweitrolle' });
    const rename = await admin('PUT', `/Role/${other.body.id}`, { name: demoRoles.employeeCz.name });
    expect(rename.status).toBe(409);
    expect((await admin('GET', `/Role/${other.body.id}`)).body.name).toBe('Zweitrolle');
    await admin('DELETE', `/Role/${other.body.id}`);
  });

  it('rejects bad input with 400 naming the field and writes nothing', async () => {
    const before = await roleCount();
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{}, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'ok', description: 'x'.repeat(1001) }, 'description'],
      [{ name: 'ok', org: 'eins' }, 'org'],
      [{ name: 'ok', org: 99 }, 'org'],
      [{ name: 'ok', roleType: -1 }, 'roleType'],
      [{ name: 'ok', id: 'not-a-uuid' }, 'id'],
      ['[1,2', '(body)'],
    ];
    for (const [body, field] of cases) {
      const answer = await admin('POST', '/Role', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await admin('GET', '/Role/not-a-uuid')).body.field).toBe('id');
    const mismatch = await admin('PUT', `/Role/${demoRoles.employeeCz.id}`, { id: unknownId, name: 'x' });
    expect(mismatch.body).toMatchObject({ field: 'id' });
    expect(await roleCount()).toBe(before);
    expect((await admin('GET', `/Role/${demoRoles.employeeCz.id}`)).body.name).toBe(demoRoles.employeeCz.name);
  });

  it('refuses to delete a role the caller holds (409)', async () => {
    const answer = await admin('DELETE', `/Role/${demoRoles.administrator.id}`);
    expect(answer.status).toBe(409);
    expect((await admin('GET', `/Role/${demoRoles.administrator.id}`)).status).toBe(200);
  });

  it('lists a role’s resource permissions and users', async () => {
    const permissions = await admin('GET', `/Role/${demoRoles.employeeDe.id}/ResourcePermission`);
    expect(permissions.status).toBe(200);
    const info = permissions.body.find((p: { ressource: { id: string } }) => p.ressource.id === canteen[0]);
    expect(info).toMatchObject({
      accessType: 1,
      ressource: { technicalName: 'ui.nav.canteen.info', ressourceGroup: { name: 'UI' } },
      permissionSet: { id: demoPermissionSetId, name: 'Standard' },
      role: { id: demoRoles.employeeDe.id },
    });
    const users = await admin('GET', `/Role/${demoRoles.employeeDe.id}/user`);
    expect(users.body.map((u: { username: string }) => u.username)).toEqual(['employee']);
    expect(users.body[0]).not.toHaveProperty('password');
    expect((await admin('GET', `/Role/${unknownId}/user`)).status).toBe(404);
  });
});

describe('a new role with the canteen permissions, assigned to cz-employee', () => {
  it('changes what cz-employee signs in with, and revoking takes it away again', async () => {
    expect(await czGranted()).not.toEqual(expect.arrayContaining([canteen[0]]));

    const role = await admin('POST', '/Role', { name: 'Kantine Dobré' });
    for (const id of canteen) {
      const grant = await admin('POST', `/Role/${role.body.id}/ResourcePermission/${id}/${demoPermissionSetId}/1`);
      expect(grant.status).toBe(201);
      expect(grant.body).toMatchObject({ accessType: 1, ressource: { id }, role: { id: role.body.id } });
    }
    // Granting again changes nothing new: 204.
    const again = await admin(
      'POST',
      `/Role/${role.body.id}/ResourcePermission/${canteen[0]}/${demoPermissionSetId}/1`,
    );
    expect(again.status).toBe(204);

    const users = await admin('GET', '/User?search=cz-employee');
    const czUser = users.body[0];
    const assigned = await admin('POST', `/User/${czUser.id}/role`, role.body);
    expect(assigned.status).toBe(201);
    expect(await czGranted()).toEqual(expect.arrayContaining(canteen));

    // accessType 0 is known but grants nothing.
    const zero = await admin('POST', `/Role/${role.body.id}/ResourcePermission/${canteen[0]}/${demoPermissionSetId}/0`);
    expect(zero.status).toBe(204);
    expect(await czGranted()).not.toContain(canteen[0]);

    for (const id of canteen) {
      const revoke = await admin('DELETE', `/Role/${role.body.id}/ResourcePermission/${id}/${demoPermissionSetId}`);
      expect(revoke.status).toBe(204);
    }
    const granted = await czGranted();
    for (const id of canteen) expect(granted).not.toContain(id);
    expect(
      (await admin('DELETE', `/Role/${role.body.id}/ResourcePermission/${canteen[0]}/${demoPermissionSetId}`)).status,
    ).toBe(404);

    expect((await admin('DELETE', `/User/${czUser.id}/role/${role.body.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/Role/${role.body.id}`)).status).toBe(204);
  });

  it('changes the grants version every answer carries, so an open session learns of it (refusals too)', async () => {
    const version = (answer: { headers: Headers }) => answer.headers.get(grantsVersionHeader);
    const signedIn = version(await czEmployee('POST', '/Auth/loginOpenId', { sub: czSub, login: 'cz-employee' }));
    expect(signedIn).toMatch(/^[\w-]{16}$/);
    expect(version(await czEmployee('GET', '/Favorites'))).toBe(signedIn);
    const refused = await czEmployee('GET', '/OrderSystemApplication');
    expect(refused.status).toBe(403);
    expect(version(refused)).toBe(signedIn);
    // Another user's grants have another version.
    expect(version(await employee('GET', '/Favorites'))).not.toBe(signedIn);

    const role = await admin('POST', '/Role', { name: 'Kantine lesen' });
    for (const id of [uiPermissions.canteenInfo.id, apiPermissions.canteen.id]) {
      expect(
        (await admin('POST', `/Role/${role.body.id}/ResourcePermission/${id}/${demoPermissionSetId}/1`)).status,
      ).toBe(201);
    }
    const [czUser] = (await admin('GET', '/User?search=cz-employee')).body;
    expect((await admin('POST', `/User/${czUser.id}/role`, role.body)).status).toBe(201);
    const granted = await czEmployee('GET', '/OrderSystemApplication');
    expect(granted.status).toBe(200);
    expect(version(granted)).not.toBe(signedIn);
    expect(version(await czEmployee('POST', '/Auth/loginOpenId', { sub: czSub, login: 'cz-employee' }))).toBe(
      version(granted),
    );

    // Revoked: the very next answer, a refusal, carries the old version again.
    expect((await admin('DELETE', `/User/${czUser.id}/role/${role.body.id}`)).status).toBe(204);
    const revoked = await czEmployee('GET', '/OrderSystemApplication');
    expect(revoked.status).toBe(403);
    expect(version(revoked)).toBe(signedIn);
    expect((await admin('DELETE', `/Role/${role.body.id}`)).status).toBe(204);
  });

  it('rejects bad grants with 400 naming the field, 404 for an unknown role, and writes nothing', async () => {
    const role = await admin('POST', '/Role', { name: 'Leere Rolle' });
    const before = await grantCount();
    const base = `/Role/${role.body.id}/ResourcePermission`;
    const cases: [string, string][] = [
      [`/Role/nope/ResourcePermission/${canteen[0]}/${demoPermissionSetId}/1`, 'roleId'],
      [`${base}/nope/${demoPermissionSetId}/1`, 'ressourceId'],
      [`${base}/${canteen[0]}/nope/1`, 'permissionSetId'],
      [`${base}/${canteen[0]}/${demoPermissionSetId}/2`, 'accessType'],
      [`${base}/${canteen[0]}/${demoPermissionSetId}/x`, 'accessType'],
      [`${base}/${unknownId}/${demoPermissionSetId}/1`, 'ressourceId'],
      [`${base}/${canteen[0]}/${unknownId}/1`, 'permissionSetId'],
    ];
    for (const [path, field] of cases) {
      const answer = await admin('POST', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', field });
    }
    expect(
      (await admin('POST', `/Role/${unknownId}/ResourcePermission/${canteen[0]}/${demoPermissionSetId}/1`)).status,
    ).toBe(404);
    expect(await grantCount()).toBe(before);
    await admin('DELETE', `/Role/${role.body.id}`);
  });
});

describe('authorization', () => {
  it('answers 403 without the roles API permission on every Role, Permissions, PermissionSets and Resources endpoint', async () => {
    const before = await roleCount();
    const id = demoRoles.employeeDe.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/Role'],
      ['POST', '/Role', { name: 'Hintertür' }],
      ['GET', `/Role/${id}`],
      ['PUT', `/Role/${id}`, { name: 'Hintertür' }],
      ['DELETE', `/Role/${id}`],
      ['GET', `/Role/${id}/ResourcePermission`],
      ['GET', `/Role/${id}/user`],
      ['POST', `/Role/${id}/ResourcePermission/${uiPermissions.security.id}/${demoPermissionSetId}/1`],
      ['DELETE', `/Role/${id}/ResourcePermission/${canteen[0]}/${demoPermissionSetId}`],
      ['GET', '/Permissions'],
      ['POST', '/Permissions', { name: 'x', technicalName: 'x' }],
      ['GET', '/PermissionSets'],
      ['GET', `/PermissionSets/${demoPermissionSetId}/Role`],
      ['GET', '/Resources'],
      ['DELETE', `/Resources/${apiPermissions.roles.id}`],
      ['GET', '/Org'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await employee(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code).toBe('forbidden');
    }
    expect(await roleCount()).toBe(before);
    expect((await admin('GET', `/Role/${id}/ResourcePermission`)).body.length).toBeGreaterThan(10);
  });
});

describe('/api/Org', () => {
  it('lists organisations, and the private and public names', async () => {
    const orgs = await admin('GET', '/Org');
    expect(orgs.status).toBe(200);
    expect(orgs.body).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'Kermi GmbH' }]));
    const priv = await admin('GET', '/Org/private');
    expect(priv.body).toEqual(expect.arrayContaining(['Kermi GmbH', 'PZP Heating a.s.']));
    await server.database.db.update(t.portalOrg).set({ isPublic: true }).where(eq(t.portalOrg.name, 'Arbonia AG'));
    expect((await admin('GET', '/Org/public')).body).toEqual(['Arbonia AG']);
    expect((await admin('GET', '/Org/private')).body).not.toContain('Arbonia AG');
  });
});
