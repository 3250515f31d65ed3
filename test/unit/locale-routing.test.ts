import { describe, expect, it } from 'vitest';
import { browserLocale, localeRedirect } from '../../shell/routing/locale-routing.ts';

describe('localeRedirect', () => {
  it('keeps a supported locale with a country', () => {
    expect(localeRedirect('de/de', 'de')).toBeNull();
    expect(localeRedirect('cs/cz/employeeInfo/news', 'de')).toBeNull();
  });
  it('sends the empty path to the default locale and country de', () => {
    expect(localeRedirect('', 'en')).toBe('/en/de');
  });
  it('unsupported locale without country → default locale, country de', () => {
    expect(localeRedirect('xx', 'de')).toBe('/de/de');
    expect(localeRedirect('pl', 'fr')).toBe('/fr/de');
  });
  it('supported locale without country → that locale with country de', () => {
    expect(localeRedirect('it', 'de')).toBe('/it/de');
    expect(localeRedirect('en/favorite', 'de')).toBe('/en/de/favorite');
  });
  it('unsupported locale with country → default locale with that country', () => {
    expect(localeRedirect('xx/at', 'de')).toBe('/de/at');
    expect(localeRedirect('pl/cz/favorite', 'cs')).toBe('/cs/cz/favorite');
  });
  it('a path without any locale keeps its deep path under the defaults', () => {
    expect(localeRedirect('favorite', 'de')).toBe('/de/de/favorite');
  });
  it('never redirects the sign-in and sign-out callbacks', () => {
    expect(localeRedirect('auth/loginCallback', 'de')).toBeNull();
    expect(localeRedirect('auth/logoutCallback', 'de')).toBeNull();
  });
});

describe('browserLocale', () => {
  it('takes the first supported primary language', () => {
    expect(browserLocale(['pl-PL', 'cs-CZ', 'en'])).toBe('cs');
    expect(browserLocale(['en-GB'])).toBe('en');
  });
  it('falls back to German', () => {
    expect(browserLocale([])).toBe('de');
    expect(browserLocale(['ja'])).toBe('de');
  });
});
