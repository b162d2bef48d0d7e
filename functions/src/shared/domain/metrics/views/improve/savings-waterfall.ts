import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import { measureTotals } from './measure-totals.js';

/*
 * The Improve tab's savings waterfall (spec 2.11): how the measures' savings alone shrink to
 * their combined savings, energy in kWh per year.
 */

/** One step of the savings waterfall. */
export interface WaterfallStep {
  /** `sum` (the singles added up), a measure id (what it loses to the ones before it), `combined`. */
  key: string;
  /** Where the bar starts and ends, kWh per year. */
  from: number;
  to: number;
}

/**
 * The savings waterfall (energy, kWh/yr): from the sum of the measures' savings alone, down by what
 * each measure loses to the ones combined before it (its saving alone − its incremental saving in
 * the combined order), to the combined savings. Measures that lose nothing have no step.
 */
export function savingsWaterfall(figures: MetricsMeasures): WaterfallStep[] {
  const totals = measureTotals(figures);
  const steps: WaterfallStep[] = [{ key: 'sum', from: 0, to: totals.sumOfSingles.energyKwh }];
  let level = totals.sumOfSingles.energyKwh;
  for (const id of figures.order ?? []) {
    const measure = figures.measures[id];
    if (!measure?.incremental) continue;
    const lost = measure.savings.energyKwh - measure.incremental.energyKwh;
    if (Math.abs(lost) < 1e-9) continue;
    steps.push({ key: id, from: level, to: level - lost });
    level -= lost;
  }
  steps.push({ key: 'combined', from: 0, to: totals.combined.energyKwh });
  return steps;
}
