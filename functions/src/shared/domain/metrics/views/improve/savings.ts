import type { MetricsSavings } from '../../../../schemas/derived/metrics-measures.js';

/*
 * The savings figures the Improve tab's table and charts show (spec 2.11): energy in kWh per
 * year, cost in the building's currency per year, CO2 in tonnes per year.
 */

/** Energy, cost and CO2 savings per year. */
export interface SavingsTriple {
  energyKwh: number;
  cost: number;
  co2Tons: number;
}

/** A savings figure of the measures: energy (kWh/yr), cost (currency/yr) or CO2 (t/yr). */
export type SavingsFigure = 'energy' | 'cost' | 'co2';

/** The energy, cost and CO2 of stored savings, without their split by end use. */
export function savingsTriple(savings: MetricsSavings): SavingsTriple {
  return { energyKwh: savings.energyKwh, cost: savings.cost, co2Tons: savings.co2Tons };
}
