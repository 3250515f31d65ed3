/**
 * The one i18n facade for the shell and every mini app (lit-translate behind it, so it can be
 * swapped). Message files: locales/<lang>.json, loaded on demand as separate chunks.
 */

import messageLoaders from 'virtual:message-loaders';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { get, listenForLangChanged, registerTranslateConfig, translateConfig, use } from 'lit-translate/util.js';
import {
  defaultLocale,
  isSupportedLocale,
  type Locale,
  mergeMessageParts,
  signedInStringsPart,
  signedInTitlesPart,
} from '../../contract/locales.ts';

type Messages = Record<string, unknown>;
/** Per language the shell's strings (first paint) and one chunk per mini-app namespace (on demand). */
const cache = new Map<string, Promise<Messages>>();
/** The mini-app namespaces the open elements asked for, in every language from then on. */
const included = new Set<string>();

function loadPart(locale: Locale, part: string): Promise<Messages> {
  const key = `${locale}/${part}`;
  let messages = cache.get(key);
  if (!messages) {
    // The app namespaces' loaders (a hundred imports) come with the first mini app, not at first paint.
    const load =
      part === 'shell'
        ? messageLoaders[locale]()
        : import('virtual:app-message-loaders').then(({ default: apps }) => {
            const loader = apps[locale][part];
            if (!loader) throw new Error(`No messages ${key}`);
            return loader();
          });
    messages = load.then((m) => m.default);
    cache.set(key, messages);
  }
  return messages;
}

async function loadMessages(lang: string): Promise<Messages> {
  const locale = isSupportedLocale(lang) ? lang : defaultLocale;
  const parts = await Promise.all(['shell', ...included].map((part) => loadPart(locale, part)));
  return mergeMessageParts(parts);
}

/** Mini apps call this before rendering: their namespaces join the active language (each loaded once). */
export function includeAppMessages(namespaces: readonly string[]): Promise<void> {
  const added = namespaces.filter((ns) => !included.has(ns));
  for (const ns of added) included.add(ns);
  if (!wanted) return Promise.resolve();
  return added.length ? sync() : queue;
}

/**
 * The strings a signed-out visitor never meets (the gated routes' menu titles, the signed-in start
 * page, the favourites, the registration step), loaded with the first signed-in state or gated
 * route; never fails (a string then shows its key).
 */
export function includeSignedInMessages(): Promise<void> {
  return includeAppMessages([signedInTitlesPart, signedInStringsPart]).catch((error: unknown) =>
    console.error('The signed-in strings could not be loaded', error),
  );
}

let configured = false;
function ensureConfigured(): void {
  if (configured) return;
  configured = true;
  registerTranslateConfig({
    loader: (lang) => loadMessages(lang) as Promise<never>,
    // A missing key shows the key itself, never "[key]".
    empty: (key) => key,
  });
}

/** The language last asked for, what lit-translate holds (`lang/namespaces`), and the one queue. */
let wanted: Locale | null = null;
let loaded = '';
let queue: Promise<void> = Promise.resolve();

/**
 * Brings lit-translate to the language last asked for. Loads run one after another and each
 * step reads the wish when it runs: a slow earlier load (the German of a sign-in callback page)
 * can never land after a later one (the route's Czech).
 */
function sync(): Promise<void> {
  const step = queue
    .catch(() => {})
    .then(async () => {
      const target = wanted;
      if (!target) return;
      const state = `${target}/${[...included].join()}`;
      if (state === loaded && translateConfig.lang === target) return;
      await use(target);
      loaded = state;
    });
  queue = step;
  return step;
}

/**
 * Switches the UI language (no-op when already active); every subscriber re-renders. The page's
 * own `lang` is the shell's to set: an element embedded in a CMS page must not change it.
 */
export function setLocale(locale: Locale): Promise<void> {
  ensureConfigured();
  wanted = locale;
  return sync();
}

/** The active language, or null before the first setLocale. */
export function currentLocale(): Locale | null {
  const lang = translateConfig.lang;
  return isSupportedLocale(lang) ? lang : null;
}

/** An element embedded without the shell bootstraps i18n itself. */
export function ensureLocale(preferred: string | null | undefined): Promise<void> {
  if (currentLocale()) return Promise.resolve();
  return setLocale(isSupportedLocale(preferred) ? preferred : defaultLocale);
}

/** Translates a dot-path key with `{{ name }}` values. */
export function t(key: string, values?: Record<string, string | number>): string {
  return get(key, values as never);
}

/** Subscribes to language changes; returns the unsubscribe function. */
export function onLocaleChange(listener: () => void): () => void {
  return listenForLangChanged(listener);
}

/** Snapshot that changes identity whenever the messages change (for React's useSyncExternalStore). */
export function messagesSnapshot(): unknown {
  return translateConfig.strings;
}

/** Lit controller: re-renders its host when the language changes. */
export class I18nController implements ReactiveController {
  private unsubscribe: (() => void) | null = null;
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    this.unsubscribe = onLocaleChange(() => this.host.requestUpdate());
  }
  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
