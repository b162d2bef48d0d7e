import {
  dayKeyOfMs,
  dayStartMs,
  daysInMonth,
  monthIndexOf,
  monthKeyOf,
  MS_PER_DAY,
} from '@shared/domain/common/months';

/**
 * Calendar arithmetic on day keys `yyyy-mm-dd` and month keys `yyyy-mm` (proleptic Gregorian,
 * computed in UTC so the machine's zone never shifts a day).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An inclusive range of days, each `yyyy-mm-dd`. */
export interface DayRange {
  start: string;
  end: string;
}

/** True for a real calendar day `yyyy-mm-dd` (not 2025-02-30). */
export function isDayKey(value: string): boolean {
  if (!DAY.test(value)) return false;
  const ms = Date.UTC(
    Number(value.slice(0, 4)),
    Number(value.slice(5, 7)) - 1,
    Number(value.slice(8)),
  );
  return dayKeyOfMs(ms) === value;
}

export function isMonthKey(value: string): boolean {
  return MONTH.test(value);
}

/** The day `count` days after (or before, if negative) a day. */
export function addDays(day: string, count: number): string {
  return dayKeyOfMs(dayStartMs(day) + count * MS_PER_DAY);
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  return ((new Date(dayStartMs(day)).getUTCDay() + 6) % 7) + 1;
}

/** First day of a month `yyyy-mm`. */
export function monthStartDay(month: string): string {
  return `${month}-01`;
}

/** Last day of a month `yyyy-mm`. */
export function monthEndDay(month: string): string {
  return `${month}-${String(daysInMonth(monthIndexOf(month))).padStart(2, '0')}`;
}

/** The month `count` months after (or before) a month `yyyy-mm`. */
export function addMonths(month: string, count: number): string {
  return monthKeyOf(monthIndexOf(month) + count);
}

/** A range of months (as the bills give them) as the days they cover. */
export function monthsAsDays(range: { start: string; end: string }): DayRange {
  return { start: monthStartDay(range.start), end: monthEndDay(range.end) };
}
