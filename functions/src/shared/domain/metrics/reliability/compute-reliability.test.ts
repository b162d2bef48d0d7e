import { describe, expect, it } from 'vitest';
import { equipmentSchema } from '../../../schemas/stored/equipment.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import {
  maintenanceBudgetSchema,
  replacementEvaluationSchema,
} from '../../../schemas/stored/reliability.js';
import { computeReliabilityMetrics } from './compute-reliability.js';
import {
  TEST_CHILLER,
  TEST_CHILLER_ENERGY,
  TEST_PRINTER,
} from '../../../testing/reliability-test-equipment.js';

const NOW = Date.UTC(2026, 5, 15);

const boiler: Equipment = {
  assetId: 'B-01',
  name: 'Boiler',
  type: 'Boiler',
  subSystem: 'heating',
  installedOn: '2024-09-01',
  initialValue: 40_000,
  warrantyYears: 2,
  conditionPct: 95,
};

describe('computeReliabilityMetrics', () => {
  const metrics = computeReliabilityMetrics({
    asOfMs: NOW,
    equipment: { chiller: TEST_CHILLER, boiler, printer: TEST_PRINTER },
    energy: { chiller: TEST_CHILLER_ENERGY },
  });

  it('the samples are valid equipment', () => {
    for (const item of [TEST_CHILLER, boiler, TEST_PRINTER])
      expect(equipmentSchema.safeParse(item).success).toBe(true);
  });

  it('summarises health over the equipment that has one', () => {
    const scores = ['chiller', 'boiler'].map(
      (id) => metrics.equipment[id]?.health?.score as number,
    );
    expect(metrics.equipment.printer?.health).toBeUndefined();
    expect(metrics.health).toEqual({
      count: 2,
      best: Math.max(...scores),
      average: (scores[0]! + scores[1]!) / 2,
      lowest: Math.min(...scores),
    });
    expect(metrics.subSystemHealth.cooling?.count).toBe(1);
    expect(metrics.subSystemHealth.lighting).toBeUndefined();
    // 15 June 2026 00:00 UTC is a Monday.
    expect(metrics.healthByPeriod.thisYear.map((p) => p.atMs)).toEqual([
      ...Array.from({ length: 6 }, (_, m) => Date.UTC(2026, m, 1)),
      NOW,
    ]);
    expect(metrics.healthByPeriod.today).toEqual([{ atMs: NOW, ...metrics.health }]);
  });

  it('places every fault in one of the 25 cells', () => {
    expect(metrics.faultRisk).toHaveLength(25);
    const placed = metrics.faultRisk.flatMap((cell) =>
      cell.faults.map((f) => [cell.likelihood, cell.impact, f.equipmentId, f.fault]),
    );
    expect(placed).toContainEqual(['likely', 'major', 'chiller', 'Worn Bearings']);
    expect(placed).toHaveLength(3);
    expect(metrics.faultRisk.filter((cell) => cell.faults.length === 0)).toHaveLength(22);
  });

  it('writes budgets and replacement in the stored shapes', () => {
    for (const budget of metrics.maintenanceBudget)
      expect(maintenanceBudgetSchema.parse(budget)).toEqual(budget);
    const replacement = metrics.equipment.chiller?.replacement;
    const { investment: _i, npv: _n, lifeYears: _l, ...stored } = replacement ?? {};
    expect(replacementEvaluationSchema.parse(stored)).toEqual(stored);
    expect(replacement?.annualEnergySavingsKwh).toBeCloseTo(400_000 * (1 - 450 / 620), 6);
  });

  it('lists the regime, the warranty states, depreciation and costs', () => {
    expect(metrics.maintenanceRegime.upcoming.map((t) => t.title)).toEqual(['Oil analysis']);
    expect(metrics.maintenanceRegime.missed.map((t) => t.title)).toEqual(['Tubes']);
    // The boiler's 2-year warranty ends on 2026-09-01, 78 days on.
    expect(metrics.warranty).toEqual({ active: 0, expiring: 1, expired: 1, none: 0, unknown: 1 });
    expect(metrics.equipment.chiller?.depreciation?.method).toBe('doubleDecliningBalance');
    expect(metrics.equipment.chiller?.costs).toEqual({
      maintenance: 12_000,
      energy: 80_000,
      maintenanceToReplacementPct: 8,
    });
    expect(metrics.equipment.chiller?.failures.failures).toBe(1);
  });

  it('holds no undefined or non-finite number (ready for the database)', () => {
    expect(JSON.parse(JSON.stringify(metrics))).toEqual(metrics);
    const walk = (value: unknown): void => {
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
      expect(value).not.toBeUndefined();
    };
    walk(metrics);
  });

  it('shares energy within the group, sub-system and building, and counts alerts', () => {
    const shared = computeReliabilityMetrics({
      asOfMs: NOW,
      equipment: {
        c1: TEST_CHILLER,
        c2: {
          ...TEST_CHILLER,
          alerts: { a: { severity: 'high', raisedAtMs: NOW - 1, message: 'x', resolved: false } },
        },
        tower: { ...TEST_PRINTER, type: 'Cooling tower', subSystem: 'cooling' },
      },
      energy: {
        c1: { kwhByYear: { 2025: 300 } },
        c2: { kwhByYear: { 2025: 100 } },
        tower: { kwhByYear: { 2025: 100 } },
      },
      buildingAnnualKwh: 1_000,
    });
    expect(shared.equipment.c1?.energySharePct).toEqual({
      ofGroup: 75,
      ofSubSystem: 60,
      ofBuilding: 30,
    });
    expect(shared.equipment.tower?.energySharePct).toEqual({
      ofGroup: 100,
      ofSubSystem: 20,
      ofBuilding: 10,
    });
    expect(shared.equipment.c2?.alertCounts).toEqual({ critical: 0, high: 1, medium: 0, low: 0 });
  });

  it('takes the latest year up to now as the last year (a trailing year labelled by its end)', () => {
    const trailing = computeReliabilityMetrics({
      asOfMs: NOW,
      equipment: { chiller: TEST_CHILLER },
      energy: {
        chiller: { kwhByYear: { 2025: 390_000, 2026: 410_000, 2027: 1 }, pricePerKwh: 0.2 },
      },
    });
    expect(trailing.equipment.chiller?.annualKwh).toBe(410_000);
    expect(trailing.equipment.chiller?.energyByYearKwh).toEqual({ 2025: 390_000, 2026: 410_000 });
    expect(trailing.equipment.chiller?.costs.energy).toBeCloseTo(82_000, 6);
  });

  it('works for a building without equipment', () => {
    const empty = computeReliabilityMetrics({ asOfMs: NOW, equipment: {} });
    expect(empty.health).toEqual({ count: 0 });
    expect(empty.faultRisk.every((cell) => cell.faults.length === 0)).toBe(true);
    expect(empty.maintenanceRegime).toEqual({ upcoming: [], missed: [] });
  });
});
