import { z } from 'zod';
import { dbKeySchema, epochMsSchema, monthSchema, strictObject } from './common.js';
import { benchmarkBandSchema, comparisonPeriodSchema } from './enums.js';
import { metricsLoadsSchema } from './metrics-loads.js';

/**
 * `/metrics/{buildingId}`: the figures of one building, written by functions only
 * (`recomputeBuilding`, the nightly recompute) and read by its members. Energy in kWh, areas in
 * m², intensities per m² and year, CO2 in kg, money in the building's currency unit. Absent
 * fields are unknown (the database stores no nulls): e.g. no cost without a price. Methods:
 * docs/methodology.md.
 */

const kwh = () => z.number();
const basisSchema = z.enum(['metered', 'modelled']);
/**
 * Energy carriers a building buys: natural gas; district hot water also stands for geothermal hot
 * water. On-site PV is not a carrier: it is counted inside electricity (methodology §1.2).
 */
export const CARRIERS = [
  'electricity',
  'naturalGas',
  'fuelOil',
  'propane',
  'districtHotWater',
  'districtSteam',
  'districtChilledWater',
] as const;
export const carrierSchema = z.enum(CARRIERS);
export type Carrier = z.infer<typeof carrierSchema>;

/** End uses: the sub-systems of the energy screens that consume energy (spec 2.9, 9.5). */
export const END_USES = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'plugLoads',
  'others',
] as const;
export const endUseSchema = z.enum(END_USES);
export type EndUse = z.infer<typeof endUseSchema>;
const carrierMap = <T extends z.ZodType>(item: T) => z.partialRecord(carrierSchema, item);
const endUseMap = <T extends z.ZodType>(item: T) => z.record(endUseSchema, item);

/** Figures of one carrier over the analysis year. */
export const carrierMetricsSchema = strictObject({
  siteKwh: kwh(),
  purchasedKwh: kwh(),
  sourceKwh: kwh(),
  co2Kg: z.number(),
  cost: z.number().optional(),
  pricePerKwh: z.number().optional(),
  priceSource: z.enum(['bills', 'stateDefault']).optional(),
  co2KgPerKwh: z.number(),
  sourceFactor: z.number(),
  basis: basisSchema,
  monthlyKwh: z.array(kwh()),
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
  }),
});

const envelopeElementsSchema = z.enum(['roof', 'wall', 'openings', 'floor']);

/** What a building contributes to its peers' comparisons. */
export const benchmarkSubjectSchema = strictObject({
  buildingId: z.string(),
  useType: z.string(),
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

export const buildingMetricsSchema = strictObject({
  /** Version of this shape (bumped when it changes). */
  schemaVersion: z.literal(1),
  /** Version of the inputs the figures were computed from (the building's `meta.updatedAtMs` and data digest). */
  inputVersion: z.string(),
  computedAtMs: epochMsSchema,
  /** The analysis year: the 12 calendar months ending with `lastMonth`. */
  period: strictObject({
    firstMonth: monthSchema,
    lastMonth: monthSchema,
    months: z.array(monthSchema),
  }),
  climate: strictObject({
    station: z.string(),
    source: z.string(),
    distanceKm: z.number().optional(),
    withinRange: z.boolean(),
  }),
  energy: strictObject({
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
    monthlyTotalKwh: z.array(kwh()),
    carriers: carrierMap(carrierMetricsSchema),
    endUses: endUseMap(endUseMetricsSchema),
  }),
  history: strictObject({
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
  }),
  weather: carrierMap(weatherSchema).optional(),
  quality: strictObject({
    gaps: carrierMap(z.array(dayRangeSchema)).optional(),
    overlaps: carrierMap(z.array(dayRangeSchema)).optional(),
    rejectedBills: carrierMap(z.number()).optional(),
    subMeterExcessKwh: carrierMap(z.array(kwh())).optional(),
    missingIntervals: z.number().optional(),
    assumedUValues: z.array(z.string()).optional(),
    lightingMethod: z.enum(['fittings', 'lumenMethod']),
  }),
  benchmarks: strictObject({
    subject: benchmarkSubjectSchema,
    total: placementSchema,
    source: placementSchema,
    co2: placementSchema,
    subSystems: endUseMap(placementSchema),
    envelope: z.record(envelopeElementsSchema, placementSchema),
    markers: strictObject({
      current: z.number(),
      potential: z.number().optional(),
      bestInClass: z.number(),
    }),
    radar: radarSchema,
    details: z.array(elementDetailSchema),
  }),
  /** Improvement measures (`evaluateMeasures`), stored as computed. */
  measures: z.record(z.string(), z.unknown()).optional(),
  /** Asset reliability (`computeReliabilityMetrics`), stored as computed. */
  reliability: z.record(z.string(), z.unknown()).optional(),
  /** Design loads, incidental gains, envelope losses, P.V. (`buildingLoads`, metrics-loads.ts). */
  loads: metricsLoadsSchema.optional(),
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
