import { z } from 'zod';
import { activitySchema } from './activity.js';
import { dbKeySchema, strictObject } from '../common.js';
import { spaceSchema } from './space.js';
import { TOTAL_PCT_TOLERANCE, spaceUsageItemSchema, spaceUsageTotalPct } from './space-usage.js';

/*
 * Step schemas of the wizard's Activity step, which also holds the space-usage list and the
 * Spaces table (spaces carry operating hours). The form edits the keyed maps
 * `/spaceUsage/{id}` and `/spaces/{id}` as arrays: a row is the stored item without `order`
 * (the row's position) and with `rowId`, the key of an item already saved.
 */

const { order: _usageOrder, ...spaceUsageRowShape } = spaceUsageItemSchema.shape;
const { order: _spaceOrder, ...spaceRowShape } = spaceSchema.shape;

/** One row of the space-usage list on screen (spec 3.3). */
export const spaceUsageRowSchema = strictObject({
  rowId: dbKeySchema.optional(),
  ...spaceUsageRowShape,
});
export type SpaceUsageRow = z.infer<typeof spaceUsageRowSchema>;

/** One row of the Spaces table on screen (spec 3.4); To Floor is never below From Floor. */
export const spaceRowSchema = strictObject({
  rowId: dbKeySchema.optional(),
  ...spaceRowShape,
}).refine((space) => space.toFloor >= space.fromFloor, {
  path: ['toFloor'],
  message: 'validation.outOfRange',
});
export type SpaceRow = z.infer<typeof spaceRowSchema>;

/**
 * Space-usage rows: when there is at least one, their % of GFA must add up to 100 %
 * ("Total Space Usage should be 100% …", spec 5.2). An empty list is allowed so that the step can
 * be saved before the space usage is known.
 */
export const spaceUsageRowsSchema = z
  .array(spaceUsageRowSchema, { error: 'validation.required' })
  .superRefine((rows, ctx) => {
    if (rows.length === 0) return;
    if (Math.abs(spaceUsageTotalPct(rows) - 100) > TOTAL_PCT_TOLERANCE) {
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.spaceUsageTotal' });
    }
  });

/** The whole Activity step as edited: operating days, space usage and spaces. */
export const activityStepFormSchema = strictObject({
  activity: activitySchema,
  spaceUsage: spaceUsageRowsSchema,
  spaces: z.array(spaceRowSchema, { error: 'validation.required' }),
});
export type ActivityStepForm = z.infer<typeof activityStepFormSchema>;
