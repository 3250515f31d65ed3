import { defaultCountry, isSupportedLocale, type Locale } from '../../contract/locales.ts';

/** The browser's first supported language, else German. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? []): Locale {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isSupportedLocale(primary)) return primary;
  }
  return 'de';
}

const countryPattern = /^[a-z]{2}$/;

/**
 * The redirect rules of docs/spec-rules.md for a path below the router base (`de/de/favorite`, no leading
 * slash). Returns the path to go to (with a leading slash, base-relative) or null when the path
 * already has a supported locale and a country. Auth callbacks are never redirected.
 */
export function localeRedirect(path: string, fallback: Locale): string | null {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'auth') return null;
  const [first, second, ...rest] = segments;
  if (!first) return `/${fallback}/${defaultCountry}`;
  const firstIsCode = countryPattern.test(first);
  if (!firstIsCode) return join(fallback, defaultCountry, segments); // no locale at all: keep the deep path
  const localeOk = isSupportedLocale(first);
  const countryOk = !!second && countryPattern.test(second);
  if (localeOk && countryOk) return null;
  if (localeOk) return join(first, defaultCountry, second ? [second, ...rest] : []); // country missing
  if (countryOk) return join(fallback, second, rest); // locale unsupported, country given
  return `/${fallback}/${defaultCountry}`; // locale unsupported, no country
}

function join(locale: string, country: string, rest: string[]): string {
  return `/${[locale, country, ...rest].join('/')}`;
}

/**
 * The URL named no language and the portal guessed it from the browser: once signed in, the
 * user's stored language (GET /api/User/GetLanguage) wins. Choosing a language ends the guess.
 */
const guessedKey = 'portal.localeGuessed';

export function markLocaleGuessed(): void {
  sessionStorage.setItem(guessedKey, '1');
}

export function takeLocaleGuessed(): boolean {
  const guessed = sessionStorage.getItem(guessedKey) === '1';
  sessionStorage.removeItem(guessedKey);
  return guessed;
}
