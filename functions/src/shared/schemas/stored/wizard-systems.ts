import { z } from 'zod';
import { dbKeySchema, strictObject } from '../common.js';
import { coolingSystemSchema, heatingSystemSchema, ventilationSchema } from './hvac.js';
import { lightingFittingSchema, lightingTotalPct } from './lighting.js';
import { TOTAL_PCT_TOLERANCE } from './space-usage.js';

/*
 * Step schemas of the HVAC and Lighting wizard steps (spec 3.7, 3.8, 5.2). They add what the
 * stored schemas leave open because a part-way save must stay possible: the yes/no answers, the
 * choices an installed system needs, and the 100 % total of the light fittings (once entered).
 */

const MUST_BE_SELECTED = 'validation.mustBeSelected';
const REQUIRED = 'validation.required';

type Requirement = readonly [field: string, message: string];

/**
 * Adds "must be selected"/"required" issues for the `fields` left empty when `flag` is true.
 * `when: () => true` runs it even when other fields have issues, so all errors show at once.
 */
function requireWhen(flag: string, fields: readonly Requirement[]) {
  return {
    check: (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
      if (typeof value !== 'object' || value === null || value[flag] !== true) return;
      for (const [field, message] of fields) {
        if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    params: { when: () => true },
  };
}

const coolingRule = requireWhen('installed', [
  ['systemType', MUST_BE_SELECTED],
  ['energySource', MUST_BE_SELECTED],
]);
const heatingRule = requireWhen('installed', [
  ['heaterType', MUST_BE_SELECTED],
  ['energySource', MUST_BE_SELECTED],
]);
const ventilationRule = requireWhen('mechanicalInstalled', [['gfaPct', REQUIRED]]);

/**
 * The HVAC step (spec 3.7): every "Installed" question answered; an installed cooling system
 * needs its Cooling System Type and Chiller Energy Source, an installed heating system its Heater
 * Type and Heater Energy Source, a mechanical ventilation system its Percentage of GFA. Compressor
 * Type stays optional: absorption chillers and district cooling have none.
 */
export const hvacStepSchema = strictObject({
  cooling: coolingSystemSchema.superRefine(coolingRule.check, coolingRule.params),
  heating: heatingSystemSchema.superRefine(heatingRule.check, heatingRule.params),
  ventilation: ventilationSchema.superRefine(ventilationRule.check, ventilationRule.params),
});
export type HvacStep = z.infer<typeof hvacStepSchema>;

/** One row of the Lighting step's form: a fitting without `order`, `fittingId` its key once saved. */
export const lightingRowSchema = lightingFittingSchema
  .omit({ order: true })
  .extend({ fittingId: dbKeySchema.optional() });
export type LightingRow = z.infer<typeof lightingRowSchema>;

/**
 * The Lighting step's form (spec 3.8, 5.2): the fittings in screen order; when there is at least
 * one, their "% of All Light Fittings" must add up to 100 % ("Total light fitting usage should be
 * 100%"). An empty list is allowed, as for space usage and P.V. systems: the step can be saved and
 * passed before the fittings are known.
 */
export const lightingRowsSchema = strictObject({
  fittings: z.array(lightingRowSchema).superRefine((rows, ctx) => {
    if (rows.length === 0) return;
    if (Math.abs(lightingTotalPct(rows) - 100) > TOTAL_PCT_TOLERANCE) {
      ctx.addIssue({ code: 'custom', path: [], message: 'validation.lightingTotal' });
    }
  }),
});
export type LightingRows = z.infer<typeof lightingRowsSchema>;
