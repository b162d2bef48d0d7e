import { END_USES, type EndUse } from '../../../../schemas/derived/metrics-keys.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';

/*
 * The Improve tab's Improvement Area Chart for Sub System (spec 2.11): the building's energy per
 * end use, kWh per year, as the measures of the combined order are added one by one.
 */

/** One step of the Improvement Area Chart: the energy per end use after it, kWh/yr. */
export interface AreaStep {
  /** `baseline`, then the id of the measure added at this step. */
  key: string;
  byEndUseKwh: Record<EndUse, number>;
}

/**
 * The Improvement Area Chart for Sub System (spec 2.11): the building's energy per end use at
 * each step of the combined order: the baseline, then after each measure in turn (the baseline
 * minus the incremental savings of the measures added so far), so the last step is the improved
 * building. `endUses`: the end uses with energy at the baseline or saved by some measure.
 */
export function improvementAreaSteps(figures: MetricsMeasures): {
  endUses: EndUse[];
  steps: AreaStep[];
} {
  const measures = (figures.order ?? []).flatMap((id) => {
    const measure = figures.measures[id];
    return measure ? [{ id, saved: measure.incremental?.byEndUseKwh ?? {} }] : [];
  });
  const baseline = figures.baseline.byEndUseKwh ?? {};
  const endUses = END_USES.filter(
    (endUse) =>
      (baseline[endUse] ?? 0) !== 0 || measures.some((one) => (one.saved[endUse] ?? 0) !== 0),
  );
  const level = Object.fromEntries(
    END_USES.map((endUse) => [endUse, baseline[endUse] ?? 0]),
  ) as Record<EndUse, number>;
  const steps: AreaStep[] = [{ key: 'baseline', byEndUseKwh: { ...level } }];
  for (const { id, saved } of measures) {
    for (const endUse of END_USES) level[endUse] -= saved[endUse] ?? 0;
    steps.push({ key: id, byEndUseKwh: { ...level } });
  }
  return { endUses, steps };
}
