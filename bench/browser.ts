/**
 * What users feel, measured in Chromium through Playwright and the DevTools protocol: the bytes a
 * cold load really fetches, paint and interaction timings with the cache disabled and the CPU
 * slowed down 4×, and how often React is fetched when elements share a page.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from '@playwright/test';
import { flattenRoutes } from '../shell/routing/routes.ts';
import { addSizes, type Size, sizeOf } from './bytes.ts';
import { probeScript } from './probes.ts';

export const cpuSlowdown = 4;

export interface FetchedFile extends Size {
  url: string;
  kind: 'html' | 'js' | 'css';
  /** Bytes on the wire (after the server's own compression), as Chromium reports them. */
  wire: number;
}

export interface Capture {
  url: string;
  /** HTML, JS and CSS the page fetched (what the budgets count). */
  files: FetchedFile[];
  total: Size & { wire: number };
  /** Everything else it fetched (API calls, images, JSON), listed but not counted. */
  other: string[];
}

export interface Target {
  /** Who must be signed in to see the route in the menu (null: signed out). */
  user: string | null;
  /** Path below /portal/de/de. */
  path: string;
  tag: string;
  route: string;
}

export interface TimingRun {
  fcpMs: number | null;
  menuUsableMs: number;
  /** Menu usable on the page the mini app is opened from (signed in when the target needs it). */
  menuUsableForTargetMs: number | null;
  firstOpenMs: number | null;
  secondOpenMs: number | null;
  /** Why the mini-app part of this run could not be measured. */
  error?: string;
}

export interface ReactOnce {
  page: string;
  elements: string[];
  rendered: string[];
  reactFetches: number;
  fluentFetches: number | null;
  /** Shared chunks (imported by two or more element entries) fetched more than once. */
  duplicates: string[];
}

export interface BrowserResults {
  chromium: string;
  target: Target | null;
  targetNote: string;
  shellLoad: Capture;
  targetLoad: Capture | null;
  targetLoadError: string | null;
  /** HTML/JS/CSS fetched between the menu click and the mini app on screen (first time). */
  openDelta: Capture | null;
  runs: TimingRun[];
  reactOnce: ReactOnce[];
}

export interface BrowserOptions {
  origin: string;
  distDir: string;
  runs: number;
  sharedChunks: string[];
  log: (line: string) => void;
}

const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export async function launch(): Promise<Browser> {
  return chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  });
}

type SessionState = [string, string][];

async function newContext(browser: Browser, origin: string, session: SessionState | null): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(probeScript);
  if (session) {
    // The shell keeps tokens and the cached login result in sessionStorage (per tab): restore a
    // real sign-in's storage before the page's scripts run, as a reload of a signed-in tab would.
    await context.addInitScript(
      `(() => { if (location.origin !== ${JSON.stringify(origin)} || sessionStorage.getItem('__bench')) return;
        for (const [k, v] of ${JSON.stringify(session)}) sessionStorage.setItem(k, v);
        sessionStorage.setItem('__bench', '1'); })();`,
    );
  }
  return context;
}

/** Cache off (every load is cold) and, for timings, the CPU slowed down. */
async function coldPage(context: BrowserContext, throttle: boolean): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

function kindOf(response: Response): FetchedFile['kind'] | null {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('text/html')) return 'html';
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  return null;
}

/** Records every response of a page until `finish()`; bodies gzip-compressed here for the figure. */
function recorder(page: Page, origin: string) {
  const pending: Promise<FetchedFile | string | null>[] = [];
  const onResponse = (response: Response) => {
    pending.push(
      (async () => {
        const url = response.url();
        if (response.status() >= 300 && response.status() < 400) return null;
        const kind = kindOf(response);
        const short = url.startsWith(origin) ? url.slice(origin.length) : url;
        if (!kind) return `${response.request().resourceType()} ${short}`;
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        return { url: short, kind, ...sizeOf(body), wire: sizes?.responseBodySize ?? body.length };
      })(),
    );
  };
  page.on('response', onResponse);
  return async (url: string): Promise<Capture> => {
    page.off('response', onResponse);
    const results = await Promise.all(pending);
    const files = results.filter((r): r is FetchedFile => !!r && typeof r !== 'string');
    const other = results.filter((r): r is string => typeof r === 'string');
    const total = addSizes(files);
    return { url, files, other, total: { ...total, wire: files.reduce((n, f) => n + f.wire, 0) } };
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
}

async function signInThroughProvider(page: Page, origin: string, user: string): Promise<void> {
  await page.goto(`${origin}/portal/de/de`);
  await page.evaluate(() => window.__benchMenuUsable);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/openid\/interaction\//);
  await page.getByLabel('Benutzername').fill(user);
  await page.getByLabel('Passwort').fill(user);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/portal\/de\/de(\/.*)?$/);
  await page.getByRole('button', { name: 'Abmelden' }).waitFor({ timeout: 20_000 });
}

/**
 * Opens the target once as the signed-in user. A mini app whose API asks for a stronger sign-in
 * (RFC 9470 step-up) sends the browser to the provider: answer with the development one-time code
 * the page shows, so the stored session is the one a real user has after that step.
 */
async function openAsUser(page: Page, origin: string, user: string, target: Candidate): Promise<boolean> {
  const url = `${origin}/portal/de/de/${target.path}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt === 0) await page.goto(url);
    const stepUp = await page
      .waitForURL(/\/openid\/interaction\//, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!stepUp) {
      return page
        .evaluate(
          (tag) => window.__bench.until(() => window.__bench.rendered(tag), 20_000).then(() => true),
          target.tag,
        )
        .catch(() => false);
    }
    const hint =
      (await page
        .locator('#otp-hint')
        .textContent({ timeout: 5_000 })
        .catch(() => null)) ?? '';
    const code = /\d{6}/.exec(hint)?.[0];
    if (!code) return false;
    if (await page.locator('#password').count()) {
      await page.locator('#login').fill(user);
      await page.locator('#password').fill(user);
    }
    await page.locator('#otp').fill(code);
    await page.locator('form button.primary').click();
    await page.waitForURL(new RegExp(`/portal/de/de/${target.path}$`), { timeout: 20_000 }).catch(() => {});
  }
  return false;
}

interface Candidate {
  path: string;
  tag: string;
  route: string;
  public: boolean;
}

/** Mini-app routes whose element is in this build, public ones first, in menu order. */
function candidates(distDir: string): Candidate[] {
  const built = new Set(
    readdirSync(join(distDir, 'elements'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -3)),
  );
  const list = flattenRoutes()
    .filter(({ route, ancestors }) => {
      if (!route.element || !built.has(route.element) || route.hiddenInMenu || route.redirectHome) return false;
      return !ancestors.some((a) => a.hiddenInMenu);
    })
    .map(({ route, ancestors, path }) => ({
      path,
      tag: route.element!,
      route: route.name,
      public: !!route.public && ancestors.every((a) => a.public || !a.permissions),
    }));
  // BENCH_APP=<route name> measures that mini app; by default the KRN92 calculator (public, also
  // embedded in brand pages) when it is built, else the first built one in menu order.
  const chosen = process.env.BENCH_APP;
  if (chosen) return list.filter((c) => c.route === chosen);
  const ordered = [...list.filter((c) => c.public), ...list.filter((c) => !c.public)];
  return [...ordered.filter((c) => c.route === 'krn92'), ...ordered.filter((c) => c.route !== 'krn92')];
}

/** The first built mini app reachable from the menu: signed out if possible, else as employee, else as admin. */
async function findTarget(
  browser: Browser,
  options: BrowserOptions,
): Promise<{ target: Target | null; session: SessionState | null; note: string }> {
  const list = candidates(options.distDir);
  if (!list.length) return { target: null, session: null, note: 'no menu route of this build has a built element' };
  const tried: string[] = [];
  for (const user of [null, 'employee', 'admin']) {
    const context = await newContext(browser, options.origin, null);
    try {
      const page = await context.newPage();
      if (user) await signInThroughProvider(page, options.origin, user);
      else {
        await page.goto(`${options.origin}/portal/de/de`);
        await page.evaluate(() => window.__benchMenuUsable);
      }
      for (const candidate of list) {
        if (!user && !candidate.public) continue;
        if (!(await page.evaluate((path) => window.__bench.reveal(path), candidate.path))) continue;
        if (user && !(await openAsUser(page, options.origin, user, candidate))) continue;
        const session = user ? await page.evaluate(() => Object.entries(sessionStorage)) : null;
        const note = `menu route ${candidate.route} (/${candidate.path}, <${candidate.tag}>) ${user ? `signed in as ${user}` : 'signed out'}`;
        return { target: { user, ...candidate }, session, note };
      }
      tried.push(user ?? 'signed out');
    } finally {
      await context.close();
    }
  }
  return {
    target: null,
    session: null,
    note: `no built element (${[...new Set(list.map((c) => c.tag))].join(', ')}) is in the menu (${tried.join(', ')})`,
  };
}

async function coldCapture(
  browser: Browser,
  options: BrowserOptions,
  path: string,
  session: SessionState | null,
  tag?: string,
) {
  const context = await newContext(browser, options.origin, session);
  try {
    const page = await coldPage(context, false);
    const finish = recorder(page, options.origin);
    await page.goto(`${options.origin}${path}`);
    await page.evaluate(() => window.__benchMenuUsable);
    if (tag) await page.evaluate((t) => window.__bench.until(() => window.__bench.rendered(t)), tag);
    await settle(page);
    return await finish(path);
  } finally {
    await context.close();
  }
}

async function timingRun(
  browser: Browser,
  options: BrowserOptions,
  target: Target | null,
  session: SessionState | null,
  captureOpen: boolean,
): Promise<{ run: TimingRun; openDelta: Capture | null }> {
  const run: TimingRun = {
    fcpMs: null,
    menuUsableMs: 0,
    menuUsableForTargetMs: null,
    firstOpenMs: null,
    secondOpenMs: null,
  };
  // Signed out, cold: the landing page every visitor sees first.
  const landing = await newContext(browser, options.origin, null);
  try {
    const page = await coldPage(landing, true);
    await page.goto(`${options.origin}/portal/de/de`);
    run.menuUsableMs = await page.evaluate(() => window.__benchMenuUsable);
    run.fcpMs = await page.evaluate(() =>
      window.__bench.until(() => window.__bench.fcp() !== null, 10_000).then(() => window.__bench.fcp()),
    );
  } finally {
    await landing.close();
  }
  if (!target) return { run, openDelta: null };

  let openDelta: Capture | null = null;
  const context = await newContext(browser, options.origin, target.user ? session : null);
  try {
    const page = await coldPage(context, true);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /\/openid\//.test(frame.url())) run.error = `sent to sign-in: ${frame.url()}`;
    });
    await page.goto(`${options.origin}/portal/de/de`);
    run.menuUsableForTargetMs = await page.evaluate(() => window.__benchMenuUsable);
    // The first run also records what the click fetches: let the landing page finish first.
    if (captureOpen) await settle(page);
    if (!(await page.evaluate((path) => window.__bench.reveal(path), target.path))) {
      throw new Error(`menu link /${target.path} not found`);
    }
    const finish = captureOpen ? recorder(page, options.origin) : null;
    run.firstOpenMs = await page.evaluate(([path, tag]) => window.__bench.clickToRendered(path, tag), [
      target.path,
      target.tag,
    ] as const);
    if (finish) {
      await settle(page);
      openDelta = await finish(`click /${target.path}`);
    }
    await page.evaluate((tag) => window.__bench.leave(tag), target.tag);
    await page.evaluate((path) => window.__bench.reveal(path), target.path);
    run.secondOpenMs = await page.evaluate(([path, tag]) => window.__bench.clickToRendered(path, tag), [
      target.path,
      target.tag,
    ] as const);
  } catch (error) {
    run.error ??= error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  return { run, openDelta };
}

/** Two different elements on one plain page of another origin; also the embed demo page as it is. */
async function reactOnce(browser: Browser, options: BrowserOptions): Promise<ReactOnce[]> {
  const tags = readdirSync(join(options.distDir, 'elements'))
    .filter((f) => /^portal-[\w-]+\.js$/.test(f))
    .map((f) => f.slice(0, -3))
    .sort((a, b) => (a === 'portal-hello' ? -1 : b === 'portal-hello' ? 1 : a.localeCompare(b)));
  const results: ReactOnce[] = [];

  const count = async (url: string, label: string | null): Promise<ReactOnce> => {
    const context = await newContext(browser, options.origin, null);
    try {
      const page = await coldPage(context, false);
      const fetched: string[] = [];
      page.on('request', (request) => {
        fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(url);
      const elements = await page.$$eval('script[type="module"][src*="/portal/elements/"]', (scripts) =>
        scripts.map((s) => /\/elements\/([\w-]+)\.js/.exec((s as HTMLScriptElement).src)?.[1] ?? ''),
      );
      const rendered: string[] = [];
      for (const tag of elements) {
        const ok = await page
          .evaluate((t) => window.__bench.until(() => window.__bench.rendered(t), 20_000).then(() => true), tag)
          .catch(() => false);
        if (ok) rendered.push(tag);
      }
      await settle(page);
      const times = (re: RegExp) => fetched.filter((p) => re.test(p)).length;
      const hasFluent = readdirSync(join(options.distDir, 'assets')).some((f) => /^fluent-[\w-]+\.js$/.test(f));
      const duplicates = options.sharedChunks.filter(
        (file) => fetched.filter((p) => p === `/portal/${file}`).length > 1,
      );
      return {
        page: label ?? new URL(url).pathname,
        elements,
        rendered,
        reactFetches: times(/\/portal\/assets\/react-[\w-]+\.js$/),
        fluentFetches: hasFluent ? times(/\/portal\/assets\/fluent-[\w-]+\.js$/) : null,
        duplicates,
      };
    } finally {
      await context.close();
    }
  };

  if (tags.length >= 2) {
    const [a, b] = tags as [string, string];
    const html = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>bench: two elements</title>
<script type="module" src="${options.origin}/portal/elements/${a}.js"></script>
<script type="module" src="${options.origin}/portal/elements/${b}.js"></script>
</head><body><h1>Zwei Portal-Elemente</h1><${a} locale="de"></${a}><${b} locale="de"></${b}></body></html>`;
    // A throwaway "CMS page" on another loopback origin (a real server: Chromium's local-network
    // checks refuse loopback scripts to pages that did not come from loopback themselves).
    const cms = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = cms.address() as AddressInfo;
      results.push(await count(`http://127.0.0.1:${port}/two-elements.html`, 'foreign page'));
    } finally {
      cms.closeAllConnections();
      await new Promise((resolve) => cms.close(resolve));
    }
  }
  results.push(await count(`${options.origin}/embed-demo/`, null));
  return results;
}

export async function measureBrowser(options: BrowserOptions): Promise<BrowserResults> {
  const browser = await launch();
  try {
    const { target, session, note } = await findTarget(browser, options);
    options.log(`  mini app: ${note}`);
    const shellLoad = await coldCapture(browser, options, '/portal/de/de', null);
    let targetLoadError: string | null = null;
    const targetLoad = target
      ? await coldCapture(
          browser,
          options,
          `/portal/de/de/${target.path}`,
          target.user ? session : null,
          target.tag,
        ).catch((error: unknown) => {
          targetLoadError = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          return null;
        })
      : null;
    const runs: TimingRun[] = [];
    let openDelta: Capture | null = null;
    for (let i = 0; i < options.runs; i++) {
      const result = await timingRun(browser, options, target, session, i === 0);
      openDelta ??= result.openDelta;
      runs.push(result.run);
      options.log(
        `  run ${i + 1}/${options.runs}: FCP ${fmt(result.run.fcpMs)}, menu ${fmt(result.run.menuUsableMs)}, open ${fmt(result.run.firstOpenMs)} / ${fmt(result.run.secondOpenMs)}${result.run.error ? ` (${result.run.error})` : ''}`,
      );
    }
    const once = await reactOnce(browser, options);
    return {
      chromium: browser.version(),
      target,
      targetNote: note,
      shellLoad,
      targetLoad,
      targetLoadError,
      openDelta,
      runs,
      reactOnce: once,
    };
  } finally {
    await browser.close();
  }
}

const fmt = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
