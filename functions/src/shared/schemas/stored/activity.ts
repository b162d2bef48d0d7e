import { z } from 'zod';
import { timeOfDaySchema, strictObject } from '../common.js';

/**
 * One day of the Activity step (spec 3.2): whether the building operates, and from `start` to
 * `end` ("HH:MM", 24 h, local time of the building). When it operates both times are required and
 * `end` is after `start` (same day; "HH:MM" strings compare in time order).
 */
export const activityDayHoursSchema = strictObject({
  operates: z.boolean({ error: 'validation.mustBeSelected' }),
  start: timeOfDaySchema.optional(),
  end: timeOfDaySchema.optional(),
}).superRefine((day, ctx) => {
  if (!day.operates) return;
  if (day.start === undefined) {
    ctx.addIssue({ code: 'custom', path: ['start'], message: 'validation.required' });
  }
  if (day.end === undefined) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.required' });
  }
  if (day.start !== undefined && day.end !== undefined && day.end <= day.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.endTimeBeforeStart' });
  }
});
export type ActivityDayHours = z.infer<typeof activityDayHoursSchema>;

/** `/buildings/{id}/activity`: operating days and hours, Sunday to Saturday and Public Holiday. */
export const activitySchema = strictObject({
  days: strictObject({
    sunday: activityDayHoursSchema.optional(),
    monday: activityDayHoursSchema.optional(),
    tuesday: activityDayHoursSchema.optional(),
    wednesday: activityDayHoursSchema.optional(),
    thursday: activityDayHoursSchema.optional(),
    friday: activityDayHoursSchema.optional(),
    saturday: activityDayHoursSchema.optional(),
    publicHoliday: activityDayHoursSchema.optional(),
  }),
});
export type Activity = z.infer<typeof activitySchema>;
