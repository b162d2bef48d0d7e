import { z } from 'zod';
import { numberIn, orderSchema, positive, requiredText, strictObject } from '../common.js';
import { spaceUsageTypeSchema } from '../enums/building.js';

/** Lowest and highest floor number (0 is the ground floor, negative below ground). */
export const FLOOR_MIN = -50;
export const FLOOR_MAX = 300;
/** Hours in a week: the most a space can operate in a week. */
export const HOURS_PER_WEEK_MAX = 168;

const floor = () =>
  z
    .int({ error: 'validation.required' })
    .min(FLOOR_MIN, 'validation.outOfRange')
    .max(FLOOR_MAX, 'validation.outOfRange');

/**
 * `/buildings/{id}/spaces/{spaceId}`: one space (spec 3.4). Area in m², floors From–To (integers,
 * `toFloor ≥ fromFloor`), operating hours per week 0–168.
 */
export const spaceSchema = strictObject({
  name: requiredText(),
  spaceType: spaceUsageTypeSchema,
  areaM2: positive(),
  fromFloor: floor(),
  toFloor: floor(),
  operatingHoursPerWeek: numberIn(0, HOURS_PER_WEEK_MAX).optional(),
  order: orderSchema,
}).refine((space) => space.toFloor >= space.fromFloor, {
  path: ['toFloor'],
  message: 'validation.outOfRange',
});
export type Space = z.infer<typeof spaceSchema>;
