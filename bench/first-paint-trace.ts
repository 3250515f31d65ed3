/**
 * The critical path of the signed-out start page, cold, CPU 4× slower (what `menu usable` in
 * `npm run bench` measures): a Chromium performance trace per load, printed as one ordered list of
 * what happened when (HTML, each script fetched and evaluated, elements defined, first render of
 * portal-shell and portal-nav, the German strings applied, paints), then the median of each step.
 *
 * `npx tsx bench/first-paint-trace.ts` (TRACE_RUNS, default 5; BENCH_PORT, default 8390; TRACE_DIST,
 * default dist-bench, built by `npm run bench` or `DIST_DIR=dist-bench npx vite build`). Writes the
 * last run's trace to bench/first-paint-trace.json (open it in Chromium's Performance panel).
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cpuSlowdown, launch } from './browser.ts';
import { probeScript } from './probes.ts';
import { median } from './report.ts';
import { startServer } from './server.ts';

const runs = Number(process.env.TRACE_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 8390);
const distDirs = (process.env.TRACE_DIST ?? 'dist-bench').split(',');

/**
 * Marks from inside the page: each custom element's definition, the first DOM written into the
 * shadow roots of portal-shell and portal-nav (a MutationObserver on each new shadow root: its
 * callback runs at the end of the task that rendered), the menu's translated labels, and
 * lit-translate's language change (the strings applied).
 */
const markScript = `(() => {
  const mark = (name) => { try { performance.mark(name); } catch {} };
  const define = customElements.define.bind(customElements);
  customElements.define = (name, ...rest) => { mark('define ' + name); return define(name, ...rest); };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    const tag = this.localName;
    if (tag === 'portal-shell' || tag === 'portal-nav' || tag === 'portal-home') {
      let first = true;
      const watch = new MutationObserver(() => {
        if (first) { first = false; mark('render ' + tag); }
        const label = tag === 'portal-nav' ? root.querySelector('.label')?.textContent?.trim() : '';
        if (label && !label.startsWith('menu.')) { mark('nav labels translated'); watch.disconnect(); }
        if (tag !== 'portal-nav') watch.disconnect();
      });
      watch.observe(root, { childList: true, subtree: true, characterData: true });
    }
    return root;
  };
  window.addEventListener('langChanged', () => mark('strings applied (langChanged)'));
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__benchMenuUsable?.then(() => mark('menu usable (rAF probe)'));
})();`;

interface Step {
  at: number;
  what: string;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; [key: string]: unknown };
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1');

/** The main thread's steps from a trace, in ms since the navigation started. */
function stepsOf(events: TraceEvent[], marks: Step[]): { steps: Step[]; longTasks: number[]; cpuMs: number } {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
  );
  const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const rendererPid = nav?.pid;
  const mainTid = nav?.tid;
  const ms = (ts: number) => Math.round((ts - t0) / 1000);
  const steps: Step[] = [];
  const requests = new Map<string, string>();
  for (const e of events) {
    const data = (e.args?.data ?? {}) as Record<string, unknown>;
    if (e.name === 'ResourceSendRequest') {
      requests.set(String(data.requestId), String(data.url));
      steps.push({ at: ms(e.ts), what: `request  ${short(String(data.url))}` });
    } else if (e.name === 'ResourceReceiveResponse') {
      steps.push({ at: ms(e.ts), what: `response ${short(requests.get(String(data.requestId)) ?? '?')}` });
    } else if (e.name === 'ResourceFinish') {
      steps.push({ at: ms(e.ts), what: `loaded   ${short(requests.get(String(data.requestId)) ?? '?')}` });
    } else if (e.pid === rendererPid && e.tid === mainTid && e.ph === 'X' && (e.dur ?? 0) >= 2000) {
      if (e.name === 'v8.evaluateModule' || e.name === 'v8.compileModule' || e.name === 'EvaluateScript') {
        const url = String(data.url ?? (e.args as { fileName?: string })?.fileName ?? '');
        steps.push({ at: ms(e.ts), what: `${e.name} ${short(url)} ${Math.round((e.dur ?? 0) / 1000)} ms` });
      } else if (
        e.name === 'FunctionCall' ||
        e.name === 'v8.run' ||
        e.name === 'TimerFire' ||
        e.name === 'FireAnimationFrame'
      ) {
        const where = data.url ? ` ${short(String(data.url))}` : '';
        steps.push({ at: ms(e.ts), what: `${e.name}${where} ${Math.round((e.dur ?? 0) / 1000)} ms` });
      } else if (e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name === 'Paint' || e.name === 'ParseHTML') {
        steps.push({ at: ms(e.ts), what: `${e.name} ${Math.round((e.dur ?? 0) / 1000)} ms` });
      }
    } else if (
      e.name === 'firstContentfulPaint' ||
      e.name === 'firstPaint' ||
      e.name === 'largestContentfulPaint::Candidate'
    ) {
      if (e.pid === rendererPid) steps.push({ at: ms(e.ts), what: `** ${e.name}` });
    }
  }
  const longTasks = events
    .filter((e) => e.pid === rendererPid && e.tid === mainTid && e.name === 'RunTask' && (e.dur ?? 0) >= 50_000)
    .map((e) => Math.round((e.dur ?? 0) / 1000));
  // The main thread's CPU time (thread time, so neither the 4× throttle's pauses nor other
  // processes on a shared machine count) from the navigation until the menu was usable.
  const menuAt = marks.find((m) => m.what.includes('menu usable'))?.at ?? Number.POSITIVE_INFINITY;
  const cpuMs =
    events
      .filter((e) => e.pid === rendererPid && e.tid === mainTid && e.name === 'RunTask' && e.ph === 'X')
      .filter((e) => e.ts >= t0 && (e.ts - t0) / 1000 <= menuAt)
      .reduce((sum, e) => sum + ((e as { tdur?: number }).tdur ?? 0), 0) / 1000;
  for (const m of marks) steps.push(m);
  steps.sort((a, b) => a.at - b.at);
  return { steps, longTasks, cpuMs };
}

/** The page's own view (no trace running, so no tracing overhead): resource timing, marks, paints, long tasks. */
const pageStepsScript = String.raw`(() => {
  const steps = [];
  const name = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1');
  const nav = performance.getEntriesByType('navigation')[0];
  steps.push({ at: Math.round(nav.responseEnd), what: 'HTML received' });
  steps.push({ at: Math.round(nav.domInteractive), what: 'HTML parsed (domInteractive)' });
  steps.push({ at: Math.round(nav.domContentLoadedEventStart), what: 'module scripts run (DOMContentLoaded)' });
  for (const e of performance.getEntriesByType('resource')) {
    steps.push({ at: Math.round(e.startTime), what: 'fetch    ' + name(e.name) });
    steps.push({ at: Math.round(e.responseEnd), what: 'received ' + name(e.name) });
  }
  for (const e of performance.getEntriesByType('paint')) steps.push({ at: Math.round(e.startTime), what: '** ' + e.name });
  for (const e of performance.getEntriesByType('mark')) steps.push({ at: Math.round(e.startTime), what: '## ' + e.name });
  for (const [at, dur] of window.__longTasks) steps.push({ at, what: '   long task ' + dur + ' ms' });
  steps.sort((a, b) => a.at - b.at);
  return { steps, longTasks: window.__longTasks };
})()`;

/** The page's own view (no trace running, so no tracing overhead): resource timing, marks, paints, long tasks. */
function pageSteps(page: Page): Promise<{ steps: Step[]; longTasks: [number, number][] }> {
  return page.evaluate(pageStepsScript);
}

/** TRACE_DIST=a,b: one server per build, loads alternating between them (a shared machine's load moves both alike). */
const servers = [];
for (const [i, dir] of distDirs.entries()) {
  servers.push(
    await startServer({ port: port + i, databaseUrl: 'memory:', distDir: dir, forceBuild: false, label: dir }),
  );
}
const browser = await launch();
const tables = distDirs.map(() => new Map<string, number[]>());
const withTrace = process.env.TRACE_CDP === '1';
const verbose = process.env.TRACE_VERBOSE === '1' || distDirs.length === 1;
try {
  for (let run = 1; run <= runs; run++) {
    for (const [i, server] of servers.entries()) {
      const table = tables[i]!;
      const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
      await context.addInitScript(probeScript);
      await context.addInitScript(markScript);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      if (withTrace) {
        await cdp.send('Tracing.start', {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'v8',
            'blink.user_timing',
            'loading',
            'toplevel',
          ].join(','),
          transferMode: 'ReportEvents',
        });
      }
      await page.goto(`${server.origin}/portal/de/de`);
      const menu = await page.evaluate(() => window.__benchMenuUsable);
      await page.waitForTimeout(300);
      const fcp = await page.evaluate(() => window.__bench.fcp());
      let steps: Step[];
      let longTasks: number[];
      let cpuMs: number | null = null;
      if (withTrace) {
        const marks: Step[] = await page.evaluate(() =>
          performance.getEntriesByType('mark').map((m) => ({ at: Math.round(m.startTime), what: `## ${m.name}` })),
        );
        await cdp.send('Tracing.end');
        await done;
        ({ steps, longTasks, cpuMs } = stepsOf(events, marks));
        if (run === runs)
          writeFileSync(`bench/first-paint-trace-${distDirs[i]}.json`, JSON.stringify({ traceEvents: events }));
      } else {
        const seen = await pageSteps(page);
        steps = seen.steps;
        longTasks = seen.longTasks.map(([, dur]) => dur);
      }
      const html = steps.find((s) => s.what === 'HTML received')?.at ?? 0;
      console.log(
        `=== ${distDirs[i]} run ${run}: FCP ${Math.round(fcp ?? -1)} ms, menu usable ${Math.round(menu)} ms (${Math.round(menu - html)} after the HTML)${cpuMs === null ? '' : `, main-thread CPU until then ${Math.round(cpuMs)} ms`}, long tasks ${longTasks.join(' ')} ms`,
      );
      if (verbose)
        for (const s of steps) if (!/chrome:|data:/.test(s.what)) console.log(`${String(s.at).padStart(6)}  ${s.what}`);
      const first = new Set<string>();
      for (const s of steps) {
        if (/chrome:|data:/.test(s.what) || first.has(s.what) || s.what.includes('long task')) continue;
        first.add(s.what);
        table.set(s.what, [...(table.get(s.what) ?? []), s.at]);
      }
      table.set('FCP', [...(table.get('FCP') ?? []), Math.round(fcp ?? 0)]);
      if (cpuMs !== null)
        table.set('main-thread CPU until menu usable', [
          ...(table.get('main-thread CPU until menu usable') ?? []),
          Math.round(cpuMs),
        ]);
      table.set('menu usable', [...(table.get('menu usable') ?? []), Math.round(menu)]);
      table.set('menu usable − HTML received', [
        ...(table.get('menu usable − HTML received') ?? []),
        Math.round(menu - html),
      ]);
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
for (const [i, table] of tables.entries()) {
  console.log(`\n=== ${distDirs[i]}: medians of ${runs} (ms since navigation start)`);
  const rows = [...table].map(([what, at]) => ({ what, at: median(at) ?? 0, n: at.length }));
  rows.sort((a, b) => a.at - b.at);
  for (const r of rows) console.log(`${String(Math.round(r.at)).padStart(6)}  ${r.what}  (n=${r.n})`);
}
