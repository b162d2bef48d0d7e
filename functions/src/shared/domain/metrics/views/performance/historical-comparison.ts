import type { BuildingMetrics } from '../../../../schemas/derived/metrics.js';
import type { ComparisonPeriod } from '../../../../schemas/enums/analysis.js';
import { historicalComparisons } from '../../energy/periods.js';
import type { DayRange } from '../common/period-range.js';

/** One pair of the side-by-side bars: a month of the current period and its counterpart. */
export interface ComparisonPair {
  currentMonth: string;
  previousMonth: string;
  currentKwh: number | null;
  previousKwh: number | null;
}

/** The Historical Comparison chart (spec 2.9, 9.4): current against previous, with the change. */
export interface HistoricalComparisonView {
  period: ComparisonPeriod;
  /** The month the comparison ends with: the period's last month with data. */
  referenceMonth: string;
  pairs: ComparisonPair[];
  /** Totals, kWh; null when a month of the period has no data (a gap is never taken as 0). */
  currentKwh: number | null;
  previousKwh: number | null;
  /** (current − previous) / previous × 100; null without both totals or with previous = 0. */
  changePct: number | null;
}

/**
 * The chosen comparison ending with the last month of the range that has data (so a range
 * reaching into the current, incomplete month compares the last complete one). Null when the
 * building has no monthly history up to the range's end.
 */
export function historicalComparisonView(
  history: Pick<BuildingMetrics['history'], 'monthlyKwh'>,
  range: DayRange,
  period: ComparisonPeriod,
): HistoricalComparisonView | null {
  const monthly = new Map(Object.entries(history.monthlyKwh ?? {}));
  const endMonth = range.end.slice(0, 7);
  const candidates = [...monthly.keys()].filter((month) => month <= endMonth).sort();
  const referenceMonth = candidates[candidates.length - 1];
  if (!referenceMonth) return null;
  const comparison = historicalComparisons(monthly, referenceMonth).find(
    (item) => item.period === period,
  )!;
  const pairs = comparison.currentMonths.map((currentMonth, i) => {
    const previousMonth = comparison.previousMonths[i]!;
    return {
      currentMonth,
      previousMonth,
      currentKwh: monthly.get(currentMonth) ?? null,
      previousKwh: monthly.get(previousMonth) ?? null,
    };
  });
  return {
    period,
    referenceMonth,
    pairs,
    currentKwh: comparison.currentKwh,
    previousKwh: comparison.previousKwh,
    changePct: comparison.changePct,
  };
}
