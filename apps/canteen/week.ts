/** Calendar dates (`YYYY-MM-DD`) of the canteen week, computed in UTC so no local offset leaks in. */

/** The local date of an instant in an IANA time zone (calendar arithmetic, not display: ISO digits). */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Monday to Friday of the week starting at `monday`. */
export function workDays(monday: string): string[] {
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

/** ISO 8601 week number. */
export function isoWeek(date: string): number {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const jan1 = Date.UTC(Number(thursday.slice(0, 4)), 0, 1);
  return Math.floor((Date.parse(`${thursday}T00:00:00Z`) - jan1) / 86_400_000 / 7) + 1;
}

/** The week employees order for: this week on workdays, the next one from Saturday on. */
export function orderWeekOf(today: string): string {
  return isoWeekday(today) >= 6 ? addDays(mondayOf(today), 7) : mondayOf(today);
}

/** True once the instant (ISO string) lies in the past. */
export function isPast(instant: string, now: Date = new Date()): boolean {
  return Date.parse(instant) <= now.getTime();
}
