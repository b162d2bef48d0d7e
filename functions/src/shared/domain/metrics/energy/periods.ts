import type { ComparisonPeriod, Granularity } from '../../../schemas/enums/analysis.js';
import { monthIndexOf, monthKeyOf } from '../../common/months.js';

/** The granularities of the energy screens (spec 9.4); `date` belongs to the Improve filters only. */
export type EnergyGranularity = Exclude<Granularity, 'date'>;

/** Energy of one period: key `2025`, `2025-Q1`, `2025-03`, `2025-W10` (ISO week) or `2025-03-04`. */
export interface PeriodEnergy {
  period: string;
  kwh: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12), by integer arithmetic. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/**
 * ISO 8601 week of a UTC day `"YYYY-MM-DD"`: `"YYYY-Www"`. Weeks start on Monday; week 1 holds
 * the year's first Thursday, so a week belongs to the year of its Thursday. Integer arithmetic
 * only (called for every day of a year of interval data).
 */
export function isoWeekOf(day: string): string {
  const known = WEEK_OF_DAY.get(day);
  if (known !== undefined) return known;
  const week = computeIsoWeek(day);
  // The same few hundred days recur across a portfolio's buildings: kept, within a bound.
  if (WEEK_OF_DAY.size >= WEEK_CACHE_DAYS) WEEK_OF_DAY.clear();
  WEEK_OF_DAY.set(day, week);
  return week;
}

/** Days whose ISO week is kept (about eleven years). */
const WEEK_CACHE_DAYS = 4096;
const WEEK_OF_DAY = new Map<string, string>();

function computeIsoWeek(day: string): string {
  const year = Number(day.slice(0, 4));
  const days = daysFromCivil(year, Number(day.slice(5, 7)), Number(day.slice(8, 10)));
  const weekday = (((days + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday; Monday = 0
  const thursday = days - weekday + 3;
  let weekYear = year;
  if (thursday < daysFromCivil(year, 1, 1)) weekYear = year - 1;
  else if (thursday >= daysFromCivil(year + 1, 1, 1)) weekYear = year + 1;
  const week = Math.floor((thursday - daysFromCivil(weekYear, 1, 1)) / 7) + 1;
  return `${weekYear}-W${week < 10 ? '0' : ''}${week}`;
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
  for (const [item, kwh] of entries) {
    const period = key(item);
    sums.set(period, (sums.get(period) ?? 0) + kwh);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
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
