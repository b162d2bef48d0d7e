import { describe, expect, it } from 'vitest';
import { computeBuildingMetrics } from '../domain/metrics/pipeline/compute-building-metrics.js';
import type { BuildingMetricsInput } from '../domain/metrics/pipeline/compute-building-metrics.js';
import { buildingMetricsSchema } from './metrics.js';

const AS_OF = Date.UTC(2026, 0, 15);

function input(overrides: Partial<BuildingMetricsInput['building']> = {}): BuildingMetricsInput {
  const rows: Record<string, { month: string; costUsd: number; consumptionKwh: number }> = {};
  for (let m = 0; m < 24; m += 1) {
    const month = `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    rows[`r${m}`] = {
      month,
      costUsd: 2000,
      consumptionKwh: 10_000 + 500 * Math.cos((m / 12) * 2 * Math.PI),
    };
  }
  return {
    buildingId: 'b1',
    building: {
      meta: { updatedAtMs: AS_OF - 1000 },
      general: {
        name: 'B',
        useType: 'office',
        country: 'DE',
        city: 'Berlin',
        grossFloorAreaM2: 2000,
      },
      electricity: { rows },
      ...overrides,
    },
    asOfMs: AS_OF,
    computedAtMs: AS_OF + 5,
  };
}

describe('buildingMetricsSchema', () => {
  it('accepts what the pipeline writes, for a described building and for a bare one', () => {
    for (const building of [
      input(),
      input({ electricity: undefined, general: { name: 'Bare' } }),
    ]) {
      const { metrics } = computeBuildingMetrics(building);
      expect(buildingMetricsSchema.safeParse(metrics).error).toBeUndefined();
    }
  });

  it('stores no null, no undefined and no empty node (the database keeps none of them)', () => {
    const { metrics } = computeBuildingMetrics(input());
    const walk = (value: unknown): void => {
      expect(value).not.toBeNull();
      expect(value).not.toBeUndefined();
      if (Array.isArray(value)) {
        expect(value.length).toBeGreaterThan(0);
        value.forEach(walk);
      } else if (typeof value === 'object') {
        expect(Object.keys(value as object).length).toBeGreaterThan(0);
        Object.values(value as object).forEach(walk);
      } else if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    };
    walk(metrics);
  });

  it('records the input version and the computed-at time; the version follows the inputs', () => {
    const { metrics } = computeBuildingMetrics(input());
    expect(metrics.computedAtMs).toBe(AS_OF + 5);
    expect(metrics.inputVersion).toMatch(/^\d+-[0-9a-f]{8}$/);
    const again = computeBuildingMetrics(input()).metrics;
    expect(again.inputVersion).toBe(metrics.inputVersion);
    const edited = computeBuildingMetrics(
      input({ hvac: { cooling: { installed: true } } }),
    ).metrics;
    expect(edited.inputVersion).not.toBe(metrics.inputVersion);
  });

  it('rejects an unknown field, a wrong band and a missing input version', () => {
    const { metrics } = computeBuildingMetrics(input());
    expect(buildingMetricsSchema.safeParse({ ...metrics, extra: 1 }).success).toBe(false);
    const { inputVersion: _dropped, ...noVersion } = metrics;
    expect(buildingMetricsSchema.safeParse(noVersion).success).toBe(false);
    const badBand = structuredClone(metrics);
    badBand.benchmarks.total.reference!.band = 'excellent' as never;
    expect(buildingMetricsSchema.safeParse(badBand).success).toBe(false);
  });
});
