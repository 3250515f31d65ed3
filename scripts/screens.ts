/**
 * `npm run screens`: screenshots of the main screens at desktop (1366 px) and phone (390 px) width
 * on two brand sites, written to docs/screens/ — the visual record the docs point to. Starts its
 * own server (port 8396, in-memory database) from the current build and stops it at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';

const port = Number(process.env.SCREENS_PORT ?? 8396);
const out = 'docs/screens';
const sites = [
  { name: 'kermi', host: 'localhost', home: '/portal/de/de', user: 'admin', language: 'de' },
  // A second brand where every screen of the list exists (the canteen is offered on kermi and prolux sites).
  {
    name: 'prolux',
    host: 'portal.prolux-solutions.com.localhost',
    home: '/portal/de/de',
    user: 'admin',
    language: 'de',
  },
] as const;
const screens = [
  { name: 'home', path: '' },
  { name: 'menu-deep', path: '/HR/occupationalSafety/riskAssessment/officeWorkplaces', openMenu: true },
  { name: 'krn92', path: '/PM/convectors/krn92' },
  { name: 'canteen', path: '/canteen/foodOrder' },
  { name: 'security', path: '/security' },
];
const widths = [1366, 390];
const submit = { de: 'Anmelden', cs: 'Přihlásit' } as const;

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), EMBED_PORT: '0', DATABASE_URL: 'memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Portal ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function signIn(page: Page, origin: string, site: (typeof sites)[number]): Promise<void> {
  await page.goto(`${origin}${site.home}`);
  await page.getByRole('banner').getByRole('button', { name: submit[site.language] }).click();
  await page.locator('#login').fill(site.user);
  await page.locator('#password').fill(site.user);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(`${origin}${site.home}`);
}

/** Security administration asks for the second factor: the development provider shows the code on its page. */
async function completeStepUp(page: Page, target: string): Promise<void> {
  if (!page.url().includes('/openid/interaction/')) return;
  const code = /(\d{6})/.exec((await page.locator('#otp-hint').textContent()) ?? '')?.[1];
  if (!code) return;
  await page.locator('input[name=otp], #otp').first().fill(code);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(target);
  await page.waitForLoadState('networkidle');
}

async function shoot(browser: Browser): Promise<void> {
  for (const site of sites) {
    const origin = `http://${site.host}:${port}`;
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      await signIn(page, origin, site);
      for (const screen of screens) {
        await page.goto(`${origin}${site.home}${screen.path}`);
        await page.waitForLoadState('networkidle');
        await completeStepUp(page, `${origin}${site.home}${screen.path}`);
        if (screen.openMenu && width < 600) await page.locator('portal-shell .nav-toggle').click();
        await page.waitForTimeout(800);
        const file = `${out}/${site.name}-${screen.name}-${width}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
}

mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
try {
  await shoot(browser);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
