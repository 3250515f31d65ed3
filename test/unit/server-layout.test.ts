import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's rooms (docs/server.md "Layout"), checked on the real import graph. biome.json says
 * the same per folder; this test adds what a lint rule cannot: no import circle in server/.
 */

const root = resolve('.');
/** Type-only imports are erased before run time; they cannot form a circle at load. */
const typeOnly = /^\s*(?:import|export)\s+type\b[^;]*;/gm;
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('db', 'migrations')) ? [] : sources(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

interface Edge {
  from: string;
  to: string;
  /** `import()` at run time: not part of a load-time circle. */
  dynamic: boolean;
}

/** Every import between server files (relative specifiers; repository-relative paths). */
const edges: Edge[] = sources(join(root, 'server')).flatMap((file) => {
  const text = readFileSync(file, 'utf8').replace(typeOnly, '');
  const from = relative(root, file);
  return [...text.matchAll(specifiers)]
    .map((m) => ({ from, to: relative(root, resolve(dirname(file), m[1]!)), dynamic: m[0].includes('(') }))
    .filter((edge) => edge.to.startsWith('server/'));
});

const areaOf = (path: string) => /^server\/areas\/([^/]+)\//.exec(path)?.[1];
const isDemo = (path: string) => path.startsWith('server/demo/');
const plumbing = /^server\/(db|http|auth|idp|openapi|exports)\//;

function circles(): string[][] {
  // Tarjan's strongly connected components; a component of more than one file is a circle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const graph = new Map<string, string[]>();
  for (const { from, to, dynamic } of edges) if (!dynamic) graph.set(from, [...(graph.get(from) ?? []), to]);
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe('server layout (docs/server.md)', () => {
  it('reads a graph of the whole server', () => {
    expect(new Set(edges.map((e) => e.from)).size).toBeGreaterThan(150);
    expect(edges).toContainEqual({ from: 'server/main.ts', to: 'server/demo/seed.ts', dynamic: false });
    expect(edges.some((e) => areaOf(e.from) && e.to.startsWith('server/db/'))).toBe(true);
  });

  it('nothing outside server/demo/ imports the demo world, except the process entry', () => {
    const offenders = edges.filter((e) => isDemo(e.to) && !isDemo(e.from) && e.from !== 'server/main.ts');
    expect(offenders).toEqual([]);
  });

  it('the plumbing (db, http, auth, idp, openapi, exports) imports no area', () => {
    expect(edges.filter((e) => plumbing.test(e.from) && (areaOf(e.to) || isDemo(e.to)))).toEqual([]);
  });

  it("everything outside an area reaches it only through the area's index.ts", () => {
    const offenders = edges.filter((e) => {
      const to = areaOf(e.to);
      return to && areaOf(e.from) !== to && e.to !== `server/areas/${to}/index.ts`;
    });
    expect(offenders).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles()).toEqual([]);
  });
});
