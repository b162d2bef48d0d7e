import { z } from 'zod';
import { LONG_TEXT_MAX, keyedMap, optionalText, strictObject } from '../common.js';
import { consumptionRowSchema } from './electricity.js';
import { heaterTypeSchema } from '../enums/systems.js';

/**
 * `/buildings/{id}/heating`: Heating Consumption / District Heating step (spec 3.6) with its
 * monthly heat bills (cost in the building's currency, consumption in kWh).
 */
export const heatingSchema = strictObject({
  hasHeatingSystem: z.boolean({ error: 'validation.mustBeSelected' }).optional(),
  districtHeating: z.boolean({ error: 'validation.mustBeSelected' }).optional(),
  heatingType: heaterTypeSchema.optional(),
  details: optionalText(LONG_TEXT_MAX),
  rows: keyedMap(consumptionRowSchema).optional(),
});
export type Heating = z.infer<typeof heatingSchema>;
