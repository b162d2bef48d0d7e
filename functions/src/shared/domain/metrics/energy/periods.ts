import type { ComparisonPeriod, Granularity } from '../../../schemas/enums.js';
import { monthIndexOf, monthKeyOf } from './months.js';

/** The granularities of the energy screens (spec 9.4); `date` belongs to the Improve filters only. */
export type EnergyGranularity = Exclude<Granularity, 'date'>;

/** Energy of one period: key `2025`, `2025-Q1`, `2025-03`, `2025-W10` (ISO week) or `2025-03-04`. */
export interface PeriodEnergy {
  period: string;
  kwh: number;
}

/** ISO 8601 week of a UTC day `"YYYY-MM-DD"`: `"YYYY-Www"` (weeks start on Monday). */
export function isoWeekOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const weekYear = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(weekYear, 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  firstThursday.setUTCDate(firstThursday.getUTCDate() - firstWeekday + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

function keyOf(day: string, granularity: EnergyGranularity): string {
  switch (granularity) {
    case 'year':
      return day.slice(0, 4);
    case 'quarter':
      return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
    case 'month':
      return day.slice(0, 7);
    case 'week':
      return isoWeekOf(day);
    case 'day':
      return day;
  }
}

function group(entries: Iterable<[string, number]>, key: (item: string) => string): PeriodEnergy[] {
  const sums = new Map<string, number>();
  for (const [item, kwh] of entries) sums.set(key(item), (sums.get(key(item)) ?? 0) + kwh);
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, kwh]) => ({ period, kwh }));
}

/**
 * Monthly energy by Year, Quarter or Month. Week and Day need daily data (interval series):
 * monthly bills cannot be split into weeks without inventing a profile, so they return null.
 */
export function aggregateMonths(
  monthly: Iterable<[string, number]>,
  granularity: EnergyGranularity,
): PeriodEnergy[] | null {
  if (granularity === 'week' || granularity === 'day') return null;
  return group(monthly, (month) => keyOf(`${month}-01`, granularity));
}

/** Daily energy (`"YYYY-MM-DD"` → kWh) by any granularity. */
export function aggregateDays(
  daily: Iterable<[string, number]>,
  granularity: EnergyGranularity,
): PeriodEnergy[] {
  return group(daily, (day) => keyOf(day, granularity));
}

/** A historical comparison: current and previous period, change in % (null when previous is 0 or missing). */
export interface HistoricalComparison {
  period: ComparisonPeriod;
  currentMonths: string[];
  previousMonths: string[];
  currentKwh: number | null;
  previousKwh: number | null;
  changePct: number | null;
}

function total(monthly: ReadonlyMap<string, number>, months: readonly string[]): number | null {
  let sum = 0;
  for (const month of months) {
    const kwh = monthly.get(month);
    if (kwh === undefined) return null;
    sum += kwh;
  }
  return sum;
}

/**
 * The three historical comparisons of spec 9.4 for a reference month (the last complete month):
 * Same Month Last Year (M vs M − 12), Last Month (M vs M − 1) and Previous 12 Month Period
 * (M − 11 … M vs M − 23 … M − 12). A period with a missing month has no total (null), so a gap is
 * never compared as if it were zero.
 */
export function historicalComparisons(
  monthly: ReadonlyMap<string, number>,
  referenceMonth: string,
): HistoricalComparison[] {
  const m = monthIndexOf(referenceMonth);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => monthKeyOf(from + i));
  const definitions: [ComparisonPeriod, string[], string[]][] = [
    ['sameMonthLastYear', [monthKeyOf(m)], [monthKeyOf(m - 12)]],
    ['lastMonth', [monthKeyOf(m)], [monthKeyOf(m - 1)]],
    ['previous12Months', range(m - 11, m), range(m - 23, m - 12)],
  ];
  return definitions.map(([period, currentMonths, previousMonths]) => {
    const currentKwh = total(monthly, currentMonths);
    const previousKwh = total(monthly, previousMonths);
    const changePct =
      currentKwh !== null && previousKwh !== null && previousKwh > 0
        ? ((currentKwh - previousKwh) / previousKwh) * 100
        : null;
    return { period, currentMonths, previousMonths, currentKwh, previousKwh, changePct };
  });
}
