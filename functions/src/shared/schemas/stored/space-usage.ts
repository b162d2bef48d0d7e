import { z } from 'zod';
import { keyedMap, orderSchema, percent, requiredText, strictObject } from '../common.js';
import {
  climateControlSchema,
  spaceFanTypeSchema,
  spaceUsageTypeSchema,
} from '../enums/building.js';

/** Tolerance when checking that percentages add up to 100 % (floating-point sums). */
export const TOTAL_PCT_TOLERANCE = 1e-6;

/**
 * `/buildings/{id}/spaceUsage/{itemId}`: one space-usage item (spec 3.3). `gfaPct` is the share
 * of the Total Floor Area (Internal) in %, 0–100.
 */
export const spaceUsageItemSchema = strictObject({
  title: requiredText(),
  usageType: spaceUsageTypeSchema,
  gfaPct: percent(),
  climateControl: climateControlSchema.optional(),
  fanType: spaceFanTypeSchema.optional(),
  hasHeatRecovery: z.boolean({ error: 'validation.mustBeSelected' }).optional(),
  order: orderSchema,
});
export type SpaceUsageItem = z.infer<typeof spaceUsageItemSchema>;

/**
 * Sum of `gfaPct` of all space-usage items, in % of GFA, rounded to 6 decimals so that
 * 33.3 + 33.3 + 33.4 gives exactly 100.
 */
export function spaceUsageTotalPct(
  items:
    | Readonly<Record<string, Pick<SpaceUsageItem, 'gfaPct'>>>
    | readonly Pick<SpaceUsageItem, 'gfaPct'>[],
): number {
  const list = Array.isArray(items) ? items : Object.values(items);
  const total = list.reduce(
    (sum: number, item: Pick<SpaceUsageItem, 'gfaPct'>) => sum + item.gfaPct,
    0,
  );
  return Math.round(total * 1e6) / 1e6;
}

/**
 * All space-usage items of a building, `{itemId: item}`: together they must make exactly 100 % of
 * GFA ("Total Space Usage should be 100% …", spec 5.2, 9.1). Checked when the wizard step is
 * submitted; the database checks items one by one (a list cannot total 100 % mid-edit).
 */
export const spaceUsageSchema = keyedMap(spaceUsageItemSchema).superRefine((items, ctx) => {
  if (Math.abs(spaceUsageTotalPct(items) - 100) > TOTAL_PCT_TOLERANCE) {
    ctx.addIssue({ code: 'custom', path: [], message: 'validation.spaceUsageTotal' });
  }
});
export type SpaceUsage = z.infer<typeof spaceUsageSchema>;
