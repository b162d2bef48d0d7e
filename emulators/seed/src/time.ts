/** Calendar helpers, all in UTC. */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** `"YYYY-MM"` of a month index counted from year 0 (`year * 12 + month0`). */
export function monthKey(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** `year * 12 + month0` of a date. */
export function monthIndexOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Start of a month (ms since the epoch). */
export function monthStartMs(monthIndex: number): number {
  return Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, 1);
}

/** Number of days of a month. */
export function daysInMonth(monthIndex: number): number {
  return Math.round((monthStartMs(monthIndex + 1) - monthStartMs(monthIndex)) / DAY_MS);
}

/** `"YYYY-MM-DD"` of an instant. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Month indices of the `count` whole months that end with the month before `now`. */
export function lastMonths(now: Date, count: number): number[] {
  const current = monthIndexOf(now);
  const months: number[] = [];
  for (let i = count; i >= 1; i -= 1) months.push(current - i);
  return months;
}

/** Rounds to a number of decimals. */
export function round(value: number, decimals = 0): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
