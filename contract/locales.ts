/** UI locales: German first, then the others. */
export const supportedLocales = ['de', 'en', 'cs', 'fr', 'it'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'de';
export const defaultCountry = 'de';

export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return !!value && (supportedLocales as readonly string[]).includes(value);
}

/**
 * The message part with the menu titles a signed-out visitor never meets (scripts/vite-plugin-messages.ts):
 * loaded with the first signed-in state, like a mini app's namespace, and merged into `menu`.
 */
export const signedInTitlesPart = 'menuSignedIn';

/**
 * The message part with the shell's other strings a signed-out visitor never meets (the signed-in
 * start page, the favourites, the registration step, the gated routes' descriptions): loaded
 * together with `signedInTitlesPart` and merged into their namespaces.
 */
export const signedInStringsPart = 'shellSignedIn';

type MessageTree = { [key: string]: unknown };

/** Merges message parts; a namespace two parts hold (`menu`) keeps the keys of both. */
export function mergeMessageParts(parts: readonly MessageTree[]): MessageTree {
  const merged: MessageTree = {};
  for (const part of parts) {
    for (const [namespace, value] of Object.entries(part)) {
      const before = merged[namespace];
      merged[namespace] =
        before && typeof before === 'object' && value && typeof value === 'object' ? { ...before, ...value } : value;
    }
  }
  return merged;
}
