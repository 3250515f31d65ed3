/**
 * Money in the canteen UI: decimal strings from the API, integer cents for sums, the platform's
 * formatter for display (useFormat: "4,90 €" in de-DE and cs-CZ alike).
 */
import { centsToPrice, maxArticlePriceCents, type PortalOrder, priceToCents } from '../../contract/canteen.ts';
import type { Formatter } from '../platform/index.ts';

/** 1234 → "12,34 €": euros in the user's locale; every sum is computed in cents before. */
export function centsText(format: Formatter, cents: number): string {
  return format.currency(cents / 100);
}

/** "4.80" → "4,80 €". */
export function priceText(format: Formatter, price: string): string {
  return centsText(format, priceToCents(price));
}

/** "4.8" → "4,80" for an input field, in the user's way of writing decimals (no grouping: parsePriceInput reads it back). */
export function priceInput(format: Formatter, price: string): string {
  return format.number(priceToCents(price) / 100, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
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
