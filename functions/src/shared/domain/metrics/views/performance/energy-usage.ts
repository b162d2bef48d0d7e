import type { BuildingMetrics, Carrier, EndUse } from '../../../../schemas/derived/metrics.js';
import { CARRIERS, END_USES } from '../../../../schemas/derived/metrics.js';
import type { EnergyGranularity } from '../../energy/periods.js';
import { aggregateDays, aggregateMonths } from '../../energy/periods.js';
import type { DayRange } from '../common/period-range.js';
import { dayInRange, monthInRange } from '../common/period-range.js';

/** How the Building Energy Usage chart splits its bars. */
export type UsageStack = 'subSystem' | 'carrier';

/**
 * Keys of the usage series: an end use, a carrier, `unsplit` (energy of months outside the
 * analysis year, whose sub-system split is not computed) or `intervalMeter` (day and week bars
 * come from the overall interval meter, which has no split).
 */
export type UsageSeriesKey = EndUse | Carrier | 'unsplit' | 'intervalMeter';

export interface UsageSeries {
  key: UsageSeriesKey;
  /** kWh per period, aligned with `periods`; null where the series has no figure. */
  kwh: (number | null)[];
}

/** The Building Energy Usage chart (spec 2.9): energy per period, stacked. */
export interface EnergyUsageView {
  granularity: EnergyGranularity;
  /** The split actually used (day and week have none: `null`). */
  stack: UsageStack | null;
  /** Period keys: `2025`, `2025-Q1`, `2025-03`, `2025-W10` or `2025-03-04`. */
  periods: string[];
  series: UsageSeries[];
  /** Sum of every bar, kWh. */
  totalKwh: number;
  /** Where the bars come from: monthly bills and meters, or the overall interval meter. */
  source: 'monthly' | 'intervalMeter';
}

type Metrics = Pick<BuildingMetrics, 'energy' | 'history' | 'period'>;

const sortedEntries = (record: Readonly<Record<string, number>> | undefined) =>
  Object.entries(record ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function bySeries(
  periods: readonly string[],
  key: UsageSeriesKey,
  values: ReadonlyMap<string, number>,
): UsageSeries {
  return { key, kwh: periods.map((period) => values.get(period) ?? null) };
}

const toMap = (list: { period: string; kwh: number }[] | null) =>
  new Map((list ?? []).map(({ period, kwh }) => [period, kwh]));

/**
 * Energy of the period at a granularity, stacked by sub-system or by carrier (spec 2.9). Year,
 * quarter and month bars sum the calendarized months that overlap the range (whole months); day
 * and week bars sum the overall interval meter's days within the range. The sub-system split
 * exists for the months of the analysis year only: energy of other months goes to `unsplit`, so
 * every bar keeps its measured height. Series with no energy in the range are left out.
 */
export function energyUsageView(
  metrics: Metrics,
  range: DayRange,
  granularity: EnergyGranularity,
  stack: UsageStack,
): EnergyUsageView {
  if (granularity === 'day' || granularity === 'week') {
    const day = metrics.history.granularity?.day;
    const days: [string, number][] = [];
    day?.periods.forEach((period, i) => {
      if (dayInRange(period, range)) days.push([period, day.kwh[i] ?? 0]);
    });
    const grouped = aggregateDays(days, granularity);
    const periods = grouped.map(({ period }) => period);
    const series = periods.length > 0 ? [bySeries(periods, 'intervalMeter', toMap(grouped))] : [];
    return finish({ granularity, stack: null, periods, series, source: 'intervalMeter' });
  }
  const months = sortedEntries(metrics.history.monthlyKwh).filter(([month]) =>
    monthInRange(month, range),
  );
  const totals = aggregateMonths(months, granularity) ?? [];
  const periods = totals.map(({ period }) => period);
  const series: UsageSeries[] = [];
  if (stack === 'carrier') {
    for (const carrier of CARRIERS) {
      const monthly = sortedEntries(metrics.history.byCarrier?.[carrier]).filter(([month]) =>
        monthInRange(month, range),
      );
      if (monthly.length === 0) continue;
      series.push(bySeries(periods, carrier, toMap(aggregateMonths(monthly, granularity))));
    }
  } else {
    const analysis = new Map(metrics.period.months.map((month, i) => [month, i]));
    for (const endUse of END_USES) {
      const monthlyKwh = metrics.energy.endUses[endUse]?.monthlyKwh ?? [];
      const monthly: [string, number][] = months
        .filter(([month]) => analysis.has(month))
        .map(([month]) => [month, monthlyKwh[analysis.get(month)!] ?? 0]);
      series.push(bySeries(periods, endUse, toMap(aggregateMonths(monthly, granularity))));
    }
    const outside = months.filter(([month]) => !analysis.has(month));
    if (outside.length > 0)
      series.push(bySeries(periods, 'unsplit', toMap(aggregateMonths(outside, granularity))));
  }
  return finish({ granularity, stack, periods, series, source: 'monthly' });
}

function finish(view: Omit<EnergyUsageView, 'totalKwh'>): EnergyUsageView {
  const series = view.series.filter((item) => item.kwh.some((kwh) => kwh !== null && kwh !== 0));
  let totalKwh = 0;
  for (const item of series) for (const kwh of item.kwh) totalKwh += kwh ?? 0;
  return { ...view, series, totalKwh };
}
