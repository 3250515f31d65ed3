/** Money in the canteen UI: decimal strings from the API, integer cents for sums, Intl for display. */
import { centsToPrice, maxArticlePriceCents, type PortalOrder, priceToCents } from '../../contract/canteen.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** 1234 → "12,34 €" (de) / "€12.34" (en): euros in the user's locale. */
export function formatCents(cents: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formats.set(locale, format);
  }
  // Integer cents → euros only for display; every sum is computed in cents.
  return format.format(cents / 100);
}

/** "4.80" → "4,80 €". */
export function formatPrice(price: string, locale: string): string {
  return formatCents(priceToCents(price), locale);
}

/** Sum of quantity × unit price of the orders' lines, in cents. */
export function orderCents(orders: readonly Pick<PortalOrder, 'orderDetails'>[]): number {
  let sum = 0;
  for (const order of orders) {
    for (const line of order.orderDetails) sum += line.quantity * priceToCents(line.articlePrice);
  }
  return sum;
}

/**
 * A price typed by a user ("4,80", "4.8", " 5 ") → the API's decimal string ("4.80"), or null
 * when it is not an amount from 0 to the maximum with at most two decimals.
 */
export function parsePriceInput(text: string): string | null {
  const normalized = text.trim().replace(/\s*€$/, '').replace(',', '.');
  try {
    const cents = priceToCents(normalized);
    return cents > maxArticlePriceCents ? null : centsToPrice(cents);
  } catch {
    return null;
  }
}
