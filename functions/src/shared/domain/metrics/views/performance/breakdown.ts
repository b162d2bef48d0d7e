import type { BuildingMetrics, EndUse } from '../../../../schemas/derived/metrics.js';
import { END_USES } from '../../../../schemas/derived/metrics.js';
import type { DayRange } from '../common/period-range.js';
import { monthInRange } from '../common/period-range.js';

/** What the breakdown measures: energy (kWh), cost (the building's currency) or CO2 (kg). */
export type BreakdownMeasure = 'energy' | 'cost' | 'co2';

export interface BreakdownSlice {
  endUse: EndUse;
  /** kWh, money or kg CO2, per `measure`. */
  value: number;
  /** Share of the total, %. */
  sharePct: number;
  /** Sub-metered in every month of the analysis year, or estimated by the model. */
  basis: 'metered' | 'modelled';
}

/** The Consumption, Cost and CO2 Emissions Breakdown (spec 2.9) over the chosen months. */
export interface BreakdownView {
  measure: BreakdownMeasure;
  slices: BreakdownSlice[];
  total: number;
  /** Months of the analysis year inside the range: the breakdown covers these. */
  months: string[];
}

type Metrics = Pick<BuildingMetrics, 'energy' | 'period'>;

/**
 * Energy, cost or CO2 by sub-system over the months of the analysis year that the range overlaps.
 * Energy sums the sub-system's monthly kWh; cost and CO2 take the sub-system's annual figure in
 * proportion to the energy of those months (each carrier has one price and one factor over the
 * year, so the proportion is exact for a single-carrier sub-system and the energy-weighted mean
 * otherwise). Plug loads get their own slice when the building has any; else they are in Others.
 * Null when the range misses the analysis year, or when cost is asked and no price is known.
 */
export function breakdownView(
  metrics: Metrics,
  range: DayRange,
  measure: BreakdownMeasure,
): BreakdownView | null {
  const indexes: number[] = [];
  const months: string[] = [];
  metrics.period.months.forEach((month, i) => {
    if (monthInRange(month, range)) {
      indexes.push(i);
      months.push(month);
    }
  });
  if (indexes.length === 0) return null;
  if (measure === 'cost' && metrics.energy.cost === undefined) return null;
  const slices: BreakdownSlice[] = [];
  for (const endUse of END_USES) {
    const figures = metrics.energy.endUses[endUse];
    if (!figures) continue;
    const kwh = indexes.reduce((sum, i) => sum + (figures.monthlyKwh[i] ?? 0), 0);
    const share = figures.siteKwh > 0 ? kwh / figures.siteKwh : 0;
    const value =
      measure === 'energy'
        ? kwh
        : measure === 'cost'
          ? (figures.cost ?? 0) * share
          : figures.co2Kg * share;
    slices.push({ endUse, value, sharePct: 0, basis: figures.basis });
  }
  const plug = slices.find((slice) => slice.endUse === 'plugLoads');
  const others = slices.find((slice) => slice.endUse === 'others');
  if (plug && plug.value <= 0 && others) {
    others.value += plug.value;
    slices.splice(slices.indexOf(plug), 1);
  }
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  for (const slice of slices) slice.sharePct = total > 0 ? (slice.value / total) * 100 : 0;
  return { measure, slices: slices.filter((slice) => slice.value > 0), total, months };
}

/** How much of the building's energy the sub-meters explain (what no competing tool shows). */
export interface SubMeterCoverage {
  /** Sub-systems metered in every month of the analysis year. */
  metered: EndUse[];
  modelled: EndUse[];
  /** kWh of the metered sub-systems over the analysis year. */
  meteredKwh: number;
  /** Share of the site energy the metered sub-systems explain, %. */
  explainedPct: number;
  /** Carriers bought by meter or bills in every month (the totals are measured, not modelled). */
  meteredCarriers: string[];
}

/** Sub-meter coverage over the analysis year: which sub-systems are metered and their share. */
export function subMeterCoverage(energy: BuildingMetrics['energy']): SubMeterCoverage {
  const metered: EndUse[] = [];
  const modelled: EndUse[] = [];
  let meteredKwh = 0;
  for (const endUse of END_USES) {
    const figures = energy.endUses[endUse];
    if (!figures || figures.siteKwh <= 0) continue;
    if (figures.basis === 'metered') {
      metered.push(endUse);
      meteredKwh += figures.siteKwh;
    } else modelled.push(endUse);
  }
  const meteredCarriers = Object.entries(energy.carriers)
    .filter(([, figures]) => figures?.basis === 'metered')
    .map(([carrier]) => carrier);
  return {
    metered,
    modelled,
    meteredKwh,
    explainedPct: energy.siteKwh > 0 ? (meteredKwh / energy.siteKwh) * 100 : 0,
    meteredCarriers,
  };
}
