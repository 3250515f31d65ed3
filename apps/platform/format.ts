/**
 * Every date, time, number and price a mini app shows goes through these formatters: `Intl` in
 * the current language and the site's country (`cs` on the Czech site → `cs-CZ`: "pondělí 23. 11.",
 * "4,90 €"), rebuilt when the language switches in place.
 */
import { useMemo } from 'react';
import { useLocale } from './hooks.tsx';
import { useIsland } from './island.ts';

type DateInput = Date | string | number;

/** A date-only ISO string (`2026-11-23`) is a calendar day, not midnight UTC. */
function toDate(value: DateInput): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y!, m! - 1, d!);
  }
  return value instanceof Date ? value : new Date(value);
}

/** `cs` + `cz` → `cs-CZ`; falls back to the language alone when Intl does not know the pair. */
export function intlLocale(language: string, country: string | null | undefined): string {
  if (!country) return language;
  const tag = `${language}-${country.toUpperCase()}`;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? language;
  } catch {
    return language;
  }
}

export interface Formatter {
  /** The BCP 47 tag in use, e.g. `de-DE`. */
  locale: string;
  /** 23.11.2026 */
  date(value: DateInput): string;
  /** 23. Nov. 2026 */
  dateMedium(value: DateInput): string;
  /** Montag, 23. November 2026 */
  dateLong(value: DateInput): string;
  /** Montag */
  weekday(value: DateInput): string;
  /** Montag, 23.11. */
  weekdayDate(value: DateInput): string;
  /** 09:30; `timeZone` (IANA) shows the wall clock of that zone, e.g. a canteen's deadline. */
  time(value: DateInput, timeZone?: string): string;
  /** 23.11.2026, 09:30; `timeZone` as for `time`. */
  dateTime(value: DateInput, timeZone?: string): string;
  /** November 2026 */
  month(value: DateInput): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** 4,90 € */
  currency(value: number, currency?: string): string;
  /** 0.125 → 12,5 % */
  percent(value: number, fractionDigits?: number): string;
  /** "vor 3 Tagen" from a number of units. */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  /** "A, B und C" */
  list(items: string[]): string;
  /** `CZ` → "Tschechien": a country's name in the current language (the code when unknown). */
  region(code: string): string;
}

export function createFormatter(language: string, country?: string | null): Formatter {
  const locale = intlLocale(language, country);
  const dtf = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options);
  const date = dtf({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const dateMedium = dtf({ dateStyle: 'medium' });
  const dateLong = dtf({ dateStyle: 'full' });
  const weekday = dtf({ weekday: 'long' });
  const weekdayDate = dtf({ weekday: 'long', day: 'numeric', month: 'numeric' });
  const zoned = new Map<string, Intl.DateTimeFormat>();
  /** A formatter per option set and zone, built on first use (most screens use one zone). */
  const inZone = (name: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) => {
    const key = `${name}|${timeZone ?? ''}`;
    let format = zoned.get(key);
    if (!format) {
      format = dtf(timeZone ? { ...options, timeZone } : options);
      zoned.set(key, format);
    }
    return format;
  };
  const timeOptions: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  const month = dtf({ month: 'long', year: 'numeric' });
  const currencies = new Map<string, Intl.NumberFormat>();
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  let regions: Intl.DisplayNames | null | undefined;
  return {
    locale,
    date: (v) => date.format(toDate(v)),
    dateMedium: (v) => dateMedium.format(toDate(v)),
    dateLong: (v) => dateLong.format(toDate(v)),
    weekday: (v) => weekday.format(toDate(v)),
    weekdayDate: (v) => weekdayDate.format(toDate(v)),
    time: (v, timeZone) => inZone('time', timeOptions, timeZone).format(toDate(v)),
    dateTime: (v, timeZone) => inZone('dateTime', dateTimeOptions, timeZone).format(toDate(v)),
    month: (v) => month.format(toDate(v)),
    number: (v, options) => new Intl.NumberFormat(locale, options).format(v),
    currency(v, code = 'EUR') {
      let format = currencies.get(code);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
        currencies.set(code, format);
      }
      return format.format(v);
    },
    percent: (v, digits = 1) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(v),
    relative: (v, unit) => relative.format(v, unit),
    list: (items) => list.format(items),
    region(code) {
      if (regions === undefined) {
        try {
          regions = new Intl.DisplayNames([locale], { type: 'region' });
        } catch {
          regions = null;
        }
      }
      try {
        return regions?.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    },
  };
}

/** Formatters for the current language and this element's country. */
export function useFormat(): Formatter {
  const language = useLocale();
  const { country } = useIsland();
  return useMemo(() => createFormatter(language, country), [language, country]);
}
