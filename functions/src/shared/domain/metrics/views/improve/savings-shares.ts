import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import type { SavingsFigure } from './savings.js';

/*
 * The Improve tab's Energy Savings, Cost Savings and Emissions Avoided breakdowns (spec 2.11):
 * each measure's share of the combined savings, in %.
 */

/** One slice of a savings breakdown: a measure's share of the combined savings, %. */
export interface SavingsShare {
  measureId: string;
  /** Stored `sharePct` of the figure (0–100); null where the combined figure is 0. */
  pct: number | null;
}

/**
 * The Energy Savings, Cost Savings and Emissions Avoided breakdowns (spec 2.11, in %): each
 * measure of the combined order with its stored share of the combined savings (its incremental
 * saving / the combined saving × 100, so the shares add up to 100). Measures done are not in the
 * combination: `doneCount` says how many were left out.
 */
export function savingsShares(
  figures: MetricsMeasures,
  figure: SavingsFigure,
): { shares: SavingsShare[]; doneCount: number } {
  const order = figures.order ?? [];
  const shares = order.flatMap((measureId) => {
    const measure = figures.measures[measureId];
    return measure ? [{ measureId, pct: measure.sharePct?.[figure] ?? null }] : [];
  });
  const inOrder = new Set(order);
  const doneCount = Object.keys(figures.measures).filter((id) => !inOrder.has(id)).length;
  return { shares, doneCount };
}
