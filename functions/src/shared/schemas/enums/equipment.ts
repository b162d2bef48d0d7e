import { z } from 'zod';

import { MUST_BE_SELECTED } from './must-be-selected.js';

/*
 * Lists of an equipment: sub-system, depreciation, logs and obsolescence (spec 3.12, 9.5 to 9.7).
 * Stored as stable camelCase codes, shown through i18n (`enums.json`, key `<enumName>.<code>`), in
 * the spec's order. Never rename a code: stored data and the database rules refer to it.
 */

/** Sub-systems (spec 9.5), the Sub-System of equipment and measures. */
export const SUB_SYSTEMS = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'facilityEnvelope',
  'renewables',
  'plugLoads',
  'others',
] as const;
export const subSystemSchema = z.enum(SUB_SYSTEMS, { error: MUST_BE_SELECTED });
export type SubSystem = z.infer<typeof subSystemSchema>;

/**
 * Depreciation Mode of the equipment form, plus Double Declining Balance (spec 3.12, 9.6). The
 * spec names them twice: on the form (`enums:depreciationMode`, "Units of Production") and
 * elsewhere (`enums:depreciationMethod`, "Units Of Production").
 */
export const DEPRECIATION_MODES = [
  'straightLine',
  'decliningBalance',
  'doubleDecliningBalance',
  'sumOfYears',
  'unitsOfProduction',
] as const;
export const depreciationModeSchema = z.enum(DEPRECIATION_MODES, { error: MUST_BE_SELECTED });
export type DepreciationMode = z.infer<typeof depreciationModeSchema>;

/** Standard versus Condition Based Depreciation (spec 9.6). */
export const DEPRECIATION_BASES = ['standard', 'conditionBased'] as const;
export const depreciationBasisSchema = z.enum(DEPRECIATION_BASES, { error: MUST_BE_SELECTED });
export type DepreciationBasis = z.infer<typeof depreciationBasisSchema>;

/** Kinds of the Maintenance & Sensor Logs of an equipment (spec 3.12). */
export const EQUIPMENT_LOG_KINDS = ['maintenance', 'sensor', 'repair', 'inspection'] as const;
export const equipmentLogKindSchema = z.enum(EQUIPMENT_LOG_KINDS, { error: MUST_BE_SELECTED });
export type EquipmentLogKind = z.infer<typeof equipmentLogKindSchema>;

/** Obsolescence categories (spec 9.7). */
export const OBSOLESCENCE_CATEGORIES = [
  'technological',
  'economic',
  'statutory',
  'functional',
  'aesthetic',
] as const;
export const obsolescenceCategorySchema = z.enum(OBSOLESCENCE_CATEGORIES, {
  error: MUST_BE_SELECTED,
});
export type ObsolescenceCategory = z.infer<typeof obsolescenceCategorySchema>;

/** Obsolescence reasons per category (spec 9.7; the labels keep the spec's wording). */
export const OBSOLESCENCE_REASONS_BY_CATEGORY = {
  technological: [
    'sparePartsMayBeUnavailable',
    'sparePartsNoLongerAvailable',
    'sparePartsDeliveryTooLong',
    'repairTooSlow',
  ],
  economic: ['operatingCostIncreased', 'maintenanceCostIncreased', 'energyCostIncreased'],
  statutory: ['performanceBelowRequirement', 'efficiencyBelowRequirement'],
  functional: [
    'functionalityDecreased',
    'cannotMeetLoad',
    'failureRateIncreasing',
    'timeToRepairIncreasing',
  ],
  aesthetic: ['assetHarmsReputation', 'operationHarmsReputation'],
} as const satisfies Record<ObsolescenceCategory, readonly string[]>;

/** Every obsolescence reason, in the spec's order. */
export const OBSOLESCENCE_REASONS = [
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.technological,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.economic,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.statutory,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.functional,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.aesthetic,
] as const;
export const obsolescenceReasonSchema = z.enum(OBSOLESCENCE_REASONS, { error: MUST_BE_SELECTED });
export type ObsolescenceReason = z.infer<typeof obsolescenceReasonSchema>;
