/**
 * The stable entries of the custom elements, written by the build: every definition
 * `elements/portal-<tag>.ts` gets `/portal/elements/portal-<tag>.js`, the URL pages embed and the
 * shell loads with its version stamp. The entry imports the definition, whose chunks are
 * content-hashed and cached for good, so the unhashed file stays a few hundred bytes; in the shell
 * it also starts the element's strings.
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { elementMessages } from '../elements/element-messages.ts';

const prefix = 'portal-element-entry:';

/** The element tags, one per definition file `elements/portal-<tag>.ts`. */
export function elementTags(elementsDir: string): string[] {
  return readdirSync(elementsDir)
    .filter((f) => /^portal-[a-z0-9-]+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}

/** Rolldown inputs: `elements/portal-<tag>` (the output name) → the generated entry. */
export function elementEntries(elementsDir: string): Record<string, string> {
  return Object.fromEntries(elementTags(elementsDir).map((tag) => [`elements/${tag}`, `${prefix}${tag}`]));
}

/** Where the build writes an entry's chunk list (a string literal the minifier keeps as it is). */
const chunkListMark = '__PORTAL_ELEMENT_CHUNKS__';

/**
 * Preloads the definition's chunks a few per task. Vite's preload helper adds all of them in one
 * task, and each `<link rel="modulepreload">` added from script costs a phone about 1 ms: fifty
 * of them were one long task (docs/performance.md "The island's first mount"). Links the page
 * already has, and the page's module scripts, are skipped. Inline in every entry: a shared module
 * would be one more request before the definition can start.
 */
const preloadInTurns = `const portalChunks = ["${chunkListMark}"];
(async () => {
  const known = new Set(Array.from(document.querySelectorAll("script[src], link[href]"), (e) => e.src || e.href));
  for (let i = 0; i < portalChunks.length; i += 6) {
    if (i) await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));
    for (const chunk of portalChunks.slice(i, i + 6)) {
      const href = new URL(chunk, import.meta.url).href;
      if (known.has(href)) continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    }
  }
})();`;

/** The chunks a definition imports, nearest first, as paths from the entry's own folder. */
function importedChunks(bundle: OutputBundle, entry: OutputChunk): string[] {
  const definition = entry.dynamicImports[0];
  const seen = new Set<string>(definition ? [definition] : []);
  const queue = [...seen];
  for (let i = 0; i < queue.length; i++) {
    const chunk = bundle[queue[i] as string];
    if (chunk?.type !== 'chunk') continue;
    for (const file of chunk.imports) {
      if (!seen.has(file)) {
        seen.add(file);
        queue.push(file);
      }
    }
  }
  return queue.slice(1).map((file) => posix.relative(posix.dirname(entry.fileName), file));
}

/** Is this output file an element's stable entry (`elements/portal-<tag>.js`)? */
const isElementEntry = (fileName: string) => fileName.startsWith('elements/portal-');

/** Vite's own preloading (build.modulePreload.resolveDependencies): none for the element entries, which preload in turns. */
export function preloadedByVite(hostId: string, deps: string[]): string[] {
  return isElementEntry(hostId) ? [] : deps;
}

export function elementEntriesPlugin(elementsDir: string): Plugin {
  return {
    name: 'portal-element-entries',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const definition = join(elementsDir, `${id.slice(prefix.length + 1)}.ts`);
      const tag = id.slice(prefix.length + 1) as `portal-${string}`;
      // In the shell, the element's strings load beside its code instead of after its first render
      // (the platform the shell registers: client/platform.ts; its first paint, the title, needs
      // them). Embedded alone there is no platform yet: the element loads them itself.
      const strings = `globalThis[Symbol.for('portal.platform')]?.loadAppMessages(undefined, ${JSON.stringify(elementMessages[tag] ?? [])}).catch(() => {});`;
      // Resolves once the element is defined: a page may await the entry before using the tag.
      return `${strings}\n${preloadInTurns}\nawait import(${JSON.stringify(definition)});\nexport {};\n`;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !isElementEntry(chunk.fileName)) continue;
        const list = importedChunks(bundle as OutputBundle, chunk);
        chunk.code = chunk.code.replace(new RegExp(`(["'\`])${chunkListMark}\\1`), JSON.stringify(list).slice(1, -1));
      }
    },
  };
}
