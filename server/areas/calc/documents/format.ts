import type { CalcResult, CalcRow } from '../../../../contract/calculators/common.ts';
import type { Locale } from '../../../../contract/locales.ts';

/** Formatting shared by PDF and XLSX. */

export function formatNumber(locale: Locale, value: number, digits = 2): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

export function formatCell(locale: Locale, row: CalcRow): string {
  if (row.value === null) return '–';
  if (typeof row.value === 'number') return formatNumber(locale, row.value, row.digits ?? 2);
  return row.value;
}

export function formatDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(date);
}

/** ISO date in Berlin time, for file names. */
export function isoDate(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(date);
}

/** Safe ASCII file name: KRN92_KRN92_2025-01-31.pdf */
export function documentFileName(result: CalcResult, date: Date, extension: 'pdf' | 'xlsx'): string {
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
  const product = result.product.id === result.calculator ? '' : `_${part(result.product.id)}`;
  return `${part(result.calculator)}${product}_${isoDate(date)}.${extension}`;
}
