import { describe, expect, it } from 'vitest';
import { budgetAllocationsUpdate } from './budget-allocations-update';

describe('budgetAllocationsUpdate', () => {
  it('writes every scope of the year, empty ones as null, with the update time, in one update', () => {
    expect(budgetAllocationsUpdate('b1', 2026, { cooling: 4000, overall: 0 }, 1_800_000)).toEqual({
      'buildings/b1/meta/updatedAtMs': 1_800_000,
      'buildings/b1/maintenanceBudget/2026/overall': 0,
      'buildings/b1/maintenanceBudget/2026/cooling': 4000,
      'buildings/b1/maintenanceBudget/2026/heating': null,
      'buildings/b1/maintenanceBudget/2026/lighting': null,
      'buildings/b1/maintenanceBudget/2026/mechanicalVentilation': null,
      'buildings/b1/maintenanceBudget/2026/facilityEnvelope': null,
      'buildings/b1/maintenanceBudget/2026/renewables': null,
      'buildings/b1/maintenanceBudget/2026/others': null,
    });
  });
});
