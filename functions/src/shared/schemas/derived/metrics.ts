// Over 300 lines: the stored figures document (`/metrics/{id}`) part by part, so one file answers what it holds.
import { z } from 'zod';
import { dbKeySchema, epochMsSchema, monthSchema, strictObject } from '../common.js';
import {
  BENCHMARK_REFERENCE_FALLBACKS,
  BENCHMARK_REFERENCE_IDS,
} from '../../constants/benchmark-references.js';
import { ENERGY_STAR_PROPERTY_TYPES } from '../../constants/energy-star-score-models.js';
import { benchmarkBandSchema, comparisonPeriodSchema } from '../enums/analysis.js';
import { currencySchema } from '../enums/account.js';
import { useTypeSchema } from '../enums/building.js';
import { carrierMap, endUseMap, endUseSchema } from './metrics-keys.js';
import { metricsEnergyStarSchema } from './metrics-energy-star.js';
import { metricsLoadsSchema } from './metrics-loads.js';
import { metricsMeasureBasisSchema, metricsMeasuresSchema } from './metrics-measures.js';
import { metricsReliabilitySchema } from './metrics-reliability.js';

// The keys of the figures, defined with the parts that use them (metrics-keys.ts).
export { CARRIERS, END_USES, carrierSchema, endUseSchema } from './metrics-keys.js';
export type { Carrier, EndUse } from './metrics-keys.js';

/**
 * `/metrics/{buildingId}`: the figures of one building, written by functions only
 * (`recomputeBuilding`, the nightly recompute) and read by its members. Energy in kWh, areas in
 * m², intensities per m² and year, CO2 in kg, money in the building's currency unit. Absent
 * fields are unknown (the database stores no nulls): e.g. no cost without a price. Methods:
 * docs/methodology.md.
 *
 * Each top-level field is a part with a schema of its own (`metricsPartSchemas`), so that a screen
 * can read `/metrics/{buildingId}/{part}` alone; `buildingMetricsSchema` is made of the parts.
 * Measures and reliability are in metrics-measures.ts and metrics-reliability.ts.
 */

const kwh = () => z.number();
const basisSchema = z.enum(['metered', 'modelled']);

/** Figures of one carrier over the analysis year. */
export const carrierMetricsSchema = strictObject({
  siteKwh: kwh(),
  purchasedKwh: kwh(),
  sourceKwh: kwh(),
  co2Kg: z.number(),
  cost: z.number().optional(),
  pricePerKwh: z.number().optional(),
  /**
   * Bills of the period, else the default of the U.S. state (USD) or European country (Eurostat,
   * euros or the country's own currency).
   */
  priceSource: z.enum(['bills', 'stateDefault', 'countryDefault']).optional(),
  /** Eurostat's consumption band of a European default price (by the annual purchases). */
  priceBand: z.enum(['IA', 'IB', 'IC', 'ID', 'I1', 'I2', 'I3']).optional(),
  co2KgPerKwh: z.number(),
  sourceFactor: z.number(),
  basis: basisSchema,
  monthlyKwh: z.array(kwh()),
  /**
   * Without bills or meter data, the year whose annual total a benchmarking file reported (a CSV
   * import's `reportedYears`): the carrier's year adds up to it, its months are modelled.
   */
  reportedYear: z.int().optional(),
});

/** Figures of one end use (sub-system) over the analysis year, with the kWh of each carrier. */
export const endUseMetricsSchema = strictObject({
  siteKwh: kwh(),
  sourceKwh: kwh(),
  co2Kg: z.number(),
  cost: z.number().optional(),
  basis: basisSchema,
  monthlyKwh: z.array(kwh()),
  carriers: carrierMap(kwh()).optional(),
});

/** Energy by period of one granularity as two parallel lists (compact for 365 days). */
const periodSeriesSchema = strictObject({ periods: z.array(z.string()), kwh: z.array(kwh()) });

const comparisonSchema = strictObject({
  period: comparisonPeriodSchema,
  currentMonths: z.array(monthSchema),
  previousMonths: z.array(monthSchema),
  currentKwh: kwh().optional(),
  previousKwh: kwh().optional(),
  changePct: z.number().optional(),
});

const dayRangeSchema = strictObject({
  firstDay: z.string(),
  lastDay: z.string(),
  days: z.number(),
});

const changePointSchema = strictObject({
  type: z.enum(['1P', '3PH', '3PC', '5P']),
  baseloadKwhPerDay: z.number(),
  heatingSlopeKwhPerDayK: z.number(),
  heatingChangePointDegC: z.number().optional(),
  coolingSlopeKwhPerDayK: z.number(),
  coolingChangePointDegC: z.number().optional(),
  r2: z.number(),
  cvRmse: z.number(),
  nmbe: z.number(),
  points: z.number(),
  acceptedByBetter: z.boolean(),
  meetsGuideline14: z.boolean(),
});

const weatherSchema = strictObject({
  fit: changePointSchema,
  /** Use in a year of normal weather, kWh (only for an accepted fit). */
  normalizedAnnualKwh: kwh().optional(),
  temperatureSource: z.enum(['measured', 'normals']),
});

/** Why a placed value is a range rather than a point (docs/methodology.md §2, "Uncertainty"). */
export const uncertaintyReasonSchema = z.enum([
  'modelledEnergy',
  'modelledSubSystem',
  'assumedUValue',
]);

/** Percentiles (0–100, lower is better) of the two ends of an uncertainty range. */
const percentileRangeSchema = strictObject({
  percentileLow: z.number(),
  percentileHigh: z.number(),
});

/**
 * The plausible range of an estimated value (stored unit) with its reason, and where its two ends
 * sit in the reference distribution and among the peers (each absent when that set is).
 */
const uncertaintySchema = strictObject({
  low: z.number(),
  high: z.number(),
  reason: uncertaintyReasonSchema,
  reference: percentileRangeSchema.optional(),
  peers: percentileRangeSchema.optional(),
});

const placementSchema = strictObject({
  value: z.number(),
  reference: strictObject({
    percentile: z.number(),
    band: benchmarkBandSchema,
    median: z.number(),
    bestInClass: z.number(),
    mostEfficient: z.number(),
    leastEfficient: z.number(),
  }).optional(),
  peers: strictObject({
    count: z.number(),
    percentile: z.number().optional(),
    band: benchmarkBandSchema.optional(),
    median: z.number().optional(),
    bestInClass: z.number().optional(),
    /** The peers' 25th and 75th percentiles (absent in figures computed before they were stored). */
    mostEfficient: z.number().optional(),
    leastEfficient: z.number().optional(),
  }),
  /** Present when the value is estimated (modelled energy or sub-system, assumed U-value). */
  uncertainty: uncertaintySchema.optional(),
});

/** Why a chosen peer building was not counted. */
export const peerExclusionSchema = z.enum(['unavailable', 'noFigures']);

/**
 * The chosen peer buildings (`/buildings/{id}/comparison/buildingIds`, the building itself left
 * out): how many were chosen, the ids counted (in the order chosen) and why each other one was
 * not: `unavailable` (deleted, or the building's owner is not a member of it: the two are not told
 * apart) or `noFigures` (readable, but without valid stored benchmark figures).
 */
export const peerSetSchema = strictObject({
  chosen: z.int().nonnegative(),
  countedIds: z.array(z.string()).optional(),
  excluded: z.record(z.string(), peerExclusionSchema).optional(),
});
export type PeerSet = z.infer<typeof peerSetSchema>;

const envelopeElementsSchema = z.enum(['roof', 'wall', 'openings', 'floor']);

/** What a building contributes to its peers' comparisons. */
export const benchmarkSubjectSchema = strictObject({
  buildingId: z.string(),
  useType: useTypeSchema,
  siteEuiKwhPerM2: z.number(),
  sourceEuiKwhPerM2: z.number(),
  co2KgPerM2: z.number(),
  endUseKwhPerM2: endUseMap(z.number()),
  uValues: z.record(envelopeElementsSchema, z.number()),
});
export type StoredBenchmarkSubject = z.infer<typeof benchmarkSubjectSchema>;

const elementStateSchema = strictObject({
  type: z.string().optional(),
  uValueWPerM2K: z.number().optional(),
  shadingCoefficient: z.number().optional(),
  efficiencyPct: z.number().optional(),
  efficacyLmPerW: z.number().optional(),
  capacityKwp: z.number().optional(),
  energyKwh: z.number().optional(),
});

const elementDetailSchema = strictObject({
  element: z.string(),
  current: elementStateSchema,
  best: elementStateSchema,
  co2TonsPerYear: strictObject({ current: z.number(), best: z.number() }),
  savingsKwh: z.number(),
});

const radarSchema = strictObject({
  axes: z.array(endUseSchema),
  minimumRequirement: z.array(z.number()),
  currentPerformance: z.array(z.number()),
  potentialBestInClass: z.array(z.number()),
  improved: z.array(z.number()).optional(),
});

/** Version of the shape of `/metrics/{buildingId}` (bumped when it changes). */
export const metricsSchemaVersionSchema = z.literal(1);

/**
 * Version of the inputs the figures were computed from: `${meta.updatedAtMs}-${digest}`, the
 * building's last update time and a digest of everything read (freshness.ts reads it).
 */
export const metricsInputVersionSchema = z.string().regex(/^\d+-[0-9a-f]{8}$/);

/** When the figures were computed, ms since the epoch (UTC). */
export const metricsComputedAtMsSchema = epochMsSchema;

/** The analysis year: the 12 calendar months ending with `lastMonth`. */
export const metricsPeriodSchema = strictObject({
  firstMonth: monthSchema,
  lastMonth: monthSchema,
  months: z.array(monthSchema),
});
export type MetricsPeriod = z.infer<typeof metricsPeriodSchema>;

/** The weather station the figures use and whether it is near enough. */
export const metricsClimateSchema = strictObject({
  station: z.string(),
  source: z.string(),
  distanceKm: z.number().optional(),
  withinRange: z.boolean(),
});
export type MetricsClimate = z.infer<typeof metricsClimateSchema>;

/** Energy, CO2 and cost of the analysis year, by carrier and by end use, with the peak demand. */
export const metricsEnergySchema = strictObject({
  floorAreaM2: z.number(),
  siteKwh: kwh(),
  sourceKwh: kwh(),
  siteEuiKwhPerM2: z.number().optional(),
  sourceEuiKwhPerM2: z.number().optional(),
  co2Kg: z.number(),
  cost: z.number().optional(),
  onSitePvKwh: kwh(),
  peakKw: z.number().optional(),
  peakAtMs: epochMsSchema.optional(),
  grid: strictObject({ kgPerKwh: z.number(), year: z.number().optional(), source: z.string() }),
  /** ISO 4217 code of every amount of the document: the building's currency when computed. */
  currency: currencySchema,
  /** The dataset of the default prices, when a carrier's price is one (`priceSource`). */
  defaultPriceSource: z.string().optional(),
  /** The period of those prices: a year (EIA, `2024`) or a semester (Eurostat, `2025-S2`). */
  defaultPricePeriod: z.string().optional(),
  monthlyTotalKwh: z.array(kwh()),
  carriers: carrierMap(carrierMetricsSchema),
  endUses: endUseMap(endUseMetricsSchema),
});
export type MetricsEnergy = z.infer<typeof metricsEnergySchema>;

/** Consumption over time: every complete month, comparison periods, series per granularity. */
export const metricsHistorySchema = strictObject({
  /** Calendarized site energy of every month with data on all carriers, `{yyyy-mm: kWh}`. */
  monthlyKwh: z.record(monthSchema, kwh()).optional(),
  byCarrier: carrierMap(z.record(monthSchema, kwh())).optional(),
  comparisons: z.array(comparisonSchema),
  granularity: strictObject({
    year: periodSeriesSchema.optional(),
    quarter: periodSeriesSchema.optional(),
    month: periodSeriesSchema.optional(),
    week: periodSeriesSchema.optional(),
    day: periodSeriesSchema.optional(),
  }).optional(),
});
export type MetricsHistory = z.infer<typeof metricsHistorySchema>;

/** Weather-normalized change-point fit per carrier with enough history. */
export const metricsWeatherSchema = carrierMap(weatherSchema);
export type MetricsWeather = z.infer<typeof metricsWeatherSchema>;

/** Data quality: gaps, overlaps, rejected bills, sub-meter excess, assumptions. */
export const metricsQualitySchema = strictObject({
  gaps: carrierMap(z.array(dayRangeSchema)).optional(),
  overlaps: carrierMap(z.array(dayRangeSchema)).optional(),
  rejectedBills: carrierMap(z.number()).optional(),
  subMeterExcessKwh: carrierMap(z.array(kwh())).optional(),
  missingIntervals: z.number().optional(),
  assumedUValues: z.array(z.string()).optional(),
  lightingMethod: z.enum(['fittings', 'lumenMethod']),
});
export type MetricsQuality = z.infer<typeof metricsQualitySchema>;

/**
 * The reference distribution the building is placed in (reference-choice.ts): the published
 * table, the table's category for the use type, the ENERGY STAR model of the spread, and why and
 * from which country when it is not the building's own country's.
 */
export const benchmarkReferenceSchema = strictObject({
  id: z.enum(BENCHMARK_REFERENCE_IDS),
  category: z.string(),
  spreadModel: z.enum(ENERGY_STAR_PROPERTY_TYPES),
  fallback: z.enum(BENCHMARK_REFERENCE_FALLBACKS).optional(),
  country: z.string().optional(),
  /**
   * The building's own centre, kWh/m²·yr (U.S.): where it would score 50 by its Portfolio Manager
   * national median source EUI of `portfolioManagerYear`, else by its estimated score, else
   * (`partial`) by its model's prediction from the inputs it has, the others at their sample means.
   */
  predicted: strictObject({
    siteMedianKwhPerM2: z.number(),
    sourceMedianKwhPerM2: z.number(),
    portfolioManagerYear: z.int().optional(),
    partial: z.literal(true).optional(),
  }).optional(),
});
export type BenchmarkReference = z.infer<typeof benchmarkReferenceSchema>;

/** Benchmarks: the building's subject, placements, markers, radar and element details. */
export const metricsBenchmarksSchema = strictObject({
  subject: benchmarkSubjectSchema,
  total: placementSchema,
  source: placementSchema,
  co2: placementSchema,
  subSystems: endUseMap(placementSchema),
  envelope: z.record(envelopeElementsSchema, placementSchema),
  markers: strictObject({
    current: z.number(),
    potential: z.number().optional(),
    /** CO2 intensity after the measures not yet done, kg/m²·yr (absent without measures). */
    potentialCo2KgPerM2: z.number().optional(),
    bestInClass: z.number(),
  }),
  radar: radarSchema,
  details: z.array(elementDetailSchema),
  /** The chosen peers and why any was not counted (absent in figures computed before it was stored). */
  peerSet: peerSetSchema.optional(),
  /**
   * The reference distribution (absent in figures computed before it was stored: those were
   * placed in the ENERGY STAR U.S. medians with one spread for every use type).
   */
  reference: benchmarkReferenceSchema.optional(),
});
export type MetricsBenchmarks = z.infer<typeof metricsBenchmarksSchema>;

/**
 * Every part of `/metrics/{buildingId}` by name, with its schema: a reader subscribes to
 * `/metrics/{buildingId}/{part}` and parses the value with `metricsPartSchemas[part]`
 * (`parseMetricsPart`).
 */
export const metricsPartSchemas = {
  schemaVersion: metricsSchemaVersionSchema,
  inputVersion: metricsInputVersionSchema,
  computedAtMs: metricsComputedAtMsSchema,
  period: metricsPeriodSchema,
  climate: metricsClimateSchema,
  energy: metricsEnergySchema,
  history: metricsHistorySchema,
  weather: metricsWeatherSchema,
  quality: metricsQualitySchema,
  benchmarks: metricsBenchmarksSchema,
  measures: metricsMeasuresSchema,
  measureBasis: metricsMeasureBasisSchema,
  reliability: metricsReliabilitySchema,
  loads: metricsLoadsSchema,
  energyStar: metricsEnergyStarSchema,
} as const;
export type MetricsPart = keyof typeof metricsPartSchemas;
export type MetricsPartValue<P extends MetricsPart> = z.infer<(typeof metricsPartSchemas)[P]>;

/** The parts, in the order of the document. */
export const METRICS_PARTS = Object.keys(metricsPartSchemas) as readonly MetricsPart[];

/**
 * Parts a document may lack: no weather fit without enough history, no measures or reliability
 * without measures or equipment, no measure basis or ENERGY STAR estimate in figures computed
 * before they were stored. Every other part is there once the figures are computed.
 */
export const OPTIONAL_METRICS_PARTS = [
  'weather',
  'measures',
  'measureBasis',
  'reliability',
  'loads',
  'energyStar',
] as const satisfies readonly MetricsPart[];

/** A part read from the database, parsed: its value (undefined when absent), or why it is not valid. */
export type ParsedMetricsPart<P extends MetricsPart> =
  | { success: true; data: MetricsPartValue<P> | undefined }
  | { success: false; error: z.ZodError; message: string };

/**
 * Parses the value read at `/metrics/{buildingId}/{part}`. `null` and `undefined` (the database's
 * "nothing here": figures not computed yet, or an optional part the building has nothing for)
 * give `data: undefined`; any other value must match the part's schema, else `message` says what
 * is wrong where, e.g. "✖ Invalid input: expected number, received string → at energy.siteKwh".
 */
export function parseMetricsPart<P extends MetricsPart>(
  part: P,
  value: unknown,
): ParsedMetricsPart<P> {
  if (value === null || value === undefined) return { success: true, data: undefined };
  const parsed = metricsPartSchemas[part].safeParse(value);
  // TypeScript cannot narrow the union of the schemas by a generic key.
  if (parsed.success) return { success: true, data: parsed.data as MetricsPartValue<P> };
  const error = new z.ZodError(
    parsed.error.issues.map((issue) => ({ ...issue, path: [part, ...issue.path] })),
  );
  return { success: false, error, message: z.prettifyError(error) };
}

/** The whole document: every part, in its order, the `OPTIONAL_METRICS_PARTS` optional. */
export const buildingMetricsSchema = strictObject({
  ...metricsPartSchemas,
  weather: metricsWeatherSchema.optional(),
  /** Improvement measures (`evaluateMeasures`). */
  measures: metricsMeasuresSchema.optional(),
  /** What the measures are evaluated from (absent in figures computed before it was stored). */
  measureBasis: metricsMeasureBasisSchema.optional(),
  /** Asset reliability (`computeReliabilityMetrics`). */
  reliability: metricsReliabilitySchema.optional(),
  /** Design loads, incidental gains, envelope losses, P.V. (`buildingLoads`, metrics-loads.ts). */
  loads: metricsLoadsSchema.optional(),
  /** The estimated ENERGY STAR score, or why there is none (absent in earlier figures). */
  energyStar: metricsEnergyStarSchema.optional(),
});
export type BuildingMetrics = z.infer<typeof buildingMetricsSchema>;

/** Request of the `recomputeBuilding` callable: `{ buildingId }`. */
export const recomputeBuildingRequestSchema = strictObject({ buildingId: dbKeySchema });
export type RecomputeBuildingRequest = z.infer<typeof recomputeBuildingRequestSchema>;

/** Answer of the `recomputeBuilding` callable. */
export const recomputeBuildingResponseSchema = strictObject({
  buildingId: z.string(),
  inputVersion: z.string(),
  computedAtMs: epochMsSchema,
});
export type RecomputeBuildingResponse = z.infer<typeof recomputeBuildingResponseSchema>;
