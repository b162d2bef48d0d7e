import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { allocationsOfYear } from './budget-allocations.js';
import { computeBuildingMetrics } from './compute-building-metrics.js';

const chiller: Equipment = {
  assetId: 'CH-01',
  name: 'Chiller',
  type: 'Chiller',
  subSystem: 'cooling',
  yearlyMaintenance: 8_000,
  yearlyAdHoc: 2_000,
  logs: { a: { kind: 'repair', date: '2026-03-05', durationHours: 6, cost: 2_500 } },
};
const boiler: Equipment = {
  assetId: 'B-01',
  name: 'Boiler',
  type: 'Boiler',
  subSystem: 'heating',
  yearlyMaintenance: 1_000,
};
const asOfMs = Date.UTC(2026, 6, 1);

describe('allocationsOfYear', () => {
  it('takes the allocations of the calendar year (UTC) the figures are for', () => {
    const byYear = { '2025': { cooling: 1 }, '2026': { cooling: 2, overall: 9 } };
    expect(allocationsOfYear(byYear, asOfMs)).toEqual({ cooling: 2, overall: 9 });
    // From 1 January 2027 00:00 UTC the figures are for 2027, which has no allocations.
    expect(allocationsOfYear(byYear, Date.UTC(2027, 0, 1))).toEqual({});
    expect(allocationsOfYear(undefined, asOfMs)).toEqual({});
  });
});

describe('the recompute passes the stored allocations to the budget', () => {
  const figures = (maintenanceBudget?: Record<string, Record<string, number>>) => {
    const { metrics } = computeBuildingMetrics({
      buildingId: 'b1',
      building: { meta: { updatedAtMs: 1 }, general: { name: 'B' }, maintenanceBudget },
      equipment: { e1: chiller, e2: boiler },
      asOfMs,
      computedAtMs: asOfMs,
    });
    return Object.fromEntries(
      (metrics.reliability?.maintenanceBudget ?? []).map((b) => [b.scope, b]),
    );
  };

  it('plans every scope from yearly costs without allocations', () => {
    const budget = figures();
    expect(budget.cooling).toMatchObject({ allocated: 10_000, used: 2_500, remaining: 7_500 });
    expect(budget.overall).toMatchObject({ allocated: 11_000, remaining: 8_500 });
  });

  it('takes a sub-system allocation, and the overall is its sum with the others’ plans', () => {
    const budget = figures({ '2026': { cooling: 4_000 }, '2025': { cooling: 99 } });
    expect(budget.cooling).toMatchObject({ allocated: 4_000, remaining: 1_500 });
    expect(budget.heating).toMatchObject({ allocated: 1_000 });
    expect(budget.overall).toMatchObject({ allocated: 5_000, remaining: 2_500 });
  });

  it('takes the overall allocation as set, apart from the sub-systems', () => {
    const budget = figures({ '2026': { overall: 20_000, cooling: 4_000 } });
    expect(budget.overall).toMatchObject({ allocated: 20_000, remaining: 17_500 });
    expect(budget.cooling).toMatchObject({ allocated: 4_000 });
  });

  it('changes the input version, so the figures show as recomputed from the new budget', () => {
    const version = (maintenanceBudget?: Record<string, Record<string, number>>) =>
      computeBuildingMetrics({
        buildingId: 'b1',
        building: { meta: { updatedAtMs: 1 }, general: { name: 'B' }, maintenanceBudget },
        equipment: { e1: chiller },
        asOfMs,
        computedAtMs: asOfMs,
      }).metrics.inputVersion;
    expect(version({ '2026': { cooling: 1 } })).not.toBe(version());
  });
});
