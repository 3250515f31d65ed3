/**
 * The UI build is made once and reused: `npm start` and the component tests build only when
 * the build in DIST_DIR is missing or older than its sources. The build runs in a child process,
 * so its memory is gone before the caller goes on.
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
  'client',
];

export const distDir = process.env.DIST_DIR ?? 'dist';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), info.mtimeMs);
}

/** Builds the UI into DIST_DIR unless it is up to date (FORCE_BUILD=1 always builds); exits on failure. */
export function ensureUiBuild(): void {
  const stampFile = join(distDir, '.vite', 'manifest.json');
  const builtAt = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0;
  const sourcesAt = Math.max(...uiSources.map(newestMtime));
  if (builtAt >= sourcesAt && process.env.FORCE_BUILD !== '1') return;
  console.log(builtAt ? 'UI sources changed: building …' : 'No UI build yet: building …');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
