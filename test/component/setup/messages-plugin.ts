/**
 * Serves `virtual:message-loaders` to the component tests the way the Vite build does
 * (scripts/vite-plugin-messages.ts): per language a shell part and one part per mini-app namespace, from the real
 * locales/ files, so the shell's elements render their real German (and other) strings.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import { loadersModule, messagesOfPart } from '../../../scripts/vite-plugin-messages.ts';

const loadersPath = '/__portal/message-loaders.js';
const partPath = /^\/__portal\/messages\/([a-z]{2})\/(\w+)\.js$/;

export function messagesPlugin(): TestRunnerPlugin {
  return {
    name: 'portal-messages',
    resolveImport({ source }) {
      return source === 'virtual:message-loaders' ? loadersPath : undefined;
    },
    serve(context) {
      if (context.path === loadersPath) {
        return { body: loadersModule((lang, part) => `/__portal/messages/${lang}/${part}.js`), type: 'js' };
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
