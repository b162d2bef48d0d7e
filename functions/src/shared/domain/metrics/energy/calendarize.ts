import type { ConsumptionRow } from '../../../schemas/electricity.js';
import type { SeriesChunk } from '../../../schemas/series.js';
import {
  MS_PER_DAY,
  dayStartMs,
  daysInMonth,
  monthIndexOf,
  monthIndexOfMs,
  monthKeyOf,
  monthStartMs,
} from '../../common/months.js';

/** A bill for any period: first and last day included (`"YYYY-MM-DD"`), energy in kWh, cost. */
export interface PeriodBill {
  firstDay: string;
  lastDay: string;
  kwh: number;
  cost?: number;
}

/** One calendar month of a carrier after calendarization. */
export interface CalendarMonth {
  month: string;
  kwh: number;
  cost: number;
  /** Days of the month covered by at least one bill (or by series points). */
  coveredDays: number;
  daysInMonth: number;
}

/** A run of days that no bill covers, or that more than one bill covers. */
export interface DayRange {
  firstDay: string;
  lastDay: string;
  days: number;
}

export interface CalendarizedBills {
  months: CalendarMonth[];
  gaps: DayRange[];
  overlaps: DayRange[];
  /** Bills that could not be read (end before start, negative energy), by index. */
  rejected: number[];
}

const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "01" … "31", to build day keys of a month without dates. */
const DAY_OF_MONTH = Array.from({ length: 31 }, (_, d) => String(d + 1).padStart(2, '0'));

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
        firstDay: dayKey(start),
        lastDay: dayKey(previous),
        days: (previous - start) / MS_PER_DAY + 1,
      });
    start = day;
    previous = day;
  }
  if (start !== null)
    out.push({
      firstDay: dayKey(start),
      lastDay: dayKey(previous),
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
        firstDay: dayKey(first),
        lastDay: dayKey(first + (daysInMonth(index) - 1) * MS_PER_DAY),
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
    return { firstDay: dayKey(first), lastDay: dayKey(end), days: (end - first) / MS_PER_DAY + 1 };
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

/** A series' monthly energy, daily energy and peak demand, with its coverage. */
export interface CalendarizedSeries {
  months: CalendarMonth[];
  /** Energy per day `"YYYY-MM-DD"`, kWh (UTC days). */
  dailyKwh: Map<string, number>;
  /** Highest mean power over one interval, kW, and when (ms since the epoch). */
  peakKw: number | null;
  peakAtMs: number | null;
  /** Interval of the points, minutes (given, else the most common spacing). */
  intervalMinutes: number | null;
  /** Intervals expected in the covered months but missing. */
  missingIntervals: number;
}

function commonSpacing(chunks: Readonly<Record<string, SeriesChunk>>): number | null {
  const counts = new Map<number, number>();
  for (const chunk of Object.values(chunks)) {
    for (let i = 1; i < chunk.t.length && i < 200; i += 1) {
      const step = (chunk.t[i] ?? 0) - (chunk.t[i - 1] ?? 0);
      if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const [step, count] of counts) {
    if (count > bestCount) {
      best = step;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Calendarizes a series stored as monthly chunks (`t` minutes since the month start, UTC):
 * a `kWh` series is summed (each point is the energy of the interval it starts); a `kW` series
 * is integrated as power × interval. Peak demand is the highest interval mean power:
 * kWh / (interval / 60) for energy, the value itself for power. `daily: false` skips the daily
 * totals (sub-meters need only months).
 */
export function calendarizeSeries(
  chunks: Readonly<Record<string, SeriesChunk>>,
  unit: 'kWh' | 'kW',
  intervalMinutes?: number,
  options: { daily?: boolean } = {},
): CalendarizedSeries {
  const daily = options.daily ?? true;
  const interval = intervalMinutes ?? commonSpacing(chunks);
  const hours = (interval ?? 60) / 60;
  const dailyKwh = new Map<string, number>();
  const months: CalendarMonth[] = [];
  let peakKw: number | null = null;
  let peakAtMs: number | null = null;
  let missingIntervals = 0;
  const energyFactor = unit === 'kWh' ? 1 : hours;
  const powerFactor = unit === 'kWh' ? 1 / hours : 1;
  for (const key of Object.keys(chunks).sort()) {
    const chunk = chunks[key]!;
    const index = monthIndexOf(key);
    const start = monthStartMs(index);
    const days = daysInMonth(index);
    // Per-day sums in a typed array: one pass over the points, no strings or maps per point.
    const perDay = new Float64Array(days);
    const seen = new Uint8Array(days);
    const { t, v } = chunk;
    const length = Math.min(t.length, v.length);
    let kwh = 0;
    let monthPeak = Number.NEGATIVE_INFINITY;
    let monthPeakMinute = 0;
    for (let i = 0; i < length; i += 1) {
      const minute = t[i]!;
      const value = v[i]!;
      const energy = value * energyFactor;
      kwh += energy;
      const dayIndex = (minute / 1440) | 0;
      if (dayIndex < days) {
        perDay[dayIndex] = perDay[dayIndex]! + energy;
        seen[dayIndex] = 1;
      }
      if (value > monthPeak) {
        monthPeak = value;
        monthPeakMinute = minute;
      }
    }
    let covered = 0;
    for (let d = 0; d < days; d += 1) {
      if (seen[d] === 0) continue;
      covered += 1;
      if (!daily) continue;
      const day = `${key}-${DAY_OF_MONTH[d]}`;
      dailyKwh.set(day, (dailyKwh.get(day) ?? 0) + perDay[d]!);
    }
    const power = monthPeak * powerFactor;
    if (length > 0 && (peakKw === null || power > peakKw)) {
      peakKw = power;
      peakAtMs = start + monthPeakMinute * 60_000;
    }
    if (interval) missingIntervals += Math.max(0, Math.round((days * 1440) / interval) - length);
    months.push({ month: key, kwh, cost: 0, coveredDays: covered, daysInMonth: days });
  }
  return { months, dailyKwh, peakKw, peakAtMs, intervalMinutes: interval, missingIntervals };
}
