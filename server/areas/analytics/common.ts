import type { Context } from 'hono';
import { isSupportedLocale, type Locale } from '../../../contract/locales.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import { pickLocale } from '../../i18n.ts';

export type AnalyticsEnv = { Variables: PortalUserVariables };

/** `?lang=` first, then Accept-Language, then German (exports and texts in the user's language). */
export function requestLocale(c: Context, lang?: string): Locale {
  const query = (lang ?? c.req.query('lang') ?? '').toLowerCase();
  return isSupportedLocale(query) ? query : pickLocale(c.req.header('accept-language'));
}
