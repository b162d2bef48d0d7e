import { onValue, ref, update } from 'firebase/database';
import type {
  BudgetAllocations,
  BudgetAllocationsByYear,
} from '@shared/schemas/stored/maintenance-budget-allocation';
import { answered } from '@/lib/answered';
import { loadDatabase } from '@/lib/firebase';
import { useLiveQuery } from '@/lib/use-live-query';
import { budgetAllocationsUpdate } from '../utils/budget-allocations-update';

export interface BudgetAllocationsState {
  /** Allocations by year key (`/buildings/{id}/maintenanceBudget`). */
  byYear: BudgetAllocationsByYear;
  /** Reading was refused or failed. */
  failed: boolean;
}

/** The building's maintenance budget allocations by year, kept live. */
export function useBudgetAllocations(buildingId: string) {
  return useLiveQuery<BudgetAllocationsState>(
    ['assetReliability', 'budgetAllocations', buildingId],
    (database, publish) =>
      onValue(
        ref(database, `buildings/${buildingId}/maintenanceBudget`),
        (snapshot) =>
          publish({
            byYear: (snapshot.val() as BudgetAllocationsByYear | null) ?? {},
            failed: false,
          }),
        () => publish({ byYear: {}, failed: true }),
      ),
  );
}

/** Saves one year's allocations in one update; rejects when refused or not answered in time. */
export async function saveBudgetAllocations(
  buildingId: string,
  year: number,
  allocations: BudgetAllocations,
): Promise<void> {
  const database = await loadDatabase();
  await answered(
    update(ref(database), budgetAllocationsUpdate(buildingId, year, allocations, Date.now())),
  );
}
