import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { failureStats } from './failure-stats.js';
import { evaluateReplacement } from './replacement.js';
import type { ReplacementResult } from './replacement.js';
import {
  capitalRecoveryFactor,
  meanRepairCost,
  repairOrReplace,
  type RepairOrReplaceInput,
} from './repair-or-replace.js';

const NOW = Date.UTC(2026, 0, 1);

describe('capitalRecoveryFactor', () => {
  it('matches the published compound-interest tables', () => {
    // (A/P, i, n) of the compound interest factor tables in engineering-economics textbooks.
    expect(capitalRecoveryFactor(0.1, 10)).toBeCloseTo(0.16275, 5);
    expect(capitalRecoveryFactor(0.08, 20)).toBeCloseTo(0.10185, 5);
    expect(capitalRecoveryFactor(0.05, 5)).toBeCloseTo(0.23097, 5);
  });

  it('spreads the amount evenly at a zero rate and refuses a life of no years', () => {
    expect(capitalRecoveryFactor(0, 4)).toBe(0.25);
    expect(() => capitalRecoveryFactor(0.03, 0)).toThrow(RangeError);
  });
});

describe('meanRepairCost', () => {
  it('averages the repair logs that have a cost and ignores the rest', () => {
    const logs = {
      a: { kind: 'repair', date: '2025-01-01', durationHours: 4, cost: 1_000 },
      b: { kind: 'repair', date: '2025-06-01', durationHours: 2, cost: 3_000 },
      c: { kind: 'repair', date: '2025-07-01', durationHours: 2 },
      d: { kind: 'maintenance', date: '2025-08-01', durationHours: 2, cost: 9_999 },
    } as const;
    expect(meanRepairCost({ logs })).toBe(2_000);
    expect(meanRepairCost({})).toBeUndefined();
  });
});

const oldChiller: Equipment = {
  assetId: 'CH-01',
  name: 'Chiller 1',
  type: 'Centrifugal Chiller',
  commissionedOn: '2004-01-01',
  initialValue: 150_000,
  replacementValue: 180_000,
  labourAndOther: 20_000,
  yearlyMaintenance: 9_000,
  yearlyAdHoc: 3_000,
  maintenanceIncreasePct: 5,
  expectedLifeYears: 23,
  logs: {
    r1: { kind: 'repair', date: '2024-01-01', durationHours: 24, cost: 6_000 },
    r2: { kind: 'repair', date: '2025-01-01', durationHours: 24, cost: 10_000 },
  },
};

function inputFor(
  equipment: Equipment,
  overrides: Partial<RepairOrReplaceInput> = {},
): RepairOrReplaceInput {
  const replacement = evaluateReplacement(equipment, NOW, {
    annualKwh: 400_000,
    pricePerKwh: 0.2,
    currentEfficiencyPct: 400,
    newEfficiencyPct: 600,
    newMaintenance: 6_000,
    discountRate: 0.03,
  }) as ReplacementResult;
  return {
    equipment,
    replacement,
    failures: failureStats(equipment, NOW),
    energyCostPerYear: 80_000,
    ageYears: 22,
    expectedLifeYears: 23,
    obsolescenceFindings: 0,
    discountRate: 0.03,
    ...overrides,
  };
}

describe('repairOrReplace', () => {
  it('weighs next year of keeping against the equivalent annual cost of a new unit, energy included', () => {
    const input = inputFor(oldChiller);
    const result = repairOrReplace(input);
    // Keep: maintenance 12,000 × 1.05 = 12,600; repairs 8,766 / MTBF × 8,000 mean cost; energy 80,000.
    const failuresPerYear = 8_766 / (input.failures.mtbfHours ?? Number.NaN);
    expect(result.keep.maintenancePerYear).toBeCloseTo(12_600, 6);
    expect(result.keep.repairsPerYear).toBeCloseTo(failuresPerYear * 8_000, 6);
    expect(result.keep.energyPerYear).toBe(80_000);
    // Replace: 200,000 × (A/P, 3 %, 23) + 6,000 + (80,000 − 26,666.67).
    expect(result.horizonYears).toBe(23);
    expect(result.replace.capitalPerYear).toBeCloseTo(200_000 * capitalRecoveryFactor(0.03, 23), 6);
    expect(result.replace.maintenancePerYear).toBe(6_000);
    expect(result.replace.energyPerYear).toBeCloseTo(53_333.33, 2);
    expect(result.keep.totalPerYear).toBeCloseTo(
      result.keep.maintenancePerYear + result.keep.repairsPerYear + 80_000,
      6,
    );
    expect(result.keep.totalPerYear).toBeGreaterThan(result.replace.totalPerYear);
    expect(result.verdict).toBe('replace');
    expect(result.reasons).toEqual(['costlierToKeep', 'nearEndOfLife']);
  });

  it('says repair when keeping is cheaper and nothing else argues for a new unit', () => {
    const result = repairOrReplace(inputFor(oldChiller, { energyCostPerYear: 0, ageYears: 5 }));
    // Without the energy the new unit saves, its capital cost outweighs the maintenance saved.
    expect(result.keep.energyPerYear).toBe(0);
    expect(result.replace.energyPerYear).toBe(0);
    expect(result.verdict).toBe('repair');
    expect(result.reasons).toEqual(['cheaperToKeep']);
  });

  it('plans the replacement of a unit cheaper to keep that is past its life, unhealthy or obsolete', () => {
    const result = repairOrReplace(
      inputFor(oldChiller, {
        energyCostPerYear: 0,
        ageYears: 25,
        healthScore: 30,
        obsolescenceFindings: 2,
      }),
    );
    expect(result.verdict).toBe('planReplacement');
    expect(result.reasons).toEqual(['cheaperToKeep', 'endOfLife', 'lowHealth', 'obsolete']);
  });

  it('counts no repair cost without a failure, and no age reason without a service date', () => {
    const young: Equipment = { ...oldChiller, logs: undefined, commissionedOn: undefined };
    const result = repairOrReplace(
      inputFor(young, { ageYears: undefined, energyCostPerYear: undefined }),
    );
    expect(result.keep.repairsPerYear).toBe(0);
    expect(result.keep.energyPerYear).toBe(0);
    expect(result.reasons).toEqual(['cheaperToKeep']);
  });
});
