/** The floor of "shell + a mini app" (bench/floors.ts): derived from what an element fetched and rendered. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserBytes } from '../../../bench/browser-bytes.ts';
import { elementFloors, fluentClassPackages, withDependencies } from '../../../bench/floors.ts';
import { budgets, KiB } from '../../../bench/report.ts';
import type { BundleStats } from '../../../bench/treemaps.ts';

describe('the Fluent packages of rendered components', () => {
  it('maps each root class to the package whose styles define it', () => {
    const classes = fluentClassPackages();
    expect([...(classes.get('fui-Button') ?? [])]).toEqual(['@fluentui/react-button']);
    expect([...(classes.get('fui-Field') ?? [])]).toEqual(['@fluentui/react-field']);
    expect([...(classes.get('fui-DialogSurface') ?? [])]).toEqual(['@fluentui/react-dialog']);
    expect([...(classes.get('fui-FluentProvider') ?? [])]).toEqual(['@fluentui/react-provider']);
  });

  it('follows package.json dependencies transitively, and no further', () => {
    const button = withDependencies(['@fluentui/react-button']);
    expect(button).toContain('@griffel/core');
    expect(button).toContain('tabster');
    expect(button).not.toContain('@fluentui/react-dialog');
    expect(button).not.toContain('react-dom');
  });
});

describe('elementFloors', () => {
  const dist = mkdtempSync(join(tmpdir(), 'floors-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  // Incompressible bytes, so each bundle's gzip size is about its length.
  const noise = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 251).toString(36)).join('');
  writeFileSync(join(dist, 'assets/app.js'), noise(60_000));

  const modules: [string, number][] = [
    ['/w/node_modules/react-dom/cjs/react-dom.js', 40],
    ['/w/node_modules/@fluentui/react-button/lib/Button.js', 10],
    ['/w/node_modules/@griffel/core/index.js', 10],
    ['/w/node_modules/@fluentui/react-dialog/lib/Dialog.js', 15],
    ['/w/node_modules/ky/distribution/index.js', 15],
    ['/apps/demo/DemoApp.tsx', 5],
    ['\0virtual:messages/de/demo', 5],
  ];
  const stats: BundleStats = {
    tree: { name: 'root', children: [{ name: 'assets/app.js' }] },
    nodeParts: Object.fromEntries(
      modules.map(([, length], i) => [`p${i}`, { renderedLength: length, gzipLength: 0, metaUid: `m${i}` }]),
    ),
    nodeMetas: Object.fromEntries(
      modules.map(([id], i) => [`m${i}`, { id, moduleParts: { 'assets/app.js': `p${i}` } }]),
    ),
  };
  const bytes: BrowserBytes = {
    shell: { gzip: 50 * KiB, files: ['/portal/assets/shell.js'], forbidden: {} },
    elements: [
      {
        tag: 'portal-demo',
        alone: 0,
        withShell: 0,
        shellCode: [],
        files: ['/portal/assets/shell.js', '/portal/assets/app.js'],
        rendered: ['fui-Button', 'fui-FluentProvider'],
      },
      { tag: 'portal-unmeasured', alone: 0, withShell: 0, shellCode: [], files: [], rendered: [] },
    ],
    cls: [],
  };
  const [floor, ...rest] = elementFloors(bytes, stats, dist);

  it('counts React, the rendered components with what they need, own code and strings; the shell at most at its budget', () => {
    expect(rest).toEqual([]);
    expect(floor!.rendered).toEqual(['fui-Button', 'fui-FluentProvider']);
    expect(floor!.parts.shell).toBe(budgets.shellFirstPaintGzip);
    const share = (n: number) => n / 100;
    const app = floor!.floor - floor!.parts.shell;
    expect(floor!.parts.react / app).toBeCloseTo(share(40) / share(70), 1);
    expect(floor!.parts.fluent / app).toBeCloseTo(share(20) / share(70), 1);
    expect(floor!.parts['portal code']).toBeGreaterThan(0);
    expect(floor!.parts.strings).toBeGreaterThan(0);
  });

  it('puts a component fetched but not shown and any other library above the floor', () => {
    expect(floor!.above.map((p) => p.name).sort()).toEqual(['@fluentui/react-dialog', 'ky']);
  });

  it('sets the budget at max(230 KiB, floor + 10 %)', () => {
    expect(floor!.budget).toBe(Math.max(budgets.shellPlusAppGzip, Math.round(floor!.floor * 1.1)));
  });
});
