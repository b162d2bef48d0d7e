import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';

/*
 * The Improve tab's Payback chart (spec 2.11): the combined measures' cumulative cash flow by
 * year, in the building's currency, and when it crosses zero.
 */

/** The Payback chart's line and where it crosses zero. */
export interface PaybackCurve {
  /** Cumulative cash flow at the end of each year (year 0 = −investment), currency. */
  points: { year: number; cumulative: number }[];
  /** The first whole year whose cumulative cash flow is ≥ 0; null when none is. */
  paybackYear: number | null;
  /**
   * When it crosses zero, years, interpolated linearly within the year it crosses (cash flow
   * spread evenly over the year); null when it never does within the measures' lives.
   */
  paybackYears: number | null;
}

/** The Payback chart (spec 2.11): the combined cumulative cash flow by year, and its payback. */
export function paybackCurve(figures: MetricsMeasures): PaybackCurve {
  const flow = figures.totals.cumulativeCashFlow;
  const points = flow.map((cumulative, year) => ({ year, cumulative }));
  const index = flow.findIndex((value) => value >= 0);
  if (index < 0) return { points, paybackYear: null, paybackYears: null };
  const before = flow[index - 1];
  const at = flow[index] ?? 0;
  const paybackYears =
    index === 0 || before === undefined ? 0 : index - 1 + -before / (at - before);
  return { points, paybackYear: index, paybackYears };
}
