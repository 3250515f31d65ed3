/**
 * Path and query parameters of ISO 8601 weeks (`2026-W05`), months (`2026-11`) and years, for the
 * KPI routes (contract/periods.ts has the arithmetic, without zod, for the cockpit). Each failure
 * names its rule, so the 400 says what is wrong.
 */
import { z } from 'zod';
import { dateRange, yearPattern } from './input.ts';
import { type IsoMonth, type IsoWeek, weeksInYear } from './periods.ts';

export const yearInRange = (year: number) => year >= dateRange.minYear && year <= dateRange.maxYear;
const yearMessage = `year must be between ${dateRange.minYear} and ${dateRange.maxYear}`;

/** A year `YYYY`. */
export const yearParam = z
  .string()
  .regex(/^\d{4}$/, { message: 'must be a year YYYY' })
  .transform(Number)
  .refine(yearInRange, { message: yearMessage })
  .meta({ pattern: `^${yearPattern}$` });

/** An ISO 8601 week `YYYY-Www` (week 53 only in years that have one). */
export const isoWeekParam = z
  .string()
  .regex(/^\d{4}-W\d{2}$/, { message: 'must be an ISO 8601 week YYYY-Www, e.g. 2026-W05' })
  .transform((text): IsoWeek => ({ year: Number(text.slice(0, 4)), week: Number(text.slice(6)) }))
  .superRefine((value, ctx) => {
    if (!yearInRange(value.year)) ctx.addIssue({ code: 'custom', message: yearMessage });
    else if (value.week < 1 || value.week > weeksInYear(value.year)) {
      ctx.addIssue({ code: 'custom', message: `week must be 1 to ${weeksInYear(value.year)} in ${value.year}` });
    }
  })
  .meta({
    pattern: `^${yearPattern}-W(?:0[1-9]|[1-4]\\d|5[0-3])$`,
    description: 'An ISO 8601 week YYYY-Www; week 53 only in the years that have one',
  });

/** A week number `1`…`53` on its own (the `update` path carries the year separately). */
export const weekNumberParam = z
  .string()
  .regex(/^\d{1,2}$/, { message: 'must be a week number 1 to 53 or an ISO 8601 week YYYY-Www' })
  .transform(Number)
  .refine((week) => week >= 1 && week <= 53, { message: 'week must be 1 to 53' })
  .meta({ pattern: '^(?:0?[1-9]|[1-4]\\d|5[0-3])$' });

/** An ISO 8601 month `YYYY-MM`. */
export const isoMonthParam = z
  .string()
  .regex(/^\d{4}-\d{2}$/, { message: 'must be an ISO 8601 month YYYY-MM, e.g. 2026-11' })
  .transform((text): IsoMonth => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5)) }))
  .superRefine((value, ctx) => {
    if (!yearInRange(value.year)) ctx.addIssue({ code: 'custom', message: yearMessage });
    else if (value.month < 1 || value.month > 12) ctx.addIssue({ code: 'custom', message: 'month must be 01 to 12' });
  })
  .meta({ pattern: `^${yearPattern}-(?:0[1-9]|1[0-2])$` });
