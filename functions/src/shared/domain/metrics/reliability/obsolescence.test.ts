import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { categoryOf, obsolescenceFindings } from './obsolescence.js';

const NOW = Date.UTC(2026, 0, 1);
const base: Equipment = { assetId: 'B-1', name: 'Boiler', type: 'Boiler' };

describe('obsolescenceFindings', () => {
  it('finds nothing for a young, quiet asset', () => {
    expect(obsolescenceFindings({ ...base, commissionedOn: '2024-01-01' }, NOW)).toEqual([]);
  });

  it('keeps the user’s assessment first and adds derived reasons with evidence', () => {
    const findings = obsolescenceFindings(
      {
        ...base,
        commissionedOn: '1995-01-01', // 31 years, boiler life 24
        maintenanceIncreasePct: 12,
        conditionPct: 35,
        issues: {
          i: { fault: 'Worn Bearings', sparePartsLeadTimeWeeks: 10, timeToFailureWeeks: 6 },
        },
        logs: {
          a: { kind: 'repair', date: '2024-03-01', durationHours: 4 },
          b: { kind: 'repair', date: '2025-03-01', durationHours: 30 },
          c: { kind: 'repair', date: '2025-06-01', durationHours: 40 },
        },
        obsolescence: { category: 'aesthetic', reasons: { assetHarmsReputation: true } },
      },
      NOW,
      {
        failures: {
          failures: 3,
          observedHours: 1,
          repairHours: 74,
          hoursWithoutFailure: 1,
          mttrHours: 74 / 3,
        },
        energyLastYearKwh: 120_000,
        energyYearBeforeKwh: 100_000,
        currentEfficiencyPct: 78,
        requiredEfficiencyPct: 86,
      },
    );
    expect(findings.map((f) => [f.category, f.reason, f.source])).toEqual([
      ['technological', 'sparePartsMayBeUnavailable', 'derived'],
      ['technological', 'sparePartsDeliveryTooLong', 'derived'],
      ['technological', 'repairTooSlow', 'derived'],
      ['economic', 'maintenanceCostIncreased', 'derived'],
      ['economic', 'energyCostIncreased', 'derived'],
      ['statutory', 'efficiencyBelowRequirement', 'derived'],
      ['functional', 'failureRateIncreasing', 'derived'],
      ['functional', 'timeToRepairIncreasing', 'derived'],
      ['functional', 'functionalityDecreased', 'derived'],
      ['aesthetic', 'assetHarmsReputation', 'user'],
    ]);
    expect(findings[0]?.evidence).toEqual({ ageYears: 31.000684462696782, expectedLifeYears: 24 });
    expect(findings[7]?.evidence).toEqual({ repairHoursLastYear: 35, repairHoursYearBefore: 4 });
  });

  it('does not repeat a reason the user already gave', () => {
    const findings = obsolescenceFindings(
      {
        ...base,
        commissionedOn: '1990-01-01',
        obsolescence: { category: 'technological', reasons: { sparePartsMayBeUnavailable: true } },
      },
      NOW,
    );
    expect(findings).toEqual([
      { category: 'technological', reason: 'sparePartsMayBeUnavailable', source: 'user' },
    ]);
  });

  it('reads rising logged maintenance cost as an economic reason', () => {
    const findings = obsolescenceFindings(
      {
        ...base,
        logs: {
          a: { kind: 'maintenance', date: '2024-05-01', durationHours: 2, cost: 1_000 },
          b: { kind: 'maintenance', date: '2025-05-01', durationHours: 2, cost: 1_300 },
        },
      },
      NOW,
    );
    expect(findings).toEqual([
      {
        category: 'economic',
        reason: 'maintenanceCostIncreased',
        source: 'derived',
        evidence: { costLastYear: 1_300, costYearBefore: 1_000 },
      },
    ]);
  });
});

describe('categoryOf', () => {
  it('finds the category of each reason', () => {
    expect(categoryOf('repairTooSlow')).toBe('technological');
    expect(categoryOf('operationHarmsReputation')).toBe('aesthetic');
  });
});
