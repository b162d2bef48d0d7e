import { z } from 'zod';
import { epochMsSchema, monthSchema, strictObject } from '../common.js';
import { alertSeveritySchema } from '../enums/reliability.js';
import { benchmarkBandSchema, measureKindSchema } from '../enums/analysis.js';
import { buildingStatusSchema, useTypeSchema } from '../enums/building.js';
import { currencySchema } from '../enums/account.js';
import { riskBandSchema } from './metrics-reliability.js';

/**
 * One month of a building's consumption as the dashboard totals it: `[siteKwh, co2Kg]` or
 * `[siteKwh, co2Kg, cost]` (cost in the digest's currency, absent when a carrier has no price).
 * A tuple rather than an object keeps 5,000 buildings' digests small.
 */
export const digestMonthSchema = z.union([
  z.tuple([z.number(), z.number()]),
  z.tuple([z.number(), z.number(), z.number()]),
]);
export type DigestMonth = z.infer<typeof digestMonthSchema>;

/** A measure not yet done, with its figures alone (per year; money in the digest's currency). */
export const digestMeasureSchema = strictObject({
  measureId: z.string(),
  name: z.string(),
  kind: measureKindSchema,
  savingsKwh: z.number(),
  costSavings: z.number(),
  investment: z.number().optional(),
  paybackYears: z.number().optional(),
});
export type DigestMeasure = z.infer<typeof digestMeasureSchema>;

/** An equipment at risk: its highest fault risk (score 1–25) and its health (0–100). */
export const digestEquipmentSchema = strictObject({
  equipmentId: z.string(),
  assetId: z.string(),
  name: z.string(),
  riskScore: z.number(),
  riskBand: riskBandSchema,
  healthScore: z.number().optional(),
});
export type DigestEquipment = z.infer<typeof digestEquipmentSchema>;

/** A maintenance task due within the regime window or missed (`dueOn` YYYY-MM-DD). */
export const digestTaskSchema = strictObject({
  equipmentId: z.string(),
  equipmentName: z.string(),
  taskId: z.string(),
  title: z.string(),
  dueOn: z.string(),
  missed: z.boolean(),
});
export type DigestTask = z.infer<typeof digestTaskSchema>;

/**
 * What the portfolio Dashboard knows of one building's figures, in memory: built by
 * `dashboardDigestOf` (domain/dashboard/digest.ts) from the figures just computed, stored split in
 * two packed rows (`dashboardRowSchema`, `digestListsSchema` below; docs/data-model.md).
 * Energy in kWh (site), CO2 in kg, money in `currency`, areas in m², EUI in kWh/m²·yr.
 */
export const dashboardDigestSchema = strictObject({
  computedAtMs: epochMsSchema,
  currency: currencySchema,
  floorAreaM2: z.number().optional(),
  /** Up to the last 24 calendar months with data on every carrier, `{yyyy-mm: month}`. */
  months: z.record(monthSchema, digestMonthSchema).optional(),
  /** Share of the analysis year's site energy on carriers with bills or meter data, 0–100 %. */
  meteredSharePct: z.number(),
  siteEuiKwhPerM2: z.number().optional(),
  co2KgPerM2: z.number().optional(),
  /** The building's band of the reference distribution (Comparison, total site EUI). */
  band: benchmarkBandSchema.optional(),
  /** The measures not yet done, combined (as the Improve tab's totals). */
  potential: strictObject({
    savingsKwh: z.number(),
    costSavings: z.number(),
    investment: z.number(),
    paybackYears: z.number().optional(),
    count: z.number(),
  }).optional(),
  /** The largest measures not yet done (by energy savings), at most five. */
  topMeasures: z.array(digestMeasureSchema).optional(),
  risk: strictObject({
    maxScore: z.number(),
    band: riskBandSchema,
    highCount: z.number(),
    lowestHealth: z.number().optional(),
    alerts: z.partialRecord(alertSeveritySchema, z.number()).optional(),
    /** Equipment with the highest risk first, at most five. */
    equipment: z.array(digestEquipmentSchema).optional(),
  }).optional(),
  maintenance: strictObject({
    upcoming: z.number(),
    missed: z.number(),
    /** Missed first (oldest first), then upcoming (soonest first), at most five. */
    tasks: z.array(digestTaskSchema).optional(),
  }).optional(),
});
export type DashboardDigest = z.infer<typeof dashboardDigestSchema>;

/**
 * Whole numbers in base 36 separated by commas, an empty place for a month without data (each
 * checked as a number when the row is unpacked, dashboard-row.ts).
 */
const numberColumnSchema = z.string().regex(/^[-0-9a-z,]*$/);

/**
 * The figures of a Dashboard row, positional (see `dashboardRowSchema`): the digest without its
 * lists, its months as three columns of numbers, month by month from the first.
 */
const rowFiguresSchema = z.tuple([
  epochMsSchema, // 0 computedAtMs
  currencySchema, // 1 currency of the figures
  z.number().nullable(), // 2 floorAreaM2
  z.number(), // 3 meteredSharePct
  z.number().nullable(), // 4 siteEuiKwhPerM2
  z.number().nullable(), // 5 co2KgPerM2
  benchmarkBandSchema.nullable(), // 6 band
  // 7 months: [first month, kWh, kg CO2, cost (null when a carrier has no price)]
  z
    .tuple([monthSchema, numberColumnSchema, numberColumnSchema, numberColumnSchema.nullable()])
    .nullable(),
  // 8 potential: [savingsKwh, costSavings, investment, paybackYears, count]
  z.tuple([z.number(), z.number(), z.number(), z.number().nullable(), z.number()]).nullable(),
  // 9 risk: [maxScore, band, highCount, lowestHealth, alerts by severity]
  z
    .tuple([
      z.number(),
      riskBandSchema,
      z.number(),
      z.number().nullable(),
      z.partialRecord(alertSeveritySchema, z.number()).nullable(),
    ])
    .nullable(),
  // 10 maintenance: [upcoming, missed]
  z.tuple([z.number(), z.number()]).nullable(),
]);

/**
 * `/digests/{uid}/{buildingId}` (written by functions only, read by that user) holds this as one
 * JSON string: the building as the Dashboard lists it (the summary's title, city, use type,
 * status, currency and floor area) with its figures once computed, positional so that a row
 * carries no key names. One string leaf of about 560 characters per building keeps a
 * 5,000-building dashboard to one listen of a few megabytes that the client SDK takes without
 * building a tree of a million nodes (docs/data-model.md, "Dashboard rows"). Built and read only
 * by domain/dashboard/dashboard-row.ts; absent values are null.
 */
export const dashboardRowSchema = z.tuple([
  z.literal(1), // 0 format version
  z.string(), // 1 title
  z.string(), // 2 city
  useTypeSchema.nullable(), // 3 useType
  buildingStatusSchema, // 4 status
  currencySchema, // 5 currency (the summary's)
  z.number().nullable(), // 6 grossFloorAreaM2
  rowFiguresSchema.nullable(), // 7 figures, once computed
]);
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

/**
 * `/digestLists/{uid}/{buildingId}`, one JSON string as well: the building's largest measures,
 * riskiest equipment and maintenance tasks, which the Dashboard's lists below the fold read after
 * its rows.
 */
export const digestListsSchema = strictObject({
  topMeasures: z.array(digestMeasureSchema).optional(),
  equipment: z.array(digestEquipmentSchema).optional(),
  tasks: z.array(digestTaskSchema).optional(),
});
export type DigestLists = z.infer<typeof digestListsSchema>;
