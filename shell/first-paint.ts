/**
 * What the shell's first render needs: the strings of the page's language and the brand's setting
 * files. The page names both in its HTML (server/http/first-load-preloads.ts), so they arrive
 * beside the shell's own files. Waiting for them here, with a top-level await that portal-shell.ts
 * imports first, means <portal-shell> is defined only once they are in: frame and menu paint once,
 * translated and in the brand's colours, instead of painting keys first and everything again when
 * the strings land (the undefined element keeps its place meanwhile: themes/base.css).
 *
 * Neither may keep the shell from rendering: a failure is left to the shell, which loads both
 * again after its first render and shows the error (shell/portal-shell.ts).
 */
import { defaultCountry, isSupportedLocale, type Locale } from '../contract/locales.ts';
import { setLocale } from './i18n/i18n.ts';
import { applyBranding } from './site/branding.ts';
import { setBrandSettings, siteBrand, siteBrandError } from './site/site.ts';

const [first, second] = location.pathname.replace(/^\/portal\/?/, '').split('/');

/**
 * The page's language and country as its path names them (the router keeps them from then on); a
 * path without a language (`/portal/auth/loginCallback`) names no country either.
 */
export const firstPlace: { locale: Locale; country: string } = isSupportedLocale(first)
  ? { locale: first, country: second || defaultCountry }
  : { locale: 'de', country: defaultCountry };

/** `locale/country` of the brand settings applied here; empty when they were not. */
export let firstBrandingKey = '';

if (!siteBrandError()) {
  document.documentElement.lang = firstPlace.locale;
  await Promise.all([
    setLocale(firstPlace.locale).catch(() => {}),
    applyBranding(siteBrand(), firstPlace.country, firstPlace.locale).then(
      (settings) => {
        setBrandSettings(settings);
        firstBrandingKey = `${firstPlace.locale}/${firstPlace.country}`;
      },
      () => {},
    ),
  ]);
}
