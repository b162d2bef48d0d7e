import { BUDGET_SCOPES } from '../../../schemas/enums/reliability.js';
import type { BudgetScope } from '../../../schemas/enums/reliability.js';
import type { SubSystem } from '../../../schemas/enums/equipment.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import type { MaintenanceBudget } from '../../../schemas/stored/reliability.js';
import { dateMs, startOfYearMs } from './dates.js';

/*
 * Maintenance budget of the calendar year of `asOfMs`, overall and per sub-system (spec 3.13),
 * in the building's currency:
 *   Allocated  Σ (Yearly Maintenance cost + Yearly Ad-hoc Cost) of the equipment in the scope,
 *              unless an owner or editor set an allocation for the scope and year;
 *   Used       Σ cost of the scope's logs dated from 1 January to now;
 *   Accrued    Allocated × the share of the year elapsed (the budget is earned evenly over the
 *              year, so Used above Accrued means spending ahead of plan);
 *   Remaining  Allocated − Used (negative when overspent).
 * Plug-load equipment and equipment without a sub-system fall in "others" (the budget has no
 * plug-load scope, spec 3.13). The overall figures are the sums of the scopes, or the overall
 * allocation when one is set: without it, the set sub-system allocations plus the planned costs
 * of the other scopes.
 */

/** The budget scope of a sub-system. */
export function budgetScopeOf(subSystem: SubSystem | undefined): Exclude<BudgetScope, 'overall'> {
  if (subSystem === undefined || subSystem === 'plugLoads') return 'others';
  return subSystem;
}

/** Maintenance budget per scope, `overall` first, in the order of BUDGET_SCOPES. */
export function maintenanceBudgets(
  equipment: readonly Equipment[],
  asOfMs: number,
  allocations: Partial<Record<BudgetScope, number>> = {},
): MaintenanceBudget[] {
  const yearStartMs = startOfYearMs(asOfMs);
  const nextYearMs = Date.UTC(new Date(asOfMs).getUTCFullYear() + 1, 0, 1);
  const elapsed = (asOfMs - yearStartMs) / (nextYearMs - yearStartMs);
  const planned = new Map<BudgetScope, number>();
  const used = new Map<BudgetScope, number>();
  for (const item of equipment) {
    const scope = budgetScopeOf(item.subSystem);
    const yearly = (item.yearlyMaintenance ?? 0) + (item.yearlyAdHoc ?? 0);
    planned.set(scope, (planned.get(scope) ?? 0) + yearly);
    for (const log of Object.values(item.logs ?? {})) {
      const ms = dateMs(log.date);
      if (ms < yearStartMs || ms > asOfMs) continue;
      used.set(scope, (used.get(scope) ?? 0) + (log.cost ?? 0));
    }
  }
  const scoped = BUDGET_SCOPES.filter((scope) => scope !== 'overall').map((scope) => {
    const allocated = allocations[scope] ?? planned.get(scope) ?? 0;
    return budget(scope, allocated, used.get(scope) ?? 0, elapsed);
  });
  const overallUsed = scoped.reduce((sum, b) => sum + b.used, 0);
  const overallAllocated = allocations.overall ?? scoped.reduce((sum, b) => sum + b.allocated, 0);
  return [budget('overall', overallAllocated, overallUsed, elapsed), ...scoped];
}

function budget(
  scope: BudgetScope,
  allocated: number,
  used: number,
  elapsed: number,
): MaintenanceBudget {
  return {
    scope,
    allocated,
    used,
    accrued: allocated * elapsed,
    remaining: allocated - used,
  };
}
