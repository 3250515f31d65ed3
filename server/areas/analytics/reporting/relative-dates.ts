/**
 * The periods of the `during` comparer (contract/reporting.ts) as dates, relative to the day a
 * report runs: `[from, to)` with `to` exclusive, so a month column (first of the month) and a day
 * column compare the same way. Calendar arithmetic in UTC on whole days.
 */
import type { RelativeDatePeriod } from '../../../../contract/reporting.ts';

export interface DateSpan {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** The day after the last one, `YYYY-MM-DD`. */
  to: string;
}

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

export function resolvePeriod(period: RelativeDatePeriod, today: Date): DateSpan {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  const q = m - (m % 3);
  switch (period) {
    case 'today':
      return { from: day(y, m, d), to: day(y, m, d + 1) };
    case 'yesterday':
      return { from: day(y, m, d - 1), to: day(y, m, d) };
    case 'last7Days':
      return { from: day(y, m, d - 7), to: day(y, m, d) };
    case 'last30Days':
      return { from: day(y, m, d - 30), to: day(y, m, d) };
    case 'thisMonth':
      return { from: day(y, m, 1), to: day(y, m + 1, 1) };
    case 'lastMonth':
      return { from: day(y, m - 1, 1), to: day(y, m, 1) };
    case 'last3Months':
      return { from: day(y, m - 3, 1), to: day(y, m, 1) };
    case 'last12Months':
      return { from: day(y, m - 12, 1), to: day(y, m, 1) };
    case 'thisQuarter':
      return { from: day(y, q, 1), to: day(y, q + 3, 1) };
    case 'lastQuarter':
      return { from: day(y, q - 3, 1), to: day(y, q, 1) };
    case 'thisYear':
      return { from: day(y, 0, 1), to: day(y + 1, 0, 1) };
    case 'lastYear':
      return { from: day(y - 1, 0, 1), to: day(y, 0, 1) };
  }
}
