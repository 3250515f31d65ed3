import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { missingReaderRoles, PostgresExecutor } from '../../server/areas/analytics/pg-executor.ts';
import { MissingExtensionsError, openDb, requiredExtensions } from '../../server/db/open.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * What a DBA gives an application: a login role that owns its database but is no superuser and
 * may not create roles (docs/deployment.md "What the DBA prepares"). Registered only on
 * PostgreSQL (DATABASE_URL=postgres://… of a superuser, as `npm run test:pg` in .ci/run).
 */
const adminUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : null;

/** What docs/deployment.md tells the DBA to run when the reader roles come after the first start. */
const readerGrants = [
  `grant select on reporting_dataset, currency_rate, sales_customer, sales_material, sales_fact,
     sales_fact_month, sales_plan to portal_report_reader`,
  'grant usage on schema erp to portal_sql_reader',
  'grant select on all tables in schema erp to portal_sql_reader',
];

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

    it('migrates, seeds and serves once the DBA made the extensions; reader roles are reported missing', async () => {
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
      // The role may not create the SQL editor's and reports' reader roles: they are named, not fatal.
      expect([...(await missingReaderRoles(server.database.db)).values()].sort()).toEqual([
        'portal_report_reader',
        'portal_sql_reader',
      ]);
    }, 240_000); // migrations and the small seed on a fresh database

    it("runs reports once the DBA created the reader roles and granted them (docs/deployment.md's SQL)", async () => {
      await asAdmin(null, [
        'do $$ begin create role portal_report_reader nologin; exception when duplicate_object then null; end $$',
        'do $$ begin create role portal_sql_reader nologin; exception when duplicate_object then null; end $$',
        `grant portal_report_reader, portal_sql_reader to ${name}`,
      ]);
      await asAdmin(name, readerGrants);
      expect((await missingReaderRoles(server!.database.db)).size).toBe(0);
      const executor = new PostgresExecutor(server!.database.db);
      const result = await executor.run({
        text: 'select count(*) as facts from sales_fact',
        params: [],
        role: 'report',
        maxRows: 1,
        timeoutMs: 10_000,
      });
      expect(Number(result.rows[0]![0])).toBeGreaterThan(0);
    });
  });
}
