import { describe, expect, it } from 'vitest';
import { BUDGET_SCOPES } from '../../../schemas/enums.js';
import type { Equipment } from '../../../schemas/equipment.js';
import { maintenanceBudgets } from './maintenance-budget.js';

const chiller: Equipment = {
  assetId: 'CH-01',
  name: 'Chiller',
  type: 'Chiller',
  subSystem: 'cooling',
  yearlyMaintenanceUsd: 8_000,
  yearlyAdHocUsd: 2_000,
  logs: {
    a: { kind: 'maintenance', date: '2025-12-20', durationHours: 4, costUsd: 900 },
    b: { kind: 'maintenance', date: '2026-02-10', durationHours: 4, costUsd: 1_500 },
    c: { kind: 'repair', date: '2026-03-05', durationHours: 6, costUsd: 2_500 },
    d: { kind: 'repair', date: '2026-09-05', durationHours: 6, costUsd: 7_000 },
  },
};
const printer: Equipment = {
  assetId: 'P-1',
  name: 'Printer',
  type: 'Printer',
  subSystem: 'plugLoads',
  yearlyMaintenanceUsd: 300,
};

describe('maintenanceBudgets', () => {
  // 1 July 2026 00:00 UTC: 181 of 365 days elapsed.
  const asOf = Date.UTC(2026, 6, 1);
  const budgets = maintenanceBudgets([chiller, printer], asOf);
  const byScope = Object.fromEntries(budgets.map((b) => [b.scope, b]));

  it('plans from yearly costs, uses this year’s logged costs, accrues evenly', () => {
    expect(byScope.cooling).toEqual({
      scope: 'cooling',
      allocatedUsd: 10_000,
      usedUsd: 4_000,
      accruedUsd: expect.closeTo((10_000 * 181) / 365, 9),
      remainingUsd: 6_000,
    });
  });

  it('puts plug loads in others and sums the overall budget', () => {
    expect(byScope.others?.allocatedUsd).toBe(300);
    expect(byScope.overall).toMatchObject({
      allocatedUsd: 10_300,
      usedUsd: 4_000,
      remainingUsd: 6_300,
    });
    expect(budgets.map((b) => b.scope)).toEqual([...BUDGET_SCOPES]);
  });

  it('takes the owner’s allocations and lets remaining go negative', () => {
    const owned = maintenanceBudgets([chiller], asOf, { cooling: 3_000, overall: 50_000 });
    expect(owned[0]).toMatchObject({ scope: 'overall', allocatedUsd: 50_000 });
    expect(owned[1]).toMatchObject({ scope: 'cooling', allocatedUsd: 3_000, remainingUsd: -1_000 });
  });

  it('is all zeros without equipment', () => {
    expect(maintenanceBudgets([], asOf).every((b) => b.allocatedUsd === 0 && b.usedUsd === 0)).toBe(
      true,
    );
  });
});
