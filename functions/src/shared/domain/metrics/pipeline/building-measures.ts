import type { Carrier } from '../energy/carriers.js';
import type { CarrierIndicators, EnergyIndicators } from '../energy/indicators.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import type { MeasuresResult } from '../measures/evaluate-measures.js';
import { evaluateMeasures } from '../measures/evaluate-measures.js';
import type { StoredMeasureBasis } from '../measures/measure-basis.js';
import { measuresInputOfBasis, storedMeasureBasis } from '../measures/measure-basis.js';
import type { CarrierRates } from '../measures/measure-figures.js';
import { measuredSavings } from '../measures/measured-savings.js';
import type { BuildingMetricsInput } from './building-metrics-input.js';
import type { MeteredData } from './metered-data.js';

/**
 * The carriers' prices (currency/kWh) and CO2 factors (kg/kWh) found by the indicators, which the
 * measures are evaluated at. A carrier without a price counts at 0 cost (the cost savings are then
 * understated, never invented).
 */
function carrierRatesOf(indicators: EnergyIndicators): CarrierRates {
  const pricePerKwh: Partial<Record<Carrier, number>> = {};
  const co2KgPerKwh: Partial<Record<Carrier, number>> = {};
  for (const [carrier, figures] of Object.entries(indicators.byCarrier) as [
    Carrier,
    CarrierIndicators,
  ][]) {
    if (figures.pricePerKwh !== null) pricePerKwh[carrier] = figures.pricePerKwh;
    co2KgPerKwh[carrier] = figures.co2KgPerKwh;
  }
  return { pricePerKwh, co2KgPerKwh };
}

/**
 * The building's improvement measures evaluated by re-running the model with each applied
 * (`evaluateMeasures`) on `basis`, the inputs stored with the figures (so that a browser
 * evaluating a measure being edited gets the same numbers); undefined without measures.
 */
function measuresOf(
  input: BuildingMetricsInput,
  basis: StoredMeasureBasis,
): MeasuresResult | undefined {
  if (!input.measures || Object.keys(input.measures).length === 0) return undefined;
  return evaluateMeasures(measuresInputOfBasis(basis, input.measures));
}

/**
 * Adds to each done measure of `measures` the savings measured since its start date from the
 * bills (`measuredSavings`, IPMVP Option C: docs/methodology.md, "Savings measured since a
 * measure was done"), in place; the monthly history and temperatures are the ones of the
 * weather fits.
 */
function withMeasuredSavings(
  measures: MeasuresResult | undefined,
  input: BuildingMetricsInput,
  history: Partial<Record<Carrier, Map<string, number>>>,
  data: MeteredData,
  normals: readonly number[],
  rates: CarrierRates,
  lastMonth: string,
): void {
  for (const evaluation of Object.values(measures?.measures ?? {})) {
    if (evaluation.status !== 'done') continue;
    evaluation.measured = measuredSavings({
      startOn: input.measures?.[evaluation.measureId]?.startOn,
      predictedByCarrierKwh: evaluation.savings.byCarrierKwh,
      history,
      measuredTemperatureDegC: data.temperatureMonthly,
      normalMonthlyMeanDegC: normals,
      rates,
      lastMonth,
    });
  }
}

/**
 * The building's improvement measures: the inputs they are evaluated on, stored with the figures
 * (`measureBasis`: the model's input with its meters, and the carriers' rates), and each measure
 * evaluated on them, the done ones with their savings measured since (`measures`).
 */
export function buildingMeasures(
  input: BuildingMetricsInput,
  modelInput: EnergyModelInput,
  indicators: EnergyIndicators,
  history: Partial<Record<Carrier, Map<string, number>>>,
  data: MeteredData,
  normals: readonly number[],
  lastMonth: string,
): { measureBasis: StoredMeasureBasis; measures: MeasuresResult | undefined } {
  const rates = carrierRatesOf(indicators);
  const measureBasis = storedMeasureBasis(modelInput, rates);
  const measures = measuresOf(input, measureBasis);
  withMeasuredSavings(measures, input, history, data, normals, rates, lastMonth);
  return { measureBasis, measures };
}
