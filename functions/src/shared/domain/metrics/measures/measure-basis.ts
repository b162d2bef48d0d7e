import type { Carrier, EndUse } from '../energy/carriers.js';
import type { MonthlyReadings } from '../energy/calibrate.js';
import type {
  EnergyModelInput,
  MeteredMonthlyTotals,
  ModelClimate,
} from '../energy/model-input.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { MetricsMeasureBasis } from '../../../schemas/derived/metrics-measures.js';
import type { CarrierRates } from './measure-figures.js';
import type { MeasuresInput } from './types.js';

/*
 * The basis of a building's measures: everything `evaluateMeasures` reads besides the measures
 * themselves — the description the model ran on, the months, the climate, the meters' monthly
 * totals and the carriers' prices and CO2 factors. The pipeline stores it with the figures
 * (`/metrics/{b}/measureBasis`), so that a browser evaluating a measure being edited (the Improve
 * popup's live figures) runs the same code on the same inputs as the functions and gets the same
 * numbers, without reading a year of bills and series. Meter readings are stored by month
 * (`{"2026-01": kWh}`), since a stored list cannot hold the gaps of a reading.
 */

/** The description parts the energy model reads (`EnergyModelInput` without climate and meters). */
export type ModelDescription = Pick<
  EnergyModelInput,
  | 'general'
  | 'activity'
  | 'spaceUsage'
  | 'heating'
  | 'hvac'
  | 'lighting'
  | 'envelope'
  | 'renewables'
>;

/** kWh by month `"YYYY-MM"`; a month without a reading is absent. */
export type ReadingsByMonth = Record<string, number>;

/** The basis as stored: meters by month (a building without meters or prices stores none). */
export interface StoredMeasureBasis {
  description: ModelDescription;
  months: readonly string[];
  climate: ModelClimate;
  metered?: {
    carriers?: Partial<Record<Carrier, ReadingsByMonth>>;
    endUses?: Partial<Record<EndUse, ReadingsByMonth>>;
    annual?: MeteredMonthlyTotals['annual'];
  };
  rates?: Partial<CarrierRates>;
}

function byMonth(readings: MonthlyReadings, months: readonly string[]): ReadingsByMonth {
  const out: ReadingsByMonth = {};
  months.forEach((month, index) => {
    const kwh = readings[index];
    if (kwh !== null && kwh !== undefined) out[month] = kwh;
  });
  return out;
}

function readingsOf(stored: ReadingsByMonth, months: readonly string[]): MonthlyReadings {
  return months.map((month) => stored[month] ?? null);
}

function mapValues<K extends string, A, B>(
  record: Partial<Record<K, A>> | undefined,
  change: (value: A) => B,
): Partial<Record<K, B>> {
  const out: Partial<Record<K, B>> = {};
  for (const [key, value] of Object.entries(record ?? {}) as [K, A][]) out[key] = change(value);
  return out;
}

/**
 * The basis of `model` (the model input the pipeline evaluates the measures on, meters included)
 * at `rates`, as stored. The heating bills are left out of the description: the model reads the
 * meters' totals, never the bills.
 */
export function storedMeasureBasis(
  model: EnergyModelInput,
  rates: CarrierRates,
): StoredMeasureBasis {
  const months = model.months ?? [];
  const { rows: _bills, ...heating } = model.heating ?? {};
  const description: ModelDescription = {
    general: model.general,
    activity: model.activity,
    spaceUsage: model.spaceUsage,
    heating: model.heating ? (heating as ModelDescription['heating']) : undefined,
    hvac: model.hvac,
    lighting: model.lighting,
    envelope: model.envelope,
    renewables: model.renewables,
  };
  const metered = model.metered ?? {};
  return {
    description,
    months,
    climate: model.climate,
    metered: {
      carriers: mapValues(metered.carriers, (readings) => byMonth(readings, months)),
      endUses: mapValues(metered.endUses, (readings) => byMonth(readings, months)),
      annual: metered.annual,
    },
    rates,
  };
}

/**
 * A basis as read back (`metricsMeasureBasisSchema`): its description parts are held as open
 * records there, as the model read them (each checked by the rules when it was written).
 */
export function measureBasisOfStored(read: MetricsMeasureBasis): StoredMeasureBasis {
  return read as unknown as StoredMeasureBasis;
}

/** The model input a stored basis describes (the inverse of `storedMeasureBasis`). */
export function modelInputOfBasis(basis: StoredMeasureBasis): EnergyModelInput {
  const { months } = basis;
  const metered: MeteredMonthlyTotals = {
    carriers: mapValues(basis.metered?.carriers, (stored) => readingsOf(stored, months)),
    endUses: mapValues(basis.metered?.endUses, (stored) => readingsOf(stored, months)),
    ...(basis.metered?.annual ? { annual: basis.metered.annual } : {}),
  };
  return { ...basis.description, climate: basis.climate, months, metered };
}

/** What `evaluateMeasures` takes for `measures` on a stored basis. */
export function measuresInputOfBasis(
  basis: StoredMeasureBasis,
  measures: Readonly<Record<string, ImprovementMeasure>>,
): MeasuresInput {
  return {
    model: modelInputOfBasis(basis),
    measures,
    rates: {
      pricePerKwh: basis.rates?.pricePerKwh ?? {},
      co2KgPerKwh: basis.rates?.co2KgPerKwh ?? {},
    },
  };
}
