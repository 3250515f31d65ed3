import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportQueryDefinition, ReportResult } from '../../contract/reporting.ts';
import type { SapSqlResult } from '../../contract/sap-sql.ts';
import { QueryDatabaseError } from '../../server/areas/analytics/executor.ts';
import { DuckDbExecutor } from '../../server/areas/analytics/store/duckdb-executor.ts';
import { AnalyticsStore } from '../../server/areas/analytics/store/store.ts';
import * as t from '../../server/db/schema.ts';
import { analyticsSeed } from '../../server/demo/seed.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * The SQL editor's wall is the analytics engine, not the guard: the escapes that reached the
 * portal database through the old path (SQL given as text, role switches, file reads, extension
 * installs, the portal's tables) are tried twice — through the API (guard first) and directly on
 * the store's executor, with no guard at all — and each is refused or finds nothing but ERP data.
 * The same on PGlite and PostgreSQL deployments (the store is the same DuckDB file either way).
 */
const limitMs = 1500;
process.env.SAP_SQL_TIME_LIMIT_MS = String(limitMs);

let server: TestServer;
let admin: ApiCall;
let employee: ApiCall;
let executor: DuckDbExecutor;
/** The portal's real secrets (password hashes of the demo accounts): none may appear in an answer. */
let secrets: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const [a, e] = await Promise.all(['admin', 'employee'].map((login) => oidcLogin(server.url, login)));
  admin = portalApiAs(server.url, a!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
  const store = await AnalyticsStore.open({
    dir: null,
    scale: 'small',
    seed: analyticsSeed(server.database.db, 'small'),
  });
  executor = new DuckDbExecutor(store);
  secrets = (await server.database.db.select({ hash: t.idpAccount.passwordHash }).from(t.idpAccount)).map(
    (a) => a.hash,
  );
  expect(secrets.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await executor?.close();
  await server?.close();
});

/** Every table and view of the store: the ERP extract and nothing else. */
const storeObjects = [
  'erp.kna1',
  'erp.likp',
  'erp.lips',
  'erp.makt',
  'erp.mara',
  'erp.vbak',
  'erp.vbap',
  'main.currency_rate',
  'main.reporting_dataset',
  'main.sales_customer',
  'main.sales_fact',
  'main.sales_fact_month',
  'main.sales_material',
  'main.sales_plan',
];

const escapes: [string, string][] = [
  ['ts_stat running SQL given as text', "select * from ts_stat('select password_hash::tsvector from portal_user')"],
  ['ts_rewrite running SQL given as text', "select ts_rewrite('a'::tsquery, 'select token from refresh_token')"],
  ['query_to_xml', "select query_to_xml('select * from public.portal_user', true, false, '')"],
  ['set_config of the role', "select set_config('role', session_user, true)"],
  ['SET ROLE', 'set role postgres'],
  ['SET LOCAL ROLE', 'set local role portal'],
  ['read_csv of a system file', "select * from read_csv('/etc/passwd')"],
  ['read_text of a system file', "select * from read_text('/etc/passwd')"],
  ['read_blob', "select * from read_blob('/etc/hostname')"],
  ['a Parquet file', "select * from read_parquet('/tmp/*.parquet')"],
  ['glob over the file system', "select * from glob('/*')"],
  ['pg_read_file', "select pg_read_file('/etc/passwd')"],
  ['COPY TO a file', "copy (select * from sales_customer) to '/tmp/customers.csv'"],
  ['ATTACH a database file', "attach '/tmp/portal.duckdb' as portal"],
  ['ATTACH the portal database', "attach 'postgres://portal:portal@127.0.0.1:5432/portal' as pg (type postgres)"],
  ['INSTALL an extension', 'install postgres_scanner'],
  ['LOAD an extension', 'load httpfs'],
  ['switching file access back on', 'set enable_external_access = true'],
  ['unlocking the configuration', 'set lock_configuration = false'],
  ['the portal users', 'select * from portal_user'],
  ['refresh tokens', 'select * from refresh_token'],
  ['signing keys', 'select * from public.idp_signing_key'],
  ['the PostgreSQL catalogue', 'select * from pg_catalog.pg_authid'],
  ['a write', "create table erp.stolen as select 'x' as v"],
  ['dropping an ERP table', 'drop table erp.vbak'],
];

/** What a refusal or an answer may contain: only ERP data, never a portal secret. */
function expectNothingButErp(text: string): void {
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/\$argon2|\$scrypt|\$2[aby]\$|-----BEGIN|"kty"|"d":"|root:x:0:0/i);
}

describe('the analytics store walls user SQL in', () => {
  it('holds the ERP extract and nothing else', async () => {
    const answer = await executor.run({
      text: `select schema_name || '.' || table_name as name from duckdb_tables() where not internal
        union all select schema_name || '.' || view_name from duckdb_views() where not internal
        order by 1`,
      params: [],
      role: 'sql',
      maxRows: 1000,
      timeoutMs: 10_000,
    });
    expect(answer.rows.map((r) => r[0])).toEqual(storeObjects);
    // One database: the store file (DuckDB's own system and temp catalogues aside).
    const databases = await executor.run({
      text: 'select database_name from duckdb_databases() where not internal',
      params: [],
      role: 'sql',
      maxRows: 10,
      timeoutMs: 10_000,
    });
    expect(databases.rows).toHaveLength(1);
  });

  it.each(escapes)('refuses %s on the engine itself (no guard)', async (_, text) => {
    const outcome = await executor
      .run({ text, params: [], role: 'sql', userId: 'attacker', maxRows: 100, timeoutMs: 10_000 })
      .then(
        (result) => ({ ok: true as const, text: JSON.stringify(result) }),
        (error: unknown) => ({ ok: false as const, error }),
      );
    if (outcome.ok) expectNothingButErp(outcome.text);
    else {
      expect(outcome.error).toBeInstanceOf(QueryDatabaseError);
      expectNothingButErp(String((outcome.error as Error).message));
    }
    expect(outcome.ok, `${text} ran`).toBe(false);
  });

  it.each(escapes)('refuses %s through the API', async (_, query) => {
    const answer = await admin<SapSqlResult & { code: string; message: string }>('POST', '/SapSql', { query });
    expect(answer.status).toBe(400);
    expect(['sql_forbidden', 'sql_not_select', 'sql_syntax', 'sql_error']).toContain(answer.body.code);
    expectNothingButErp(JSON.stringify(answer.body));
  });

  it('leaves nothing behind for the next statement (a fresh connection each)', async () => {
    const run = (text: string) =>
      executor.run({ text, params: [], role: 'sql', userId: 'a', maxRows: 10, timeoutMs: 10_000 });
    await run("create temp table left_behind as select 'x' as v");
    await run("set search_path = 'temp'");
    const after = await run("select count(*) from duckdb_tables() where table_name = 'left_behind'");
    expect(after.rows[0]![0]).toBe(0);
    expect((await run('select count(*) from vbak')).rows[0]![0]).toBeGreaterThan(0);
  });
});

const report: ReportQueryDefinition = {
  source: 'salesFacts',
  columns: [{ column: 'country' }, { column: 'revenue', aggregate: 'sum' }],
  grouping: ['country'],
  filter: { operator: 'and', conditions: [{ key: 'year', comparer: 'eq', value: 2025 }] },
  order: { revenue_sum: false },
};

describe('a runaway statement', () => {
  it('is interrupted at the limit while another user’s report answers meanwhile', async () => {
    const started = Date.now();
    let runawayDone = 0;
    const runaway = admin<{ code: string }>('POST', '/SapSql', {
      query: 'select count(*) from vbap a, vbap b, lips c',
    }).then((answer) => {
      runawayDone = Date.now();
      return answer;
    });
    await new Promise((r) => setTimeout(r, 200));
    const t0 = Date.now();
    const answer = await employee<ReportResult>('POST', '/reporting/Report', report);
    const reportMs = Date.now() - t0;
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    // Generous: the report needs milliseconds; what matters is that it does not wait for the runaway.
    expect(runawayDone).toBe(0);
    expect(reportMs).toBeLessThan(limitMs);
    const stopped = await runaway;
    expect(stopped.status).toBe(400);
    expect(stopped.body.code).toBe('sql_timeout');
    expect(Date.now() - started).toBeLessThan(limitMs + 4000);
  });
});
