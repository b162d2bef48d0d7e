import {
  DEFAULT_CURRENCY,
  buildingCurrencyOf,
  isCurrency,
} from '@shared/domain/building/building-currency';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import type { Currency } from '@shared/schemas/enums/account';

/**
 * The General step's form values: the stored part, or a blank form for a new building, with the
 * building's currency chosen (`buildingCurrencyOf`): its own, else its country's, else
 * `currency` (the shell's: the creator's for a new building), else {@link DEFAULT_CURRENCY}.
 */
export function toGeneralFormValues(
  stored: BuildingGeneral | undefined,
  currency: Currency = DEFAULT_CURRENCY,
): Partial<BuildingGeneral> {
  return { ...stored, currency: buildingCurrencyOf(stored, currency) };
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

/**
 * The parts a new building is created with: its General Information in `currency` (its
 * creator's, `newBuildingCurrency`) unless the form chose one.
 */
export function withNewBuildingCurrency(
  parts: Record<string, unknown>,
  currency: Currency,
): Record<string, unknown> {
  const general = (parts['general'] ?? {}) as Partial<BuildingGeneral>;
  if (isCurrency(general.currency)) return parts;
  return { ...parts, general: { ...general, currency } };
}
