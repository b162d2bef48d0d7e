/*
 * Calendar helpers for reliability figures. Dates are "YYYY-MM-DD" strings read as UTC midnight;
 * instants are milliseconds since the epoch (UTC). A year of service is the Julian year of
 * 365.25 days (IAU), so that ages do not jump at leap years.
 */

import { MS_PER_DAY } from '../../common/durations.js';

export const DAYS_PER_YEAR = 365.25;
export const MS_PER_YEAR = DAYS_PER_YEAR * MS_PER_DAY;
export const HOURS_PER_YEAR = DAYS_PER_YEAR * 24;

/**
 * UTC midnight of a "YYYY-MM-DD" date, in ms since the epoch. Arithmetic rather than Date.UTC, as
 * it runs for every log and task of every equipment: H. Hinnant's days_from_civil ("chrono-
 * Compatible Low-Level Date Algorithms", public domain), exact for the proleptic Gregorian
 * calendar.
 */
export function dateMs(date: string): number {
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear =
    Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(date.slice(8, 10)) - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146_097 + dayOfEra - 719_468) * MS_PER_DAY;
}

/** Years (of 365.25 days) from one instant to another; negative when `toMs` is earlier. */
export function yearsBetween(fromMs: number, toMs: number): number {
  return (toMs - fromMs) / MS_PER_YEAR;
}

/**
 * The date `years` after a "YYYY-MM-DD" date, counted in whole months (years × 12, rounded); a day
 * past the end of the month rolls over (31 Jan + 1 month = 3 Mar in a common year, as Date.UTC).
 */
export function addYears(date: string, years: number): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1 + Math.round(years * 12), day);
}

/** UTC midnight of 1 January of the instant's year. */
export function startOfYearMs(ms: number): number {
  return Date.UTC(new Date(ms).getUTCFullYear(), 0, 1);
}
