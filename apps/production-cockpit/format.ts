/**
 * How the cockpit writes key figures and periods, in the current language: values with the key
 * figure's decimals and unit ("81,2 %", "26.480 Stk.", "6,4 Tage"), weeks as "KW 47/2026", months
 * by name. Time axes use the Monday of a week and the first of a month.
 */
import { type KpiKey, kpiIndicators } from '../../contract/kpi-indicators.ts';
import { mondayOfWeek } from '../../contract/periods.ts';
import type { Formatter, Translate } from '../platform/index.ts';

/** Units Intl writes itself; the others come from production.unit.* */
const intlUnits: Record<string, { unit: string; unitDisplay: 'short' | 'long' }> = {
  '%': { unit: 'percent', unitDisplay: 'short' },
  days: { unit: 'day', unitDisplay: 'long' },
  h: { unit: 'hour', unitDisplay: 'short' },
};

export function formatKpi(format: Formatter, t: Translate, key: KpiKey, value: number | null): string {
  if (value === null) return '–';
  const { unit, decimals } = kpiIndicators[key];
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const intl = intlUnits[unit];
  if (intl) return format.number(value, { style: 'unit', ...intl, ...digits });
  const number = format.number(value, digits);
  return unit === 'count' ? number : `${number}\u00a0${t(`production.unit.${unit}`)}`;
}

/** The number and its unit apart, for tiles that show the unit smaller ("4.402" + "Aufträge"). */
export function kpiParts(
  format: Formatter,
  t: Translate,
  key: KpiKey,
  value: number | null,
): { number: string; unit: string } {
  if (value === null) return { number: '–', unit: '' };
  const { unit, decimals } = kpiIndicators[key];
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const number = format.number(value, digits);
  if (unit === 'count') return { number, unit: '' };
  const intl = intlUnits[unit];
  if (!intl) return { number, unit: t(`production.unit.${unit}`) };
  const parts = new Intl.NumberFormat(format.locale, { style: 'unit', ...intl, ...digits }).formatToParts(value);
  return {
    number,
    unit: parts
      .filter((p) => p.type === 'unit')
      .map((p) => p.value)
      .join(''),
  };
}

export function weekParts(period: string): { year: number; week: number } {
  return { year: Number(period.slice(0, 4)), week: Number(period.slice(6)) };
}

export function periodLabel(format: Formatter, t: Translate, period: string | null): string {
  if (!period) return '–';
  if (period.includes('-W')) return t('production.period.week', weekParts(period));
  return format.month(`${period}-01`);
}

/** Start of a week (Monday) or month as a calendar day, for time axes. */
export function periodStart(period: string): string {
  if (!period.includes('-W')) return `${period}-01`;
  return mondayOfWeek(weekParts(period));
}

export function kpiName(t: Translate, key: KpiKey): string {
  return t(`production.kpi.${key}`);
}
