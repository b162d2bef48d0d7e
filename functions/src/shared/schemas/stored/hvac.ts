import { z } from 'zod';
import { numberIn, optionalText, percent, positive, strictObject } from '../common.js';
import {
  chillerEnergySourceSchema,
  compressorTypeSchema,
  coolingSystemTypeSchema,
  heaterEnergySourceSchema,
  heaterTypeSchema,
  ventilationFanTypeSchema,
} from '../enums/systems.js';

/** Highest accepted coefficient of performance (dimensionless, kW cooling per kW input). */
export const COP_MAX = 50;
/** Highest accepted heating efficiency in % (heat pumps exceed 100 %). */
export const HEATING_EFFICIENCY_PCT_MAX = 1000;

const installed = () => z.boolean({ error: 'validation.mustBeSelected' });

/** Cooling system (spec 3.7); capacity in kW, COP dimensionless. */
export const coolingSystemSchema = strictObject({
  installed: installed(),
  systemType: coolingSystemTypeSchema.optional(),
  compressorType: compressorTypeSchema.optional(),
  refrigerant: optionalText(100),
  energySource: chillerEnergySourceSchema.optional(),
  capacityKw: positive().optional(),
  cop: numberIn(0, COP_MAX).optional(),
});
export type CoolingSystem = z.infer<typeof coolingSystemSchema>;

/** Heating system (spec 3.7); capacity in kW, efficiency in % (0–1000). */
export const heatingSystemSchema = strictObject({
  installed: installed(),
  systemType: optionalText(),
  heaterType: heaterTypeSchema.optional(),
  energySource: heaterEnergySourceSchema.optional(),
  capacityKw: positive().optional(),
  efficiencyPct: numberIn(0, HEATING_EFFICIENCY_PCT_MAX).optional(),
});
export type HeatingSystem = z.infer<typeof heatingSystemSchema>;

/** Ventilation (spec 3.7); `gfaPct` is the share of GFA mechanically ventilated, 0–100 %. */
export const ventilationSchema = strictObject({
  mechanicalInstalled: installed(),
  mechanicalSystemType: optionalText(),
  gfaPct: percent().optional(),
  fanType: ventilationFanTypeSchema.optional(),
  naturalInstalled: installed(),
});
export type Ventilation = z.infer<typeof ventilationSchema>;

/** `/buildings/{id}/hvac`: the HVAC step (spec 3.7). */
export const hvacSchema = strictObject({
  cooling: coolingSystemSchema.optional(),
  heating: heatingSystemSchema.optional(),
  ventilation: ventilationSchema.optional(),
});
export type Hvac = z.infer<typeof hvacSchema>;
