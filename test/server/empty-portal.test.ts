import { count } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '../../contract/permissions.ts';
import { ConfigError, readConfig } from '../../server/config.ts';
import * as t from '../../server/db/schema.ts';
import { preparePortal } from '../../server/main.ts';
import { idpSigningKey } from '../../server/secrets.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * A production deployment starts with an empty portal (docs/deployment.md "First administrator"):
 * migrations, the permission registry and the administrators' role, no demo world; the login named
 * by BOOTSTRAP_ADMIN_LOGIN becomes the first administrator at its first sign-in. Its own in-memory
 * database: on PostgreSQL the suite's shared one holds the demo world of the other files.
 */
const publicOrigin = 'https://portal.example.com';
const firstAdmin = 'it.admin@example.com';
const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal@db.example.com/portal',
  BUILTIN_IDP: 'on',
  PUBLIC_ORIGINS: publicOrigin,
  BOOTSTRAP_ADMIN_LOGIN: firstAdmin,
};

describe('DEMO_DATA', () => {
  it('is none in the production profile and full in development unless set', () => {
    expect(readConfig(productionEnv).demoData).toBe('none');
    expect(readConfig({ ...productionEnv, DEMO_DATA: 'small' }).demoData).toBe('small');
    expect(readConfig({}).demoData).toBe('full');
    expect(readConfig({ DEMO_DATA: 'none' }).demoData).toBe('none');
  });

  it('refuses other values and the old DEMO_SCALE, naming the setting', () => {
    expect(() => readConfig({ DEMO_DATA: 'some' })).toThrow(/DEMO_DATA must be full, small or none/);
    expect(() => readConfig({ DEMO_SCALE: 'small' })).toThrow(ConfigError);
    expect(() => readConfig({ DEMO_SCALE: 'small' })).toThrow(/DEMO_SCALE is now DEMO_DATA/);
  });
});

describe('the production profile with DEMO_DATA=none', () => {
  let server: TestServer;
  const config = readConfig(productionEnv);

  beforeAll(async () => {
    server = await startTestServer(undefined, {
      databaseUrl: 'memory:',
      prepare: (db) => preparePortal(db, config),
      overrides: { production: true, builtinIdp: true, publicOrigins: [publicOrigin], trustProxy: true },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const rows = async (table: Parameters<ReturnType<TestServer['database']['db']['select']>['from']>[0]) => {
    const [row] = await server.database.db.select({ n: count() }).from(table);
    return row!.n;
  };

  it('starts and answers ready, with no demo user, account or data', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const users = await server.database.db.select().from(t.portalUser);
    expect(users.map((u) => [u.username, u.openIdUserId])).toEqual([[firstAdmin, null]]);
    expect(await rows(t.idpAccount)).toBe(0);
    expect(await rows(t.portalOrg)).toBe(0);
    expect(await rows(t.crmDealer)).toBe(0);
    expect(await rows(t.canteenApplication)).toBe(0);
    // What an administrator needs: every permission as a resource and the administrators' role only.
    expect(await rows(t.portalRessource)).toBe(allPermissions.length);
    expect((await server.database.db.select().from(t.portalRole)).map((r) => r.name)).toEqual([
      'Gruppen-Administration',
    ]);
  });

  it('makes the named login the administrator at its first sign-in, and no one else', async () => {
    const key = await idpSigningKey(server.database.db);
    const tokenFor = async (sub: string, login: string) =>
      new SignJWT({ sub, preferred_username: login, acr: 'urn:portal:loa:2' })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setIssuer(`${publicOrigin}/openid`)
        .setAudience('portal-api')
        .setExpirationTime('5m')
        .sign(await importJWK(key, 'RS256'));
    // As the TLS proxy forwards it: the token's issuer is the public origin.
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}/portal/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-forwarded-proto': 'https',
          'x-forwarded-host': new URL(publicOrigin).host,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as Record<string, never> };
    };
    const login = (token: string, sub: string, name: string) =>
      call(token, 'POST', '/Auth/loginOpenId', { sub, login: name });

    const stranger = await tokenFor('stranger-1', 'someone@example.com');
    expect((await login(stranger, 'stranger-1', 'someone@example.com')).status).toBe(412);

    const admin = await tokenFor('tenant-oid-1', firstAdmin);
    const signedIn = await login(admin, 'tenant-oid-1', firstAdmin);
    expect(signedIn.status).toBe(200);
    expect((signedIn.body.user as unknown as { openIdUserId: string }).openIdUserId).toBe('tenant-oid-1');
    expect(signedIn.body.permissions).toHaveLength(allPermissions.length);
    // The administration answers: the portal's one user is the administrator.
    const listed = await call(admin, 'GET', '/User');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(firstAdmin);

    // A second start with the setting still there grants nothing again.
    expect(await preparePortal(server.database.db, config)).toBe(
      'BOOTSTRAP_ADMIN_LOGIN left alone: the portal has users',
    );
    expect(await rows(t.portalUser)).toBe(1);
  });
});
