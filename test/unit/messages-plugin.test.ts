import { describe, expect, it } from 'vitest';
import { messagesPlugin, shellNamespaces } from '../../scripts/vite-plugin-messages.ts';

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

  it('ships the apps every other namespace, and the server-only login page strings to nobody', () => {
    const apps = load('virtual:messages/en/apps');
    expect(Object.keys(apps).some((k) => shellNamespaces.includes(k))).toBe(false);
    expect(apps).toHaveProperty('security');
    expect(apps).not.toHaveProperty('idp');
    expect(load('virtual:messages/de/shell')).not.toHaveProperty('idp');
  });
});
