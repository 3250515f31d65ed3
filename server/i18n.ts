import { defaultLocale, isSupportedLocale, type Locale, supportedLocales } from '../contract/locales.ts';
import { readMessages } from '../locales/read.ts';

/**
 * Server-rendered pages (the development login page) use the same message files as the UI.
 * Read once at start.
 */
const messages = new Map<Locale, Record<string, unknown>>(supportedLocales.map((l) => [l, readMessages(l)]));

export function translate(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const lookup = (l: Locale) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages.get(l));
  const found = lookup(locale) ?? lookup(defaultLocale);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** First supported language of a `ui_locales` / Accept-Language style list (`de-DE en` → de). */
export function pickLocale(candidates: string | null | undefined): Locale {
  for (const tag of (candidates ?? '').split(/[\s,]+/)) {
    const primary = tag.split(/[-_;]/)[0]?.toLowerCase();
    if (isSupportedLocale(primary)) return primary;
  }
  return defaultLocale;
}
