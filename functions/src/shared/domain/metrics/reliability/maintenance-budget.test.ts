import { describe, expect, it } from 'vitest';
import { BUDGET_SCOPES } from '../../../schemas/enums/reliability.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { maintenanceBudgets } from './maintenance-budget.js';

const chiller: Equipment = {
  assetId: 'CH-01',
  name: 'Chiller',
  type: 'Chiller',
  subSystem: 'cooling',
  yearlyMaintenance: 8_000,
  yearlyAdHoc: 2_000,
  logs: {
    a: { kind: 'maintenance', date: '2025-12-20', durationHours: 4, cost: 900 },
    b: { kind: 'maintenance', date: '2026-02-10', durationHours: 4, cost: 1_500 },
    c: { kind: 'repair', date: '2026-03-05', durationHours: 6, cost: 2_500 },
    d: { kind: 'repair', date: '2026-09-05', durationHours: 6, cost: 7_000 },
  },
};
const printer: Equipment = {
  assetId: 'P-1',
  name: 'Printer',
  type: 'Printer',
  subSystem: 'plugLoads',
  yearlyMaintenance: 300,
};

describe('maintenanceBudgets', () => {
  // 1 July 2026 00:00 UTC: 181 of 365 days elapsed.
  const asOf = Date.UTC(2026, 6, 1);
  const budgets = maintenanceBudgets([chiller, printer], asOf);
  const byScope = Object.fromEntries(budgets.map((b) => [b.scope, b]));

  it('plans from yearly costs, uses this year’s logged costs, accrues evenly', () => {
    expect(byScope.cooling).toEqual({
      scope: 'cooling',
      allocated: 10_000,
      used: 4_000,
      accrued: expect.closeTo((10_000 * 181) / 365, 9),
      remaining: 6_000,
    });
  });

  it('puts plug loads in others and sums the overall budget', () => {
    expect(byScope.others?.allocated).toBe(300);
    expect(byScope.overall).toMatchObject({
      allocated: 10_300,
      used: 4_000,
      remaining: 6_300,
    });
    expect(budgets.map((b) => b.scope)).toEqual([...BUDGET_SCOPES]);
  });

  it('takes the owner’s allocations and lets remaining go negative', () => {
    const owned = maintenanceBudgets([chiller], asOf, { cooling: 3_000, overall: 50_000 });
    expect(owned[0]).toMatchObject({ scope: 'overall', allocated: 50_000 });
    expect(owned[1]).toMatchObject({ scope: 'cooling', allocated: 3_000, remaining: -1_000 });
  });

  it('without an overall allocation sums the set sub-systems and the others’ plans', () => {
    const owned = maintenanceBudgets([chiller, printer], asOf, { cooling: 3_000 });
    expect(owned[0]).toMatchObject({ scope: 'overall', allocated: 3_300, remaining: -700 });
  });

  it('is all zeros without equipment', () => {
    expect(maintenanceBudgets([], asOf).every((b) => b.allocated === 0 && b.used === 0)).toBe(true);
  });
});
