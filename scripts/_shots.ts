import { chromium, type Page } from '@playwright/test';
const port = 8110;
const out = '/tmp/prod/shots';
const sites = {
  de: { host: 'localhost', home: '/portal/de/de', submit: 'Anmelden', user: 'admin' },
  cs: { host: 'portal.pzpheating.cz.localhost', home: '/portal/cs/cz', submit: 'Přihlásit', user: 'admin' },
} as const;
const which = (process.argv[2] ?? 'de') as keyof typeof sites;
const width = Number(process.argv[3] ?? 1366);
const what = process.argv[4] ?? 'overview';
const site = sites[which];
const origin = `http://${site.host}:${port}`;
async function signIn(page: Page) {
  await page.goto(`${origin}${site.home}`);
  await page.getByRole('banner').getByRole('button', { name: site.submit }).click();
  await page.locator('#login').fill(site.user);
  await page.locator('#password').fill(site.user);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL(`${origin}${site.home}`);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await signIn(page);
const path = what.startsWith('mes') ? '/production/mesFlash' : '/production/productionOverview';
await page.goto(`${origin}${site.home}${path}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const cockpit = page.locator('portal-production-cockpit');
if (what === 'site' || what === 'edit' || what === 'wall') {
  await cockpit.locator('section[data-site] button').first().click();
  await page.waitForTimeout(2000);
}
if (what === 'edit') {
  await cockpit.getByRole('button', { name: /Werte erfassen|Zadat hodnoty/ }).click();
  await page.waitForTimeout(1500);
}
if (what === 'wall') {
  await cockpit.getByRole('button', { name: /Wandbildschirm|Nástěnná/ }).click();
  await page.waitForTimeout(2000);
}
if (what === 'month') {
  await cockpit.getByRole('button', { name: /^Monat$|^Měsíc$/ }).click();
  await page.waitForTimeout(1000);
}
await page.screenshot({ path: `${out}/${what}-${which}-${width}.png`, fullPage: process.argv[5] !== 'viewport' });
console.log(`${out}/${what}-${which}-${width}.png`);
await browser.close();
