import { metricsMeasureBasisSchema } from '@shared/schemas/metrics-measures';
import type { MetricsMeasures } from '@shared/schemas/metrics-measures';
import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import {
  measureBasisOfStored,
  type StoredMeasureBasis,
} from '@shared/domain/metrics/measures/measure-basis';
import { TEST_OFFICE } from '@shared/domain/metrics/measures/test-building';
import {
  computeBuildingMetrics,
  type BuildingMetricsInput,
} from '@shared/domain/metrics/pipeline/compute-building-metrics';

/*
 * A building for the Improve tab's tests of live figures: the measures' test office (5,000 m²,
 * gas boiler, 600 T8 troffers) with two years of monthly electricity and gas bills, run through
 * the pipeline as the functions run it, so that its measure basis is the one they store.
 */

const AS_OF_MS = Date.UTC(2026, 10, 15);

/** Monthly bills of two years from Nov 2024 for `kwhOf(month index)` at `price` per kWh. */
function bills(kwhOf: (m: number) => number, price: number) {
  const rows: Record<string, { month: string; cost: number; consumptionKwh: number }> = {};
  for (let m = 0; m < 24; m += 1) {
    const month = `${2024 + Math.floor((m + 10) / 12)}-${String(((m + 10) % 12) + 1).padStart(2, '0')}`;
    const kwh = kwhOf(m);
    rows[`r${m}`] = { month, cost: kwh * price, consumptionKwh: kwh };
  }
  return rows;
}

/** The pipeline's stored figures and measure basis of the test office with `measures`. */
export function officeWithMeasures(measures: Record<string, ImprovementMeasure>): {
  basis: StoredMeasureBasis;
  figures: MetricsMeasures | undefined;
} {
  const { climate: _climate, ...description } = TEST_OFFICE;
  const input: BuildingMetricsInput = {
    buildingId: 'office',
    building: {
      meta: { updatedAtMs: AS_OF_MS - 1_000 },
      ...description,
      general: { ...description.general, country: 'CZ', city: 'Praha' },
      electricity: { rows: bills((m) => 60_000 + 9_000 * Math.cos((m / 12) * 2 * Math.PI), 0.2) },
      heating: {
        hasHeatingSystem: true,
        heatingType: 'naturalGasBoiler',
        rows: bills((m) => Math.max(8_000, 70_000 * Math.cos((m / 12) * 2 * Math.PI)), 0.07),
      },
    } as BuildingMetricsInput['building'],
    measures,
    asOfMs: AS_OF_MS,
    computedAtMs: AS_OF_MS + 5,
  };
  const { metrics } = computeBuildingMetrics(input);
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
