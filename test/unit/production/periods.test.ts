import { describe, expect, it } from 'vitest';
import { isoMonthParam, isoWeekParam, weekNumberParam, yearParam } from '../../../contract/period-params.ts';
import {
  addMonths,
  addWeeks,
  formatWeek,
  mondayOfWeek,
  monthOfWeek,
  weekOfDate,
  weeksBetween,
  weeksInYear,
} from '../../../contract/periods.ts';

describe('ISO 8601 weeks', () => {
  it('knows the years with 53 weeks', () => {
    expect([2015, 2020, 2026, 2032].map(weeksInYear)).toEqual([53, 53, 53, 53]);
    expect([2021, 2022, 2023, 2024, 2025].map(weeksInYear)).toEqual([52, 52, 52, 52, 52]);
  });

  it('puts days near the year boundary into the week of their Thursday', () => {
    expect(weekOfDate('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(weekOfDate('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(weekOfDate('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(weekOfDate('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(weekOfDate('2026-11-23')).toEqual({ year: 2026, week: 48 });
  });

  it('finds Mondays, months of weeks, and steps across week-53 years', () => {
    expect(mondayOfWeek({ year: 2026, week: 1 })).toBe('2025-12-29');
    expect(mondayOfWeek({ year: 2020, week: 53 })).toBe('2020-12-28');
    expect(monthOfWeek({ year: 2026, week: 1 })).toEqual({ year: 2026, month: 1 });
    expect(monthOfWeek({ year: 2025, week: 1 })).toEqual({ year: 2025, month: 1 });
    expect(monthOfWeek({ year: 2026, week: 5 })).toEqual({ year: 2026, month: 1 }); // Thursday 29 January
    expect(addWeeks({ year: 2020, week: 52 }, 1)).toEqual({ year: 2020, week: 53 });
    expect(addWeeks({ year: 2020, week: 53 }, 1)).toEqual({ year: 2021, week: 1 });
    expect(addWeeks({ year: 2021, week: 1 }, -2)).toEqual({ year: 2020, week: 52 });
    expect(weeksBetween({ year: 2026, week: 52 }, { year: 2027, week: 2 }).map(formatWeek)).toEqual([
      '2026-W52',
      '2026-W53',
      '2027-W01',
      '2027-W02',
    ]);
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('path parameters', () => {
  const message = (
    schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
    v: string,
  ) => schema.safeParse(v).error?.issues[0]?.message;

  it('accepts ISO weeks that exist and names the rule otherwise', () => {
    expect(isoWeekParam.parse('2026-W53')).toEqual({ year: 2026, week: 53 });
    expect(message(isoWeekParam, '2025-W53')).toBe('week must be 1 to 52 in 2025');
    expect(message(isoWeekParam, '2026-W00')).toBe('week must be 1 to 53 in 2026');
    expect(message(isoWeekParam, '2026-w05')).toMatch(/ISO 8601 week/);
    expect(message(isoWeekParam, '1899-W05')).toMatch(/between 1900 and 2200/);
  });

  it('checks months, years and bare week numbers', () => {
    expect(isoMonthParam.parse('2026-02')).toEqual({ year: 2026, month: 2 });
    expect(message(isoMonthParam, '2026-00')).toBe('month must be 01 to 12');
    expect(message(isoMonthParam, '2026-2')).toMatch(/ISO 8601 month/);
    expect(yearParam.parse('2026')).toBe(2026);
    expect(message(yearParam, '0000')).toMatch(/between/);
    expect(weekNumberParam.parse('7')).toBe(7);
    expect(message(weekNumberParam, '54')).toBe('week must be 1 to 53');
  });
});
