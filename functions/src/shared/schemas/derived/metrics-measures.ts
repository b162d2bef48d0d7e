import { z } from 'zod';
import { strictObject } from '../common.js';
import { measureKindSchema, measureStatusSchema } from '../enums/analysis.js';
import { subSystemSchema } from '../enums/equipment.js';
import { carrierMap, partialEndUseMap } from './metrics-keys.js';

/*
 * `/metrics/{buildingId}/measures`: the building's improvement measures as `evaluateMeasures`
 * computes them (domain/metrics/measures, methodology "Improvement measures"), stored through
 * `storedJson`: empty lists and maps are absent, so every field that can be empty is optional.
 * Energy in kWh per year, CO2 in tonnes (per year unless "lifetime"), money in the building's
 * currency (per year unless an investment or a present value), percentages 0–100.
 */

/** Energy, cost and CO2 as percentages of a whole (absent where the whole is 0). */
export const metricsFigurePctsSchema = strictObject({
  energy: z.number().optional(),
  cost: z.number().optional(),
  co2: z.number().optional(),
});
export type MetricsFigurePcts = z.infer<typeof metricsFigurePctsSchema>;

/** Annual savings of a measure or of the measures together (positive = less than before). */
export const metricsSavingsSchema = strictObject({
  energyKwh: z.number(),
  byCarrierKwh: carrierMap(z.number()).optional(),
  byEndUseKwh: partialEndUseMap(z.number()).optional(),
  cost: z.number(),
  co2Tons: z.number(),
});
export type MetricsSavings = z.infer<typeof metricsSavingsSchema>;

/** Energy, cost and CO2 of the building before or after the measures, per year. */
export const metricsStateSchema = strictObject({
  energyKwh: z.number(),
  byEndUseKwh: partialEndUseMap(z.number()).optional(),
  cost: z.number(),
  co2Tons: z.number(),
});
export type MetricsState = z.infer<typeof metricsStateSchema>;

/** Economics of one measure alone; without an investment only life and lifetime figures. */
export const metricsInvestmentSchema = strictObject({
  investment: z.number().optional(),
  lifeYears: z.number(),
  /** Where the life comes from: the measure, LED rated hours, or the catalog. */
  lifeSource: z.enum(['measure', 'ledHours', 'catalog']),
  simplePaybackYears: z.number().optional(),
  npv: z.number().optional(),
  irrPct: z.number().optional(),
  lifetimeCo2Tons: z.number(),
  lifetimeEnergyKwh: z.number(),
});
export type MetricsInvestment = z.infer<typeof metricsInvestmentSchema>;

/**
 * Why the savings of a done measure cannot be measured: it has no start date; it starts after
 * the last complete month of the bills and meters; fewer than 9 complete months in the year
 * before its start month; fewer than 3 complete months after it; none of its carriers has
 * monthly bills or meters.
 */
export const MEASURED_SAVINGS_REASONS = [
  'noStartDate',
  'startsAfterData',
  'tooFewMonthsBefore',
  'tooFewMonthsSince',
  'noMeteredCarrier',
] as const;
export const measuredSavingsReasonSchema = z.enum(MEASURED_SAVINGS_REASONS);
export type MeasuredSavingsReason = z.infer<typeof measuredSavingsReasonSchema>;

const monthKeySchema = z.string().regex(/^\d{4}-\d{2}$/);

/** One carrier's measured savings over the reporting period, kWh (not annualized). */
export const metricsMeasuredCarrierSchema = strictObject({
  predictedKwh: z.number(),
  actualKwh: z.number(),
  avoidedKwh: z.number(),
  months: z.number(),
  baselineMonths: z.number(),
  /** The baseline fit's CV(RMSE), %. */
  cvRmsePct: z.number(),
  /** CV(RMSE) ≤ 20 % (ASHRAE Guideline 14-2014, monthly whole-building baselines). */
  meetsGuideline14: z.boolean(),
});

/**
 * Savings measured since a done measure's start date from the bills, weather-normalized
 * (`measuredSavings`, IPMVP Option C): either `reason` alone, or the reporting period and the
 * annualized savings (kWh/yr, currency/yr, t/yr) with each carrier's figures. Whole-building: it
 * includes every other change since the start date.
 */
export const metricsMeasuredSavingsSchema = strictObject({
  reason: measuredSavingsReasonSchema.optional(),
  fromMonth: monthKeySchema.optional(),
  toMonth: monthKeySchema.optional(),
  months: z.number().optional(),
  temperatureSource: z.enum(['measured', 'normals']).optional(),
  byCarrier: carrierMap(metricsMeasuredCarrierSchema).optional(),
  unmeasured: carrierMap(measuredSavingsReasonSchema).optional(),
  energyKwhPerYear: z.number().optional(),
  costPerYear: z.number().optional(),
  co2TonsPerYear: z.number().optional(),
}).refine(
  (value) =>
    value.reason !== undefined
      ? Object.keys(value).length === 1
      : value.byCarrier !== undefined && value.energyKwhPerYear !== undefined,
  { message: 'Either a reason alone or the measured figures' },
);
export type MetricsMeasuredSavings = z.infer<typeof metricsMeasuredSavingsSchema>;

/** One measure: its savings alone, its share of the combined savings, and its economics. */
export const metricsMeasureSchema = strictObject({
  measureId: z.string(),
  kind: measureKindSchema,
  status: measureStatusSchema,
  subSystem: subSystemSchema,
  savings: metricsSavingsSchema,
  investment: metricsInvestmentSchema,
  /** Savings it adds in the combined order (absent for measures already done). */
  incremental: metricsSavingsSchema.optional(),
  /** 1-based place in the combined order (absent for measures already done). */
  rank: z.number().optional(),
  sharePct: metricsFigurePctsSchema.optional(),
  /** False when the model cannot represent the measure (custom, or nothing to act on). */
  modelled: z.boolean(),
  /** LED measures with count and lumens: change of light output, % (negative = less light). */
  lightOutputChangePct: z.number().optional(),
  /** Done measures: the savings measured since their start date, or why they cannot be. */
  measured: metricsMeasuredSavingsSchema.optional(),
});
export type MetricsMeasure = z.infer<typeof metricsMeasureSchema>;

/** Combined savings of the measures not yet done, and their economics. */
export const metricsMeasureTotalsSchema = strictObject({
  savings: metricsSavingsSchema,
  investment: z.number(),
  /** True when some measure has no investment (it counts as 0 in the totals). */
  investmentIncomplete: z.boolean(),
  simplePaybackYears: z.number().optional(),
  npv: z.number(),
  irrPct: z.number().optional(),
  lifetimeCo2Tons: z.number(),
  /** Combined savings as % of the baseline. */
  savingsPct: metricsFigurePctsSchema.optional(),
  /** The Payback chart: cash flow accumulated year by year from time zero (−investment). */
  cumulativeCashFlow: z.array(z.number()),
});
export type MetricsMeasureTotals = z.infer<typeof metricsMeasureTotalsSchema>;

/** The `measures` part: present when the building has improvement measures. */
export const metricsMeasuresSchema = strictObject({
  /** Ids of the measures not yet done, in the order they are combined (absent when all are done). */
  order: z.array(z.string()).optional(),
  /** Every measure of the building by id. */
  measures: z.record(z.string(), metricsMeasureSchema),
  /** The building before and after every measure not yet done. */
  baseline: metricsStateSchema,
  improved: metricsStateSchema,
  totals: metricsMeasureTotalsSchema,
});
export type MetricsMeasures = z.infer<typeof metricsMeasuresSchema>;

/** kWh by month `"YYYY-MM"` (a month without a reading is absent). */
const readingsByMonthSchema = z.record(z.string().regex(/^\d{4}-\d{2}$/), z.number());
/** A description part as the model read it (checked by the rules when it was written). */
const descriptionPartSchema = z.record(z.string(), z.unknown());

/**
 * The `measureBasis` part (`storedMeasureBasis`, domain/metrics/measures/measure-basis.ts): what
 * the measures were evaluated from besides the measures — the description, the months, the
 * climate, the meters' monthly totals and the carriers' prices (currency/kWh) and CO2 factors
 * (kg/kWh) — so that a browser evaluates a measure being edited with the same code on the same
 * inputs. Absent in figures computed before it was stored.
 */
export const metricsMeasureBasisSchema = strictObject({
  description: strictObject({
    general: descriptionPartSchema,
    activity: descriptionPartSchema.optional(),
    spaceUsage: z.union([descriptionPartSchema, z.array(descriptionPartSchema)]).optional(),
    heating: descriptionPartSchema.optional(),
    hvac: descriptionPartSchema.optional(),
    lighting: descriptionPartSchema.optional(),
    envelope: descriptionPartSchema.optional(),
    renewables: descriptionPartSchema.optional(),
  }),
  months: z.array(z.string().regex(/^\d{4}-\d{2}$/)),
  climate: strictObject({
    latitudeDeg: z.number(),
    monthlyMeanTemperatureDegC: z.array(z.number()),
    monthlyHorizontalIrradiationKwhPerM2: z.array(z.number()).optional(),
  }),
  metered: strictObject({
    carriers: carrierMap(readingsByMonthSchema).optional(),
    endUses: partialEndUseMap(readingsByMonthSchema).optional(),
    annual: carrierMap(strictObject({ kwh: z.number(), year: z.number() })).optional(),
  }).optional(),
  rates: strictObject({
    pricePerKwh: carrierMap(z.number()).optional(),
    co2KgPerKwh: carrierMap(z.number()).optional(),
  }).optional(),
});
export type MetricsMeasureBasis = z.infer<typeof metricsMeasureBasisSchema>;
