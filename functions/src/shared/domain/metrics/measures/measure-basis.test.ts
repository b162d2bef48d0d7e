import { describe, expect, it } from 'vitest';
import { MEASURE_KINDS } from '../../../schemas/enums/analysis.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import { metricsMeasureBasisSchema } from '../../../schemas/derived/metrics-measures.js';
import { computeBuildingMetrics } from '../pipeline/compute-building-metrics.js';
import { evaluateMeasures } from './evaluate-measures.js';
import {
  measureBasisOfStored,
  measuresInputOfBasis,
  modelInputOfBasis,
  storedMeasureBasis,
} from './measure-basis.js';
import { TEST_OFFICE, measureOf, testOfficeInput } from '../../../testing/measures-test-office.js';

/** Every catalog measure with its inputs, and a custom one with a stated saving. */
const MEASURES: Record<string, ImprovementMeasure> = Object.fromEntries(
  MEASURE_KINDS.map((kind) => [
    `m-${kind}`,
    measureOf(kind, {
      investment: 20_000,
      ...(kind === 'ledReplacement'
        ? {
            investment: undefined,
            ledCount: 500,
            ledWatts: 18,
            ledLumens: 2_200,
            ledUnitCost: 25,
            annualLightingKwh: 150_000,
          }
        : {}),
      ...(kind === 'custom' ? { subSystem: 'plugLoads' as const, savingPct: 15 } : {}),
      ...(kind === 'chillerReplacement' ? { newEfficiencyPct: 600 } : {}),
    }),
  ]),
);

describe('the measure basis', () => {
  const { metrics } = computeBuildingMetrics(testOfficeInput(MEASURES));
  const stored = measureBasisOfStored(metricsMeasureBasisSchema.parse(metrics.measureBasis));

  it('is stored with the figures, without the bills, and gives back the meters it was made of', () => {
    expect(stored.months).toEqual(metrics.period.months);
    expect(stored.description.heating).not.toHaveProperty('rows');
    expect(Object.keys(stored.metered?.carriers ?? {}).sort()).toEqual([
      'electricity',
      'naturalGas',
    ]);
    const model = modelInputOfBasis(stored);
    expect(model.metered?.carriers?.electricity).toHaveLength(12);
    const again = storedMeasureBasis(model, measuresInputOfBasis(stored, {}).rates);
    expect(again.metered?.carriers).toEqual(stored.metered?.carriers);
    expect(again.description).toEqual(stored.description);
  });

  it('keeps a month without a reading as a gap', () => {
    const basis = storedMeasureBasis(
      {
        ...TEST_OFFICE,
        months: ['2026-01', '2026-02'],
        metered: { carriers: { electricity: [5, null] } },
      },
      { pricePerKwh: {}, co2KgPerKwh: {} },
    );
    expect(basis.metered?.carriers?.electricity).toEqual({ '2026-01': 5 });
    expect(modelInputOfBasis(basis).metered?.carriers?.electricity).toEqual([5, null]);
  });

  it('gives a browser the stored figures of every catalog measure (same code, same inputs)', () => {
    const live = evaluateMeasures(measuresInputOfBasis(stored, MEASURES));
    const figures = metrics.measures!;
    expect(Object.keys(live.measures).sort()).toEqual(Object.keys(figures.measures).sort());
    const close = (a: number | undefined, b: number | undefined) => {
      if (a === undefined || b === undefined) return expect(a).toBe(b);
      expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-5 * Math.max(1, Math.abs(b)));
    };
    for (const [id, measure] of Object.entries(live.measures)) {
      const saved = figures.measures[id]!;
      expect(measure.modelled, id).toBe(true);
      close(measure.savings.energyKwh, saved.savings.energyKwh);
      close(measure.savings.cost, saved.savings.cost);
      close(measure.savings.co2Tons, saved.savings.co2Tons);
      close(measure.investment.simplePaybackYears, saved.investment.simplePaybackYears);
      close(measure.investment.irrPct, saved.investment.irrPct);
      close(measure.incremental?.energyKwh, saved.incremental?.energyKwh);
    }
    close(live.totals.savings.energyKwh, figures.totals.savings.energyKwh);
    close(live.totals.npv, figures.totals.npv);
    expect(live.measures['m-custom']!.savings.energyKwh).toBeGreaterThan(0);
  });
});
