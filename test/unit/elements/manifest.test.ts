import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('gives declarations a TypeScript and a React host compile against', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-elements-'));
    try {
      await writeFile(join(dir, 'portal-elements.d.ts'), domDeclarations(manifest));
      await writeFile(join(dir, 'portal-elements-react.d.ts'), reactDeclarations(manifest));
      await writeFile(
        join(dir, 'host.tsx'),
        `import './portal-elements-react.d.ts';
const search = document.createElement('portal-dealer-search');
search.businessUnits = 'Heating';
export const page = <portal-krn92 locale="en" country="at" />;
document.createElement('portal-building-calc').mode = 'newBuilding';
// @ts-expect-error: not one of the modes
document.createElement('portal-building-calc').mode = 'office';
// @ts-expect-error: no such attribute
export const wrong = <portal-krn92 colour="red" />;
`,
      );
      const types = join(root, 'node_modules/@types');
      const program = ts.createProgram([join(dir, 'host.tsx')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        allowImportingTsExtensions: true,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        paths: { react: [join(types, 'react')], 'react/*': [join(types, 'react/*')] },
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
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
