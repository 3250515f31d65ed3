/**
 * The stable entries of the custom elements, written by the build: every definition
 * `elements/portal-<tag>.ts` gets `/portal/elements/portal-<tag>.js`, the URL pages embed and the
 * shell loads with its version stamp. The entry imports the definition, whose chunks are
 * content-hashed and cached for good, so the unhashed file stays a few hundred bytes; in the shell
 * it also starts the element's strings.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
      return `${strings}\nawait import(${JSON.stringify(definition)});\nexport {};\n`;
    },
  };
}
