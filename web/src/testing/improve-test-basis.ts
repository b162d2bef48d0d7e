import { metricsMeasureBasisSchema } from '@shared/schemas/derived/metrics-measures';
import type { MetricsMeasures } from '@shared/schemas/derived/metrics-measures';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import {
  measureBasisOfStored,
  type StoredMeasureBasis,
} from '@shared/domain/metrics/measures/measure-basis';
import { testOfficeInput } from '@shared/testing/measures-test-office';
import { computeBuildingMetrics } from '@shared/domain/metrics/pipeline/compute-building-metrics';

/*
 * A building for the Improve tab's tests of live figures: the measures' test office (5,000 m²,
 * gas boiler, 600 T8 troffers) with two years of monthly electricity and gas bills, run through
 * the pipeline as the functions run it, so that its measure basis is the one they store.
 */

/** The pipeline's stored figures and measure basis of the test office with `measures`. */
export function officeWithMeasures(measures: Record<string, ImprovementMeasure>): {
  basis: StoredMeasureBasis;
  figures: MetricsMeasures | undefined;
} {
  const { metrics } = computeBuildingMetrics(testOfficeInput(measures));
  return {
    basis: measureBasisOfStored(metricsMeasureBasisSchema.parse(metrics.measureBasis)),
    figures: metrics.measures,
  };
}

/**
 * An LED measure of the test office: 1,600 LEDs of 18 W and 2,200 lm at 25 each, a little more
 * light than the 600 T8 troffers they replace (500 of them give about two thirds less).
 */
export const TEST_LED: ImprovementMeasure = {
  name: 'LED Replacement',
  kind: 'ledReplacement',
  subSystem: 'lighting',
  status: 'proposed',
  ledCount: 1_600,
  ledWatts: 18,
  ledLumens: 2_200,
  ledUnitCost: 25,
  annualLightingKwh: 150_000,
};
