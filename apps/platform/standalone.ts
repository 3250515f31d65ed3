/**
 * The platform of an element embedded on another site (a brand CMS page, a partner site): no
 * shell, no session — anonymous clients for the public endpoints of the portal the script came
 * from, its own small message store over the same locales/ chunks, notices as the element's own
 * toasts. Deliberately free of lit-html, lit-translate and the shell's sign-in code.
 */
import appMessageLoaders from 'virtual:app-message-loaders';
import messageLoaders from 'virtual:message-loaders';
import { createApiClient } from '../../client/api-client.ts';
import type { PlatformSession, PortalPlatform } from '../../client/platform.ts';
import { defaultLocale, isSupportedLocale, type Locale } from '../../contract/locales.ts';

type Tree = { [key: string]: string | Tree };

/** The origin this module was served from: the portal an embedded element belongs to. */
const portalOrigin = new URL(import.meta.url).origin;
const signedOut: PlatformSession = { status: 'signedOut' };

/** The language of an element without a shell: its `locale` attribute, else the page's language, else German. */
export function standaloneLocale(requested: string | undefined): Locale {
  const pageLang = document.documentElement.lang.slice(0, 2);
  return isSupportedLocale(requested) ? requested : isSupportedLocale(pageLang) ? pageLang : defaultLocale;
}

export function createStandalonePlatform(): PortalPlatform {
  const events = new EventTarget();
  let locale: Locale | null = null;
  let strings: Tree = {};
  let wanted: Locale | null = null;
  /** The namespaces every element on the page asked for, and what `strings` holds (`lang/parts`). */
  const included = new Set<string>();
  let loaded = '';
  let queue: Promise<void> = Promise.resolve();

  /** Loads one after another; each step loads the language asked for last with every namespace asked for. */
  function sync(): Promise<void> {
    queue = queue
      .catch(() => {})
      .then(async () => {
        const target = wanted;
        const parts = ['shell', ...included];
        if (!target || `${target}/${parts.join()}` === loaded) return;
        const apps = appMessageLoaders[target];
        const messages = await Promise.all(
          parts.map((part) => (part === 'shell' ? messageLoaders[target]() : (apps[part]?.() ?? { default: {} }))),
        );
        if (wanted !== target) return;
        strings = Object.assign({}, ...messages.map((m) => m.default)) as Tree;
        loaded = `${target}/${parts.join()}`;
        locale = target;
        events.dispatchEvent(new Event('locale'));
      });
    return queue;
  }

  function lookup(key: string): string | undefined {
    let node: string | Tree | undefined = strings;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }

  return {
    kind: 'standalone',
    api: (name, endpoint) => createApiClient(name, { endpoint: endpoint || portalOrigin }),
    session: () => signedOut,
    onSessionChange: () => () => {},
    locale: () => locale,
    loadAppMessages(requested, namespaces) {
      for (const ns of namespaces) included.add(ns);
      // An element without the attribute keeps the language an earlier one chose.
      if (!locale || isSupportedLocale(requested)) wanted = standaloneLocale(requested);
      return sync();
    },
    t(key, values = {}) {
      const text = lookup(key);
      if (text === undefined) return key;
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    },
    messages: () => strings,
    onLocaleChange(listener) {
      events.addEventListener('locale', listener);
      return () => events.removeEventListener('locale', listener);
    },
    navigate(path) {
      location.assign(new URL(`/portal/${path.replace(/^\//, '')}`, portalOrigin));
    },
  };
}
