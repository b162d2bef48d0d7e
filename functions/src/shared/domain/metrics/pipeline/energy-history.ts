import type { Carrier } from '../energy/carriers.js';
import type { PeriodEnergy } from '../energy/periods.js';
import { aggregateDays, aggregateMonths, historicalComparisons } from '../energy/periods.js';
import type { MeteredData } from './metered-data.js';

/** Periods and their energy as two parallel lists (the stored shape of a granularity). */
function parallel(list: readonly PeriodEnergy[] | null) {
  if (!list || list.length === 0) return undefined;
  return { periods: list.map((p) => p.period), kwh: list.map((p) => p.kwh) };
}

/** Complete months per carrier: full-month bills, else (electricity) the main meter. */
export function historyByCarrier(data: MeteredData): Partial<Record<Carrier, Map<string, number>>> {
  const out: Partial<Record<Carrier, Map<string, number>>> = {};
  for (const [carrier, list] of Object.entries(data.bills) as [
    Carrier,
    MeteredData['bills'][Carrier],
  ][]) {
    const map = new Map<string, number>();
    for (const month of list ?? [])
      if (month.coveredDays === month.daysInMonth) map.set(month.month, month.kwh);
    out[carrier] = map;
  }
  if (data.overallMonthly.size > 0) {
    const map = out.electricity ?? new Map<string, number>();
    for (const [month, kwh] of data.overallMonthly) if (!map.has(month)) map.set(month, kwh);
    out.electricity = map;
  }
  return out;
}

/** The building's total per month: the sum of the carriers, over the months every carrier has. */
function totalHistory(
  byCarrier: Partial<Record<Carrier, Map<string, number>>>,
): Map<string, number> {
  const maps = Object.values(byCarrier).filter(
    (m): m is Map<string, number> => m !== undefined && m.size > 0,
  );
  const out = new Map<string, number>();
  if (maps.length === 0) return out;
  const months = [...maps[0]!.keys()].filter((month) => maps.every((map) => map.has(month))).sort();
  for (const month of months)
    out.set(
      month,
      maps.reduce((s, map) => s + (map.get(month) ?? 0), 0),
    );
  return out;
}

/**
 * The energy history (docs/methodology.md §1.5): the total and per-carrier complete months, the
 * comparison periods ending with the last analysis month, and the stored granularities (year,
 * quarter and month from the monthly totals; week and day from the main meter's days).
 */
export function energyHistory(
  byCarrier: Partial<Record<Carrier, Map<string, number>>>,
  data: MeteredData,
  months: readonly string[],
) {
  const monthlyHistory = totalHistory(byCarrier);
  const monthEntries = [...monthlyHistory.entries()];
  const dayEntries = [...data.dailyKwh.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    monthlyKwh: monthlyHistory,
    byCarrier,
    comparisons: historicalComparisons(monthlyHistory, months[months.length - 1]!),
    granularity: {
      year: parallel(aggregateMonths(monthEntries, 'year')),
      quarter: parallel(aggregateMonths(monthEntries, 'quarter')),
      month: parallel(aggregateMonths(monthEntries, 'month')),
      week: dayEntries.length > 0 ? parallel(aggregateDays(dayEntries, 'week')) : undefined,
      day:
        dayEntries.length > 0
          ? { periods: dayEntries.map(([period]) => period), kwh: dayEntries.map(([, kwh]) => kwh) }
          : undefined,
    },
  };
}
