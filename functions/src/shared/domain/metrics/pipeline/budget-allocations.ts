import type { BudgetScope } from '../../../schemas/enums/reliability.js';
import type { BudgetAllocationsByYear } from '../../../schemas/stored/maintenance-budget-allocation.js';

/**
 * The maintenance budget allocations of the calendar year (UTC) of `asOfMs`, the year the
 * reliability figures are for; none when nothing was allocated for it (then every scope is
 * planned from the equipment's yearly costs, docs/methodology.md "Maintenance budget").
 */
export function allocationsOfYear(
  byYear: BudgetAllocationsByYear | undefined,
  asOfMs: number,
): Partial<Record<BudgetScope, number>> {
  return { ...byYear?.[String(new Date(asOfMs).getUTCFullYear())] };
}
