import type { BuildingGeneral } from '@shared/schemas/building-general';

/** The General step's form values: the stored part, or a blank form for a new building. */
export function toGeneralFormValues(stored: BuildingGeneral | undefined): Partial<BuildingGeneral> {
  return stored ? { ...stored } : {};
}

/**
 * The value written to `/buildings/{id}/general` from validated form values: fields left empty
 * are left out (the database stores no undefined), and the refurbishment year is kept only when
 * the building has had a major refurbishment.
 */
export function toGeneralValue(form: BuildingGeneral): BuildingGeneral {
  const entries = Object.entries(form).filter(
    ([key, value]) =>
      value !== undefined && (key !== 'refurbishmentYear' || form.hasMajorRefurbishment === true),
  );
  return Object.fromEntries(entries) as BuildingGeneral;
}
