/**
 * Byte figures read from the build (dist manifest) and from the published packages of peer shells.
 * What the browser really fetches is measured in browser.ts; this file covers what is on disk.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { elementMessages } from '../elements/element-messages.ts';

export interface Size {
  raw: number;
  gzip: number;
}

/** gzip at zlib's default level 6 (what most servers and Vite's report use). */
export function sizeOf(body: Buffer | string): Size {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 6 }).length };
}

export function addSizes(sizes: Size[]): Size {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize extends Size {
  file: string;
}

export interface ElementBytes {
  tag: string;
  /** The element's own entry file (`elements/<tag>.js`). */
  entry: FileSize;
  /**
   * Entry plus its definition (the entry's dynamic import of elements/portal-<tag>.ts) and every chunk and
   * stylesheet they import statically, and the German messages: embedding it alone.
   */
  withImports: Size;
  imports: string[];
  /** Sizes of the entry and each import, to combine with what a page already has. */
  files: FileSize[];
}

export interface BuildBytes {
  elements: ElementBytes[];
  /** Chunks statically imported by two or more element entries (loaded once per page when shared). */
  shared: FileSize[];
  react: FileSize | null;
  fluent: FileSize | null;
  /** Files that contain React's / Fluent's runtime code; each library should live in exactly one. */
  reactCodeIn: string[];
  fluentCodeIn: string[];
  /** Size of every JS/CSS file in the build, for "what dominates" notes. */
  allFiles: FileSize[];
}

export function readBuild(distDir: string): BuildBytes {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const fileSize = (file: string): FileSize => ({ file, ...sizeOf(readFileSync(join(distDir, file))) });

  /**
   * Static imports and stylesheets, plus the German chunks among the dynamic imports: of the
   * message chunks, the shell's part and the element's own namespaces (elements/element-messages.ts).
   */
  const closure = (key: string, messages: ReadonlySet<string>, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) return seen;
    for (const css of chunk.css ?? []) seen.add(css);
    const german = (chunk.dynamicImports ?? []).filter((dep) =>
      dep.startsWith('virtual:messages/') ? messages.has(dep) : /(^|\/)de(\/|\.json$)/.test(dep),
    );
    for (const dep of [...(chunk.imports ?? []), ...german]) {
      const file = manifest[dep]?.file;
      if (file && !seen.has(file)) {
        seen.add(file);
        closure(dep, messages, seen);
      }
    }
    return seen;
  };

  const elementKeys = Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry && /^elements\/portal-[\w-]+\.js$/.test(manifest[key]?.file ?? ''))
    .sort();
  const useCount = new Map<string, number>();
  const elements = elementKeys.map((key): ElementBytes => {
    const chunk = manifest[key]!;
    const tag = chunk.file.replace(/^elements\/|\.js$/g, '') as `portal-${string}`;
    const messages = new Set(['shell', ...(elementMessages[tag] ?? [])].map((part) => `virtual:messages/de/${part}`));
    // An entry only lazy-loads its element's definition (elements/portal-<tag>.ts): follow that dynamic import.
    const seen = closure(key, messages);
    for (const root of (chunk.dynamicImports ?? []).filter((dep) => /^elements\/portal-[\w-]+\.ts$/.test(dep))) {
      const file = manifest[root]?.file;
      if (file && !seen.has(file)) {
        seen.add(file);
        closure(root, messages, seen);
      }
    }
    const imports = [...seen].sort();
    for (const file of imports) useCount.set(file, (useCount.get(file) ?? 0) + 1);
    const entry = fileSize(chunk.file);
    const files = [entry, ...imports.map(fileSize)];
    return { tag, entry, withImports: addSizes(files), imports, files };
  });
  const shared = [...useCount.entries()]
    .filter(([, n]) => n >= 2)
    .map(([file]) => fileSize(file))
    .sort((a, b) => b.gzip - a.gzip);

  const jsAndCss = (dir: string) =>
    existsSync(join(distDir, dir))
      ? readdirSync(join(distDir, dir))
          .filter((f) => /\.(js|css)$/.test(f))
          .map((f) => `${dir}/${f}`)
      : [];
  const allFiles = [...jsAndCss('assets'), ...jsAndCss('elements')].map(fileSize).sort((a, b) => b.gzip - a.gzip);
  const byPrefix = (prefix: string) => allFiles.find((f) => f.file.startsWith(`assets/${prefix}-`)) ?? null;
  const containing = (marker: string) =>
    allFiles.filter((f) => readFileSync(join(distDir, f.file), 'utf8').includes(marker)).map((f) => f.file);

  return {
    elements,
    shared,
    react: byPrefix('react'),
    fluent: byPrefix('fluent'),
    reactCodeIn: containing('react.transitional.element'),
    fluentCodeIn: containing('fui-FluentProvider'),
    allFiles,
  };
}

export interface PeerBytes {
  name: string;
  version: string;
  /** What the figure includes, in words. */
  what: string;
  files: FileSize[];
  total: Size;
}

/** The published core bundles of peer shells, as their documentation tells you to include them. */
export function readPeers(): PeerBytes[] {
  const require = createRequire(import.meta.url);
  const peer = (name: string, files: string[], what: string): PeerBytes => {
    const dir = dirname(require.resolve(`${name}/package.json`));
    const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const sizes = files.map((file) => ({ file, ...sizeOf(readFileSync(join(dir, file))) }));
    return { name, version, what, files: sizes, total: addSizes(sizes) };
  };
  return [
    peer(
      '@luigi-project/core',
      ['luigi.js', 'luigi.css'],
      'Luigi core app shell as its setup guide includes it: luigi.js + luigi.css (navigation, header, auth hooks; Svelte)',
    ),
    peer(
      'single-spa',
      ['lib/es2015/esm/single-spa.min.js'],
      'single-spa production ESM bundle: app registry and router only (no UI, no auth, no i18n, no module loader)',
    ),
  ];
}
