/** Calendar dates (`YYYY-MM-DD`) of the canteen week, computed in UTC so no local offset leaks in. */
import { addDays, isoWeek, isoWeekday, mondayOf } from '../../contract/periods.ts';

// The week arithmetic itself is shared with the server (contract/periods.ts).
export { addDays, isoWeek, isoWeekday, mondayOf };

/** The local date of an instant in an IANA time zone (calendar arithmetic, not display: ISO digits). */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Monday to Friday of the week starting at `monday`. */
export function workDays(monday: string): string[] {
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** The week employees order for: this week on workdays, the next one from Saturday on. */
export function orderWeekOf(today: string): string {
  return isoWeekday(today) >= 6 ? addDays(mondayOf(today), 7) : mondayOf(today);
}

/** True once the instant (ISO string) lies in the past. */
export function isPast(instant: string, now: Date = new Date()): boolean {
  return Date.parse(instant) <= now.getTime();
}
