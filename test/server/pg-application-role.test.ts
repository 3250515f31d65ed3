import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MissingExtensionsError, openDb, requiredExtensions } from '../../server/db/open.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * What a DBA gives an application: a login role that owns its database but is no superuser and
 * may not create roles (docs/deployment.md "What the DBA prepares"). Registered only on
 * PostgreSQL (DATABASE_URL=postgres://… of a superuser, as `npm run test:pg` in .ci/run).
 */
const adminUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;

if (adminUrl) {
  const name = 'portal_app_check';
  const password = 'app-check-secret';
  const urlFor = (user: string | null, database: string) => {
    const url = new URL(adminUrl);
    if (user) {
      url.username = user;
      url.password = password;
    }
    url.pathname = `/${database}`;
    return url.toString();
  };
  const appUrl = urlFor(name, name);
  const asAdmin = async (database: string | null, statements: string[]) => {
    const client = new pg.Client({ connectionString: database ? urlFor(null, database) : adminUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dropAll = () =>
    asAdmin(null, [
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      `drop database if exists ${name}`,
      `drop role if exists ${name}`,
    ]);
  let server: TestServer | undefined;

  afterAll(async () => {
    await server?.close();
    await dropAll();
  });

  describe('PostgreSQL with an application role that is not a superuser', () => {
    it('names the extensions the DBA must create, with their SQL, instead of dying in a migration', async () => {
      await dropAll();
      await asAdmin(null, [
        `create role ${name} login nosuperuser nocreaterole nocreatedb password '${password}'`,
        `create database ${name} owner ${name}`,
      ]);
      const opening = openDb(appUrl);
      await expect(opening).rejects.toBeInstanceOf(MissingExtensionsError);
      const error = (await opening.catch((e: unknown) => e)) as MissingExtensionsError;
      // earthdistance is not a trusted extension; the database owner creates the trusted ones itself.
      expect(error.extensions).toContain('earthdistance');
      expect(error.message).toContain('CREATE EXTENSION IF NOT EXISTS earthdistance;');
      expect(error.message).toContain(`database "${name}"`);
      expect(error.message).toContain(`role "${name}"`);
    });

    it('migrates, seeds and serves once the DBA made the extensions, reports included (no reader role needed)', async () => {
      await asAdmin(
        name,
        requiredExtensions.map((extension) => `create extension if not exists ${extension}`),
      );
      server = await startTestServer({ scale: 'small' }, { databaseUrl: appUrl });
      const { access_token } = await oidcLogin(server.url, 'admin', 'admin', { stepUp: true });
      const users = await fetch(`${server.url}/portal/api/User`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(users.status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      // Reports run on the analytics store (DuckDB), not on this database: no reader role to grant.
      const report = await fetch(`${server.url}/portal/api/reporting/Report`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source: 'salesFacts', columns: [{ column: 'country', aggregate: 'count' }] }),
      });
      expect(report.status).toBe(200);
    }, 240_000); // migrations and the small seed on a fresh database
  });
}
