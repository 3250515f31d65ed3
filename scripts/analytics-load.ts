/**
 * npm run analytics:load <folder> — loads an ERP extract (Parquet/CSV files, docs/analytics.md)
 * into the analytics store in ANALYTICS_STORE_DIR and puts it in service; the API processes
 * using that folder switch over within a second, without a restart.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadExtract } from '../server/areas/analytics/store/load.ts';

const folder = process.argv[2];
const storeDir = process.env.ANALYTICS_STORE_DIR;
if (!folder || !storeDir) {
  console.error('Usage: ANALYTICS_STORE_DIR=<store folder> npm run analytics:load <extract folder>');
  process.exit(2);
}
mkdirSync(resolve(storeDir), { recursive: true });
const started = performance.now();
try {
  const { file, rows } = await loadExtract(folder, resolve(storeDir));
  const counts = Object.entries(rows)
    .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
    .join(', ');
  console.log(`Loaded ${counts} in ${Math.round(performance.now() - started)} ms; in service: ${file}`);
} catch (error) {
  console.error(`Not loaded (the store in service is unchanged): ${(error as Error).message}`);
  process.exit(1);
}
