/** UI locales: German first, then the others. */
export const supportedLocales = ['de', 'en', 'cs', 'fr', 'it'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'de';
export const defaultCountry = 'de';

export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return !!value && (supportedLocales as readonly string[]).includes(value);
}
