import type { Translate } from '../../platform/index.ts';

/**
 * Spaces of a pasted number go before anything else: a length limit on the field cut
 * " 1234567890 " to " 123456789" and the lookup found no delivery.
 */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** "Try again in 40 seconds" / "in 3 minutes" from the refusal's Retry-After. */
export function waitText(t: Translate, seconds: number | null): string {
  if (seconds === null) return t('sales.bekon.tooMany');
  return seconds < 90
    ? t('sales.bekon.tooManySeconds', { n: Math.max(1, seconds) })
    : t('sales.bekon.tooManyMinutes', { n: Math.ceil(seconds / 60) });
}
