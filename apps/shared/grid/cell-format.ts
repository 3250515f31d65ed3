/**
 * Cell text through the platform's formatter (useFormat()): numbers, prices, dates in the user's
 * language. Intl objects are made once per formatter and format, not once per cell.
 */
import type { Formatter } from '../../platform/index.ts';
import type { CellFormat, CellValue } from './types.ts';

type Fn = (v: number) => string;
const cache = new WeakMap<Formatter, Map<string, Fn>>();

function numberFn(format: Formatter, spec: Exclude<CellFormat, 'text' | 'date' | 'dateTime' | 'time'>): Fn {
  const key = JSON.stringify(spec);
  let byKey = cache.get(format);
  if (!byKey) {
    byKey = new Map();
    cache.set(format, byKey);
  }
  let fn = byKey.get(key);
  if (fn) return fn;
  const nf = (o: Intl.NumberFormatOptions) => {
    const f = new Intl.NumberFormat(format.locale, o);
    return (v: number) => f.format(v);
  };
  if (spec === 'integer') fn = nf({ maximumFractionDigits: 0 });
  else if (spec === 'percent') fn = nf({ style: 'percent', maximumFractionDigits: 1 });
  else if (spec === 'number') fn = nf({ maximumFractionDigits: 2 });
  else if ('currency' in spec) fn = (v) => format.currency(v, spec.currency);
  else {
    const d = spec.decimals;
    const base = nf(
      d === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: d, maximumFractionDigits: d },
    );
    fn = spec.unit ? (v) => `${base(v)}\u00a0${spec.unit}` : base;
  }
  byKey.set(key, fn);
  return fn;
}

/** A cell's text; `yesNo` are the words for true and false ("Ja", "Nein"). */
export function formatCell(
  value: CellValue,
  spec: CellFormat | undefined,
  format: Formatter,
  yesNo: readonly [string, string] = ['✓', ''],
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (spec === 'date' || spec === 'dateTime' || spec === 'time') {
    return format[spec](value);
  }
  if (typeof value === 'number' && spec && spec !== 'text')
    return Number.isFinite(value) ? numberFn(format, spec)(value) : '';
  if (value instanceof Date) return format.date(value);
  if (typeof value === 'number') return numberFn(format, 'number')(value);
  return String(value);
}
