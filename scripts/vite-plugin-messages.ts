/**
 * Splits the messages of each language (locales/<lang>/<namespace>.json) at build time into what the shell needs at first paint
 * (`virtual:messages/<lang>/shell`) and what mini apps need (`…/apps`), so the shell's first load
 * does not carry every app's strings. `idp` is rendered by the server only and never shipped.
 * Namespaces not listed in `shellNamespaces` belong to the mini apps.
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

/** The namespaces of one language that belong to the shell's part or to the mini apps' part. */
export function messagesOfPart(lang: string, part: 'shell' | 'apps'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(readMessages(lang)).filter(
      ([key]) => !serverOnly.includes(key) && shellNamespaces.includes(key) === (part === 'shell'),
    ),
  );
}
const prefix = 'virtual:messages/';
const loadersId = 'virtual:message-loaders';

export function messagesPlugin(): Plugin {
  return {
    name: 'portal-messages',
    resolveId(id) {
      if (id === loadersId || id.startsWith(prefix)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${loadersId}`) {
        const entries = messageLocales.map(
          (lang) =>
            `${lang}: { shell: () => import('${prefix}${lang}/shell'), apps: () => import('${prefix}${lang}/apps') }`,
        );
        return `export default { ${entries.join(', ')} };`;
      }
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [lang, part] = id.slice(prefix.length + 1).split('/');
      for (const file of messageFiles(lang!)) this.addWatchFile(file);
      return `export default ${JSON.stringify(messagesOfPart(lang!, part === 'shell' ? 'shell' : 'apps'))};`;
    },
  };
}
