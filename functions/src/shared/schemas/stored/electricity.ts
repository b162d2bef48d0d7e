import { z } from 'zod';
import { keyedMap, monthSchema, optionalText, strictObject } from '../common.js';

const amount = () =>
  z
    .number({ error: 'validation.notEmptyAndNonNegative' })
    .min(0, 'validation.notEmptyAndNonNegative');

/**
 * One bill row (spec 3.5): the month `"YYYY-MM"`, the cost in the building's currency and the
 * consumption in kWh, both present and ≥ 0 ("This field is not empty and >= 0").
 */
export const consumptionRowSchema = strictObject({
  month: monthSchema,
  cost: amount(),
  consumptionKwh: amount(),
});
export type ConsumptionRow = z.infer<typeof consumptionRowSchema>;

/**
 * `/buildings/{id}/electricity`: monthly electricity bills and the supplier consent (spec 3.5).
 * When `supplierConsent` is true, `accountNumber` is required, and so is the supplier: either
 * `supplierCompany` (from the list) or `otherSupplier` (free text, when it is not listed).
 */
export const electricitySchema = strictObject({
  rows: keyedMap(consumptionRowSchema).optional(),
  supplierConsent: z.boolean({ error: 'validation.mustBeSelected' }).optional(),
  accountNumber: optionalText(),
  supplierCompany: optionalText(),
  otherSupplier: optionalText(),
}).superRefine((electricity, ctx) => {
  if (electricity.supplierConsent !== true) return;
  if (!electricity.accountNumber) {
    ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.notEmpty' });
  }
  if (!electricity.supplierCompany && !electricity.otherSupplier) {
    ctx.addIssue({ code: 'custom', path: ['supplierCompany'], message: 'validation.notEmpty' });
  }
});
export type Electricity = z.infer<typeof electricitySchema>;
