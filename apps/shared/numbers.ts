/**
 * Numbers as people type and read them in their language: what every calculator form shares
 * (apps/calculators/, apps/building-calc/, apps/designers/).
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits?: number, grouping = false): Intl.NumberFormat {
  const key = `${locale}|${digits ?? ''}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      digits === undefined
        ? { useGrouping: grouping, maximumFractionDigits: 10 }
        : { useGrouping: grouping, minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    formats.set(key, format);
  }
  return format;
}

/** A number as an input shows it: the user's decimal separator, no grouping. */
export function formatInput(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** A number for reading (tables, ticks, messages): grouping, optional fixed decimals. */
export function formatNumber(value: number, locale: string, digits?: number): string {
  return numberFormat(locale, digits, true).format(value);
}

/**
 * Per locale: an Intl.NumberFormat built per parse (every field, on every check of a form) was a
 * large part of a calculator's first render.
 */
const groupSeparators = new Map<string, string>();
function groupSeparator(locale: string): string {
  let separator = groupSeparators.get(locale);
  if (separator === undefined) {
    separator =
      numberFormat(locale, undefined, true)
        .formatToParts(12345.5)
        .find((p) => p.type === 'group')?.value ?? ',';
    groupSeparators.set(locale, separator);
  }
  return separator;
}

/**
 * Reads a number the way people type it: "2,5" and "2.5" both mean 2.5; the locale's grouping
 * counts when it is used properly ("2.600" in German and "2,600" in English are 2600); spaces
 * are ignored. Empty → null, anything else that is not a number → NaN.
 */
export function parseNumber(text: string, locale: string): number | null {
  let s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  if (!s) return null;
  const group = groupSeparator(locale);
  if (group === '.' && /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) s = s.replace(/\./g, '');
  else if (group === ',' && /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(s)) return Number.NaN;
  return Number(s.replace(',', '.'));
}
