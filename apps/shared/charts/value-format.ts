/**
 * Values as text in the user's language: one formatter for the readout and the table, one for
 * axis ticks whose decimals follow the tick step (0,5 · 1 · 1,5 rather than 0,50 · 1,00 · 1,50).
 * The Intl objects are built once per locale (`format.locale` from useFormat()), not per value:
 * a table of 10,000 rows formats 80,000 numbers.
 */
import type { Formatter } from '../../platform/index.ts';
import type { ValueFormat } from './types.ts';

export type FormatValue = (value: number) => string;

const nbsp = '\u00a0';

/** Decimals needed to tell ticks `step` apart: 0.25 → 2, 0.5 → 1, 2.5 → 1, 5 → 0 (capped at 6). */
export function decimalsForStep(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  for (let d = 0; d <= 6; d++) {
    const scaled = step * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * scaled) return d;
  }
  return 6;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): FormatValue {
  const nf = new Intl.NumberFormat(locale, options);
  return (v) => nf.format(v);
}

function withUnit(fn: FormatValue, unit: string | undefined): FormatValue {
  return unit ? (v) => `${fn(v)}${nbsp}${unit}` : fn;
}

/** The full value: readout, table, summary. */
export function valueFormatter(spec: ValueFormat | undefined, format: Formatter): FormatValue {
  const locale = format.locale;
  if (typeof spec === 'function') return (v) => spec(v, format);
  if (spec === 'integer') return numberFormat(locale, { maximumFractionDigits: 0 });
  if (spec === 'percent') return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  if (spec && typeof spec === 'object' && 'currency' in spec) return (v) => format.currency(v, spec.currency);
  if (spec && typeof spec === 'object') {
    const d = spec.decimals;
    const options =
      d === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: d, maximumFractionDigits: d };
    return withUnit(numberFormat(locale, options), spec.unit);
  }
  return numberFormat(locale, { maximumFractionDigits: 2 });
}

/** Axis ticks `step` apart. A custom function formats ticks like values; units go in the axis label. */
export function tickFormatter(spec: ValueFormat | undefined, format: Formatter, step: number): FormatValue {
  const locale = format.locale;
  if (typeof spec === 'function') return (v) => spec(v, format);
  if (spec === 'percent') {
    const d = decimalsForStep(step * 100);
    return numberFormat(locale, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d });
  }
  if (spec && typeof spec === 'object' && 'currency' in spec) {
    const d = decimalsForStep(step) > 0 ? 2 : 0;
    return numberFormat(locale, {
      style: 'currency',
      currency: spec.currency,
      minimumFractionDigits: d,
      maximumFractionDigits: d,
    });
  }
  // A unit (`kWh`) is left off the ticks: the axis label names it once.
  const d = spec === 'integer' ? 0 : decimalsForStep(step);
  return numberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d });
}
