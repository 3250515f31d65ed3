/**
 * Browser bytes and layout shift, measured in Chromium on cold loads: the shell's signed-out first
 * load (and what it must not contain), every element embedded alone on a page of another origin
 * (entry → root → chunks, i.e. following the dynamic imports), shell + each element, and the
 * cumulative layout shift of home and the KRN92 page. Figures against the budgets of report.ts.
 */
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { flattenRoutes } from '../shell/routing/routes.ts';
import { launch } from './browser.ts';
import { sizeOf } from './bytes.ts';
import { type ElementFloor, shellPlusAppBudget } from './floors.ts';
import { budgets, kib, type Row, type Section, verdict } from './report.ts';

interface Fetched {
  path: string;
  gzip: number;
  body: string;
}

/** Markers of code that must not be in a file: the sign-in library, ky's retry machinery, the shell. */
const markers = {
  'oidc-client-ts': /No matching state found in storage/,
  'ky retry': /Request timed out|afterStatusCodes/,
  'shell code': /customElements\.define\(\s*["'`]portal-shell|["'`]portal-shell["'`]\)/,
};

/** JS, CSS and HTML responses of a page until `done()`; paths relative to the portal's origin. */
function record(page: Page, portalOrigin: string) {
  const pending: Promise<Fetched | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|text\/css|text\/html/.test(type) || response.status() >= 300) return;
    pending.push(
      response.body().then(
        (body) => ({
          path: response.url().replace(portalOrigin, ''),
          gzip: sizeOf(body).gzip,
          body: body.toString('utf8'),
        }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((f): f is Fetched => !!f);
}

const total = (files: Fetched[]) => files.reduce((n, f) => n + f.gzip, 0);
const found = (files: Fetched[], marker: RegExp) => files.filter((f) => marker.test(f.body)).map((f) => f.path);

async function cold(browser: Browser) {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

const settle = (page: Page) => page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});

/** Layout shift in session windows (1 s gap, 5 s cap), the largest window: the CLS definition. */
const clsProbe = `(() => {
  let windows = [], current = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (current && e.startTime - current.last < 1000 && e.startTime - current.first < 5000) {
        current.value += e.value; current.last = e.startTime;
      } else {
        current = { first: e.startTime, last: e.startTime, value: e.value }; windows.push(current);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__cls = () => Math.max(0, ...windows.map((w) => w.value));
})();`;

async function layoutShift(browser: Browser, url: string): Promise<number> {
  const { context, page, cdp } = await cold(browser);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(clsProbe);
    await page.goto(url);
    await settle(page);
    await page.waitForTimeout(1500);
    return await page.evaluate(() => (window as unknown as { __cls: () => number }).__cls());
  } finally {
    await context.close();
  }
}

/**
 * Every Fluent component the page shows from its start until it is read, loading states included
 * (a spinner gone by then was still part of the first paint): each puts its `fui-<Name>` class on
 * its root (slots add `__slot`), in the document or any shadow root (the element's, where its
 * portals mount too). An init script: it watches each shadow root from its creation.
 */
const fluentRecorder = `(() => {
  const found = (window.__fluentShown = new Set());
  const note = (node) => {
    if (node.nodeType !== 1) return;
    for (const el of [node, ...node.querySelectorAll('*')])
      for (const name of el.classList) if (name.startsWith('fui-')) found.add(name.split('__')[0]);
  };
  const watch = (root) =>
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') note(r.target);
        for (const n of r.addedNodes) note(n);
      }
    }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    watch(root);
    return root;
  };
  watch(document);
})();`;
const fluentShown = '[...window.__fluentShown].sort()';

/** A throwaway page on another loopback origin with one element, as a brand's CMS would embed it. */
async function embeddedAlone(
  browser: Browser,
  origin: string,
  tag: string,
): Promise<{ files: Fetched[]; rendered: string[] }> {
  const html = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${tag}</title>
<script type="module" src="${origin}/portal/elements/${tag}.js"></script></head>
<body><${tag} locale="de" country="de"></${tag}></body></html>`;
  const cms = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const { context, page } = await cold(browser);
  try {
    const done = record(page, origin);
    await page.addInitScript(fluentRecorder);
    await page.goto(`http://127.0.0.1:${(cms.address() as AddressInfo).port}/`);
    await page.waitForFunction((t) => !!customElements.get(t), tag, { timeout: 20_000 }).catch(() => {});
    await settle(page);
    // A form's first answer (its results) may come just after the network fell quiet: wait for it too.
    await page.waitForTimeout(1000);
    await settle(page);
    const rendered = (await page.evaluate(fluentShown)) as string[];
    return { files: (await done()).filter((f) => f.path.startsWith('/portal/')), rendered };
  } finally {
    await context.close();
    cms.closeAllConnections();
    await new Promise((resolve) => cms.close(resolve));
  }
}

export interface BrowserBytes {
  shell: { gzip: number; files: string[]; forbidden: Record<string, string[]> };
  elements: {
    tag: string;
    alone: number;
    withShell: number;
    shellCode: string[];
    files: string[];
    /** The Fluent components (`fui-` root classes) its first paint showed, for its floor (bench/floors.ts). */
    rendered: string[];
  }[];
  cls: { page: string; value: number }[];
}

export async function measureBrowserBytes(origin: string, distDir: string): Promise<BrowserBytes> {
  const browser = await launch();
  try {
    const { context, page } = await cold(browser);
    const done = record(page, origin);
    await page.goto(`${origin}/portal/de/de`);
    await settle(page);
    const shellFiles = await done();
    await context.close();
    const shellPaths = new Set(shellFiles.map((f) => f.path));
    const forbidden = Object.fromEntries(
      Object.entries(markers)
        .filter(([name]) => name !== 'shell code')
        .map(([name, marker]) => [name, found(shellFiles, marker)]),
    );

    // BENCH_ELEMENTS (comma list of tags) measures only those, while iterating on one element's bytes.
    const only = (process.env.BENCH_ELEMENTS ?? '').split(',').filter(Boolean);
    const tags = readdirSync(join(distDir, 'elements'))
      .filter((f) => /^portal-[\w-]+\.js$/.test(f))
      .map((f) => f.slice(0, -3))
      .filter((tag) => !only.length || only.includes(tag))
      .sort();
    const elements: BrowserBytes['elements'] = [];
    for (const tag of tags) {
      const { files, rendered } = await embeddedAlone(browser, origin, tag);
      elements.push({
        tag,
        alone: total(files),
        withShell: total(shellFiles) + total(files.filter((f) => !shellPaths.has(f.path))),
        shellCode: found(files, markers['shell code']),
        files: files.map((f) => f.path),
        rendered,
      });
    }

    const krn92 = flattenRoutes().find(({ route }) => route.element === 'portal-krn92');
    const cls = [{ page: 'home', value: await layoutShift(browser, `${origin}/portal/de/de`) }];
    if (krn92) cls.push({ page: 'KRN92', value: await layoutShift(browser, `${origin}/portal/de/de/${krn92.path}`) });
    return {
      shell: { gzip: total(shellFiles), files: shellFiles.map((f) => f.path), forbidden },
      elements,
      cls,
    };
  } finally {
    await browser.close();
  }
}

/** The floor's parts and what is above it (the largest five), under the element's row. */
function floorRow(floor: ElementFloor): Row {
  const parts = Object.entries(floor.parts)
    .map(([name, gzip]) => `${name} ${kib(gzip)}`)
    .join(', ');
  const above = floor.above
    .slice(0, 5)
    .map((p) => `${p.name} ${kib(p.gzip)}`)
    .join(', ');
  return {
    figure: `  floor of shell + <${floor.tag}>: ${parts}; above it: ${above || 'nothing'}`,
    value: kib(floor.floor),
    budget: `+10 % = ${kib(floor.floor * 1.1)}`,
    verdict: '',
  };
}

/** The calculator elements a brand's CMS page embeds alone (their own "alone" budget). */
export const embeddedCalculators = /^portal-(krn92|krn41|hpc|kcmodel|xflair|convector-load-calc)$/;

/** `floors` (bench/floors.ts): each element's "shell + it" budget is max(230 KiB, its floor + 10 %). */
export function browserBytesSection(result: BrowserBytes, floors: ElementFloor[] = []): Section {
  const rows: Row[] = [
    {
      figure: `shell first load, signed out (${result.shell.files.length} files)`,
      value: kib(result.shell.gzip),
      budget: `≤ ${kib(budgets.shellFirstPaintGzip)}`,
      verdict: verdict(result.shell.gzip <= budgets.shellFirstPaintGzip),
    },
    ...Object.entries(result.shell.forbidden).map(([name, files]) => ({
      figure: `  ${name} in the first load`,
      value: files.length ? files.join(', ') : 'none',
      budget: 'none',
      verdict: verdict(!files.length),
    })),
  ];
  for (const e of result.elements) {
    const calculator = embeddedCalculators.test(e.tag);
    const floor = floors.find((f) => f.tag === e.tag);
    const withShellBudget = shellPlusAppBudget(floors, e.tag);
    rows.push({
      figure: `<${e.tag}> embedded alone · shell + it`,
      value: `${kib(e.alone)} · ${kib(e.withShell)}`,
      budget: `${calculator ? `alone ≤ ${kib(budgets.embeddedCalculatorGzip)}, ` : ''}+shell ≤ ${kib(withShellBudget)}`,
      verdict: verdict(e.withShell <= withShellBudget && (!calculator || e.alone <= budgets.embeddedCalculatorGzip)),
    });
    if (floor) rows.push(floorRow(floor));
    if (e.shellCode.length) {
      rows.push({
        figure: `  shell code in <${e.tag}>`,
        value: e.shellCode.join(', '),
        budget: 'none',
        verdict: 'FAIL',
      });
    }
  }
  for (const c of result.cls) {
    rows.push({
      figure: `layout shift (CLS), ${c.page}, cold, 4× CPU`,
      value: c.value.toFixed(3),
      budget: `≤ ${budgets.cls}`,
      verdict: verdict(c.value <= budgets.cls),
    });
  }
  return { title: 'Browser bytes (gzip of what Chromium fetched, cold) and layout shift', rows };
}
