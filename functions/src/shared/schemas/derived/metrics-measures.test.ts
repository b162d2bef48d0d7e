import { describe, expect, expectTypeOf, it } from 'vitest';
import { evaluateMeasures } from '../../domain/metrics/measures/evaluate-measures.js';
import type { MeasuresResult } from '../../domain/metrics/measures/evaluate-measures.js';
import { TEST_OFFICE, measureOf } from '../../testing/measures-test-office.js';
import { storedJson } from '../../domain/metrics/pipeline/stored-json.js';
import type { StoredInput, UnknownKeys } from '../../domain/metrics/pipeline/stored-json.js';
import type { ImprovementMeasure } from '../stored/improvement-measure.js';
import { metricsMeasuresSchema } from './metrics-measures.js';
import type { MetricsMeasures } from './metrics-measures.js';

const RATES = {
  pricePerKwh: { electricity: 0.25, naturalGas: 0.08 },
  co2KgPerKwh: { electricity: 0.4, naturalGas: 0.2 },
};

describe('metricsMeasuresSchema', () => {
  it('is what the engine computes: every key it knows, no key it lacks (checked by tsc)', () => {
    expectTypeOf<MeasuresResult>().toExtend<StoredInput<MetricsMeasures>>();
    expectTypeOf<UnknownKeys<MeasuresResult, MetricsMeasures>>().toBeNever();
  });

  it('accepts the stored measures: proposed, done, without an investment, all done', () => {
    const cases: Record<string, ImprovementMeasure>[] = [
      {
        led: measureOf('ledReplacement', {
          ledCount: 600,
          ledWatts: 30,
          ledLumens: 3_600,
          ledUnitCost: 60,
        }),
        windows: measureOf('lowEWindows', { status: 'done', investment: 20_000 }),
        custom: measureOf('custom'),
      },
      { done: measureOf('heatingTimeControl', { status: 'done', investment: 5_000 }) },
    ];
    for (const measures of cases) {
      const result = evaluateMeasures({ model: TEST_OFFICE, measures, rates: RATES });
      const stored = storedJson<MetricsMeasures>(result);
      expect(metricsMeasuresSchema.safeParse(stored).error).toBeUndefined();
    }
  });

  it('has no order once every measure is done (empty lists are not stored)', () => {
    const result = evaluateMeasures({
      model: TEST_OFFICE,
      measures: { done: measureOf('heatingTimeControl', { status: 'done' }) },
      rates: RATES,
    });
    expect(result.order).toEqual([]);
    expect(storedJson<MetricsMeasures>(result).order).toBeUndefined();
  });

  it('rejects an unknown field and a wrong kind', () => {
    const result = evaluateMeasures({
      model: TEST_OFFICE,
      measures: { a: measureOf('lowEWindows', { investment: 1_000 }) },
      rates: RATES,
    });
    const stored = storedJson<MetricsMeasures>(result);
    expect(metricsMeasuresSchema.safeParse({ ...stored, extra: 1 }).success).toBe(false);
    const wrong = structuredClone(stored) as { measures: Record<string, { kind: string }> };
    wrong.measures['a']!.kind = 'teleporter';
    expect(metricsMeasuresSchema.safeParse(wrong).success).toBe(false);
  });
});
