import { MS_PER_DAY } from './durations.js';
/**
 * Calendar helpers on month keys `"YYYY-MM"` and day keys `"YYYY-MM-DD"` (UTC, proleptic
 * Gregorian). Pure arithmetic: no Date objects depend on the machine's time zone.
 */

/** A month as `year * 12 + month0` (0 = January), convenient for arithmetic. */
export type MonthIndex = number;

/** Days of each calendar month of a common year. */
const DAYS_IN_MONTH: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The digit 0–9 at `position` of `text`, else -1 (ASCII digits only, as `\d`). */
function digitAt(text: string, position: number): number {
  const digit = text.charCodeAt(position) - 48;
  return digit >= 0 && digit <= 9 ? digit : -1;
}

/**
 * `"YYYY-MM"` → month index; throws on a malformed key (anything but four digits, a hyphen and
 * a month 01–12). Read by character codes, not a regular expression: the metrics pipeline calls
 * it for every chunk of every series and every month of every model run.
 */
export function monthIndexOf(key: string): MonthIndex {
  if (key.length === 7 && key.charCodeAt(4) === 45) {
    const y0 = digitAt(key, 0);
    const y1 = digitAt(key, 1);
    const y2 = digitAt(key, 2);
    const y3 = digitAt(key, 3);
    const m0 = digitAt(key, 5);
    const m1 = digitAt(key, 6);
    const month = m0 * 10 + m1;
    if (y0 >= 0 && y1 >= 0 && y2 >= 0 && y3 >= 0 && m0 >= 0 && m1 >= 0 && month >= 1 && month <= 12)
      return (y0 * 1000 + y1 * 100 + y2 * 10 + y3) * 12 + month - 1;
  }
  throw new Error(`Not a month key: ${key}`);
}

/** Month index → `"YYYY-MM"`. */
export function monthKeyOf(index: MonthIndex): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Calendar month 0–11 of a month index. */
export function calendarMonthOf(index: MonthIndex): number {
  return ((index % 12) + 12) % 12;
}

/** True for a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in the month of a month index (28–31). */
export function daysInMonth(index: MonthIndex): number {
  const year = Math.floor(index / 12);
  const month0 = calendarMonthOf(index);
  if (month0 === 1) return isLeapYear(year) ? 29 : 28;
  return DAYS_IN_MONTH[month0] ?? 30;
}

/** ms since the epoch (UTC) of the first instant of a month. */
export function monthStartMs(index: MonthIndex): number {
  const year = Math.floor(index / 12);
  return Date.UTC(year, calendarMonthOf(index), 1);
}

/** Month index of an instant, ms since the epoch (UTC). */
export function monthIndexOfMs(ms: number): MonthIndex {
  const date = new Date(ms);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** `"YYYY-MM"` of an instant, ms since the epoch (UTC). */
export function monthKeyOfMs(ms: number): string {
  return monthKeyOf(monthIndexOfMs(ms));
}

/** The UTC day of an instant as `"YYYY-MM-DD"` (the inverse of {@link dayStartMs}). */
export function dayKeyOfMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `"YYYY-MM-DD"` → ms since the epoch of that day's start (UTC); throws on a malformed key. */
export function dayStartMs(key: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) throw new Error(`Not a date: ${key}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).getUTCDate() !== Number(match[3])) throw new Error(`Not a date: ${key}`);
  return ms;
}

/** Whole days between two instants (b − a), in days. */
export function daysBetween(aMs: number, bMs: number): number {
  return (bMs - aMs) / MS_PER_DAY;
}

/** The `count` consecutive month keys starting with `first`. */
export function monthRange(first: MonthIndex, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthKeyOf(first + i));
}

export { MS_PER_DAY };
