/**
 * Time on the x axis: epoch milliseconds in, labels in the user's language out. Ticks read as
 * short as their spacing allows ("09:30", "23.11.", "KW 12", "Nov. 26", "2026"); the readout and
 * the table give the full point ("KW 12/2026", "23.11.2026", "November 2026").
 */
import type { Formatter, Translate } from '../../platform/index.ts';
import type { TimeUnit } from './types.ts';

export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

/** A Date, epoch ms or ISO string as epoch ms; a date-only `2026-11-23` is that local calendar day. */
export function toTime(value: Date | number | string): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).getTime();
  return Date.parse(value);
}

/** ISO 8601 week of a local date: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(ms: number): { year: number; week: number } {
  const d = new Date(ms);
  const day = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / dayMs + 1) / 7);
  return { year, week };
}

export type TickKind = 'time' | 'day' | 'month' | 'year';

/** What a tick shows for ticks `incrMs` apart (uPlot's chosen time increment). */
export function tickKindForIncrement(incrMs: number): TickKind {
  if (incrMs < dayMs) return 'time';
  if (incrMs < 28 * dayMs) return 'day';
  if (incrMs < 365 * dayMs) return 'month';
  return 'year';
}

export interface TimeLabels {
  /** An axis tick for ticks `incrMs` apart, or for data-aligned ticks of `unit`. */
  tick(ms: number, incrMs: number, unit?: TimeUnit): string;
  /** The full point in time, for the readout, the table and the summary. */
  full(ms: number, unit?: TimeUnit): string;
}

export function timeLabels(format: Formatter, t: Translate): TimeLabels {
  const dtf = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(format.locale, options);
  const dayMonth = dtf({ day: '2-digit', month: '2-digit' });
  const monthShort = dtf({ month: 'short', year: '2-digit' });
  const year = dtf({ year: 'numeric' });
  const week = (ms: number) => t('charts.week', { week: isoWeek(ms).week });
  const weekFull = (ms: number) => {
    const w = isoWeek(ms);
    return t('charts.weekOfYear', { week: w.week, year: w.year });
  };
  const byKind: Record<TickKind, (ms: number) => string> = {
    time: (ms) => format.time(ms),
    day: (ms) => dayMonth.format(ms),
    month: (ms) => monthShort.format(ms),
    year: (ms) => year.format(ms),
  };
  return {
    tick(ms, incrMs, unit) {
      if (unit === 'week') return week(ms);
      if (unit === 'month') return monthShort.format(ms);
      if (unit === 'year') return year.format(ms);
      return byKind[tickKindForIncrement(incrMs)](ms);
    },
    full(ms, unit) {
      if (unit === 'week') return weekFull(ms);
      if (unit === 'month') return format.month(ms);
      if (unit === 'year') return year.format(ms);
      if (unit === 'day') return format.date(ms);
      if (unit === 'hour') return format.dateTime(ms);
      const d = new Date(ms);
      const midnight = d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0;
      return midnight ? format.date(ms) : format.dateTime(ms);
    },
  };
}
