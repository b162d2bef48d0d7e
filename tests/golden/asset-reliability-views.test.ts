/**
 * The Asset Reliability view functions (functions/src/shared/domain/metrics/views/asset-reliability/view)
 * against the golden figures of the demo buildings: what the tab shows adds up to what is stored.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assetHealthView,
  depreciationTotalsView,
  maintenanceBudgetView,
  obsolescenceView,
  riskMatrixView,
  subSystemHealthView,
  warrantyStateAt,
  warrantyTimelineView,
  yearElapsedShare,
} from '../../functions/src/shared/domain/metrics/views/asset-reliability/view.js';
import { DATE_PRESETS } from '../../functions/src/shared/schemas/enums/analysis.js';
import { SUB_SYSTEMS } from '../../functions/src/shared/schemas/enums/equipment.js';
import type { MetricsReliability } from '../../functions/src/shared/schemas/derived/metrics-reliability.js';
import { buildingMetricsSchema } from '../../functions/src/shared/schemas/derived/metrics.js';

const golden = (key: string): MetricsReliability => {
  const metrics = buildingMetricsSchema.parse(
    JSON.parse(readFileSync(new URL(`./demo-metrics/${key}.json`, import.meta.url), 'utf8')),
  );
  if (!metrics.reliability) throw new Error(`${key} has no reliability figures`);
  return metrics.reliability;
};

const BUILDINGS = ['prague-vltava-hotel', 'berlin-moabit-office', 'chicago-west-loop-hotel'];

describe.each(BUILDINGS)('Asset Reliability views of %s', (key) => {
  const reliability = golden(key);
  const equipment = Object.values(reliability.equipment);

  it('the Asset Health chart of every preset ends at the stored health of now', () => {
    for (const preset of DATE_PRESETS) {
      const points = assetHealthView(reliability, preset);
      expect(points.length).toBeGreaterThan(0);
      const last = points.at(-1)!;
      expect(last.atMs).toBe(reliability.asOfMs);
      expect(last.average).toBe(reliability.health.average);
      expect(last.best).toBeGreaterThanOrEqual(last.average!);
      expect(last.lowest).toBeLessThanOrEqual(last.average!);
      expect(points.map((p) => p.atMs)).toEqual([...points.map((p) => p.atMs)].sort());
    }
  });

  it('Current Sub-System Health lists all eight sub-systems, scored or not', () => {
    const view = subSystemHealthView(reliability);
    expect(view.map((row) => row.subSystem)).toEqual([...SUB_SYSTEMS]);
    const scored = view.reduce((sum, row) => sum + (row.summary?.count ?? 0), 0);
    expect(scored).toBe(reliability.health.count);
  });

  it('the risk matrix holds every fault of every equipment once, critical impact on top', () => {
    const rows = riskMatrixView(reliability);
    expect(rows.map((row) => row.impact)).toEqual([
      'critical',
      'major',
      'moderate',
      'minor',
      'negligible',
    ]);
    for (const row of rows) {
      expect(row.cells.map((cell) => cell.likelihood)).toEqual([
        'rare',
        'unlikely',
        'possible',
        'likely',
        'almostCertain',
      ]);
    }
    const counted = rows.flatMap((row) => row.cells).reduce((sum, cell) => sum + cell.count, 0);
    expect(counted).toBe(equipment.reduce((sum, one) => sum + one.faults.length, 0));
  });

  it('the overall budget is the sum of the sub-system budgets, with a forecast at the rate so far', () => {
    const { overall, bySubSystem } = maintenanceBudgetView(reliability);
    expect(overall).not.toBeNull();
    const sum = (pick: (row: (typeof bySubSystem)[number]) => number) =>
      bySubSystem.reduce((total, row) => total + pick(row), 0);
    expect(sum((row) => row.allocated)).toBeCloseTo(overall!.allocated, 0);
    expect(sum((row) => row.used)).toBeCloseTo(overall!.used, 0);
    expect(overall!.forecast).toBeCloseTo(overall!.used / yearElapsedShare(reliability.asOfMs), 6);
  });

  it('the assets together are worth the sum of their values each year', () => {
    const totals = depreciationTotalsView(reliability);
    const year = new Date(reliability.asOfMs).getUTCFullYear();
    const thisYear = totals.find((total) => total.calendarYear === year)!;
    const expected = equipment.reduce(
      (sum, one) =>
        sum + (one.depreciation?.years?.find((y) => y.calendarYear === year)?.bookValue ?? 0),
      0,
    );
    expect(thisYear.bookValue).toBeCloseTo(expected, 3);
    expect(thisYear.assets).toBeLessThanOrEqual(equipment.length);
  });

  it('the warranty timeline counts each asset with a warranty end once, in the stored state now', () => {
    const points = warrantyTimelineView(reliability);
    expect(points).toHaveLength(37);
    const withEnd = equipment.filter((one) => one.warranty.expiresAtMs !== undefined).length;
    for (const point of points) {
      expect(Object.values(point.counts).reduce((a, b) => a + b, 0)).toBe(withEnd);
    }
    // Expired never decreases as time goes on.
    const expired = points.map((point) => point.counts.expired);
    expect(expired).toEqual([...expired].sort((a, b) => a - b));
    expect(points.at(-1)!.counts.expired).toBeGreaterThanOrEqual(reliability.warranty.expired ?? 0);
  });

  it('obsolescence lists the assets with findings or a replacement evaluation', () => {
    const view = obsolescenceView(reliability);
    for (const one of view) {
      expect((one.obsolescence?.length ?? 0) > 0 || one.replacement !== undefined).toBe(true);
    }
  });
});

describe('warrantyStateAt', () => {
  const day = 86_400_000;
  it('bands the days left: > 90 active, then 90, 60, 30, then expired', () => {
    expect(warrantyStateAt(100 * day, 0)).toBe('active');
    expect(warrantyStateAt(90 * day, 0)).toBe('expiringIn90');
    expect(warrantyStateAt(45 * day, 0)).toBe('expiringIn60');
    expect(warrantyStateAt(1, 0)).toBe('expiringIn30');
    expect(warrantyStateAt(0, 0)).toBe('expired');
  });
});
