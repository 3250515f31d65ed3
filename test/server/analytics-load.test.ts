import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbExecutor } from '../../server/areas/analytics/store/duckdb-executor.ts';
import { loadExtract } from '../../server/areas/analytics/store/load.ts';
import { createBaseTables } from '../../server/areas/analytics/store/schema.ts';
import { AnalyticsStore } from '../../server/areas/analytics/store/store.ts';
import { analyticsSeed } from '../../server/demo/seed.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * `npm run analytics:load`: an extract folder (Parquet and CSV) becomes a new store file that the
 * serving process switches to without a restart, while statements keep answering; a broken
 * extract leaves the store in service as it was.
 */
let server: TestServer;
let storeDir: string;
let extractDir: string;
let executor: DuckDbExecutor;

const count = async (text: string) =>
  Number((await executor.run({ text, params: [], role: 'report', maxRows: 1, timeoutMs: 10_000 })).rows[0]![0]);

/** The demo data set as an extract: customers as CSV, the rest as Parquet; only 2025's invoice lines. */
async function writeExtract(folder: string, { withoutRates = false } = {}): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const conn = await instance.connect();
  try {
    await createBaseTables(conn);
    await analyticsSeed(server.database.db, 'small')(conn);
    await conn.run('delete from sales_fact where year(invoice_date) <> 2025');
    if (withoutRates) await conn.run("delete from currency_rate where currency = 'CHF'");
    const to = (file: string) => `'${join(folder, file)}'`;
    await conn.run(`copy sales_customer to ${to('sales_customer.csv')} (header)`);
    for (const table of ['sales_material', 'currency_rate', 'sales_fact'])
      await conn.run(`copy ${table} to ${to(`${table}.parquet`)} (format parquet)`);
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

beforeAll(async () => {
  server = await startTestServer();
  storeDir = mkdtempSync(join(tmpdir(), 'analytics-store-test-'));
  extractDir = mkdtempSync(join(tmpdir(), 'analytics-extract-test-'));
  executor = new DuckDbExecutor(
    await AnalyticsStore.open({ dir: storeDir, scale: 'small', seed: analyticsSeed(server.database.db, 'small') }),
  );
});

afterAll(async () => {
  await executor?.close();
  await server?.close();
  for (const dir of [storeDir, extractDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('analytics:load', () => {
  it('refuses an incomplete extract and keeps the store in service', async () => {
    const before = await count('select count(*) from sales_fact');
    await expect(loadExtract(extractDir, storeDir)).rejects.toThrow(
      /sales_customer\.parquet or sales_customer\.csv is missing/,
    );
    await writeExtract(extractDir, { withoutRates: true });
    await expect(loadExtract(extractDir, storeDir)).rejects.toThrow(/without a rate/);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await count('select count(*) from sales_fact')).toBe(before);
    expect(readdirSync(storeDir).filter((f) => f.endsWith('.duckdb'))).toHaveLength(1);
  });

  it('puts a new extract in service while statements keep answering', async () => {
    const before = await count('select count(*) from sales_fact');
    const years = await count('select count(distinct year(invoice_date)) from sales_fact');
    expect(years).toBeGreaterThan(1);
    await writeExtract(extractDir);
    // A statement running during the load answers from the old file.
    const during = executor.run({
      text: 'select count(*) from vbap a, vbap b where a.matnr = b.matnr',
      params: [],
      role: 'report',
      maxRows: 1,
      timeoutMs: 20_000,
    });
    const loaded = await loadExtract(extractDir, storeDir);
    expect(loaded.rows.sales_fact).toBeGreaterThan(0);
    expect(loaded.rows.sales_fact).toBeLessThan(before);
    expect(loaded.rows).not.toHaveProperty('sales_plan');
    expect((await during).rows).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await count('select count(*) from sales_fact')).toBe(loaded.rows.sales_fact);
    expect(await count('select count(distinct year(invoice_date)) from sales_fact')).toBe(1);
    // Derived in the new file: the pre-aggregate, a plan from the actuals, the erp views.
    expect(await count('select sum(lines) from sales_fact_month')).toBe(loaded.rows.sales_fact);
    expect(await count('select count(*) from sales_plan')).toBeGreaterThan(0);
    expect(await count('select count(*) from erp.vbap')).toBe(loaded.rows.sales_fact);
    expect(await count("select count(*) from reporting_dataset where scale = 'extract'")).toBe(1);
  });
});
