import { END_USES, type EndUse } from '../../../../schemas/derived/metrics-keys.js';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';

/*
 * The Improve tab's Potential Savings chart (spec 2.11): the building's energy per end use before
 * and after every measure not yet done, kWh per year.
 */

/** The end uses a chart of the building's energy by end use shows, or the whole building. */
export type EndUseOrTotal = EndUse | 'total';

/** One bar pair of the Potential Savings chart, kWh per year. */
export interface EndUseBeforeAfter {
  endUse: EndUseOrTotal;
  baselineKwh: number;
  improvedKwh: number;
}

/**
 * Potential Savings (spec 2.11): the building's energy per end use before (baseline) and after
 * (improved) every measure not yet done, kWh/yr, end uses with energy in either state only; one
 * `total` row where the figures hold no split by end use. `savingsPct`: the combined energy
 * saving as % of the baseline (stored `totals.savingsPct.energy`, else savings / baseline × 100),
 * null where the baseline is 0.
 */
export function potentialSavings(figures: MetricsMeasures): {
  rows: EndUseBeforeAfter[];
  savingsPct: number | null;
} {
  const { baseline, improved, totals } = figures;
  const storedPct = totals.savingsPct?.energy;
  const savingsPct =
    storedPct ??
    (baseline.energyKwh > 0 ? (totals.savings.energyKwh / baseline.energyKwh) * 100 : null);
  if (!baseline.byEndUseKwh) {
    const total = {
      endUse: 'total' as const,
      baselineKwh: baseline.energyKwh,
      improvedKwh: improved.energyKwh,
    };
    return { rows: total.baselineKwh > 0 || total.improvedKwh > 0 ? [total] : [], savingsPct };
  }
  const rows = END_USES.map((endUse) => ({
    endUse,
    baselineKwh: baseline.byEndUseKwh?.[endUse] ?? 0,
    improvedKwh: improved.byEndUseKwh?.[endUse] ?? 0,
  })).filter((row) => row.baselineKwh !== 0 || row.improvedKwh !== 0);
  return { rows, savingsPct };
}
