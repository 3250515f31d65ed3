/**
 * `npm run bench`: bytes, browser timings and API load of the production build, each figure beside
 * its budget (bench/report.ts, bench/targets.ts) and peer shells side by side. Not part of `npm test`.
 *
 * Starts its own server (scripts/start.ts, like `npm start`) on a loopback port (BENCH_PORT) with an
 * in-memory database and a fresh build in dist-bench, and stops it at the end. When DATABASE_URL
 * is a postgres:// URL, the API load runs a second time against a server on that database.
 * Writes bench/report.json. Exit code 0 whatever the budgets say; non-zero only when the bench broke.
 *
 * Beside the portal: a bare Hono route (bench/bare-server.ts) that every API figure is divided by,
 * Lighthouse on two pages, the dealer search with 100,000 generated dealers (bench/dealers.ts) and,
 * with PostgreSQL, two portal processes behind a round-robin proxy (bench/scale-out.ts). The
 * targets table at the end prints each figure with its target and pass/FAIL (bench/targets.ts).
 *
 * Knobs: BENCH_RUNS (browser runs, default 5), BENCH_API_SECONDS (per endpoint, default 10),
 * BENCH_CONNECTIONS (default 8), BENCH_PORT (first of six loopback ports, default 8390), BENCH_SKIP (comma
 * list of browser, lighthouse, production, api, search, building, sales, analytics, dealers100k, scaleout;
 * `rebuild` reuses an up-to-date dist-bench), BENCH_ENDPOINTS (comma list of loadEndpoints ids in
 * bench/api.ts; default all), BENCH_START_TIMEOUT_S (per server start, default 600), BENCH_ELEMENTS (comma
 * list of element tags whose bytes are measured; default all).
 * `server` skips every server section (api, search, building, sales, analytics, dealers100k, scaleout).
 * Only the dealer search and the sales lookups: BENCH_SKIP=browser,lighthouse,production,api,building,analytics,scaleout,rebuild.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../server/db/open.ts';
import { analyticsStoreReady, measureAnalytics } from './analytics.ts';
import {
  type ApiResult,
  type LatencyResult,
  loadEndpoints,
  measureApi,
  measureBare,
  measureSearchLatency,
} from './api.ts';
import { type BrowserResults, cpuSlowdown, measureBrowser } from './browser.ts';
import { type BrowserBytes, browserBytesSection, measureBrowserBytes } from './browser-bytes.ts';
import { benchBuilding } from './building.ts';
import { addSizes, readBuild, readPeers } from './bytes.ts';
import { type Child, startChild } from './child.ts';
import { addBenchDealers, benchDealerCount, removeBenchDealers } from './dealers.ts';
import { elementFloors, shellPlusAppBudget } from './floors.ts';
import { type LighthouseResult, lighthouseSection, measureLighthouse } from './lighthouse.ts';
import { benchProduction } from './production.ts';
import { budgets, kib, median, ms, renderTable, type Section, verdict } from './report.ts';
import { benchSales } from './sales.ts';
import { measureScaleOut, type ScaleOutResult } from './scale-out.ts';
import { type BenchServer, startServer } from './server.ts';
import { ratioOf, targetSection } from './targets.ts';
import { readBundleStats, treemapPages, treemapSection } from './treemaps.ts';

/** BENCH_PORT and the five ports after it (portal, bare route, PostgreSQL portal, two processes, proxy). */
const port = Number(process.env.BENCH_PORT ?? 8390);
const barePort = port + 1;
const pgPort = port + 2;
const scaleOutPorts: [number, number] = [port + 3, port + 4];
const proxyPort = port + 5;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
if (skip.has('server')) {
  for (const section of ['api', 'search', 'building', 'sales', 'analytics', 'dealers100k', 'scaleout'])
    skip.add(section);
}
const endpointIds = (process.env.BENCH_ENDPOINTS ?? '').split(',').filter(Boolean);
const endpoints = endpointIds.length ? loadEndpoints.filter((e) => endpointIds.includes(e.id)) : loadEndpoints;
const moreDealers = `${benchDealerCount.toLocaleString('en')} more dealers`;
const distDir = 'dist-bench';
/** The build's module sizes (vite.config.ts writes them when BUNDLE_STATS is set), for the treemaps. */
const bundleStatsFile = 'bench/bundle-stats.json';
process.env.BUNDLE_STATS = bundleStatsFile;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const apiSeconds = Number(process.env.BENCH_API_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** Dealer searches per second for the latency figure (a busy partner site's evening). */
const searchRate = Number(process.env.BENCH_SEARCH_RATE ?? 20);
const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : null;

const started = Date.now();
const loadAtStart = loadavg()[0]!;
const servers = new Set<BenchServer>();
const log = (line: string) => console.log(`[${elapsed().padStart(5)}] ${line}`);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const children = new Set<Child>();

async function stopAll(): Promise<void> {
  await Promise.all([...servers, ...children].map((s) => s.stop()));
  servers.clear();
  children.clear();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`${signal}: stopping the bench servers`);
    void stopAll().finally(() => process.exit(130));
  });
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

async function withServer<T>(
  label: string,
  options: { port: number; databaseUrl: string; forceBuild: boolean },
  work: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const server = await startServer({ ...options, distDir, label });
  servers.add(server);
  log(
    `  ${label} server ready on ${server.origin} after ${(server.startupMs / 1000).toFixed(1)} s, idle ${(server.settleMs / 1000).toFixed(1)} s later`,
  );
  try {
    return await work(server);
  } finally {
    await server.stop();
    servers.delete(server);
  }
}

async function main(): Promise<void> {
  log(
    `Benchmark: ${runs} browser runs (CPU ${cpuSlowdown}× slower, cache off), ${apiSeconds} s × ${connections} connections per API endpoint`,
  );
  if (loadAtStart > cpus().length) {
    log(
      `Note: load average ${loadAtStart.toFixed(1)} on ${cpus().length} cores: other work is running, figures will be noisy`,
    );
  }
  log(`Fresh build into ${distDir}/ and the portal on :${port} (PGlite in memory) …`);

  let browser: BrowserResults | undefined;
  let browserBytes: BrowserBytes | undefined;
  const api: ApiResult[] = [];
  const latency: LatencyResult[] = [];
  // Reports over a million invoice lines and the portal during a runaway SQL statement, per database.
  const analytics: Section[] = [];
  const analyticsOn = async (origin: string, database: string, pid?: number) => {
    log(`Analytics (${database}) …`);
    analytics.push(await measureAnalytics(origin, database, pid));
  };
  let build: ReturnType<typeof readBuild> | undefined;
  let lighthouse: LighthouseResult[] = [];
  const areas: Section[] = [];
  let production: Section | undefined;
  let browserError: string | undefined;
  let scaleOut: ScaleOutResult | null = null;
  const bare = new Map<string, ApiResult>();
  const bareServer = await startChild('bench/bare-server.ts', [String(barePort)], barePort);
  children.add(bareServer);
  /** The portal's endpoints between two runs of the bare route; the bare figure is their mean. */
  const measureBeside = async (database: string, work: () => Promise<ApiResult[]>) => {
    const bareOptions = { port: barePort, pid: bareServer.pid, connections, durationS: apiSeconds, log };
    const before = await measureBare(bareOptions);
    const rows = await work();
    const after = await measureBare(bareOptions);
    const mean = (a: number, b: number) => Math.round((a + b) / 2);
    bare.set(database, {
      ...after,
      database,
      id: 'bare',
      requestsPerSecond: mean(before.requestsPerSecond, after.requestsPerSecond),
      p50Ms: Math.max(before.p50Ms, after.p50Ms),
      p99Ms: Math.max(before.p99Ms, after.p99Ms),
      requests: before.requests + after.requests,
    });
    api.push(...rows);
  };
  await withServer('pglite', { port, databaseUrl: 'memory:', forceBuild: !skip.has('rebuild') }, async (server) => {
    build = readBuild(distDir);
    if (skip.has('browser')) log('Browser skipped (BENCH_SKIP)');
    else {
      log(`Browser (Chromium) …`);
      try {
        browser = await measureBrowser({
          origin: server.origin,
          distDir,
          runs,
          sharedChunks: build.shared.map((f) => f.file),
          log,
        });
      } catch (error) {
        // The API figures are still worth having; the targets table shows the browser rows as FAIL.
        browserError = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        log(`  the browser measurement broke: ${browserError}`);
      }
    }
    if (!skip.has('browser')) {
      log(`Browser bytes and layout shift …`);
      browserBytes = await measureBrowserBytes(server.origin, distDir);
    }
    if (!skip.has('lighthouse')) {
      log('Lighthouse (mobile preset) …');
      lighthouse = await measureLighthouse(server.origin, log, runs);
    }
    if (!skip.has('production')) {
      log(`KPI cockpit with two years of data (Chromium) …`);
      production = await benchProduction(server.origin, Math.min(runs, 3));
    }
    // The searches at a steady rate before the closed loads: those leave the old generation full of
    // promoted garbage, and its collection (40–120 ms pauses) then fell into the search's 10 s
    // (docs/performance.md "Dealer search: the tail").
    if (!skip.has('search')) {
      latency.push(
        await measureSearchLatency(
          { origin: server.origin, port, database: 'PGlite', durationS: apiSeconds, log },
          searchRate,
        ),
      );
    }
    if (!skip.has('api')) {
      log(`  analytics store filled after another ${((await analyticsStoreReady(server.origin)) / 1000).toFixed(0)} s`);
      log(`API under load (PGlite) …`);
      await measureBeside('PGlite', () =>
        measureApi(
          {
            origin: server.origin,
            port,
            serverPid: server.pid,
            database: 'PGlite',
            connections,
            durationS: apiSeconds,
            log,
          },
          endpoints,
        ),
      );
    }
    if (!skip.has('building')) {
      log(`Building calculators …`);
      areas.push(await benchBuilding(server.origin));
    }
    if (!skip.has('sales')) {
      log('Sales lookups and order search (PGlite) …');
      areas.push(await benchSales(server.origin, 'PGlite'));
    }
    if (!skip.has('analytics')) await analyticsOn(server.origin, 'PGlite', server.pid);
  });
  if (!skip.has('dealers100k')) {
    // PGlite lives in its server's process: the dealers go into a data directory before it starts.
    log(`Dealer search with ${moreDealers} (PGlite) …`);
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    try {
      const prepared = await openDb(join(dir, 'pglite'));
      await addBenchDealers(prepared.db);
      await prepared.close();
      await withServer(
        'pglite-dealers',
        { port, databaseUrl: join(dir, 'pglite'), forceBuild: false },
        async (server) => {
          latency.push(
            await measureSearchLatency(
              { origin: server.origin, port, database: 'PGlite', durationS: apiSeconds, log },
              searchRate,
              moreDealers,
            ),
          );
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (postgresUrl) {
    log(`PostgreSQL …`);
    await withServer('postgres', { port: pgPort, databaseUrl: postgresUrl, forceBuild: false }, async (server) => {
      const search = (dealers?: string) =>
        measureSearchLatency(
          { origin: server.origin, port: pgPort, database: 'PostgreSQL', durationS: apiSeconds, log },
          searchRate,
          dealers,
        );
      // Before the closed loads, as on PGlite (their garbage's collection fell into the search's 10 s).
      if (!skip.has('search')) latency.push(await search());
      if (!skip.has('dealers100k')) {
        log(`Dealer search with ${moreDealers} (PostgreSQL; removed again afterwards) …`);
        const own = await openDb(postgresUrl);
        try {
          await addBenchDealers(own.db);
          latency.push(await search(moreDealers));
        } finally {
          await removeBenchDealers(own.db);
          await own.close();
        }
      }
      if (!skip.has('api')) {
        log(
          `  analytics store filled after another ${((await analyticsStoreReady(server.origin)) / 1000).toFixed(0)} s`,
        );
        log(`API under load (PostgreSQL) …`);
        await measureBeside('PostgreSQL', () =>
          measureApi(
            {
              origin: server.origin,
              port: pgPort,
              serverPid: server.pid,
              database: 'PostgreSQL',
              connections,
              durationS: apiSeconds,
              log,
            },
            endpoints,
          ),
        );
      }
      if (!skip.has('analytics')) await analyticsOn(server.origin, 'PostgreSQL', server.pid);
      if (!skip.has('sales')) {
        log('Sales lookups and order search (PostgreSQL) …');
        areas.push(await benchSales(server.origin, 'PostgreSQL'));
      }
    });
    if (!skip.has('scaleout')) {
      log('Scale-out: two processes on one PostgreSQL behind a round-robin proxy …');
      scaleOut = await measureScaleOut({
        ports: scaleOutPorts,
        proxyPort,
        connections,
        durationS: apiSeconds,
        log,
        start: async (serverPort, label) => {
          const server = await startServer({
            port: serverPort,
            databaseUrl: postgresUrl,
            forceBuild: false,
            distDir,
            label,
          });
          servers.add(server);
          return server;
        },
      });
    }
  } else {
    log('  (DATABASE_URL is not a postgres:// URL: PostgreSQL load skipped)');
  }
  if (!build) throw new Error('no build');
  const browserMeasured = browser !== undefined;
  browser ??= notMeasured(browserError ?? 'skipped');
  const peers = readPeers();

  // ---- figures and budgets ----
  const bundleStats = readBundleStats(bundleStatsFile);
  // Each element's floor with React 19 + Fluent UI v9, from what it fetched and rendered (bench/floors.ts):
  // its "shell + it" budget is max(230 KiB, floor + 10 %).
  const floors = browserBytes ? elementFloors(browserBytes, bundleStats, distDir) : [];
  const firstAppBudget = shellPlusAppBudget(floors, browser.target?.tag);
  const shell = browser.shellLoad.total;
  const withApp = browser.targetLoad?.total ?? null;
  const pagesWithElements = browser.reactOnce.filter((p) => p.elements.length > 0);
  const reactOnce = pagesWithElements.length
    ? pagesWithElements.every(
        (p) => p.reactFetches === 1 && (p.fluentFetches === null || p.fluentFetches === 1) && !p.duplicates.length,
      )
    : null;
  const timing = {
    fcpMs: median(browser.runs.map((r) => r.fcpMs)),
    menuUsableMs: median(browser.runs.map((r) => r.menuUsableMs)),
    menuUsableForTargetMs: median(browser.runs.map((r) => r.menuUsableForTargetMs)),
    // A run whose mini app sent the browser to sign in (or broke) measured something else.
    firstOpenMs: median(browser.runs.filter((r) => !r.error).map((r) => r.firstOpenMs)),
    secondOpenMs: median(browser.runs.filter((r) => !r.error).map((r) => r.secondOpenMs)),
    failedRuns: browser.runs.filter((r) => r.error).length,
  };
  const maxReact = Math.max(0, ...pagesWithElements.map((p) => p.reactFetches));
  const budgetResults = [
    {
      name: 'shell first load (gzip)',
      value: shell.gzip,
      budget: budgets.shellGzip,
      shown: browserMeasured ? `${kib(shell.gzip)} of ${kib(budgets.shellGzip)}` : 'not measured',
      pass: browserMeasured ? shell.gzip <= budgets.shellGzip : null,
    },
    {
      name: 'shell + first mini app (gzip)',
      value: withApp?.gzip ?? null,
      budget: firstAppBudget,
      shown: withApp ? `${kib(withApp.gzip)} of ${kib(firstAppBudget)}` : 'not measured',
      pass: withApp ? withApp.gzip <= firstAppBudget : null,
    },
    {
      name: 'React (and Fluent, every shared chunk) fetched once per page',
      value: maxReact,
      budget: 1,
      shown: `React fetched at most ${maxReact}× per page${pagesWithElements.some((p) => p.duplicates.length) ? ', some shared chunk twice' : ''}`,
      pass: reactOnce,
    },
    ...latency.map((l) => ({
      name: `${l.database}: dealer search p99 at ${l.rate} searches/s`,
      value: l.p99Ms,
      budget: budgets.dealerSearchP99Ms,
      shown: `p99 ${l.p99Ms} ms (p50 ${l.p50Ms} ms) of ${budgets.dealerSearchP99Ms} ms`,
      pass: l.p99Ms <= budgets.dealerSearchP99Ms && !l.non2xx && !l.errors,
    })),
  ];

  // Per element, from the build: its entry, embedded alone, and on top of the shell's first load
  // (static imports and German messages; what the shell already fetched is not counted twice).
  const shellFiles = new Set(browser.shellLoad.files.map((f) => f.url.replace(/^\/portal\//, '').split('?')[0]));
  const elementRows = build.elements.map((e) => ({
    tag: e.tag,
    entry: e.entry.gzip,
    alone: e.withImports.gzip,
    withShell: shell.gzip + addSizes(e.files.filter((f) => !shellFiles.has(f.file))).gzip,
  }));
  const otherShared = build.shared.filter((f) => f.file !== build?.react?.file && f.file !== build?.fluent?.file);

  const sections: Section[] = [];
  const target = browser.target;
  if (browserBytes) sections.push(browserBytesSection(browserBytes, floors));
  sections.push(treemapSection(bundleStats, treemapPages(build, browserBytes), distDir));
  sections.push({
    title: 'Bytes (gzip level 6 of what the browser fetched; raw in brackets)',
    rows: [
      {
        figure: `shell first load: /portal/de/de signed out, ${browser.shellLoad.files.length} files`,
        value: `${kib(shell.gzip)} (${kib(shell.raw)})`,
        budget: `≤ ${kib(budgets.shellGzip)}`,
        verdict: verdict(budgetResults[0]!.pass),
      },
      {
        figure: target
          ? `shell + first mini app: cold /${target.path}${target.user ? ` as ${target.user}` : ''}`
          : 'shell + first mini app',
        value: withApp
          ? `${kib(withApp.gzip)} (${kib(withApp.raw)})`
          : `not measured${browser.targetLoadError ? `: ${browser.targetLoadError}` : ''}`,
        budget: `≤ ${kib(firstAppBudget)}`,
        verdict: verdict(budgetResults[1]!.pass),
      },
      ...(browser.openDelta
        ? [
            {
              figure: `  of which fetched on the menu click (${browser.openDelta.files.length} files)`,
              value: `${kib(browser.openDelta.total.gzip)} (${kib(browser.openDelta.total.raw)})`,
              budget: '',
              verdict: '' as const,
            },
          ]
        : []),
      ...elementRows.map((e) => ({
        figure: `<${e.tag}>: entry · alone · shell + it`,
        value: `${kib(e.entry)} · ${kib(e.alone)} · ${kib(e.withShell)}`,
        budget: `shell + it ≤ ${kib(shellPlusAppBudget(floors, e.tag))}`,
        verdict: verdict(e.withShell <= shellPlusAppBudget(floors, e.tag)),
      })),
      {
        figure: `shared React chunk ${build.react?.file ?? '(none)'}`,
        value: build.react ? `${kib(build.react.gzip)} (${kib(build.react.raw)})` : '–',
        budget: '',
        verdict: '',
      },
      {
        figure: `shared Fluent chunk ${build.fluent?.file ?? '(no separate fluent-*.js in this build)'}`,
        value: build.fluent ? `${kib(build.fluent.gzip)} (${kib(build.fluent.raw)})` : '–',
        budget: '',
        verdict: '',
      },
      ...otherShared.slice(0, 6).map((f) => ({
        figure: `chunk shared by elements ${f.file}`,
        value: `${kib(f.gzip)} (${kib(f.raw)})`,
        budget: '',
        verdict: '' as const,
      })),
      ...(otherShared.length > 6
        ? [
            {
              figure: `${otherShared.length - 6} more chunks shared by elements (see report.json)`,
              value: `${kib(addSizes(otherShared.slice(6)).gzip)} (${kib(addSizes(otherShared.slice(6)).raw)})`,
              budget: '',
              verdict: '' as const,
            },
          ]
        : []),
    ],
  });
  sections.push({
    title: 'Peers (published core bundles, gzip; ratio = our shell first load ÷ peer)',
    rows: peers.map((p) => ({
      figure: `${p.name}@${p.version}: ${p.files.map((f) => f.file.split('/').pop()).join(' + ')}`,
      value: `${kib(p.total.gzip)} (${kib(p.total.raw)})`,
      budget: `shell = ${(shell.gzip / p.total.gzip).toFixed(2)}×`,
      verdict: '',
    })),
  });
  sections.push({
    title: `Browser timings (Chromium ${browser.chromium}, CPU ${cpuSlowdown}× slower, cache off; median of ${browser.runs.length})`,
    rows: [
      {
        figure: 'first contentful paint (/portal/de/de, signed out)',
        value: ms(timing.fcpMs),
        budget: 'reported',
        verdict: '',
      },
      { figure: 'menu usable (signed out)', value: ms(timing.menuUsableMs), budget: 'reported', verdict: '' },
      ...(target?.user
        ? [
            {
              figure: `menu usable (signed in as ${target.user})`,
              value: ms(timing.menuUsableForTargetMs),
              budget: 'reported',
              verdict: '' as const,
            },
          ]
        : []),
      {
        figure: `menu click → ${target ? `<${target.tag}>` : 'mini app'} rendered, first time`,
        value: target ? ms(timing.firstOpenMs) : 'not measured',
        budget: 'reported',
        verdict: '',
      },
      ...(timing.failedRuns
        ? [
            {
              figure: `runs whose mini app could not be measured (${browser.runs.find((r) => r.error)?.error})`,
              value: `${timing.failedRuns} of ${browser.runs.length}`,
              budget: '0',
              verdict: 'FAIL' as const,
            },
          ]
        : []),
      {
        figure: `menu click → ${target ? `<${target.tag}>` : 'mini app'} rendered, second time`,
        value: target ? ms(timing.secondOpenMs) : 'not measured',
        budget: 'reported',
        verdict: '',
      },
      ...browser.reactOnce.map((p) => ({
        figure:
          p.elements.length === 2
            ? `React fetched: ${p.page} (${p.elements.join(' + ')}, ${p.rendered.length}/2 rendered)`
            : `React fetched: ${p.page} (${p.elements.length} elements, ${p.rendered.length} rendered)`,
        value: `${p.reactFetches}×${p.fluentFetches === null ? '' : `, Fluent ${p.fluentFetches}×`}${p.duplicates.length ? `, twice: ${p.duplicates.join(' ')}` : ''}`,
        budget: '= 1',
        verdict: verdict(
          p.elements.length
            ? p.reactFetches === 1 && (p.fluentFetches === null || p.fluentFetches === 1) && !p.duplicates.length
            : null,
        ),
      })),
    ],
  });
  sections.push({
    title: `API under load (autocannon, loopback, ${connections} connections, ${apiSeconds} s each; CPU = server process per request)`,
    rows: [
      ...[...bare.values()].map((r) => ({
        figure: `${r.database} section: ${r.name} (mean of before and after)`,
        value: `${r.requestsPerSecond} req/s, p99 ≤ ${r.p99Ms} ms, ${r.serverCpuMsPerRequest ?? '–'} ms CPU/req`,
        budget: '= 1×',
        verdict: '' as const,
      })),
      ...[...api, ...(scaleOut?.rows ?? [])].map((r) => {
        const ratio = ratioOf(r, bare.get(r.database.startsWith('PostgreSQL') ? 'PostgreSQL' : r.database));
        return {
          figure: `${r.database}: ${r.name}`,
          value: `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.serverCpuMsPerRequest ?? '–'} ms CPU/req, ${ratio === null ? '–' : ratio.toFixed(2)}× bare`,
          budget: 'reported',
          verdict: r.non2xx || r.errors ? ('FAIL' as const) : ('' as const),
        };
      }),
      ...(scaleOut
        ? [
            {
              figure: `scale-out: ${scaleOut.proof.join(', ')}`,
              value: scaleOut.proofPassed ? 'works' : 'broken',
              budget: 'works',
              verdict: verdict(scaleOut.proofPassed),
            },
          ]
        : []),
      ...latency.map((l) => ({
        figure: `${l.database}: ${l.name}, ${l.rate}/s steady`,
        value: `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms`,
        budget: `p99 ≤ ${budgets.dealerSearchP99Ms} ms`,
        verdict: verdict(l.p99Ms <= budgets.dealerSearchP99Ms && !l.non2xx && !l.errors),
      })),
    ],
  });

  if (lighthouse.length) sections.push(lighthouseSection(lighthouse));
  sections.push(...areas);
  sections.push(...analytics);
  if (production) sections.push(production);
  const menuUsableMs = timing.menuUsableMs;
  const targetTable = targetSection({
    bare,
    api,
    latency,
    lighthouse,
    shellGzip: browserMeasured ? shell.gzip : null,
    menuUsableMs: browserMeasured ? menuUsableMs : null,
    // The bytes a browser really fetched (lazy parts a first paint needs included) where measured.
    elements: browserBytes?.elements ?? elementRows,
    floors,
  });
  sections.push(targetTable);

  const durationS = Math.round((Date.now() - started) / 1000);
  const report = {
    generatedAt: new Date().toISOString(),
    durationS,
    environment: {
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      loadAverageAtStart: Number(loadAtStart.toFixed(2)),
      loadAverageAtEnd: Number(loadavg()[0]!.toFixed(2)),
      chromium: browser.chromium,
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedFiles: git('status', '--porcelain').split('\n').filter(Boolean).length,
      runs,
      cpuSlowdown,
      apiSeconds,
      connections,
      searchRate,
    },
    budgets: budgetResults,
    browserBytes,
    floors,
    bytes: {
      shellFirstLoad: browser.shellLoad,
      shellPlusFirstMiniApp: browser.targetLoad,
      fetchedOnMenuClick: browser.openDelta,
      elements: build.elements.map(({ files: _files, ...e }, i) => ({
        ...e,
        shellPlusElementGzip: elementRows[i]!.withShell,
      })),
      sharedChunks: build.shared,
      react: build.react,
      fluent: build.fluent,
      reactCodeIn: build.reactCodeIn,
      fluentCodeIn: build.fluentCodeIn,
      largestBuildFiles: build.allFiles.slice(0, 15),
      peers: peers.map((p) => ({ ...p, shellRatio: Number((shell.gzip / p.total.gzip).toFixed(3)) })),
    },
    browser: {
      target: browser.target,
      targetNote: browser.targetNote,
      median: timing,
      runs: browser.runs,
      reactOnce: browser.reactOnce,
    },
    api,
    bare: [...bare.values()],
    latency,
    lighthouse,
    production,
    scaleOut,
    targets: targetTable.rows,
    analytics,
  };
  writeFileSync('bench/report.json', `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n${renderTable(sections)}\n`);
  const heaviest = [...browser.shellLoad.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  console.log(
    `Shell first load, heaviest files: ${heaviest.map((f) => `${f.url.replace(/^\/portal\//, '')} ${kib(f.gzip)}`).join(', ')}`,
  );
  for (const b of budgetResults) {
    console.log(`Budget ${b.pass === null ? 'n/a ' : b.pass ? 'pass' : 'FAIL'}  ${b.name}: ${b.shown}`);
  }
  const failed = budgetResults.filter((b) => b.pass === false);
  if (failed.length) console.log(`BUDGET FAILED: ${failed.map((b) => b.name).join('; ')}`);
  console.log(`Report: bench/report.json · ${durationS} s`);
}

/** Stands in for the browser results when they were skipped or broke: nothing fetched, no runs. */
function notMeasured(why: string): BrowserResults {
  const empty = { url: '', files: [], total: { raw: 0, gzip: 0, wire: 0 }, other: [] };
  return {
    chromium: `not measured (${why})`,
    target: null,
    targetNote: why,
    shellLoad: empty,
    targetLoad: null,
    targetLoadError: why,
    openDelta: null,
    runs: [],
    reactOnce: [],
  };
}

main()
  .catch(async (error) => {
    console.error('\nThe bench broke:', error instanceof Error ? (error.stack ?? error.message) : error);
    for (const server of servers) console.error(server.log());
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
  });
