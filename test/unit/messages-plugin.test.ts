import { describe, expect, it } from 'vitest';
import { appNamespaces, messagesPlugin, shellNamespaces } from '../../scripts/vite-plugin-messages.ts';

type Load = (this: { addWatchFile(file: string): void }, id: string) => string | undefined;
const plugin = messagesPlugin();
const load = (id: string) => {
  const module = (plugin.load as Load).call({ addWatchFile: () => {} }, `\0${id}`);
  return JSON.parse(module!.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
};

describe('message chunks', () => {
  it('ships the shell only its own namespaces at first paint', () => {
    const shell = load('virtual:messages/de/shell');
    expect(Object.keys(shell).sort()).toEqual([...shellNamespaces].sort());
  });

  it('ships every other namespace as a chunk of its own, and the server-only login page strings to nobody', () => {
    expect(Object.keys(load('virtual:messages/en/security'))).toEqual(['security']);
    expect(appNamespaces().some((ns) => shellNamespaces.includes(ns))).toBe(false);
    expect(appNamespaces()).toEqual(expect.arrayContaining(['calc', 'kit', 'security']));
    expect(appNamespaces()).not.toContain('idp');
    expect(load('virtual:messages/de/shell')).not.toHaveProperty('idp');
  });

  it('loads one chunk per language and part; the app parts through a module of their own', () => {
    const loaders = (id: string) => (plugin.load as Load).call({ addWatchFile: () => {} }, `\0${id}`)!;
    expect(loaders('virtual:message-loaders')).toBe(
      `export default { ${['de', 'en', 'cs', 'fr', 'it'].map((l) => `${l}: () => import('virtual:messages/${l}/shell')`).join(', ')} };`,
    );
    expect(loaders('virtual:app-message-loaders')).toContain(
      `cs: { analytics: () => import('virtual:messages/cs/analytics')`,
    );
    expect(loaders('virtual:app-message-loaders')).toContain(`calc: () => import('virtual:messages/cs/calc')`);
    expect(loaders('virtual:app-message-loaders')).not.toContain('shell');
  });
});
