import type { z } from 'zod';
import {
  dbKeySchema,
  keySet,
  keyedMap,
  orderSchema,
  requiredText,
  strictObject,
} from '../common.js';
import { comparisonSubSystemSchema, monitoredEquipmentTypeSchema } from '../enums/reliability.js';

/** An "Add additional equipment" entry of the comparison parameters. */
export const additionalEquipmentSchema = strictObject({
  name: requiredText(),
  order: orderSchema,
});
export type AdditionalEquipment = z.infer<typeof additionalEquipmentSchema>;

/**
 * `/buildings/{id}/comparison`: what the Comparison screen compares against (spec 3.13): other
 * buildings `{buildingId: true}`, sub-systems `{code: true}`, other monitored equipment
 * `{code: true}` and additional equipment `{id: {name, order}}`.
 */
export const comparisonParametersSchema = strictObject({
  buildingIds: keySet(dbKeySchema).optional(),
  subSystems: keySet(comparisonSubSystemSchema).optional(),
  monitoredEquipment: keySet(monitoredEquipmentTypeSchema).optional(),
  additionalEquipment: keyedMap(additionalEquipmentSchema).optional(),
});
export type ComparisonParameters = z.infer<typeof comparisonParametersSchema>;
