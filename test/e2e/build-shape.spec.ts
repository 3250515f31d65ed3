import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './test.ts';

/** The production build that `npm start` served to this run (docs/architecture.md). */
const dist = process.env.DIST_DIR ?? 'dist';
const jsFiles = (dir: string) =>
  readdirSync(join(dist, dir))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dist, dir, f));

test('each element has a stable entry and React is in exactly one shared chunk', async ({ request }) => {
  await expect.poll(async () => (await request.get('/healthz')).status()).toBe(200);
  expect(readdirSync(join(dist, 'elements'))).toContain('portal-hello.js');
  const all = [...jsFiles('assets'), ...jsFiles('elements')];
  const withReact = all.filter((f) => readFileSync(f, 'utf8').includes('react.transitional.element'));
  expect(withReact).toHaveLength(1);
  expect(withReact[0]).toMatch(/assets\/react-[\w-]+\.js$/);
  // The element entry (written by the build: scripts/vite-plugin-element-entries.ts) is small: it only
  // loads the definition elements/portal-hello.ts, preloading the shared
  // React chunk with it instead of bundling React…
  const entry = readFileSync(join(dist, 'elements', 'portal-hello.js'), 'utf8');
  expect(entry.length).toBeLessThan(4000);
  expect(entry).toMatch(/["']\.\.\/assets\/react-[\w-]+\.js["']/);
  // …listed by the build for preloading a few per task (the list's mark is gone).
  expect(entry).not.toContain('__PORTAL_ELEMENT_CHUNKS__');
  expect(entry).toMatch(/import\(`\.\.\/assets\/portal-hello-[\w-]+\.js`\)/);
  // The shell entry does not pull React in.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(html).not.toMatch(/react-[\w-]+\.js/);
});
