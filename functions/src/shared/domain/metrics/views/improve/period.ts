import { daysInMonth, monthIndexOf } from '../../../common/months.js';
import type { MetricsEnergy, MetricsPeriod } from '../../../../schemas/derived/metrics.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import type { DayRange } from '../common/period-range.js';
import { MS_PER_DAY } from '../../../common/durations.js';

/*
 * The Improve tab's sidebar totals for the period in the URL (spec 2.11 Filters and Sidebar
 * totals). The figures are those of the analysis year (`period.months`): the building's energy,
 * cost and CO2 before the measures, and after every measure not yet done. A period gets the share
 * of the year's figures that its days carry, the year being spread over its months like the
 * building's monthly energy use (`energy.monthlyTotalKwh`), evenly over the days of a month. A day
 * outside the analysis year counts as the same calendar day of it: the measures are evaluated on
 * a typical year of the building, so a period next year shows what that year would use.
 * Methodology: docs/methodology.md, "What the Improve tab shows".
 */

/** Energy (kWh), cost (the building's currency; null without a price) and CO2 (t). */
export interface ImproveTotals {
  energyKwh: number;
  cost: number | null;
  co2Tons: number;
}

export interface ImprovePeriodTotals {
  before: ImproveTotals;
  after: ImproveTotals;
  /** Share of the analysis year's energy the period carries (0 … any; 1 = a year's worth). */
  shareOfYear: number;
  /** Days of the period. */
  days: number;
  /** Days of the period outside the analysis year (counted as the same day of it). */
  daysOutsideYear: number;
}

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * The share of a year's energy that `range` carries when the year's months use `monthlyKwh`
 * (parallel to `months`, `yyyy-mm`): Σ over the days of kWh of the day's calendar month in the
 * year / days of that month, over the year's total. Days outside `months` take their calendar
 * month's figure. 0 when the year uses nothing or the range is empty.
 */
export function shareOfYear(
  monthlyKwh: readonly number[],
  months: readonly string[],
  range: DayRange,
): { share: number; days: number; daysOutside: number } {
  const total = monthlyKwh.reduce((sum, kwh) => sum + kwh, 0);
  const byCalendarMonth = new Map<number, { kwh: number; days: number }>();
  months.forEach((month, index) => {
    byCalendarMonth.set(Number(month.slice(5, 7)), {
      kwh: monthlyKwh[index] ?? 0,
      days: daysInMonth(monthIndexOf(month)),
    });
  });
  const inYear = new Set(months);
  let kwh = 0;
  let days = 0;
  let daysOutside = 0;
  const end = dayMs(range.end);
  for (let ms = dayMs(range.start); ms <= end; ms += MS_PER_DAY) {
    const day = new Date(ms).toISOString();
    days += 1;
    if (!inYear.has(day.slice(0, 7))) daysOutside += 1;
    const month = byCalendarMonth.get(Number(day.slice(5, 7)));
    if (month) kwh += month.kwh / month.days;
  }
  return { share: total > 0 ? kwh / total : 0, days, daysOutside };
}

function scaled(totals: ImproveTotals, share: number): ImproveTotals {
  return {
    energyKwh: totals.energyKwh * share,
    cost: totals.cost === null ? null : totals.cost * share,
    co2Tons: totals.co2Tons * share,
  };
}

/**
 * Total energy, cost and CO2 of `range` before and after the measures not yet done (see the file
 * comment). Without measures, after = before. Before is the measures' baseline when there are
 * measures (the year as the measures see it, e.g. with the LED measure's stated lighting use),
 * else the year's figures.
 */
export function improvePeriodTotals(args: {
  energy: Pick<MetricsEnergy, 'siteKwh' | 'cost' | 'co2Kg' | 'monthlyTotalKwh'>;
  period: Pick<MetricsPeriod, 'months'>;
  measures: Pick<MetricsMeasures, 'baseline' | 'improved'> | undefined;
  range: DayRange;
}): ImprovePeriodTotals {
  const { energy, measures } = args;
  const priced = energy.cost !== undefined;
  const year: ImproveTotals = measures
    ? {
        energyKwh: measures.baseline.energyKwh,
        cost: priced ? measures.baseline.cost : null,
        co2Tons: measures.baseline.co2Tons,
      }
    : { energyKwh: energy.siteKwh, cost: energy.cost ?? null, co2Tons: energy.co2Kg / 1000 };
  const improved: ImproveTotals = measures
    ? {
        energyKwh: measures.improved.energyKwh,
        cost: priced ? measures.improved.cost : null,
        co2Tons: measures.improved.co2Tons,
      }
    : year;
  const { share, days, daysOutside } = shareOfYear(
    energy.monthlyTotalKwh,
    args.period.months,
    args.range,
  );
  return {
    before: scaled(year, share),
    after: scaled(improved, share),
    shareOfYear: share,
    days,
    daysOutsideYear: daysOutside,
  };
}
