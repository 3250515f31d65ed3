import { describe, expect, it } from 'vitest';
import { mergeMessageParts, signedInStringsPart, signedInTitlesPart } from '../../contract/locales.ts';
import { readMessages } from '../../locales/read.ts';
import { appNamespaces, messagesPlugin, shellNamespaces } from '../../scripts/vite-plugin-messages.ts';
import { flattenRoutes } from '../../shell/routing/routes.ts';

type Load = (this: { addWatchFile(file: string): void }, id: string) => string | undefined;
const plugin = messagesPlugin();
const load = (id: string) => {
  const module = (plugin.load as Load).call({ addWatchFile: () => {} }, `\0${id}`);
  return JSON.parse(module!.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
};

describe('message chunks', () => {
  it('ships the shell only its own namespaces at first paint', () => {
    const shell = load('virtual:messages/de/shell');
    expect(shellNamespaces).toEqual(expect.arrayContaining(Object.keys(shell)));
    expect(Object.keys(shell)).toEqual(expect.arrayContaining(['app', 'header', 'home', 'menu', 'shell', 'errors']));
  });

  it('ships the shell strings only a signed-in person meets apart, and together with the titles they are every shell namespace', () => {
    const shell = load('virtual:messages/de/shell') as Record<string, Record<string, string>>;
    const signedIn = load(`virtual:messages/de/${signedInStringsPart}`) as Record<string, Record<string, string>>;
    const merged = mergeMessageParts([shell, load(`virtual:messages/de/${signedInTitlesPart}`), signedIn]);
    const all = readMessages('de');
    expect(merged).toEqual(Object.fromEntries(shellNamespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]])));
    // The signed-out start page keeps its own strings; the signed-in one, the favourites and the registration step wait.
    expect(shell.home).toHaveProperty('welcome');
    expect(shell.home).toHaveProperty('catalogueTile');
    expect(shell.home).not.toHaveProperty('greeting');
    expect(shell).not.toHaveProperty('favorites');
    expect(shell).not.toHaveProperty('noAccount');
    expect(signedIn.favorites).toEqual(all.favorites);
    expect(signedIn.home).toHaveProperty('noFavorites');
    // Descriptions: of the routes a signed-out visitor can open (their tiles), not of gated ones.
    expect(shell.navInfo).toHaveProperty('crm');
    expect(shell.navInfo).not.toHaveProperty('security');
    expect(signedIn.navInfo).toHaveProperty('security');
    expect(appNamespaces()).toContain(signedInStringsPart);
    for (const lang of ['en', 'cs', 'fr', 'it']) {
      expect(Object.keys(load(`virtual:messages/${lang}/${signedInStringsPart}`)).sort()).toEqual(
        Object.keys(signedIn).sort(),
      );
    }
  });

  it('ships the menu titles of gated routes apart, and together they are the whole menu', () => {
    const shellMenu = load('virtual:messages/de/shell').menu as Record<string, string>;
    const gatedMenu = load(`virtual:messages/de/${signedInTitlesPart}`);
    expect(Object.keys(gatedMenu)).toEqual(['menu']);
    const merged = mergeMessageParts([load('virtual:messages/de/shell'), gatedMenu]);
    expect(merged.menu).toEqual(readMessages('de').menu);
    // What a signed-out visitor meets: public and embeddable routes, their groups and home; the favourites are a signed-in page.
    for (const { route, ancestors } of flattenRoutes()) {
      if (!route.public && !route.embeddable) continue;
      for (const r of [...ancestors, route]) expect(shellMenu).toHaveProperty(r.title.slice('menu.'.length));
    }
    expect(shellMenu).toHaveProperty('home');
    expect(shellMenu).not.toHaveProperty('reporting');
    expect(shellMenu).not.toHaveProperty('favorite');
    expect(gatedMenu.menu).toHaveProperty('reporting');
    expect(appNamespaces()).toContain(signedInTitlesPart);
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
    expect(loaders('virtual:app-message-loaders')).not.toContain("/shell')");
  });
});
