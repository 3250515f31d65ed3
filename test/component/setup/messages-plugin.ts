/**
 * Serves `virtual:message-loaders` to the component tests the way the Vite build does
 * (scripts/vite-plugin-messages.ts): per language a shell part and a mini-app part, from the real
 * locales/ files, so the shell's elements render their real German (and other) strings.
 */
import type { TestRunnerPlugin } from '@web/test-runner';
import { messageLocales, messagesOfPart } from '../../../scripts/vite-plugin-messages.ts';

const loadersPath = '/__portal/message-loaders.js';
const partPath = /^\/__portal\/messages\/([a-z]{2})\/(shell|apps)\.js$/;

export function messagesPlugin(): TestRunnerPlugin {
  return {
    name: 'portal-messages',
    resolveImport({ source }) {
      return source === 'virtual:message-loaders' ? loadersPath : undefined;
    },
    serve(context) {
      if (context.path === loadersPath) {
        const entries = messageLocales.map(
          (lang) =>
            `${lang}: { shell: () => import('/__portal/messages/${lang}/shell.js'), apps: () => import('/__portal/messages/${lang}/apps.js') }`,
        );
        return { body: `export default { ${entries.join(', ')} };`, type: 'js' };
      }
      const part = partPath.exec(context.path);
      if (!part) return undefined;
      const [, lang, which] = part;
      return {
        body: `export default ${JSON.stringify(messagesOfPart(lang!, which as 'shell' | 'apps'))};`,
        type: 'js',
      };
    },
  };
}
