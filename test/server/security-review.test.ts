/**
 * The findings of the white-box security review (issue 26), each as the behaviour it protects.
 * Every test here failed against the code before its fix.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermissions } from '../../contract/permissions.ts';
import { demoPermissionSetId, demoRoles } from '../../server/db/demo-data.ts';
import * as t from '../../server/db/schema.ts';
import { decodeJwt, oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
let admin: ApiCall;
let sales: ApiCall;

async function userIdOf(login: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: t.portalUser.id })
    .from(t.portalUser)
    .where(eq(t.portalUser.username, login));
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const [a, s] = await Promise.all(
    ['admin', 'sales'].map((login) => oidcLogin(server.url, login, login, { stepUp: true })),
  );
  admin = portalApiAs(server.url, a!.access_token);
  sales = portalApiAs(server.url, s!.access_token);
});
afterAll(() => server?.close());

describe('a field sales rep stays in his sales organisation', () => {
  it('cannot delete his CompanyCode parameter: only self-service parameters may be deleted', async () => {
    const salesId = await userIdOf('sales');
    const [companyCode] = await server.database.db
      .select()
      .from(t.portalUserParameter)
      .where(and(eq(t.portalUserParameter.userId, salesId), eq(t.portalUserParameter.name, 'CompanyCode')));
    expect(companyCode?.value).toBe('1000');
    const removal = await sales('DELETE', `/UserParameter/${companyCode!.userParametersId}`);
    expect(removal.status).toBe(403);
    expect((await sales('GET', '/Customer?CompanyCode=2000')).status).toBe(403);
    // Self-service parameters are still his to delete.
    const language = await sales('POST', '/UserParameter', { name: 'language', value: 'en' });
    expect((await sales('DELETE', `/UserParameter/${language.body.userParametersId}`)).status).toBe(204);
  });

  it('sees no sales data without a CompanyCode grant: the scope fails closed everywhere it guards', async () => {
    const salesId = await userIdOf('sales');
    const db = server.database.db;
    const [customer] = await db.select().from(t.salesCustomer).where(eq(t.salesCustomer.companyCode, '1000')).limit(1);
    const [order] = await db
      .select({ number: t.salesOrder.orderNumber })
      .from(t.salesOrder)
      .where(eq(t.salesOrder.companyCode, '1000'))
      .limit(1);
    const guarded = () => [
      sales('GET', '/Customer?CompanyCode=2000'),
      sales('GET', '/Customer?Name=M'),
      sales('GET', '/BuildingProject/projects?Top=5'),
      sales('GET', '/OrderTracking?Top=5'),
      sales('GET', `/OrderTracking/${order!.number}`),
      sales('POST', '/DynamicConfigurator/GetCustomerNumber', { language: 'de', kundennummer: customer!.number }),
    ];
    // With his grant (company code 1000) his own organisation answers.
    expect((await Promise.all(guarded())).map((a) => a.status)).toEqual([403, 200, 200, 200, 200, 200]);

    const removed = await db
      .delete(t.portalUserParameter)
      .where(and(eq(t.portalUserParameter.userId, salesId), eq(t.portalUserParameter.name, 'CompanyCode')))
      .returning();
    try {
      const answers = await Promise.all(guarded());
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(answers[1]!.body.message).toMatch(/No sales organisation/);
    } finally {
      await db.insert(t.portalUserParameter).values(removed);
    }
  });

  it('the explicit "*" grant opens every organisation (the demo administrator holds it)', async () => {
    const czech = await admin('GET', '/Customer?CompanyCode=2000&Top=3');
    expect(czech.status).toBe(200);
    expect(czech.body.length).toBeGreaterThan(0);
  });
});

describe('a role manager cannot raise his own access', () => {
  let managerRoleId: string;
  let manager: ApiCall;
  let employeeId: string;

  beforeAll(async () => {
    employeeId = await userIdOf('employee');
    const role = await admin('POST', '/Role', { name: `Rollenpflege ${Date.now()}` });
    managerRoleId = role.body.id;
    const path = `/Role/${managerRoleId}/ResourcePermission/${apiPermissions.roles.id}/${demoPermissionSetId}/1`;
    expect((await admin('POST', path)).status).toBe(201);
    expect((await admin('POST', `/User/${employeeId}/role`, { id: managerRoleId })).status).toBe(201);
    manager = portalApiAs(
      server.url,
      (await oidcLogin(server.url, 'employee', 'employee', { stepUp: true })).access_token,
    );
  });
  afterAll(async () => {
    await admin('DELETE', `/User/${employeeId}/role/${managerRoleId}`);
    await admin('DELETE', `/Role/${managerRoleId}`);
  });

  it('nobody changes a role he holds: no grant, no revocation, no rename', async () => {
    const grant = await manager(
      'POST',
      `/Role/${managerRoleId}/ResourcePermission/${apiPermissions.users.id}/${demoPermissionSetId}/1`,
    );
    expect(grant.status).toBe(403);
    expect(grant.body.field).toBe('roleId');
    const revoke = await manager(
      'DELETE',
      `/Role/${managerRoleId}/ResourcePermission/${apiPermissions.roles.id}/${demoPermissionSetId}`,
    );
    expect(revoke.status).toBe(403);
    expect((await manager('PUT', `/Role/${managerRoleId}`, { name: 'Alles' })).status).toBe(403);
    // The administrator holds the administrator role: he cannot change it either.
    const adminRole = demoRoles.administrator.id;
    expect((await admin('PUT', `/Role/${adminRole}`, { name: 'Administratoren' })).status).toBe(403);
    const grants = await admin('GET', `/Role/${managerRoleId}/ResourcePermission`);
    expect(grants.body.map((g: { ressource: { id: string } }) => g.ressource.id)).toEqual([apiPermissions.roles.id]);
  });

  it('nobody grants a permission he does not hold himself', async () => {
    const other = await manager('POST', '/Role', { name: `Benutzerpflege ${Date.now()}` });
    expect(other.status).toBe(201);
    try {
      const users = `/Role/${other.body.id}/ResourcePermission/${apiPermissions.users.id}/${demoPermissionSetId}/1`;
      const refused = await manager('POST', users);
      expect(refused.status).toBe(403);
      expect(refused.body.field).toBe('ressourceId');
      // What he holds he may grant; recording a denial (accessType 0) grants nothing.
      const roles = `/Role/${other.body.id}/ResourcePermission/${apiPermissions.roles.id}/${demoPermissionSetId}/1`;
      expect((await manager('POST', roles)).status).toBe(201);
      expect((await manager('POST', users.replace(/1$/, '0'))).status).toBe(201);
    } finally {
      await admin('DELETE', `/Role/${other.body.id}`);
    }
  });

  it('nobody assigns himself a role: a second administrator does it', async () => {
    const me = decodeJwt((await oidcLogin(server.url, 'admin')).access_token).sub as string;
    const adminId = (await admin('GET', `/User/${me}`)).body.id as string;
    const self = await admin('POST', `/User/${adminId}/role`, { id: managerRoleId });
    expect(self.status).toBe(403);
    expect(self.body.field).toBe('userId');
    expect((await admin('GET', `/User/${adminId}/role`)).body.map((r: { id: string }) => r.id)).not.toContain(
      managerRoleId,
    );
    // Nor sets his own administrator-managed parameters (his sales organisation).
    const parameter = await admin('POST', `/User/${adminId}/parameter`, { name: 'CompanyCode', value: '2000' });
    expect(parameter.status).toBe(403);
  });

  it('a user administrator cannot hand out a role that grants more than he holds', async () => {
    const both = await admin('POST', '/Role', { name: `Beides ${Date.now()}` });
    const userAdmin = `/Role/${both.body.id}/ResourcePermission/${apiPermissions.users.id}/${demoPermissionSetId}/1`;
    expect((await admin('POST', userAdmin)).status).toBe(201);
    try {
      // Give the manager the users permission through a second role (no canteen etc.), then try to hand out "administrator".
      expect((await admin('POST', `/User/${employeeId}/role`, { id: both.body.id })).status).toBe(201);
      const partnerId = await userIdOf('cz-employee');
      const refused = await manager('POST', `/User/${partnerId}/role`, { id: demoRoles.administrator.id });
      expect(refused.status).toBe(403);
      expect(refused.body.field).toBe('id');
      expect((await manager('POST', `/User/${partnerId}/role`, { id: managerRoleId })).status).toBe(201);
      await admin('DELETE', `/User/${partnerId}/role/${managerRoleId}`);
    } finally {
      await admin('DELETE', `/User/${employeeId}/role/${both.body.id}`);
      await admin('DELETE', `/Role/${both.body.id}`);
    }
  });
});
