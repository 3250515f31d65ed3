import { defaultLocale, isSupportedLocale, type Locale, supportedLocales } from '../contract/locales.ts';
import { flattenMessages, readMessages } from '../locales/read.ts';

/**
 * Server-rendered pages (the development login page) and the calculators use the same message
 * files as the UI. Read once at start and flattened to dotted keys, so a lookup is one Map read
 * (calculations look up dozens of texts per request).
 */
const messages = new Map<Locale, Map<string, string>>(
  supportedLocales.map((l) => [l, new Map(Object.entries(flattenMessages(readMessages(l))))]),
);

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

export function translate(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const text = messages.get(locale)?.get(key) ?? messages.get(defaultLocale)?.get(key) ?? key;
  return text.includes('{{') ? text.replace(placeholder, (_, name: string) => values[name] ?? '') : text;
}

/** First supported language of a `ui_locales` / Accept-Language style list (`de-DE en` → de). */
export function pickLocale(candidates: string | null | undefined): Locale {
  for (const tag of (candidates ?? '').split(/[\s,]+/)) {
    const primary = tag.split(/[-_;]/)[0]?.toLowerCase();
    if (isSupportedLocale(primary)) return primary;
  }
  return defaultLocale;
}
