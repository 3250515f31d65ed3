/**
 * `npm start`: builds the UI when dist/ is missing or older than its sources, then starts the
 * one-origin server. The build runs in a child process so its memory is gone before serving.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const uiSources = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'shell',
  'elements',
  'apps',
  'themes',
  'locales',
  'contract',
];
const stampFile = join(process.env.DIST_DIR ?? 'dist', '.vite', 'manifest.json');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), info.mtimeMs);
}

const builtAt = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0;
const sourcesAt = Math.max(...uiSources.map(newestMtime));
if (builtAt < sourcesAt || process.env.FORCE_BUILD === '1') {
  console.log(builtAt ? 'UI sources changed: building …' : 'No UI build yet: building …');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { main } = await import('../server/main.ts');
await main();
