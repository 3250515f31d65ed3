/**
 * Runs before `npm test` (npm's `pretest`): the suite needs Debian's Chromium (Playwright and
 * component tests), poppler-utils (PDF checks) and the DejaVu fonts (PDFs). Missing ones are
 * installed with apt-get when this process may (root on Debian); otherwise it stops at once with
 * one line naming the command to run. `.ci/run` installs the same packages before `npm test`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function hasDejaVu(): boolean {
  const fonts = spawnSync('fc-list', [], { encoding: 'utf8' });
  return fonts.status === 0 ? /dejavu/i.test(fonts.stdout) : existsSync('/usr/share/fonts/truetype/dejavu');
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const missing: string[] = [];
if (!existsSync(chromium) && !onPath('chromium')) missing.push('chromium');
if (!onPath('pdftoppm') || !onPath('pdftotext')) missing.push('poppler-utils');
if (!hasDejaVu()) missing.push('fonts-dejavu-core');

if (missing.length) {
  const install = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const mayInstall = process.getuid?.() === 0 && onPath('apt-get') && process.env.PORTAL_NO_APT !== '1';
  if (!mayInstall) {
    console.error(
      `npm test needs ${missing.join(', ')}: run "sudo ${install}" (or set CHROMIUM_PATH), then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`== ${install}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}
