import { z } from 'zod';
import { strictObject } from '../common.js';
import { BUDGET_SCOPES, type BudgetScope } from '../enums/reliability.js';

/**
 * Highest allocation of one scope and year, in the building's currency: 10^12. Facilities are
 * commonly budgeted 2–4 % of their current replacement value a year for maintenance (National
 * Research Council, "Committing to the Cost of Care", 1990); 4 % of the costliest buildings ever
 * built (about US$ 15 billion) is some US$ 0.6 billion, under 10^11 even in yen, the currency of
 * `CURRENCIES` with the smallest unit. A larger figure is a typing slip.
 */
export const BUDGET_ALLOCATION_MAX = 1e12;

/** One scope's allocation: money in the building's currency, 0 to `BUDGET_ALLOCATION_MAX`. */
export const budgetAllocationSchema = z
  .number({ error: 'validation.required' })
  .min(0, 'validation.nonNegative')
  .max(BUDGET_ALLOCATION_MAX, 'validation.outOfRange');

/**
 * `/buildings/{id}/maintenanceBudget/{year}`: the maintenance budget owners and editors allocated
 * for one calendar year, per budget scope (`overall` and the sub-system scopes of spec 3.13), in
 * the building's currency. A scope left out takes the equipment's yearly costs (docs/methodology.md,
 * "Maintenance budget"); an empty year is not stored.
 */
export const budgetAllocationsSchema = strictObject(
  Object.fromEntries(BUDGET_SCOPES.map((scope) => [scope, budgetAllocationSchema.optional()])) as {
    [K in BudgetScope]: z.ZodOptional<typeof budgetAllocationSchema>;
  },
);
export type BudgetAllocations = z.infer<typeof budgetAllocationsSchema>;

/** A budget year as a key of `maintenanceBudget`: four digits, 1900–2100 (as the rules check). */
export const BUDGET_YEAR_KEY = /^(19[0-9][0-9]|20[0-9][0-9]|2100)$/;
/** First and last budget year (`BUDGET_YEAR_KEY`). */
export const BUDGET_YEAR_MIN = 1900;
export const BUDGET_YEAR_MAX = 2100;

/** A budget year as the allocation form takes it: a whole number 1900–2100. */
export const budgetYearSchema = z
  .int({ error: 'validation.required' })
  .min(BUDGET_YEAR_MIN, 'validation.outOfRange')
  .max(BUDGET_YEAR_MAX, 'validation.outOfRange');

/** `/buildings/{id}/maintenanceBudget`: allocations by year key. */
export const budgetAllocationsByYearSchema = z.record(
  z.string().regex(BUDGET_YEAR_KEY, 'validation.outOfRange'),
  budgetAllocationsSchema,
);
export type BudgetAllocationsByYear = z.infer<typeof budgetAllocationsByYearSchema>;
