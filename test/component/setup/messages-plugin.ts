/**
 * Serves `virtual:message-loaders` and `virtual:app-message-loaders` to the component tests the way
 * the Vite build does (scripts/vite-plugin-messages.ts): per language a shell part and one part per
 * mini-app namespace, from the real locales/ files, so the shell's elements render their real
 * German (and other) strings.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import { loadersModule, messagesOfPart } from '../../../scripts/vite-plugin-messages.ts';

const loaderPaths = {
  'virtual:message-loaders': ['/__portal/message-loaders.js', 'shell'],
  'virtual:app-message-loaders': ['/__portal/app-message-loaders.js', 'apps'],
} as const;
const partPath = /^\/__portal\/messages\/([a-z]{2})\/(\w+)\.js$/;

export function messagesPlugin(): TestRunnerPlugin {
  return {
    name: 'portal-messages',
    resolveImport({ source }) {
      return loaderPaths[source as keyof typeof loaderPaths]?.[0];
    },
    serve(context) {
      const loaders = Object.values(loaderPaths).find(([path]) => path === context.path);
      if (loaders) {
        return { body: loadersModule(loaders[1], (lang, part) => `/__portal/messages/${lang}/${part}.js`), type: 'js' };
      }
      const part = partPath.exec(context.path);
      if (!part) return undefined;
      const [, lang, which] = part;
      return {
        body: `export default ${JSON.stringify(messagesOfPart(lang!, which!))};`,
        type: 'js',
      };
    },
  };
}
