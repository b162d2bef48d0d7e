import type { ConsumptionRow } from '../../../schemas/stored/electricity.js';
import {
  MS_PER_DAY,
  daysInMonth,
  monthIndexOf,
  monthStartMs,
  dayKeyOfMs,
} from '../../common/months.js';
import type { PeriodBill } from './calendarize-bills.js';
import type { CalendarMonth, CalendarizedBills, DayRange } from './calendar-month.js';

/** Monthly bill rows of the wizard (`"YYYY-MM"`) as period bills of whole months. */
export function monthlyRowsAsBills(
  rows: Readonly<Record<string, ConsumptionRow>> | undefined,
): PeriodBill[] {
  return Object.values(rows ?? {})
    .filter((row) => /^\d{4}-\d{2}$/.test(row.month))
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0))
    .map((row) => {
      const index = monthIndexOf(row.month);
      const first = monthStartMs(index);
      return {
        firstDay: dayKeyOfMs(first),
        lastDay: dayKeyOfMs(first + (daysInMonth(index) - 1) * MS_PER_DAY),
        kwh: row.consumptionKwh,
        cost: row.cost,
      };
    });
}

/**
 * Calendarizes the wizard's monthly bill rows (`"YYYY-MM"`, one row per month) without spreading
 * them over days: each row is already a calendar month. The same result as
 * `calendarizeBills(monthlyRowsAsBills(rows))`, at month granularity: months between the first and
 * the last row without a row are gaps, two rows for one month an overlap (both count).
 */
export function calendarizeMonthlyRows(
  rows: Readonly<Record<string, ConsumptionRow>> | undefined,
): CalendarizedBills {
  const byMonth = new Map<number, CalendarMonth & { count: number }>();
  const rejected: number[] = [];
  Object.values(rows ?? {}).forEach((row, index) => {
    let monthIndex: number;
    try {
      monthIndex = monthIndexOf(row.month);
    } catch {
      rejected.push(index);
      return;
    }
    if (!(row.consumptionKwh >= 0)) {
      rejected.push(index);
      return;
    }
    const days = daysInMonth(monthIndex);
    const month = byMonth.get(monthIndex) ?? {
      month: row.month,
      kwh: 0,
      cost: 0,
      coveredDays: days,
      daysInMonth: days,
      count: 0,
    };
    month.kwh += row.consumptionKwh;
    month.cost += row.cost;
    month.count += 1;
    byMonth.set(monthIndex, month);
  });
  const indices = [...byMonth.keys()].sort((a, b) => a - b);
  const months: CalendarMonth[] = [];
  const gaps: DayRange[] = [];
  const overlaps: DayRange[] = [];
  const range = (from: number, to: number): DayRange => {
    const first = monthStartMs(from);
    const end = monthStartMs(to + 1) - MS_PER_DAY;
    return {
      firstDay: dayKeyOfMs(first),
      lastDay: dayKeyOfMs(end),
      days: (end - first) / MS_PER_DAY + 1,
    };
  };
  indices.forEach((index, i) => {
    const { count, ...month } = byMonth.get(index)!;
    months.push(month);
    if (count > 1) overlaps.push(range(index, index));
    const next = indices[i + 1];
    if (next !== undefined && next > index + 1) gaps.push(range(index + 1, next - 1));
  });
  return { months, gaps, overlaps, rejected };
}
