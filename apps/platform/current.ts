import { hostPlatform, type PortalPlatform } from '../../client/platform.ts';
import { defaultLocale, isSupportedLocale, type Locale } from '../../contract/locales.ts';
import { createStandalonePlatform, standaloneLocale } from './standalone.ts';

let standalone: PortalPlatform | null = null;

/** The shell's platform when a shell is on the page, else the standalone one (created once). */
export function currentPlatform(): PortalPlatform {
  const host = hostPlatform();
  if (host) return host;
  standalone ??= createStandalonePlatform();
  return standalone;
}

/**
 * The language an element's strings will be loaded in, known before they are: the shell's, else
 * the `locale` attribute, else the language an earlier element chose, else the page's.
 */
export function expectedLocale(requested: string | undefined): Locale {
  const platform = currentPlatform();
  if (platform.kind === 'shell') return platform.locale() ?? defaultLocale;
  return isSupportedLocale(requested) ? requested : (platform.locale() ?? standaloneLocale(requested));
}
