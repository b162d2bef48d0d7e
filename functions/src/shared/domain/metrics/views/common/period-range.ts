import { daysInMonth, monthIndexOf, monthKeyOf } from '../../../common/months.js';

/** A period of the figure screens: first and last day, inclusive, `yyyy-mm-dd` (UTC calendar days). */
export interface DayRange {
  start: string;
  end: string;
}

/** True when `day` (`yyyy-mm-dd`) lies within the range, both ends included. */
export function dayInRange(day: string, range: DayRange): boolean {
  return day >= range.start && day <= range.end;
}

/**
 * True when the month `yyyy-mm` overlaps the range. Monthly figures (bills, calendarized months)
 * count whole: a range from the 15th of March includes all of March.
 */
export function monthInRange(month: string, range: DayRange): boolean {
  return month >= range.start.slice(0, 7) && month <= range.end.slice(0, 7);
}

/** The months `yyyy-mm` the range overlaps, in order (none when the end is before the start). */
export function monthsOfRange(range: DayRange): string[] {
  const first = monthIndexOf(range.start.slice(0, 7));
  const last = monthIndexOf(range.end.slice(0, 7));
  const months: string[] = [];
  for (let index = first; index <= last; index += 1) months.push(monthKeyOf(index));
  return months;
}

/** The range from the first day of `firstMonth` to the last day of `lastMonth` (`yyyy-mm`). */
export function rangeOfMonths(firstMonth: string, lastMonth: string): DayRange {
  const days = daysInMonth(monthIndexOf(lastMonth));
  return { start: `${firstMonth}-01`, end: `${lastMonth}-${String(days).padStart(2, '0')}` };
}

/**
 * The days a building has figures for: from the first to the last calendarized month of its
 * history, widened by the interval meter's days; null without any history.
 */
export function dataRangeOf(history: {
  monthlyKwh?: Readonly<Record<string, number>>;
  granularity?: { day?: { periods: readonly string[] } };
}): DayRange | null {
  const months = Object.keys(history.monthlyKwh ?? {}).sort();
  const days = history.granularity?.day?.periods ?? [];
  const starts: string[] = [];
  const ends: string[] = [];
  if (months.length > 0) {
    const whole = rangeOfMonths(months[0]!, months[months.length - 1]!);
    starts.push(whole.start);
    ends.push(whole.end);
  }
  if (days.length > 0) {
    starts.push(days[0]!);
    ends.push(days[days.length - 1]!);
  }
  if (starts.length === 0) return null;
  return { start: starts.sort()[0]!, end: ends.sort()[ends.length - 1]! };
}
