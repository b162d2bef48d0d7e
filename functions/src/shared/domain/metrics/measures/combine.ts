import { MEASURE_ORDER } from '../../../constants/measure-catalog.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { ModelCalibration } from '../energy/calibrate.js';
import { applyMeasures } from './apply-measure.js';
import { savingsFigures } from './measure-figures.js';
import type { MeasureEvaluation, MeasuresInput } from './types.js';
import { difference, variantEnergy } from './variant-energy.js';
import type { EnergyBreakdown } from './variant-energy.js';

/*
 * The measures not yet done, combined: applied cumulatively in `MEASURE_ORDER` (ids within a
 * kind), each measure's incremental savings measured on the building with the earlier ones
 * installed, so that overlapping measures are not double counted.
 */

/** The ids of the measures not yet done, in the order they are combined. */
export function measureOrder(measures: Readonly<Record<string, ImprovementMeasure>>): string[] {
  return Object.keys(measures)
    .filter((id) => measures[id]?.status !== 'done')
    .sort((a, b) => {
      const rank = (id: string) => MEASURE_ORDER.indexOf((measures[id] as ImprovementMeasure).kind);
      return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
    });
}

/** Sums year-by-year flows of several investments with different lives. */
function addFlows(total: number[], flows: readonly number[]): number[] {
  const sum = [...total];
  flows.forEach((flow, t) => (sum[t] = (sum[t] ?? 0) + flow));
  return sum;
}

/** What combining the measures gives; each evaluation also gets its `incremental` and `rank`. */
export interface Combination {
  order: string[];
  /** The building with every measure of `order` installed. */
  improved: EnergyBreakdown;
  /** Summed yearly cash flows of the measures, from time zero. */
  flows: number[];
  investment: number;
  investmentIncomplete: boolean;
  lifetimeCo2Tons: number;
}

/** Combines the measures (see the file comment), filling in each evaluation's incremental part. */
export function combineMeasures(args: {
  input: MeasuresInput;
  evaluations: Record<string, MeasureEvaluation>;
  baseline: EnergyBreakdown;
  calibration: ModelCalibration;
  escalation: number;
}): Combination {
  const { input, baseline, calibration, escalation } = args;
  const measures = args.evaluations;
  const order = measureOrder(input.measures);
  let previous: EnergyBreakdown = baseline;
  let flows: number[] = [0];
  let investment = 0;
  let investmentIncomplete = false;
  let lifetimeCo2Tons = 0;
  order.forEach((measureId, index) => {
    const chosen = order.slice(0, index + 1).map((id) => input.measures[id] as ImprovementMeasure);
    const current = variantEnergy(applyMeasures(input.model, chosen), calibration);
    const incremental = savingsFigures(difference(previous, current), input.rates);
    const evaluation = measures[measureId] as MeasureEvaluation;
    evaluation.incremental = incremental;
    evaluation.rank = index + 1;
    const invested = evaluation.investment.investment;
    if (invested === undefined) investmentIncomplete = true;
    investment += invested ?? 0;
    lifetimeCo2Tons += incremental.co2Tons * evaluation.investment.lifeYears;
    flows = addFlows(flows, [
      -(invested ?? 0),
      ...Array.from(
        { length: evaluation.investment.lifeYears },
        (_, t) => incremental.cost * (1 + escalation) ** t,
      ),
    ]);
    previous = current;
  });

  return { order, improved: previous, flows, investment, investmentIncomplete, lifetimeCo2Tons };
}
