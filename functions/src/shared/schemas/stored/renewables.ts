import { z } from 'zod';
import { keyedMap, numberIn, orderSchema, percent, positive, strictObject } from '../common.js';
import { pvMountingTypeSchema, pvPanelTypeSchema, pvTrackingTypeSchema } from '../enums/systems.js';

/**
 * One P.V. system (spec 3.10), shown as "P.V. System n" by `order`. Capacity in kWp; incline in
 * degrees from horizontal (0–90) or `inclineUnknown: true`; orientation in degrees from south
 * (−180…180, east negative) or `orientationUnknown: true` — exactly one of each pair; system
 * loss in % (0–100).
 */
export const pvSystemSchema = strictObject({
  capacityKwp: positive(),
  tracking: pvTrackingTypeSchema.optional(),
  inclineDeg: numberIn(0, 90).optional(),
  inclineUnknown: z.boolean({ error: 'validation.mustBeSelected' }).optional(),
  orientationDeg: numberIn(-180, 180).optional(),
  orientationUnknown: z.boolean({ error: 'validation.mustBeSelected' }).optional(),
  systemLossPct: percent().optional(),
  panelType: pvPanelTypeSchema.optional(),
  mounting: pvMountingTypeSchema.optional(),
  order: orderSchema,
}).superRefine((pv, ctx) => {
  const pairs = [
    ['inclineDeg', pv.inclineDeg, pv.inclineUnknown],
    ['orientationDeg', pv.orientationDeg, pv.orientationUnknown],
  ] as const;
  for (const [field, value, unknown] of pairs) {
    if ((value !== undefined) === (unknown === true)) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: value === undefined ? 'validation.required' : 'validation.outOfRange',
      });
    }
  }
});
export type PvSystem = z.infer<typeof pvSystemSchema>;

/** `/buildings/{id}/renewables`: the P.V. systems `{pvId: system}`. */
export const renewablesSchema = strictObject({
  pvSystems: keyedMap(pvSystemSchema).optional(),
});
export type Renewables = z.infer<typeof renewablesSchema>;
