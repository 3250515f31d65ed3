/**
 * Splits the messages of each language (locales/<lang>/<namespace>.json) at build time into what the shell needs at first paint
 * (`virtual:messages/<lang>/shell`) and one chunk per mini-app namespace (`…/<lang>/calc`), so
 * neither the shell's first load nor an embedded calculator carries every app's strings (each
 * element names its namespaces in elements/element-messages.ts). `idp` is rendered by the server
 * only and never shipped. Namespaces not listed in `shellNamespaces` belong to the mini apps.
 */
import type { Plugin } from 'vite';
import { messageFiles, readMessages } from '../locales/read.ts';

export const shellNamespaces = [
  'app',
  'header',
  'languages',
  'home',
  'auth',
  'noAccount',
  'notFound',
  'errors',
  'menu',
  'shell',
  'favorites',
  'dialog',
  'messages',
  'navInfo',
];
/** Not in the shell's or the apps' bundles: `idp` (server-rendered), `elementCatalogue` (catalogue/ imports its own). */
const serverOnly = ['idp', 'elementCatalogue'];
export const messageLocales = ['de', 'en', 'cs', 'fr', 'it'];

/** The mini apps' namespaces (German has every file; test/unit/locales.test.ts keeps the languages alike). */
export function appNamespaces(): string[] {
  return Object.keys(readMessages('de')).filter((key) => !serverOnly.includes(key) && !shellNamespaces.includes(key));
}

/** The shell's namespaces of one language (`shell`), or one mini-app namespace (`calc`). */
export function messagesOfPart(lang: string, part: string): Record<string, unknown> {
  const all = readMessages(lang);
  if (part === 'shell') return Object.fromEntries(Object.entries(all).filter(([key]) => shellNamespaces.includes(key)));
  if (!appNamespaces().includes(part)) throw new Error(`No mini-app message namespace ${part}`);
  return { [part]: all[part] ?? {} };
}

/**
 * `virtual:message-loaders` (per language the shell's part: the shell's first paint imports it) or
 * `virtual:app-message-loaders` (per language a loader per app namespace: a hundred imports, which
 * the shell loads with its first mini app).
 */
export function loadersModule(which: 'shell' | 'apps', url: (lang: string, part: string) => string): string {
  const entries = messageLocales.map((lang) =>
    which === 'shell'
      ? `${lang}: () => import('${url(lang, 'shell')}')`
      : `${lang}: { ${appNamespaces()
          .map((ns) => `${ns}: () => import('${url(lang, ns)}')`)
          .join(', ')} }`,
  );
  return `export default { ${entries.join(', ')} };`;
}
const prefix = 'virtual:messages/';
const loaderIds = { 'virtual:message-loaders': 'shell', 'virtual:app-message-loaders': 'apps' } as const;

export function messagesPlugin(): Plugin {
  return {
    name: 'portal-messages',
    resolveId(id) {
      if (id in loaderIds || id.startsWith(prefix)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      const loaders = loaderIds[id.slice(1) as keyof typeof loaderIds];
      if (id.startsWith('\0') && loaders) return loadersModule(loaders, (lang, part) => `${prefix}${lang}/${part}`);
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [lang, part] = id.slice(prefix.length + 1).split('/');
      for (const file of messageFiles(lang!)) this.addWatchFile(file);
      return `export default ${JSON.stringify(messagesOfPart(lang!, part!))};`;
    },
  };
}
