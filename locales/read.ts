/**
 * Reads the message files (Node only: build plugin, server, tests). One folder per language,
 * one file per namespace: `locales/de/menu.json` holds the keys `menu.*`. Splitting by namespace
 * lets every mini app own its strings without touching the others' files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type MessageTree = { [key: string]: string | MessageTree };

export const localesDir = fileURLToPath(new URL('.', import.meta.url));

/** The namespace files of one language (absolute paths), for watch lists. */
export function messageFiles(lang: string): string[] {
  const dir = `${localesDir}${lang}/`;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => dir + name);
}

/** All messages of one language as one tree: `{ menu: {...}, canteen: {...}, ... }`. */
export function readMessages(lang: string): MessageTree {
  return Object.fromEntries(
    messageFiles(lang).map((file) => [
      file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
      JSON.parse(readFileSync(file, 'utf8')) as MessageTree,
    ]),
  );
}

/** `{ 'menu.home': 'Startseite', ... }` */
export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flattenMessages(value, `${prefix}${key}.`)),
    ),
  );
}
