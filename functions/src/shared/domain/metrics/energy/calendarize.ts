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
} from './months.js';

/** A bill for any period: first and last day included (`"YYYY-MM-DD"`), energy in kWh, cost. */
export interface PeriodBill {
  firstDay: string;
  lastDay: string;
  kwh: number;
  costUsd?: number;
}

/** One calendar month of a carrier after calendarization. */
export interface CalendarMonth {
  month: string;
  kwh: number;
  costUsd: number;
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
  const perDay = new Map<number, { kwh: number; cost: number; count: number }>();
  const rejected: number[] = [];
  bills.forEach((bill, index) => {
    let first: number;
    let last: number;
    try {
      first = dayStartMs(bill.firstDay);
      last = dayStartMs(bill.lastDay);
    } catch {
      rejected.push(index);
      return;
    }
    if (last < first || !(bill.kwh >= 0)) {
      rejected.push(index);
      return;
    }
    const days = (last - first) / MS_PER_DAY + 1;
    for (let day = first; day <= last; day += MS_PER_DAY) {
      const entry = perDay.get(day) ?? { kwh: 0, cost: 0, count: 0 };
      entry.kwh += bill.kwh / days;
      entry.cost += (bill.costUsd ?? 0) / days;
      entry.count += 1;
      perDay.set(day, entry);
    }
  });
  const days = [...perDay.keys()].sort((a, b) => a - b);
  const byMonth = new Map<number, CalendarMonth>();
  for (const day of days) {
    const entry = perDay.get(day)!;
    const index = monthIndexOfMs(day);
    const month = byMonth.get(index) ?? {
      month: monthKeyOf(index),
      kwh: 0,
      costUsd: 0,
      coveredDays: 0,
      daysInMonth: daysInMonth(index),
    };
    month.kwh += entry.kwh;
    month.costUsd += entry.cost;
    month.coveredDays += 1;
    byMonth.set(index, month);
  }
  const missing: number[] = [];
  const first = days[0];
  const last = days[days.length - 1];
  if (first !== undefined && last !== undefined) {
    for (let day = first; day <= last; day += MS_PER_DAY) if (!perDay.has(day)) missing.push(day);
  }
  const overlapping = days.filter((day) => (perDay.get(day)?.count ?? 0) > 1);
  const months = [...byMonth.entries()].sort(([a], [b]) => a - b).map(([, month]) => month);
  return { months, gaps: ranges(missing), overlaps: ranges(overlapping), rejected };
}

/** Monthly bill rows of the wizard (`"YYYY-MM"`) as period bills of whole months. */
export function monthlyRowsAsBills(
  rows: Readonly<Record<string, ConsumptionRow>> | undefined,
): PeriodBill[] {
  return Object.values(rows ?? {})
    .filter((row) => /^\d{4}-\d{2}$/.test(row.month))
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => {
      const index = monthIndexOf(row.month);
      const first = monthStartMs(index);
      return {
        firstDay: dayKey(first),
        lastDay: dayKey(first + (daysInMonth(index) - 1) * MS_PER_DAY),
        kwh: row.consumptionKwh,
        costUsd: row.costUsd,
      };
    });
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
 * kWh / (interval / 60) for energy, the value itself for power.
 */
export function calendarizeSeries(
  chunks: Readonly<Record<string, SeriesChunk>>,
  unit: 'kWh' | 'kW',
  intervalMinutes?: number,
): CalendarizedSeries {
  const interval = intervalMinutes ?? commonSpacing(chunks);
  const hours = (interval ?? 60) / 60;
  const dailyKwh = new Map<string, number>();
  const months: CalendarMonth[] = [];
  let peakKw: number | null = null;
  let peakAtMs: number | null = null;
  let missingIntervals = 0;
  for (const key of Object.keys(chunks).sort()) {
    const chunk = chunks[key]!;
    const index = monthIndexOf(key);
    const start = monthStartMs(index);
    const days = daysInMonth(index);
    let kwh = 0;
    const covered = new Set<number>();
    for (let i = 0; i < chunk.t.length; i += 1) {
      const minute = chunk.t[i] ?? 0;
      const value = chunk.v[i] ?? 0;
      const energy = unit === 'kWh' ? value : value * hours;
      const power = unit === 'kWh' ? value / hours : value;
      kwh += energy;
      const dayIndex = Math.floor(minute / 1440);
      covered.add(dayIndex);
      const day = dayKey(start + dayIndex * MS_PER_DAY);
      dailyKwh.set(day, (dailyKwh.get(day) ?? 0) + energy);
      if (peakKw === null || power > peakKw) {
        peakKw = power;
        peakAtMs = start + minute * 60_000;
      }
    }
    if (interval)
      missingIntervals += Math.max(0, Math.round((days * 1440) / interval) - chunk.t.length);
    months.push({ month: key, kwh, costUsd: 0, coveredDays: covered.size, daysInMonth: days });
  }
  return { months, dailyKwh, peakKw, peakAtMs, intervalMinutes: interval, missingIntervals };
}
