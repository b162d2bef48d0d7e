import { z } from 'zod';
import { epochMsSchema, monthSchema, strictObject } from './common.js';
import {
  alertSeveritySchema,
  benchmarkBandSchema,
  buildingStatusSchema,
  currencySchema,
  measureKindSchema,
  useTypeSchema,
} from './enums.js';
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

/** The digest without its lists: what the Dashboard's totals, rankings and charts read. */
const rowFiguresSchema = strictObject({
  ...dashboardDigestSchema.shape,
  /**
   * The calendar months as three columns, month by month from `from` (null for a month without
   * data on every carrier): fewer bytes than a record.
   */
  months: strictObject({
    from: monthSchema,
    kwh: z.array(z.number().nullable()),
    co2Kg: z.array(z.number().nullable()),
    /** Absent when a carrier of the building has no price. */
    cost: z.array(z.number().nullable()).optional(),
  }).optional(),
  topMeasures: z.undefined().optional(),
  risk: dashboardDigestSchema.shape.risk.unwrap().omit({ equipment: true }).optional(),
  maintenance: dashboardDigestSchema.shape.maintenance.unwrap().omit({ tasks: true }).optional(),
});

/**
 * `/digests/{uid}/{buildingId}` (written by functions only, read by that user) holds this as one
 * JSON string: the building as the Dashboard lists it (the summary's title, city, use type,
 * status, currency and floor area) with its figures once computed. One string leaf per building
 * keeps a 5,000-building dashboard to one listen of a few megabytes that the client SDK takes
 * without building a tree of a million nodes (docs/data-model.md, "Dashboard rows").
 */
export const dashboardRowSchema = strictObject({
  title: z.string(),
  city: z.string(),
  useType: useTypeSchema.optional(),
  status: buildingStatusSchema,
  currency: currencySchema,
  grossFloorAreaM2: z.number().optional(),
  figures: rowFiguresSchema.optional(),
});
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
