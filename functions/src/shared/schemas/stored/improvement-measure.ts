import { z } from 'zod';
import { count, dateSchema, nonNegative, positive, requiredText, strictObject } from '../common.js';
import { measureKindSchema, measureStatusSchema } from '../enums/analysis.js';
import { subSystemSchema } from '../enums/equipment.js';

/** Longest accepted life of a measure, in years. */
export const MEASURE_LIFE_YEARS_MAX = 100;
/** Highest efficiency of a new system in % (a COP of 50, as `COP_MAX` of the HVAC step). */
export const MEASURE_EFFICIENCY_PCT_MAX = 5000;
/** Highest U-value of a new envelope element in W/m²K (as `U_VALUE_MAX` of the envelope). */
export const MEASURE_U_VALUE_MAX = 10;

/**
 * `/measures/{buildingId}/{measureId}`: an improvement measure (spec 3.14) with the user's
 * inputs; savings, payback, IRR and CO2 are derived. Investment in the building's currency,
 * start date "YYYY-MM-DD", life (the measure's period) in whole years 1–100. LED inputs: number
 * of new LEDs, watts per bulb (W), lumens per bulb (lm), cost per bulb, and the lighting system's
 * annual consumption in kWh. Optional performance of what the measure installs, overriding the
 * catalog's defaults: the new system's efficiency in % (COP 5.8 = 580 %, boiler 95 %) and the new
 * element's U-value in W/m²K. `savingPct`: the share of its sub-system's energy a control measure
 * or a custom measure saves, % (0–100]; for controls it overrides the catalog's assumption, and a
 * custom measure without it is not modelled (its savings count as 0).
 */
export const improvementMeasureSchema = strictObject({
  name: requiredText(),
  kind: measureKindSchema,
  subSystem: subSystemSchema.optional(),
  investment: nonNegative().optional(),
  startOn: dateSchema.optional(),
  lifeYears: z
    .int({ error: 'validation.required' })
    .min(1, 'validation.outOfRange')
    .max(MEASURE_LIFE_YEARS_MAX, 'validation.outOfRange')
    .optional(),
  ledCount: count().optional(),
  ledWatts: positive().optional(),
  ledLumens: positive().optional(),
  ledUnitCost: nonNegative().optional(),
  annualLightingKwh: nonNegative().optional(),
  newEfficiencyPct: positive().max(MEASURE_EFFICIENCY_PCT_MAX, 'validation.outOfRange').optional(),
  newUValueWPerM2K: positive().max(MEASURE_U_VALUE_MAX, 'validation.outOfRange').optional(),
  savingPct: positive().max(100, 'validation.outOfRange').optional(),
  status: measureStatusSchema,
});
export type ImprovementMeasure = z.infer<typeof improvementMeasureSchema>;
