import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const biome = resolve('node_modules/.bin/biome');

/**
 * Lints a snippet as the file at `path` of a scratch copy of the project's Biome configuration
 * (its overrides apply by path), so the real tree is never touched.
 */
function lint(path: string, source: string): { ok: boolean; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'portal-lint-'));
  try {
    copyFileSync('biome.json', join(root, 'biome.json'));
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
    const result = spawnSync(biome, ['lint', path], { cwd: root, encoding: 'utf8' });
    return { ok: result.status === 0, output: result.stdout + result.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const cases: [string, string, string][] = [
  ['apps/canteen/View.tsx', '../../shell/session/session.ts', 'an app reaching into the shell'],
  ['apps/canteen/parts/Row.tsx', '../../../server/db/schema.ts', 'an app importing the server'],
  ['apps/canteen/View.tsx', '../../elements/island/theme.ts', 'an app importing element internals'],
  ['shell/pages/home.ts', '../../apps/platform/index.ts', 'the shell importing an app'],
  ['server/api/portal/x.ts', '../../../apps/canteen/api.ts', 'the server importing the UI'],
  ['contract/x.ts', '../shell/session.ts', 'contract importing the shell'],
  ['contract/x.ts', '../client/api-client.ts', 'contract importing the browser platform'],
  ['server/api/portal/x.ts', '../../../client/api-client.ts', 'the server importing the browser platform'],
  ['apps/canteen/View.tsx', '../../client/platform.ts', 'an app bypassing apps/platform/'],
  ['client/x.ts', '../shell/session.ts', 'the browser platform importing the shell'],
  ['apps/designers/View.tsx', '../building-calc/model.ts', 'an app importing another app'],
  [
    'apps/crm/pages/Page.tsx',
    '../../dealer-search/DealerSearchApp.tsx',
    'an app importing another app, one level down',
  ],
  ['apps/shared/forms/Field.tsx', '../../canteen/api.ts', 'the shared kit importing an app'],
  ['server/areas/sales/x.ts', '../calc/documents/pdf.ts', "an area reaching into another area's insides"],
  ['server/areas/analytics/worker/x.ts', '../../../demo/seed.ts', 'an area importing the demo world'],
  ['server/http/x.ts', '../demo/seed.ts', 'the plumbing importing the demo world'],
  ['server/db/x.ts', '../areas/canteen/index.ts', 'the database layer importing an area'],
  ['server/api/portal/x.ts', '../../areas/canteen/time.ts', 'a mount table reaching into an area'],
  ['server/demo/x.ts', '../areas/canteen/time.ts', 'the demo world reaching into an area'],
];

describe('layer boundaries (biome noRestrictedImports)', () => {
  it.each(cases)('%s importing %s fails the lint (%s)', (path, specifier) => {
    const { ok, output } = lint(path, `import { x } from '${specifier}';\nexport const y = x;\n`);
    expect(ok).toBe(false);
    expect(output).toContain('noRestrictedImports');
  });

  it("refuses Fluent's TabList in an app: the kit's keeps the focus helpers out of the tab list", () => {
    const { ok, output } = lint(
      'apps/canteen/View.tsx',
      "import { TabList } from '@fluentui/react-components';\nexport const y = TabList;\n",
    );
    expect(ok).toBe(false);
    expect(output).toContain('apps/shared/TabList.tsx');
  });

  it('lets an area import the plumbing and another area through its index.ts, and the entry the demo', () => {
    const area = [
      "import { Hono } from 'hono';",
      "import { queryRows } from '../../../db/rows.ts';",
      "import { brandFor } from '../../calc/index.ts';",
      "import { engine } from './engine.ts';",
      'export const all = [Hono, queryRows, brandFor, engine];',
      '',
    ].join('\n');
    expect(lint('server/areas/sales/configurator/x.ts', area)).toEqual({ ok: true, output: expect.any(String) });
    const entry = "import { seedDemoData } from './demo/seed.ts';\nexport const all = [seedDemoData];\n";
    expect(lint('server/main.ts', entry)).toEqual({ ok: true, output: expect.any(String) });
  });

  it('lets an app import the platform, the shared kit and contract/', () => {
    const source = [
      "import { useT } from '../platform/index.ts';",
      "import { Notice } from '../shared/Notice.tsx';",
      "import { uiPermissions } from '../../contract/permissions.ts';",
      'export const all = [useT, Notice, uiPermissions];',
      '',
    ].join('\n');
    expect(lint('apps/canteen/View.tsx', source)).toEqual({ ok: true, output: expect.any(String) });
  });

  it('lets an app import its own subfolders and files, whatever they are named', () => {
    // apps/reporting/ has a sales/ folder of its own: `../sales/` one level down is not apps/sales/.
    const source = [
      "import { a } from '../sales/Table.tsx';",
      "import { b } from './parts.tsx';",
      "import { c } from '../../shared/Notice.tsx';",
      "import { d } from '../../platform/index.ts';",
      "import { e } from '../../../contract/reporting.ts';",
      'export const all = [a, b, c, d, e];',
      '',
    ].join('\n');
    expect(lint('apps/reporting/builder/View.tsx', source)).toEqual({ ok: true, output: expect.any(String) });
  });

  it('lets apps/platform/ wrap the browser platform (client/)', () => {
    const source = "import { hostPlatform } from '../../client/platform.ts';\nexport const all = [hostPlatform];\n";
    expect(lint('apps/platform/current.ts', source)).toEqual({ ok: true, output: expect.any(String) });
  });
});
