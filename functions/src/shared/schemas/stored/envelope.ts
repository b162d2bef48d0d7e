import type { z } from 'zod';
import { numberIn, optionalText, percent, strictObject } from '../common.js';
import { glazingTypeSchema, roofTypeSchema } from '../enums/systems.js';

/** Highest accepted U-value in W/m²K (an uninsulated single-glazed window is about 5.7). */
export const U_VALUE_MAX = 10;

/** Insulation of one envelope element: its type (free text) and U-value in W/m²K (0–10). */
export const insulationSchema = strictObject({
  insulationType: optionalText(),
  uValueWPerM2K: numberIn(0, U_VALUE_MAX).optional(),
});
export type Insulation = z.infer<typeof insulationSchema>;

/**
 * `/buildings/{id}/envelope`: Envelope & Facade (spec 3.9). Window-to-wall ratio in % (0–100),
 * shading coefficient dimensionless (0–1).
 */
export const envelopeSchema = strictObject({
  windowToWallRatioPct: percent().optional(),
  roofType: roofTypeSchema.optional(),
  glazing: glazingTypeSchema.optional(),
  shadingCoefficient: numberIn(0, 1).optional(),
  roof: insulationSchema.optional(),
  wall: insulationSchema.optional(),
  window: insulationSchema.optional(),
  floor: insulationSchema.optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;
