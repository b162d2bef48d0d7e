import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import { savingsTriple, type SavingsTriple } from './savings.js';

/*
 * The totals row of the Improve tab's measures table (spec 2.11): the measures not yet done
 * combined, against the sum of their savings alone. Energy in kWh per year, CO2 in tonnes per
 * year, money in the building's currency.
 */

/**
 * The totals row: the combined savings of the measures not yet done (each measure applied on top
 * of the ones before it, so overlaps count once), the sum of their savings alone, and the
 * difference — what the measures take from each other (a better envelope leaves less heat for a
 * new boiler to save).
 */
export interface MeasureTotals {
  combined: SavingsTriple;
  sumOfSingles: SavingsTriple;
  /** `sumOfSingles − combined`: positive where measures overlap. */
  overlap: SavingsTriple;
  investment: number;
  investmentIncomplete: boolean;
  paybackYears: number | null;
  irrPct: number | null;
}

/** The totals row of the measures not yet done (`figures.order`). */
export function measureTotals(figures: MetricsMeasures): MeasureTotals {
  const sum: SavingsTriple = { energyKwh: 0, cost: 0, co2Tons: 0 };
  for (const id of figures.order ?? []) {
    const measure = figures.measures[id];
    if (!measure) continue;
    sum.energyKwh += measure.savings.energyKwh;
    sum.cost += measure.savings.cost;
    sum.co2Tons += measure.savings.co2Tons;
  }
  const combined = savingsTriple(figures.totals.savings);
  return {
    combined,
    sumOfSingles: sum,
    overlap: {
      energyKwh: sum.energyKwh - combined.energyKwh,
      cost: sum.cost - combined.cost,
      co2Tons: sum.co2Tons - combined.co2Tons,
    },
    investment: figures.totals.investment,
    investmentIncomplete: figures.totals.investmentIncomplete,
    paybackYears: figures.totals.simplePaybackYears ?? null,
    irrPct: figures.totals.irrPct ?? null,
  };
}
