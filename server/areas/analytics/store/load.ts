/**
 * `npm run analytics:load <folder>`: a real ERP extract into the analytics store. The folder
 * holds one Parquet or CSV file (with a header row) per base table of schema.ts —
 * sales_customer, sales_material, currency_rate, sales_fact, and optionally sales_plan — with the
 * tables' column names (extra columns are ignored). The data goes into a NEW store file; only
 * when it is complete and consistent is it published (one rename of `current`), and the API
 * processes switch to it within a second while they keep serving. A failed load leaves the store
 * in service untouched.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { type BaseTable, baseTables } from './schema.ts';
import { buildStoreFile, newStoreFileName, publishStoreFile, readPointer, removeOldStoreFiles } from './store.ts';

const optional: readonly BaseTable[] = ['sales_plan'];

/** The extract's file for a table, or null if there is none. */
function extractFile(folder: string, table: string): { path: string; reader: string } | null {
  for (const [extension, reader] of [
    ['parquet', 'read_parquet'],
    ['csv', 'read_csv'],
    ['csv.gz', 'read_csv'],
  ] as const) {
    const path = join(folder, `${table}.${extension}`);
    if (existsSync(path)) return { path, reader };
  }
  return null;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** What makes a data set unusable for the reports (each a count of offending rows). */
const consistencyChecks: [string, string][] = [
  [
    'invoice lines of an unknown customer',
    'select count(*) from sales_fact f anti join sales_customer c on c.id = f.customer_id',
  ],
  [
    'invoice lines of an unknown material',
    'select count(*) from sales_fact f anti join sales_material m on m.id = f.material_id',
  ],
  [
    'invoice lines of a month and currency without a rate',
    `select count(*) from (select distinct invoice_month, currency from sales_fact) f
      anti join currency_rate r on r.month = f.invoice_month and r.currency = f.currency`,
  ],
  [
    'invoice lines with a month that is not their date’s',
    "select count(*) from sales_fact where invoice_month <> date_trunc('month', invoice_date)",
  ],
  ['duplicate invoice lines (document and item)', 'select count(*) - count(distinct (doc_no, item)) from sales_fact'],
];

export interface LoadResult {
  file: string;
  rows: Record<string, number>;
}

export async function loadExtract(folder: string, storeDir: string): Promise<LoadResult> {
  const source = resolve(folder);
  const files = new Map<BaseTable, { path: string; reader: string }>();
  for (const table of Object.keys(baseTables) as BaseTable[]) {
    const file = extractFile(source, table);
    if (file) files.set(table, file);
    else if (!optional.includes(table))
      throw new Error(`${source}: ${table}.parquet or ${table}.csv is missing (see docs/analytics.md)`);
  }
  const name = newStoreFileName();
  const path = join(storeDir, name);
  const rows: Record<string, number> = {};
  const fill = async (conn: DuckDBConnection) => {
    for (const [table, file] of files) {
      const options = file.reader === 'read_csv' ? ', header = true' : '';
      // BY NAME: the extract's column order does not matter; a missing column fails the load.
      await conn.run(
        `insert into ${table} by name select ${columnsOf(table)} from ${file.reader}(${quote(file.path)}${options})`,
      );
      rows[table] = Number((await conn.runAndReadAll(`select count(*) from ${table}`)).getRowsJS()[0]![0]);
    }
    for (const [problem, query] of consistencyChecks) {
      const count = Number((await conn.runAndReadAll(query)).getRowsJS()[0]![0]);
      if (count > 0) throw new Error(`${source}: ${count} ${problem}`);
    }
    return {};
  };
  try {
    // This instance only reads the extract's files (the API processes open the result with file access off).
    await buildStoreFile(path, 'extract', fill);
  } catch (error) {
    rmSync(path, { force: true });
    rmSync(`${path}.wal`, { force: true });
    throw error;
  }
  const previous = readPointer(storeDir)?.name;
  publishStoreFile(storeDir, name);
  await removeOldStoreFiles(storeDir, previous ? [name, previous] : [name]);
  return { file: path, rows };
}

/** The table's column names (the select keeps extra columns of the extract out). */
function columnsOf(table: BaseTable): string {
  return baseTables[table]
    .split(/,\s*(?![^()]*\))/)
    .map((definition) => definition.trim().split(/\s+/)[0]!)
    .filter((column) => column !== 'primary')
    .join(', ');
}
