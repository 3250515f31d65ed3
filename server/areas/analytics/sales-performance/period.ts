/** The months a sales-performance range covers, and the same months a year before. */
import type { RangeType, SalesPeriod } from '../../../../contract/sales-performance.ts';

/** First day of the month `YYYY-MM` shifted by `months`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * `period` is the month the range ends in (`YYYY-MM`): month → that month; quarter → its quarter up
 * to that month; year → the whole calendar year; yearToDate → January up to that month.
 */
export function rangeOf(rangeType: RangeType, period: string): { current: SalesPeriod; previous: SalesPeriod } {
  const month = Number(period.slice(5, 7));
  const to = `${period}-01`;
  let from: string;
  let end = to;
  switch (rangeType) {
    case 'month':
      from = to;
      break;
    case 'quarter':
      from = addMonths(period, -((month - 1) % 3));
      break;
    case 'year':
      from = addMonths(period, 1 - month);
      end = addMonths(period, 12 - month);
      break;
    case 'yearToDate':
      from = addMonths(period, 1 - month);
      break;
  }
  const back = (date: string) => addMonths(date.slice(0, 7), -12);
  return { current: { from, to: end }, previous: { from: back(from), to: back(end) } };
}
