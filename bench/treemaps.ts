/**
 * Where a page's bytes go: the build's module sizes (rollup-plugin-visualizer's raw data, written
 * when vite.config.ts sees BUNDLE_STATS), cut down to the chunks one page fetched, as a treemap
 * (docs/performance/treemap-*.html, linked from docs/performance.md) and as a table by package.
 * Also the check that no library's code is in two chunks.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserBytes } from './browser-bytes.ts';
import { type BuildBytes, sizeOf } from './bytes.ts';
import { kib, type Row, type Section, verdict } from './report.ts';

interface TreeNode {
  name: string;
  uid?: string;
  children?: TreeNode[];
}

/** The visualizer's raw-data file (template `raw-data`). */
export interface BundleStats {
  tree: TreeNode & { children: TreeNode[] };
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface PageBytes {
  /** File name part of docs/performance/treemap-<name>.html. */
  name: string;
  title: string;
  /** What the page fetched, as paths below the portal (`/portal/assets/react-….js`). */
  files: string[];
}

export const treemapDir = 'docs/performance';

export function readBundleStats(file: string): BundleStats {
  return JSON.parse(readFileSync(file, 'utf8')) as BundleStats;
}

/** `@fluentui/react-button`, `react-dom`, or the first folder of the portal's own code (`apps`). */
function packageOf(id: string): string {
  const inModules = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (inModules) return inModules[1]!.replace('\\', '/');
  const own = id.replace(/^\0/, '').replace(/^\//, '').split(/[\\/]/);
  return own.length > 1 ? `${own[0]}/` : own[0]!;
}

/** Libraries whose code is in more than one chunk (a module with rendered code in two chunks). */
export function librariesInTwoChunks(stats: BundleStats): string[] {
  const twice = Object.values(stats.nodeMetas).filter(
    (meta) =>
      meta.id.includes('node_modules') &&
      Object.values(meta.moduleParts).filter((uid) => (stats.nodeParts[uid]?.renderedLength ?? 0) > 0).length > 1,
  );
  return [...new Set(twice.map((meta) => packageOf(meta.id)))].sort();
}

const bundleName = (path: string) => path.replace(/^\/portal\//, '').split('?')[0]!;

/**
 * gzip bytes per package of one page's chunks, largest first: each chunk's real gzip size (read from
 * the build) shared out by its modules' minified lengths, so the parts add up to what was fetched.
 */
export function composition(stats: BundleStats, page: PageBytes, distDir: string): { name: string; gzip: number }[] {
  const bundles = new Set(page.files.map(bundleName));
  const byBundle = new Map<string, { name: string; length: number }[]>();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [bundle, uid] of Object.entries(meta.moduleParts)) {
      if (!bundles.has(bundle)) continue;
      const list = byBundle.get(bundle) ?? [];
      list.push({ name: packageOf(meta.id), length: stats.nodeParts[uid]?.renderedLength ?? 0 });
      byBundle.set(bundle, list);
    }
  }
  const sums = new Map<string, number>();
  for (const [bundle, modules] of byBundle) {
    const gzip = sizeOf(readFileSync(join(distDir, bundle))).gzip;
    const length = modules.reduce((n, m) => n + m.length, 0) || 1;
    for (const m of modules) sums.set(m.name, (sums.get(m.name) ?? 0) + (gzip * m.length) / length);
  }
  return [...sums.entries()].map(([name, gzip]) => ({ name, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip);
}

/** The raw data of the page's chunks only (the whole build's would make every treemap a megabyte). */
function pageStats(stats: BundleStats, bundles: ReadonlySet<string>): BundleStats {
  const nodeParts: BundleStats['nodeParts'] = {};
  const nodeMetas: BundleStats['nodeMetas'] = {};
  for (const [uid, meta] of Object.entries(stats.nodeMetas)) {
    const parts = Object.entries(meta.moduleParts).filter(([bundle]) => bundles.has(bundle));
    if (!parts.length) continue;
    nodeMetas[uid] = { ...meta, moduleParts: Object.fromEntries(parts) };
    for (const [, part] of parts) if (stats.nodeParts[part]) nodeParts[part] = stats.nodeParts[part];
  }
  const children = stats.tree.children.filter((c) => bundles.has(c.name));
  return { ...stats, tree: { ...stats.tree, children }, nodeParts, nodeMetas };
}

/** Writes docs/performance/treemap-<name>.html: the visualizer's treemap of the page's chunks only. */
export function writeTreemap(stats: BundleStats, page: PageBytes): string {
  const filtered = pageStats(stats, new Set(page.files.map(bundleName)));
  const dir = join(tmpdir(), `portal-treemap-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  mkdirSync(treemapDir, { recursive: true });
  const out = join(treemapDir, `treemap-${page.name}.html`);
  try {
    const raw = join(dir, `${page.name}.json`);
    writeFileSync(raw, JSON.stringify(filtered));
    const cli = createRequire(import.meta.url).resolve('rollup-plugin-visualizer/dist/bin/cli.js');
    execFileSync(process.execPath, [cli, '--template', 'treemap', '--title', page.title, '--filename', out, raw], {
      stdio: 'ignore',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/** The bench's section: per page its largest packages and treemap, and the two-chunk check. */
export function treemapSection(stats: BundleStats, pages: PageBytes[], distDir: string): Section {
  const twice = librariesInTwoChunks(stats);
  const rows: Row[] = [
    {
      figure: 'libraries with code in two chunks',
      value: twice.length ? twice.join(', ') : 'none',
      budget: 'none',
      verdict: verdict(!twice.length),
    },
  ];
  for (const page of pages) {
    const out = writeTreemap(stats, page);
    const parts = composition(stats, page, distDir);
    rows.push({
      figure: `${page.title}: treemap ${out}`,
      value: parts
        .slice(0, 6)
        .map((p) => `${p.name} ${kib(p.gzip)}`)
        .join(', '),
      budget: '',
      verdict: '',
    });
  }
  return { title: 'Where the bytes go (gzip per module, from the build; treemaps in docs/performance/)', rows };
}

/**
 * The pages whose bytes get a treemap: KRN92 embedded alone on a CMS page, and the reporting page
 * in the shell (the heaviest mini app): what Chromium fetched, else what the build says.
 */
export function treemapPages(build: BuildBytes, fetched: BrowserBytes | undefined): PageBytes[] {
  const files = (tag: string) =>
    fetched?.elements.find((e) => e.tag === tag)?.files ??
    build.elements.find((e) => e.tag === tag)?.files.map((f) => `/portal/${f.file}`) ??
    [];
  return [
    { name: 'krn92', title: 'KRN92 embedded alone', files: files('portal-krn92') },
    {
      name: 'reporting',
      title: 'Shell first load + reporting element',
      files: [...new Set([...(fetched?.shell.files ?? []), ...files('portal-reporting')])],
    },
  ];
}
