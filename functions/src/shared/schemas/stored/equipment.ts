import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  dateSchema,
  keyedMap,
  nonNegative,
  numberIn,
  optionalText,
  requiredText,
  strictObject,
} from '../common.js';
import {
  depreciationBasisSchema,
  depreciationModeSchema,
  equipmentLogKindSchema,
  subSystemSchema,
} from '../enums/equipment.js';
import { alertSchema, obsolescenceSchema, potentialIssueSchema } from './reliability.js';

/** Upper bound of a percentage change per year (Year on Year Maintenance Cost Increase). */
export const MAINTENANCE_INCREASE_PCT_MAX = 1000;

/** A Maintenance & Sensor Log entry (spec 3.12): date, duration in hours, optional cost. */
export const equipmentLogSchema = strictObject({
  kind: equipmentLogKindSchema,
  date: dateSchema,
  durationHours: nonNegative(),
  note: optionalText(LONG_TEXT_MAX),
  cost: nonNegative().optional(),
});
export type EquipmentLog = z.infer<typeof equipmentLogSchema>;

/** A maintenance task: due on a date, done on a date (spec 9.1 maintenance regime windows). */
export const maintenanceTaskSchema = strictObject({
  title: requiredText(),
  dueOn: dateSchema,
  doneOn: dateSchema.optional(),
});
export type MaintenanceTask = z.infer<typeof maintenanceTaskSchema>;

/**
 * `/equipment/{buildingId}/{equipmentId}`: an equipment / asset (spec 3.12). Money in the
 * building's currency, capacity in kWh, life and warranty in years, maintenance increase in % per
 * year, dates "YYYY-MM-DD". Required: Equipment ID, Name and Type (spec 5.4); Capacity and
 * Initial Value, when given, are > 0 and Expected Life ≥ 1 year. Cross-field: not commissioned
 * before installed; salvage value not above the initial value.
 */
export const equipmentSchema = strictObject({
  assetId: requiredText(100, 'validation.equipmentIdRequired'),
  name: requiredText(SHORT_TEXT_MAX, 'validation.equipmentNameRequired'),
  type: requiredText(100, 'validation.equipmentTypeRequired'),
  system: optionalText(),
  subSystem: subSystemSchema.optional(),
  part: optionalText(),
  model: optionalText(),
  manufacturer: optionalText(),
  location: optionalText(),
  imageUrl: optionalText(LONG_TEXT_MAX),
  installedOn: dateSchema.optional(),
  commissionedOn: dateSchema.optional(),
  capacityKwh: z
    .number({ error: 'validation.capacityPositive' })
    .gt(0, 'validation.capacityPositive')
    .optional(),
  initialValue: z
    .number({ error: 'validation.initialValuePositive' })
    .gt(0, 'validation.initialValuePositive')
    .optional(),
  expectedLifeYears: z
    .number({ error: 'validation.expectedLifeMin' })
    .min(1, 'validation.expectedLifeMin')
    .optional(),
  depreciationMode: depreciationModeSchema.optional(),
  depreciationBasis: depreciationBasisSchema.optional(),
  salvageValue: nonNegative().optional(),
  yearlyMaintenance: nonNegative().optional(),
  yearlyAdHoc: nonNegative().optional(),
  partReplacementValue: nonNegative().optional(),
  replacementValue: nonNegative().optional(),
  labourAndOther: nonNegative().optional(),
  maintenanceIncreasePct: numberIn(-100, MAINTENANCE_INCREASE_PCT_MAX).optional(),
  warrantyYears: nonNegative().optional(),
  conditionPct: numberIn(0, 100).optional(),
  logs: keyedMap(equipmentLogSchema).optional(),
  alerts: keyedMap(alertSchema).optional(),
  issues: keyedMap(potentialIssueSchema).optional(),
  tasks: keyedMap(maintenanceTaskSchema).optional(),
  obsolescence: obsolescenceSchema.optional(),
}).superRefine((equipment, ctx) => {
  if (
    equipment.installedOn !== undefined &&
    equipment.commissionedOn !== undefined &&
    equipment.commissionedOn < equipment.installedOn
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['commissionedOn'],
      message: 'validation.startDateAfterEnd',
    });
  }
  if (
    equipment.salvageValue !== undefined &&
    equipment.initialValue !== undefined &&
    equipment.salvageValue > equipment.initialValue
  ) {
    ctx.addIssue({ code: 'custom', path: ['salvageValue'], message: 'validation.outOfRange' });
  }
});
export type Equipment = z.infer<typeof equipmentSchema>;
