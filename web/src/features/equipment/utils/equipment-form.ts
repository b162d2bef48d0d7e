import type { Equipment } from '@shared/schemas/stored/equipment';

/** The record's amounts of money, in the form's order, each labelled with the building's currency. */
export const MONEY_FIELDS = [
  'salvageValue',
  'yearlyMaintenance',
  'yearlyAdHoc',
  'partReplacementValue',
  'replacementValue',
  'labourAndOther',
] as const satisfies readonly (keyof Equipment)[];

/** The fields the Edit Equipment Details form edits (spec 3.12); records, image and risks apart. */
export const DETAIL_FIELDS = [
  'assetId',
  'name',
  'type',
  'system',
  'subSystem',
  'part',
  'model',
  'manufacturer',
  'location',
  'installedOn',
  'commissionedOn',
  'capacityKwh',
  'initialValue',
  'expectedLifeYears',
  'depreciationMode',
  'depreciationBasis',
  ...MONEY_FIELDS,
  'maintenanceIncreasePct',
  'warrantyYears',
  'conditionPct',
] as const satisfies readonly (keyof Equipment)[];

export type DetailField = (typeof DETAIL_FIELDS)[number];
export type EquipmentDetails = Pick<Equipment, DetailField>;

/** Form values: every field present (empty as undefined) so that the inputs start controlled. */
export type EquipmentFormValues = { [K in DetailField]: Equipment[K] | undefined };

/** The form's values for a stored record, or an empty form for a new one. */
export function toFormValues(record: Equipment | undefined): EquipmentFormValues {
  const values = {} as Record<DetailField, unknown>;
  for (const field of DETAIL_FIELDS) values[field] = record?.[field];
  return values as EquipmentFormValues;
}

/** The details to save from validated form values: only the form's fields, empty ones left out. */
export function toDetails(values: EquipmentFormValues): EquipmentDetails {
  const details = {} as Record<DetailField, unknown>;
  for (const field of DETAIL_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== '') details[field] = value;
  }
  return details as unknown as EquipmentDetails;
}
