/**
 * The floor of "shell + one mini app" (issue 29, docs/performance.md "The floor of shell + a mini
 * app"): what that page cannot go below with React 19 and Fluent UI v9. Derived per element from
 * what Chromium fetched and what the element rendered, never typed in:
 *
 * - the shell's first load (at most its own budget: a shell above budget does not raise a floor);
 * - React (react, react-dom, scheduler);
 * - the Fluent packages of the components the element's first paint shows (each Fluent component
 *   puts its `fui-<Name>` class on its root; the bench reads them from the element's shadow root)
 *   and everything those packages depend on (their package.json, transitively: Griffel, Tabster,
 *   positioning, …), plus what the element frame mounts for every app (elements/island/);
 * - the portal's own code (apps/, elements/, contract/, client/, themes/, the element wrapper) and
 *   the element's strings.
 *
 * Everything else the element fetched is above the floor: a Fluent component it fetched but does
 * not show (a dialog, a menu, a second tab's grid), and any other library (ky, zod, charts, the
 * virtualiser, …). The budget of "shell + it" is max(230 KiB, floor + 10 %).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserBytes } from './browser-bytes.ts';
import { budgets } from './report.ts';
import { type BundleStats, composition } from './treemaps.ts';

const nodeModules = 'node_modules';

/** `fui-<Name>` root class → the Fluent package whose styles define it (read from the installed packages). */
export function fluentClassPackages(): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const scope = join(nodeModules, '@fluentui');
  for (const dir of readdirSync(scope)) {
    const lib = join(scope, dir, 'lib');
    if (!existsSync(lib)) continue;
    for (const file of readdirSync(lib, { recursive: true })) {
      if (!String(file).endsWith('.styles.js')) continue;
      const text = readFileSync(join(lib, String(file)), 'utf8');
      for (const match of text.matchAll(/['"`](fui-[A-Za-z0-9]+)(?:__[A-Za-z0-9]+)?['"`]/g)) {
        const set = map.get(match[1]!) ?? new Set<string>();
        set.add(`@fluentui/${dir}`);
        map.set(match[1]!, set);
      }
    }
  }
  return map;
}

/** The packages `names` depend on, transitively (package.json `dependencies` of the installed copies), names included. */
export function withDependencies(names: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = join(nodeModules, name, 'package.json');
    if (!existsSync(manifest)) return;
    const deps = (JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> }).dependencies;
    for (const dep of Object.keys(deps ?? {})) visit(dep);
  };
  for (const name of names) visit(name);
  return seen;
}

const react = new Set(['react', 'react-dom', 'scheduler']);
/**
 * What the element frame mounts for every app, whatever it shows (elements/island/island-root.tsx):
 * Griffel's shadow-root renderer and the toaster that stays mounted beside the app (the file says why).
 */
const frameFluent = ['@griffel/shadow-dom', '@fluentui/react-toast'];
/** The portal's own code, the element wrapper (elements/define-react-element.ts) and the bundler's runtime. */
const portalCode =
  /^(apps|elements|contract|client|themes|shell)\/$|^virtual:app-message-loaders|^portal-element-entry:|^vite\/$|^rolldown\/$|^@r2wc\//;
const strings = /^virtual:messages\//;

export type FloorPart = 'shell' | 'react' | 'fluent' | 'portal code' | 'strings';

export interface ElementFloor {
  tag: string;
  /** gzip bytes of the floor, and by part. */
  floor: number;
  parts: Record<FloorPart, number>;
  /** max(shell + app budget, floor + 10 %). */
  budget: number;
  /** The Fluent components the first paint showed (`fui-` root classes). */
  rendered: string[];
  /** What the element fetched above its floor, largest first (package → gzip bytes). */
  above: { name: string; gzip: number }[];
}

/** Each measured element's floor and budget (elements without rendered classes are skipped: not measured). */
export function elementFloors(bytes: BrowserBytes, stats: BundleStats, distDir: string): ElementFloor[] {
  const classes = fluentClassPackages();
  const shellPaths = new Set(bytes.shell.files);
  const shell = Math.min(bytes.shell.gzip, budgets.shellFirstPaintGzip);
  return bytes.elements
    .filter((e) => e.rendered.length)
    .map((e) => {
      const renderedPackages = e.rendered.flatMap((name) => [...(classes.get(name) ?? [])]);
      const fluent = withDependencies([...renderedPackages, ...frameFluent]);
      const files = e.files.filter((f) => !shellPaths.has(f));
      const parts: Record<FloorPart, number> = { shell, react: 0, fluent: 0, 'portal code': 0, strings: 0 };
      const above: { name: string; gzip: number }[] = [];
      for (const part of composition(stats, { name: e.tag, title: e.tag, files }, distDir)) {
        if (react.has(part.name)) parts.react += part.gzip;
        else if (fluent.has(part.name)) parts.fluent += part.gzip;
        else if (strings.test(part.name)) parts.strings += part.gzip;
        else if (portalCode.test(part.name)) parts['portal code'] += part.gzip;
        else above.push(part);
      }
      const floor = Object.values(parts).reduce((n, v) => n + v, 0);
      return {
        tag: e.tag,
        floor,
        parts,
        budget: Math.max(budgets.shellPlusAppGzip, Math.round(floor * 1.1)),
        rendered: e.rendered,
        above: above.sort((a, b) => b.gzip - a.gzip),
      };
    });
}

/** The "shell + it" budget of an element: its floor's, else (not measured) 230 KiB. */
export function shellPlusAppBudget(floors: readonly ElementFloor[], tag: string | undefined): number {
  return floors.find((f) => f.tag === tag)?.budget ?? budgets.shellPlusAppGzip;
}
