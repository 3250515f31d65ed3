/**
 * Splits the messages of each language (locales/<lang>/<namespace>.json) at build time into what the shell needs at first paint
 * (`virtual:messages/<lang>/shell`) and one chunk per mini-app namespace (`…/<lang>/calc`), so
 * neither the shell's first load nor an embedded calculator carries every app's strings (each
 * element names its namespaces in elements/element-messages.ts). `idp` is rendered by the server
 * only and never shipped. Namespaces not listed in `shellNamespaces` belong to the mini apps.
 */
import type { Plugin } from 'vite';
import { signedInStringsPart, signedInTitlesPart } from '../contract/locales.ts';
import { messageFiles, readMessages } from '../locales/read.ts';
import { type PortalRouteDef, routeTree } from '../shell/routing/route-data.ts';

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

/*
 * The menu titles a signed-out visitor cannot meet are a part of their own (`signedInTitlesPart`):
 * the session loads it with the first signed-in state (shell/session/session.ts), the router before
 * it names a gated route (shell/routing/router.ts), an element that shows such titles lists it
 * (elements/element-messages.ts). Its messages are `{ menu: {…} }`, merged into the shell's `menu`.
 * The shell's other strings a signed-out visitor never meets (`signedInStringsPart`) load with it.
 */

/**
 * Shell strings only a signed-in or registering person meets, by namespace (`*`: all of it): the
 * signed-in start page (shell/pages/home-signed-in.ts and the greeting), the favourites (star,
 * page, dialog), the registration step. The gated routes' descriptions (`navInfo`) join them.
 * A key not named here stays in the first load.
 */
const signedInOnly: Record<string, readonly string[] | '*'> = {
  home: [
    'greeting',
    'signedInLead',
    'yourApps',
    'noHomePermission',
    'noFavorites',
    'allFavorites',
    'recent',
    'noRecent',
    'news',
    'noNews',
    'registrationPending',
    'registrationLink',
  ],
  favorites: '*',
  noAccount: '*',
};

/**
 * The `menu.*` keys the shell needs signed out: titles of public and embeddable routes, of their
 * ancestors (menu groups, breadcrumb) and of the routes they go back to, and every key that is no
 * route's title (favourites, home).
 */
export function signedOutMenuKeys(): Set<string> {
  const titles = new Map<string, string>();
  const keys = new Set<string>();
  const walk = (routes: readonly PortalRouteDef[]) => {
    for (const route of routes) {
      titles.set(route.name, route.title);
      walk(route.children ?? []);
    }
  };
  walk(routeTree);
  for (const route of signedOutRoutes()) keys.add(route.title);
  const backs = (routes: readonly PortalRouteDef[]): string[] =>
    routes.flatMap((r) => [
      ...((r.public || r.embeddable) && r.navigateBackRouteName ? [r.navigateBackRouteName] : []),
      ...backs(r.children ?? []),
    ]);
  for (const name of backs(routeTree)) keys.add(titles.get(name) ?? `menu.${name}`);
  const routeTitles = new Set(titles.values());
  for (const key of Object.keys(readMessages('de').menu ?? {})) {
    if (!routeTitles.has(`menu.${key}`)) keys.add(`menu.${key}`);
  }
  return keys;
}

/** Public and embeddable routes and their ancestors (menu groups, breadcrumb): what a signed-out visitor can meet. */
function signedOutRoutes(): Set<PortalRouteDef> {
  const met = new Set<PortalRouteDef>();
  const walk = (routes: readonly PortalRouteDef[], ancestors: readonly PortalRouteDef[]) => {
    for (const route of routes) {
      if (route.public || route.embeddable) for (const r of [...ancestors, route]) met.add(r);
      walk(route.children ?? [], [...ancestors, route]);
    }
  };
  walk(routeTree, []);
  return met;
}

/** The mini apps' namespaces (German has every file; test/unit/locales.test.ts keeps the languages alike). */
export function appNamespaces(): string[] {
  const files = Object.keys(readMessages('de')).filter(
    (key) => !serverOnly.includes(key) && !shellNamespaces.includes(key),
  );
  return [...files, signedInTitlesPart, signedInStringsPart];
}

/** The `menu` titles of one language split into what a signed-out visitor meets and the rest. */
function menuParts(all: Record<string, unknown>): {
  signedOut: Record<string, unknown>;
  signedIn: Record<string, unknown>;
} {
  const signedOut = signedOutMenuKeys();
  const entries = Object.entries((all.menu ?? {}) as Record<string, unknown>);
  return {
    signedOut: Object.fromEntries(entries.filter(([key]) => signedOut.has(`menu.${key}`))),
    signedIn: Object.fromEntries(entries.filter(([key]) => !signedOut.has(`menu.${key}`))),
  };
}

type Namespace = Record<string, unknown>;

/** Is this key of the shell's namespace one a signed-out visitor never meets? */
function isSignedInOnly(namespace: string, key: string, signedOutNames: ReadonlySet<string>): boolean {
  if (namespace === 'navInfo') return !signedOutNames.has(key);
  const only = signedInOnly[namespace];
  return only === '*' || !!only?.includes(key);
}

/** The shell's namespaces of one language without `menu`, split into the signed-out first load and the rest. */
function shellStringParts(all: Record<string, unknown>): { signedOut: Namespace; signedIn: Namespace } {
  const names = new Set([...signedOutRoutes()].map((route) => route.name));
  const signedOut: Namespace = {};
  const signedIn: Namespace = {};
  for (const namespace of shellNamespaces.filter((ns) => ns !== 'menu' && ns in all)) {
    const entries = Object.entries(all[namespace] as Namespace);
    const later = entries.filter(([key]) => isSignedInOnly(namespace, key, names));
    const first = entries.filter(([key]) => !isSignedInOnly(namespace, key, names));
    if (first.length) signedOut[namespace] = Object.fromEntries(first);
    if (later.length) signedIn[namespace] = Object.fromEntries(later);
  }
  return { signedOut, signedIn };
}

/** The shell's namespaces of one language (`shell`), or one mini-app namespace (`calc`). */
export function messagesOfPart(lang: string, part: string): Record<string, unknown> {
  const all = readMessages(lang);
  if (part === 'shell') return { ...shellStringParts(all).signedOut, menu: menuParts(all).signedOut };
  if (part === signedInTitlesPart) return { menu: menuParts(all).signedIn };
  if (part === signedInStringsPart) return shellStringParts(all).signedIn;
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
