import type { z } from 'zod';
import {
  count,
  keyedMap,
  nonNegative,
  orderSchema,
  percent,
  requiredText,
  strictObject,
} from '../common.js';
import { bulbTypeSchema } from '../enums/systems.js';
import { TOTAL_PCT_TOLERANCE } from './space-usage.js';

/**
 * One light fitting (spec 3.8): its type (free text), bulb type, share of all light fittings in %
 * (0–100), and optionally the number of fittings and the watts per fitting (W).
 */
export const lightingFittingSchema = strictObject({
  fittingType: requiredText(),
  bulbType: bulbTypeSchema,
  sharePct: percent(),
  count: count().optional(),
  wattsPerFitting: nonNegative().optional(),
  order: orderSchema,
});
export type LightingFitting = z.infer<typeof lightingFittingSchema>;

/** "Total light fitting usage": the sum of `sharePct` in %, rounded to 6 decimals. */
export function lightingTotalPct(
  fittings:
    | Readonly<Record<string, Pick<LightingFitting, 'sharePct'>>>
    | readonly Pick<LightingFitting, 'sharePct'>[],
): number {
  const list = Array.isArray(fittings) ? fittings : Object.values(fittings);
  const total = list.reduce(
    (sum: number, fitting: Pick<LightingFitting, 'sharePct'>) => sum + fitting.sharePct,
    0,
  );
  return Math.round(total * 1e6) / 1e6;
}

/**
 * All fittings `{fittingId: fitting}`: once there is at least one, they add up to 100 % (spec 5.2
 * implies the target), checked on the Done step; the database accepts any total. No fittings is
 * accepted, as an empty space-usage or P.V. list is: a building may have none entered.
 */
export const lightingFittingsSchema = keyedMap(lightingFittingSchema).superRefine(
  (fittings, ctx) => {
    if (Object.keys(fittings).length === 0) return;
    if (Math.abs(lightingTotalPct(fittings) - 100) > TOTAL_PCT_TOLERANCE) {
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.lightingTotal' });
    }
  },
);

/** `/buildings/{id}/lighting`: the stored shape, each fitting valid on its own. */
export const lightingSchema = strictObject({
  fittings: keyedMap(lightingFittingSchema).optional(),
});
export type Lighting = z.infer<typeof lightingSchema>;

/** The Lighting step when completed: the stored shape with the 100 % total of any fittings. */
export const lightingStepSchema = strictObject({ fittings: lightingFittingsSchema.optional() });
export type LightingStep = z.infer<typeof lightingStepSchema>;
