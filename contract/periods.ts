/**
 * ISO 8601 calendar weeks (`2026-W05`) and months (`2026-11`) as the KPI API names them in its
 * paths, shared by server and cockpit (and the canteen's week on both sides). A week belongs to
 * the year of its Thursday, so 2025-12-29 is in 2026-W01 and some years have a week 53; a week
 * counts to the month of its Thursday.
 * All arithmetic runs on UTC dates (`YYYY-MM-DD`), never on local clocks.
 */
export interface IsoWeek {
  year: number;
  week: number;
}

export interface IsoMonth {
  year: number;
  month: number;
}

const dayMs = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function isoDateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDateOf(utc(date).getTime() + days * dayMs);
}

/** Monday 1, …, Sunday 7. */
export function isoWeekday(date: string): number {
  const day = utc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The ISO week a date falls in. */
export function weekOfDate(date: string): IsoWeek {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  const jan1 = utc(`${year}-01-01`).getTime();
  return { year, week: Math.floor((utc(thursday).getTime() - jan1) / dayMs / 7) + 1 };
}

/** The ISO week number of a date (1 … 53). */
export function isoWeek(date: string): number {
  return weekOfDate(date).week;
}

/** Monday of the ISO week a date falls in. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** 52 or 53: a year has 53 weeks when 28 December falls in week 53. */
export function weeksInYear(year: number): number {
  return weekOfDate(`${year}-12-28`).week;
}

/** Monday of the week (may lie in the previous calendar year). */
export function mondayOfWeek({ year, week }: IsoWeek): string {
  const jan4 = `${year}-01-04`;
  return addDays(jan4, (week - 1) * 7 + 1 - isoWeekday(jan4));
}

/** The month a week counts to: the month of its Thursday. */
export function monthOfWeek(week: IsoWeek): IsoMonth {
  const thursday = addDays(mondayOfWeek(week), 3);
  return { year: Number(thursday.slice(0, 4)), month: Number(thursday.slice(5, 7)) };
}

export function addWeeks(week: IsoWeek, weeks: number): IsoWeek {
  return weekOfDate(addDays(mondayOfWeek(week), weeks * 7));
}

export function addMonths({ year, month }: IsoMonth, months: number): IsoMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function formatWeek({ year, week }: IsoWeek): string {
  return `${year}-W${pad(week)}`;
}

export function formatMonth({ year, month }: IsoMonth): string {
  return `${year}-${pad(month)}`;
}

/** Sortable number of a week or month (year · 100 + number). */
export function periodIndex(year: number, number: number): number {
  return year * 100 + number;
}

export function compareWeeks(a: IsoWeek, b: IsoWeek): number {
  return periodIndex(a.year, a.week) - periodIndex(b.year, b.week);
}

/** The weeks from `from` to `to`, both included. */
export function weeksBetween(from: IsoWeek, to: IsoWeek): IsoWeek[] {
  const out: IsoWeek[] = [];
  for (let w = from; compareWeeks(w, to) <= 0; w = addWeeks(w, 1)) out.push(w);
  return out;
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
