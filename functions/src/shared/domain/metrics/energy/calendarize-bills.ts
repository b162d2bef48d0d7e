import {
  MS_PER_DAY,
  dayStartMs,
  daysInMonth,
  monthIndexOfMs,
  monthKeyOf,
  dayKeyOfMs,
} from '../../common/months.js';
import type { CalendarMonth, CalendarizedBills, DayRange } from './calendar-month.js';

/** A bill for any period: first and last day included (`"YYYY-MM-DD"`), energy in kWh, cost. */
export interface PeriodBill {
  firstDay: string;
  lastDay: string;
  kwh: number;
  cost?: number;
}

/** Runs of consecutive days (ms of each day's start, ascending) as day ranges. */
function ranges(days: readonly number[]): DayRange[] {
  const out: DayRange[] = [];
  let start: number | null = null;
  let previous = 0;
  for (const day of days) {
    if (start !== null && day === previous + MS_PER_DAY) {
      previous = day;
      continue;
    }
    if (start !== null)
      out.push({
        firstDay: dayKeyOfMs(start),
        lastDay: dayKeyOfMs(previous),
        days: (previous - start) / MS_PER_DAY + 1,
      });
    start = day;
    previous = day;
  }
  if (start !== null)
    out.push({
      firstDay: dayKeyOfMs(start),
      lastDay: dayKeyOfMs(previous),
      days: (previous - start) / MS_PER_DAY + 1,
    });
  return out;
}

/**
 * Spreads each bill evenly over the days it covers and sums the days by calendar month (the
 * daily-average method of ENERGY STAR Portfolio Manager and BETTER). Days between the first and
 * the last bill that no bill covers are gaps; days covered by two or more bills are overlaps: both
 * are reported, and an overlap counts every bill's share (nothing is dropped silently).
 */
export function calendarizeBills(bills: readonly PeriodBill[]): CalendarizedBills {
  const rejected: number[] = [];
  const spans: { first: number; last: number; bill: PeriodBill }[] = [];
  bills.forEach((bill, index) => {
    let first: number;
    let last: number;
    try {
      first = dayStartMs(bill.firstDay) / MS_PER_DAY;
      last = dayStartMs(bill.lastDay) / MS_PER_DAY;
    } catch {
      rejected.push(index);
      return;
    }
    if (last < first || !(bill.kwh >= 0)) {
      rejected.push(index);
      return;
    }
    spans.push({ first, last, bill });
  });
  if (spans.length === 0) return { months: [], gaps: [], overlaps: [], rejected };
  // Day numbers since the epoch in flat arrays: no object or Date per day.
  const origin = Math.min(...spans.map((s) => s.first));
  const length = Math.max(...spans.map((s) => s.last)) - origin + 1;
  const kwh = new Float64Array(length);
  const cost = new Float64Array(length);
  const count = new Uint16Array(length);
  for (const { first, last, bill } of spans) {
    const days = last - first + 1;
    const kwhPerDay = bill.kwh / days;
    const costPerDay = (bill.cost ?? 0) / days;
    for (let d = first - origin; d <= last - origin; d += 1) {
      kwh[d] = kwh[d]! + kwhPerDay;
      cost[d] = cost[d]! + costPerDay;
      count[d] = count[d]! + 1;
    }
  }
  const months: CalendarMonth[] = [];
  const missing: number[] = [];
  const overlapping: number[] = [];
  let monthIndex = monthIndexOfMs(origin * MS_PER_DAY);
  let dayOfMonth = new Date(origin * MS_PER_DAY).getUTCDate() - 1;
  let current: CalendarMonth | null = null;
  for (let d = 0; d < length; d += 1) {
    const dayMs = (origin + d) * MS_PER_DAY;
    if (count[d] === 0) missing.push(dayMs);
    else {
      if (count[d]! > 1) overlapping.push(dayMs);
      if (!current) {
        current = {
          month: monthKeyOf(monthIndex),
          kwh: 0,
          cost: 0,
          coveredDays: 0,
          daysInMonth: daysInMonth(monthIndex),
        };
        months.push(current);
      }
      current.kwh += kwh[d]!;
      current.cost += cost[d]!;
      current.coveredDays += 1;
    }
    dayOfMonth += 1;
    if (dayOfMonth === daysInMonth(monthIndex)) {
      monthIndex += 1;
      dayOfMonth = 0;
      current = null;
    }
  }
  return { months, gaps: ranges(missing), overlaps: ranges(overlapping), rejected };
}
