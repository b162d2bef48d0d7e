import { BUDGET_SCOPES } from '@shared/schemas/enums/reliability';
import type { BudgetAllocations } from '@shared/schemas/stored/maintenance-budget-allocation';

/**
 * The multi-path update that stores one year's allocations: every scope is written, an empty one
 * as null (removed: the equipment's yearly costs apply), with `meta/updatedAtMs` so that the
 * figures show as out of date until the recompute the change starts has run.
 */
export function budgetAllocationsUpdate(
  buildingId: string,
  year: number,
  allocations: BudgetAllocations,
  nowMs: number,
): Record<string, number | null> {
  const base = `buildings/${buildingId}`;
  const writes: Record<string, number | null> = { [`${base}/meta/updatedAtMs`]: nowMs };
  for (const scope of BUDGET_SCOPES) {
    writes[`${base}/maintenanceBudget/${year}/${scope}`] = allocations[scope] ?? null;
  }
  return writes;
}
