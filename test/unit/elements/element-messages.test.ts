import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { elementMessages } from '../../../elements/element-messages.ts';
import { appNamespaces } from '../../../scripts/vite-plugin-messages.ts';

const elementsDir = fileURLToPath(new URL('../../../elements/', import.meta.url));
const namespaces = appNamespaces();
/** A key literal of a mini-app namespace: 'calc.…', "kit.…", `building.…`. */
const keyLiteral = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Za-z]`, 'g');

/** The element's own source files: every relative static or dynamic import, followed. */
function sources(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), spec!);
    if (/\.tsx?$/.test(target) && existsSync(target)) sources(target, seen);
  }
  return seen;
}

const tags = readdirSync(elementsDir)
  .filter((f) => /^portal-[\w-]+\.ts$/.test(f))
  .map((f) => f.slice(0, -3) as `portal-${string}`);

describe('element message namespaces', () => {
  it('names every element, and only namespaces that exist', () => {
    expect(Object.keys(elementMessages).sort()).toEqual([...tags].sort());
    for (const list of Object.values(elementMessages)) for (const ns of list) expect(namespaces).toContain(ns);
  });

  it.each(tags)('%s loads every namespace its code names', (tag) => {
    const used = new Set<string>();
    for (const file of sources(`${elementsDir}${tag}.ts`)) {
      for (const [, ns] of readFileSync(file, 'utf8').matchAll(keyLiteral)) used.add(ns!);
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((ns) => !elementMessages[tag]?.includes(ns))).toEqual([]);
  });
});
