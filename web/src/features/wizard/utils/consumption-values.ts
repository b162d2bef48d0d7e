import type { Electricity } from '@shared/schemas/stored/electricity';
import type { Heating } from '@shared/schemas/stored/heating';
import {
  OTHER_SUPPLIER,
  type ElectricityForm,
  type HeatingForm,
} from '@shared/schemas/stored/wizard-consumption';
import {
  toFormRows,
  toKeyedMap,
  type ConsumptionRowValues,
} from '@/features/wizard/utils/consumption-rows';
import { withoutUndefined } from '@shared/domain/common/without-undefined';

/** The Electricity Consumption step's form values; `supplierCompany` may be "other". */
export interface ElectricityFormValues {
  rows: ConsumptionRowValues[];
  supplierConsent?: boolean | undefined;
  accountNumber?: string | undefined;
  supplierCompany?: string | undefined;
  otherSupplier?: string | undefined;
}

/** The Heating Consumption / District Heating step's form values. */
export interface HeatingFormValues extends Omit<Heating, 'rows'> {
  rows: ConsumptionRowValues[];
}

/**
 * Form values of a stored electricity part, every field present (see {@link toHeatingFormValues});
 * a stored Other Electricity Supplier selects "Other".
 */
export function toElectricityFormValues(stored: Electricity | undefined): ElectricityFormValues {
  return {
    rows: toFormRows(stored?.rows),
    supplierConsent: stored?.supplierConsent,
    accountNumber: stored?.accountNumber,
    supplierCompany:
      stored?.supplierCompany ?? (stored?.otherSupplier !== undefined ? OTHER_SUPPLIER : undefined),
    otherSupplier: stored?.otherSupplier,
  };
}

/**
 * `/buildings/{id}/electricity` from the validated form. The supplier fields are kept only with
 * consent, and only one of the listed company or the other supplier's name.
 */
export function toElectricityValue(form: ElectricityForm, newId: () => string): Electricity {
  const consent = form.supplierConsent === true;
  const other = form.supplierCompany === OTHER_SUPPLIER;
  return withoutUndefined({
    rows: toKeyedMap(form.rows, newId),
    supplierConsent: form.supplierConsent,
    accountNumber: consent ? form.accountNumber?.trim() : undefined,
    supplierCompany: consent && !other ? form.supplierCompany : undefined,
    otherSupplier: consent && other ? form.otherSupplier?.trim() : undefined,
  });
}

/**
 * Form values of a stored heating part, every field present: react-hook-form compares values
 * with defaults key by key, so a field that mounts must not add a key (an edit in its eyes).
 */
export function toHeatingFormValues(stored: Heating | undefined): HeatingFormValues {
  return {
    hasHeatingSystem: stored?.hasHeatingSystem,
    districtHeating: stored?.districtHeating,
    heatingType: stored?.heatingType,
    details: stored?.details,
    rows: toFormRows(stored?.rows),
  };
}

/**
 * `/buildings/{id}/heating` from the validated form. Without a heating system, District Heating,
 * Heating Type and the details are dropped (they are hidden then); the heat bills stay.
 */
export function toHeatingValue(form: HeatingForm, newId: () => string): Heating {
  const none = form.hasHeatingSystem === false;
  return withoutUndefined({
    hasHeatingSystem: form.hasHeatingSystem,
    districtHeating: none ? undefined : form.districtHeating,
    heatingType: none ? undefined : form.heatingType,
    details: none ? undefined : form.details,
    rows: toKeyedMap(form.rows, newId),
  });
}
