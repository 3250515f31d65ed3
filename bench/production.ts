/**
 * The KPI cockpit with two years of data (budget: the cockpit renders in ≤ 1.5 s at 4× CPU
 * slowdown): Chromium through Playwright and CDP as in browser.ts — cache disabled, CPU 4× slower,
 * signed in as admin with the session restored — on the HVAC cockpit of the bench server's full
 * demo data. Two figures, median of the runs:
 *
 * - navigation to the cockpit (inside the running shell, as a menu click does) → overview rendered
 *   (every plant's tiles of the latest week);
 * - "Details Plattling" → site rendered: tiles with their sparklines, the two-year trend chart
 *   drawn on its canvas and the periods table — the figure with the 1.5 s budget.
 */
import type { Page } from '@playwright/test';
import { cpuSlowdown, launch } from './browser.ts';
import { probeScript } from './probes.ts';
import { median, ms, type Section, verdict } from './report.ts';

export const cockpitBudgetMs = 1500;
const path = 'production/productionOverview';
const tag = 'portal-production-cockpit';

/**
 * In-page readiness checks (plain JavaScript, like probes.ts): the overview shows every plant's
 * tiles; the site view has its trend chart drawn on a canvas, the table filled and a sparkline
 * per tile.
 */
const cockpitProbes = `(() => {
  const root = () => window.__bench.deep(document, '${tag}')?.shadowRoot ?? null;
  window.__cockpitBench = {
    overview: () => (root()?.querySelectorAll('section[data-site] [data-kpi]').length ?? 0) > 0,
    site: () => {
      const r = root();
      if (!r) return false;
      const canvas = r.querySelector('[data-testid="kpi-trend"] canvas');
      const tiles = r.querySelectorAll('[data-kpi]').length;
      return !!canvas && canvas.width > 0 && r.querySelectorAll('table tbody tr').length >= 12 && tiles > 0 &&
        r.querySelectorAll('[data-kpi] canvas').length >= tiles;
    },
  };
})();`;

declare global {
  interface Window {
    __cockpitBench: { overview(): boolean; site(): boolean };
  }
}

async function signIn(page: Page, origin: string, user: string): Promise<void> {
  await page.goto(`${origin}/portal/`);
  // The header's button (the start page has a second one in its body).
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/openid\/interaction\//);
  await page.getByLabel('Benutzername').fill(user);
  await page.getByLabel('Passwort').fill(user);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/portal\/de\/de(\/.*)?$/);
  await page.waitForFunction(() => sessionStorage.getItem('portal.loginResult') !== null, null, { timeout: 30_000 });
}

export async function benchProduction(origin: string, runs = 3): Promise<Section> {
  const browser = await launch();
  const overview: (number | null)[] = [];
  const site: (number | null)[] = [];
  let error: string | null = null;
  try {
    const login = await browser.newContext({ locale: 'de-DE' });
    const first = await login.newPage();
    await signIn(first, origin, 'admin');
    const session = await first.evaluate(() => Object.entries(sessionStorage));
    await login.close();

    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1366, height: 900 } });
      try {
        await context.addInitScript(probeScript);
        await context.addInitScript(cockpitProbes);
        await context.addInitScript(
          `(() => { if (sessionStorage.getItem('__bench')) return;
            for (const [k, v] of ${JSON.stringify(session)}) sessionStorage.setItem(k, v);
            sessionStorage.setItem('__bench', '1'); })();`,
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(`${origin}/portal/de/de`);
        // The shell is up when its start page shows a title (anywhere below the shadow roots).
        await page.waitForFunction(() => !!window.__bench.deep(document, 'h1'), null, { timeout: 60_000 });
        overview.push(
          await page.evaluate(async (p) => {
            const t0 = performance.now();
            history.pushState(null, '', `/portal/de/de/${p}`);
            window.dispatchEvent(new PopStateEvent('popstate'));
            return (await window.__bench.until(() => window.__cockpitBench.overview(), 30_000)) - t0;
          }, path),
        );
        site.push(
          await page.evaluate(async (t) => {
            const el = window.__bench.deep(document, t) as HTMLElement;
            const button = [...el.shadowRoot!.querySelectorAll('button')].find((b) =>
              (b.textContent ?? '').includes('Plattling'),
            );
            if (!button) throw new Error('no Details Plattling button');
            const t0 = performance.now();
            button.click();
            await window.__bench.until(() => window.__cockpitBench.site(), 30_000);
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            return performance.now() - t0;
          }, tag),
        );
      } catch (e) {
        error = e instanceof Error ? e.message.split('\n')[0]! : String(e);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const siteMs = median(site);
  return {
    title: `KPI cockpit, two years of data (CPU ${cpuSlowdown}× slower, cache off, median of ${site.length} runs${error ? `; failed: ${error}` : ''})`,
    rows: [
      { figure: 'navigation → all plants rendered', value: ms(median(overview)), budget: '', verdict: '' },
      {
        figure: 'Details Plattling → tiles, sparklines, 2-year chart, table',
        value: ms(siteMs),
        budget: `≤ ${cockpitBudgetMs} ms`,
        verdict: verdict(siteMs === null ? null : siteMs <= cockpitBudgetMs),
      },
    ],
  };
}
