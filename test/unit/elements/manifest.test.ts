import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedSnippet } from '../../../catalogue/snippet.ts';
import { domDeclarations, reactDeclarations } from '../../../scripts/elements/declarations.ts';
import {
  buildManifest,
  type CustomElementsManifest,
  elementSources,
  type ManifestElement,
} from '../../../scripts/elements/manifest.ts';
import { flattenRoutes } from '../../../shell/routing/routes.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
let manifest: CustomElementsManifest;
let byTag: Map<string, ManifestElement>;

beforeAll(() => {
  manifest = buildManifest(root);
  byTag = new Map(manifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, d]));
}, 60_000);

describe('custom-elements.json', () => {
  it('describes every element source with tag, module and definition', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(byTag.size).toBe(elementSources(root).length);
    for (const module of manifest.modules) {
      const [element] = module.declarations;
      expect(module.path).toBe(`elements/${element!.tagName}.js`);
      expect(module.exports[0]).toMatchObject({ kind: 'custom-element-definition', name: element!.tagName });
    }
  });

  it('reads attributes with types, JSDoc and defaults, and what a page may style', () => {
    const dealer = byTag.get('portal-dealer-search')!;
    expect(dealer.embeddable).toBe(true);
    expect(dealer.summary).toMatch(/Dealer search/);
    const attribute = (name: string) => dealer.attributes.find((a) => a.name === name);
    expect(attribute('business-units')).toMatchObject({
      fieldName: 'businessUnits',
      type: { text: 'string' },
      default: 'Heating,Sanitary',
    });
    expect(attribute('tile-url')?.description).toMatch(/Tile server/);
    expect(attribute('locale')).toMatchObject({ default: 'de' });
    expect(dealer.cssProperties.map((p) => p.name)).toEqual(['--portal-primary', '--portal-on-primary']);
    // Calculators: the island attributes with their JSDoc although the app takes no own props.
    expect(byTag.get('portal-krn92')!.attributes.find((a) => a.name === 'endpoint')?.description).toMatch(/origin/);
    expect(byTag.get('portal-crm')!.attributes.find((a) => a.name === 'show-newsletter')?.type.text).toBe('boolean');
    // Only elements that work signed out are offered for embedding.
    const embeddable = [...byTag.values()].filter((e) => e.embeddable).map((e) => e.tagName);
    // Every public calculator: the product calculators, the building energy calculator and the
    // four selection tools (their APIs are public and answer other origins).
    expect(embeddable.sort()).toEqual(
      [
        'portal-airheaters',
        'portal-building-calc',
        'portal-control-engineering',
        'portal-convector-load-calc',
        'portal-dealer-search',
        'portal-door-air-curtains',
        'portal-hpc',
        'portal-indoor-air-quality',
        'portal-kcmodel',
        'portal-krn41',
        'portal-krn92',
        'portal-xflair',
      ].sort(),
    );
    // Every element says in one line what it is.
    expect([...byTag.values()].filter((e) => !e.summary).map((e) => e.tagName)).toEqual([]);
    // A prop typed as a union of string literals keeps its values (the catalogue offers them).
    expect(byTag.get('portal-building-calc')!.attributes.find((a) => a.name === 'mode')).toMatchObject({
      type: { text: "'renovation' | 'newBuilding'" },
      default: 'renovation',
    });
  });

  it('gives declarations a fresh Vite + React 19 app compiles against: literal unions, no misspelt names', async () => {
    // As README "Embedding in a TypeScript/React app" says: both files in src/, included by the
    // tsconfig, never imported (a bundler cannot load a .d.ts); the options of Vite's react-ts template.
    const dir = await mkdtemp(join(tmpdir(), 'portal-elements-'));
    try {
      await mkdir(join(dir, 'src'));
      await writeFile(join(dir, 'src/portal-elements.d.ts'), domDeclarations(manifest));
      await writeFile(join(dir, 'src/portal-elements-react.d.ts'), reactDeclarations(manifest));
      await writeFile(
        join(dir, 'src/App.tsx'),
        `export function App() {
  const search = document.createElement('portal-dealer-search');
  search.businessUnits = 'Heating';
  document.createElement('portal-building-calc').mode = 'newBuilding';
  // @ts-expect-error: not one of the modes
  document.createElement('portal-building-calc').mode = 'oldBuilding';
  // @ts-expect-error: misspelt property
  document.createElement('portal-info-system').modulId = 'hr';
  return (
    <main>
      <portal-krn92 locale="en" country="at" />
      <portal-building-calc mode="newBuilding" endpoint="https://portal.example" />
      <portal-info-system module-id="hr" data-testid="info" aria-label="HR" />
      {/* @ts-expect-error: not one of the modes */}
      <portal-building-calc mode="oldBuilding" />
      {/* @ts-expect-error: no such attribute */}
      <portal-krn92 colour="red" />
      {/* @ts-expect-error: misspelt (the hyphen left out) */}
      <portal-info-system moduleid="hr" />
      {/* @ts-expect-error: misspelt in camel case */}
      <portal-info-system modulId="hr" />
    </main>
  );
}
`,
      );
      const types = join(root, 'node_modules/@types');
      const program = ts.createProgram(
        ['App.tsx', 'portal-elements.d.ts', 'portal-elements-react.d.ts'].map((f) => join(dir, 'src', f)),
        {
          target: ts.ScriptTarget.ES2022,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          moduleDetection: ts.ModuleDetectionKind.Force,
          verbatimModuleSyntax: true,
          isolatedModules: true,
          jsx: ts.JsxEmit.ReactJSX,
          strict: true,
          noUnusedLocals: true,
          noEmit: true,
          // the template skips library checks; these files are checked all the same
          skipLibCheck: false,
          types: [],
          paths: { react: [join(types, 'react')], 'react/*': [join(types, 'react/*')] },
        },
      );
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
      // No import of a .d.ts in what the bundler reads.
      expect(reactDeclarations(manifest)).not.toMatch(/^import '.*\.d\.ts'/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the start page’s catalogue links (shell/routing/routes.ts `embeddable`)', () => {
  it('flag exactly the gated routes whose element is embeddable signed out', () => {
    const gated = flattenRoutes().filter(
      ({ route, ancestors }) => route.element && ![route, ...ancestors].some((r) => r.public),
    );
    const flagged = new Set(gated.filter(({ route }) => route.embeddable).map(({ route }) => route.element));
    const embeddable = new Set(gated.map(({ route }) => route.element!).filter((tag) => byTag.get(tag)?.embeddable));
    expect([...flagged].sort()).toEqual([...embeddable].sort());
    expect(flagged.size).toBeGreaterThanOrEqual(7);
  });
});

describe('catalogue snippet', () => {
  it('is the module script plus the tag with the set attributes, escaped', () => {
    expect(
      embedSnippet('https://portal.example', 'portal-dealer-search', [
        ['locale', 'de'],
        ['division', ''],
        ['tile-attribution', '© "OSM" <contributors>'],
      ]),
    ).toBe(
      '<script type="module" src="https://portal.example/portal/elements/portal-dealer-search.js"></script>\n' +
        '<portal-dealer-search locale="de" tile-attribution="© &quot;OSM&quot; &lt;contributors&gt;"></portal-dealer-search>',
    );
  });
});
