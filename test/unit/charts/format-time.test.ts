import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../../apps/platform/format.ts';
import { isoWeek, tickKindForIncrement, timeLabels, toTime } from '../../../apps/shared/charts/time.ts';
import { decimalsForStep, tickFormatter, valueFormatter } from '../../../apps/shared/charts/value-format.ts';
import { translator } from '../calc-ui/translate.ts';

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const de = createFormatter('de', 'de');
const cs = createFormatter('cs', 'cz');
const en = createFormatter('en', 'gb');

describe('chart values', () => {
  it('finds the decimals a tick step needs', () => {
    expect(decimalsForStep(5)).toBe(0);
    expect(decimalsForStep(1)).toBe(0);
    expect(decimalsForStep(0.5)).toBe(1);
    expect(decimalsForStep(0.25)).toBe(2);
    expect(decimalsForStep(0.0001)).toBe(4);
    expect(decimalsForStep(2.5)).toBe(1);
    expect(decimalsForStep(0)).toBe(0);
  });

  it('formats values in the user language', () => {
    expect(spaces(valueFormatter({ currency: 'EUR' }, de)(4.9))).toBe('4,90 €');
    expect(spaces(valueFormatter({ currency: 'EUR' }, cs)(1234.5))).toBe('1 234,50 €');
    expect(valueFormatter({ currency: 'EUR' }, en)(4.9)).toBe('€4.90');
    expect(spaces(valueFormatter('percent', de)(0.125))).toBe('12,5 %');
    expect(valueFormatter('integer', de)(12345.6)).toBe('12.346');
    expect(valueFormatter(undefined, de)(4.905)).toBe('4,91');
    expect(spaces(valueFormatter({ decimals: 1, unit: 'kWh' }, de)(12))).toBe('12,0 kWh');
    expect(valueFormatter((v, f) => `${f.number(v)}!`, de)(2)).toBe('2!');
  });

  it('formats ticks with the decimals of their step and without units', () => {
    expect(spaces(tickFormatter({ currency: 'EUR' }, de, 1)(5))).toBe('5 €');
    expect(spaces(tickFormatter({ currency: 'EUR' }, de, 0.5)(4.5))).toBe('4,50 €');
    expect(spaces(tickFormatter('percent', de, 0.2)(0.8))).toBe('80 %');
    expect(spaces(tickFormatter('percent', de, 0.025)(0.125))).toBe('12,5 %');
    expect(tickFormatter({ decimals: 1, unit: 'kW' }, de, 50)(150)).toBe('150');
    expect(tickFormatter('number', de, 0.25)(1.5)).toBe('1,50');
    expect(tickFormatter('number', de, 2000)(12000)).toBe('12.000');
  });
});

describe('chart time axis', () => {
  it('reads date-only strings as local calendar days', () => {
    const ms = toTime('2026-11-23');
    expect(new Date(ms).getDate()).toBe(23);
    expect(new Date(ms).getHours()).toBe(0);
    expect(toTime(new Date(2026, 0, 1))).toBe(new Date(2026, 0, 1).getTime());
    expect(toTime(5)).toBe(5);
  });

  it('numbers ISO weeks across year ends', () => {
    expect(isoWeek(new Date(2024, 11, 30).getTime())).toEqual({ year: 2025, week: 1 });
    expect(isoWeek(new Date(2026, 0, 1).getTime())).toEqual({ year: 2026, week: 1 });
    expect(isoWeek(new Date(2026, 2, 16).getTime())).toEqual({ year: 2026, week: 12 });
    expect(isoWeek(new Date(2027, 0, 1).getTime())).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(new Date(2021, 0, 3).getTime())).toEqual({ year: 2020, week: 53 });
  });

  it('picks the tick text by the tick spacing', () => {
    expect(tickKindForIncrement(3_600_000)).toBe('time');
    expect(tickKindForIncrement(86_400_000)).toBe('day');
    expect(tickKindForIncrement(7 * 86_400_000)).toBe('day');
    expect(tickKindForIncrement(30 * 86_400_000)).toBe('month');
    expect(tickKindForIncrement(365 * 86_400_000)).toBe('year');
  });

  it('labels ticks and points like "KW 12", "23.11." and "KW 12/2026"', () => {
    const labels = timeLabels(de, translator('de'));
    const monday = new Date(2026, 2, 16).getTime();
    const day = new Date(2026, 10, 23).getTime();
    expect(labels.tick(monday, 0, 'week')).toBe('KW 12');
    expect(labels.full(monday, 'week')).toBe('KW 12/2026');
    expect(labels.tick(day, 86_400_000)).toBe('23.11.');
    expect(labels.tick(day, 30 * 86_400_000)).toBe('Nov. 26');
    expect(labels.tick(day, 400 * 86_400_000)).toBe('2026');
    expect(labels.full(day, 'day')).toBe('23.11.2026');
    expect(labels.full(day, 'month')).toBe('November 2026');
    expect(labels.full(new Date(2026, 10, 23, 9, 30).getTime())).toBe('23.11.2026, 09:30');
    expect(labels.full(day)).toBe('23.11.2026');
    expect(timeLabels(en, translator('en')).tick(monday, 0, 'week')).toBe('W12');
  });
});
