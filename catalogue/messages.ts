/** The catalogue's strings (locales/<lang>/elementCatalogue.json) and its language choice. */
import { defaultLocale, type Locale, supportedLocales } from '../contract/locales.ts';

export type CatalogueMessages = typeof import('../locales/de/elementCatalogue.json');

const files = import.meta.glob<CatalogueMessages>('../locales/*/elementCatalogue.json', { import: 'default' });

export function loadMessages(lang: Locale): Promise<CatalogueMessages> {
  return files[`../locales/${lang}/elementCatalogue.json`]!();
}

/** `?lang=` first, then the browser's languages, then German. */
export function initialLanguage(search: string, browser: readonly string[]): Locale {
  const wanted = [new URLSearchParams(search).get('lang') ?? '', ...browser].map((l) => l.slice(0, 2).toLowerCase());
  return (wanted.find((l) => (supportedLocales as readonly string[]).includes(l)) as Locale) ?? defaultLocale;
}

export const format = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, key: string) => values[key] ?? '');
