import { describe, expect, it } from 'vitest';
import { createRng } from '../../domain/common/seeded-random.js';
import { computeBuildingMetrics } from '../../domain/metrics/pipeline/compute-building-metrics.js';
import type { BuildingMetricsInput } from '../../domain/metrics/pipeline/building-metrics-input.js';
import { HEATER_TYPES } from '../enums/systems.js';
import { USE_TYPES } from '../enums/building.js';
import {
  METRICS_PARTS,
  OPTIONAL_METRICS_PARTS,
  buildingMetricsSchema,
  metricsPartSchemas,
  parseMetricsPart,
} from './metrics.js';

const AS_OF = Date.UTC(2026, 0, 15);

function input(overrides: Partial<BuildingMetricsInput['building']> = {}): BuildingMetricsInput {
  const rows: Record<string, { month: string; cost: number; consumptionKwh: number }> = {};
  for (let m = 0; m < 24; m += 1) {
    const month = `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    rows[`r${m}`] = {
      month,
      cost: 2000,
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

describe('the parts of /metrics', () => {
  it('are the fields of the document, in its order, each with the schema the document uses', () => {
    const shape = buildingMetricsSchema.shape;
    expect(METRICS_PARTS).toEqual(Object.keys(shape));
    for (const part of METRICS_PARTS) {
      const field = shape[part];
      const optional = field.safeParse(undefined).success;
      expect(optional, part).toBe((OPTIONAL_METRICS_PARTS as readonly string[]).includes(part));
      expect(optional ? (field as { unwrap(): unknown }).unwrap() : field, part).toBe(
        metricsPartSchemas[part],
      );
    }
  });

  it('each parse alone, as a screen reads /metrics/{id}/{part}', () => {
    const { metrics } = computeBuildingMetrics(input());
    for (const [part, value] of Object.entries(metrics)) {
      const parsed = parseMetricsPart(part as keyof typeof metricsPartSchemas, value);
      expect(parsed.success && parsed.data, part).toEqual(value);
    }
  });

  it('a part the database has nothing for (null) reads as undefined', () => {
    for (const part of METRICS_PARTS)
      expect(parseMetricsPart(part, null)).toEqual({ success: true, data: undefined });
  });

  it('a malformed part fails with a readable message naming the field', () => {
    const { metrics } = computeBuildingMetrics(input());
    const energy = { ...metrics.energy, siteKwh: 'many' };
    const parsed = parseMetricsPart('energy', energy);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.message).toBe(
      '✖ Invalid input: expected number, received string\n  → at energy.siteKwh',
    );
    expect(parsed.error.issues[0]?.path).toEqual(['energy', 'siteKwh']);
    expect(parseMetricsPart('inputVersion', 'yesterday').success).toBe(false);
  });
});

describe('computeBuildingMetrics (property: any mix of wizard parts)', () => {
  it('always writes a valid document whose end uses add up to the building (150 random buildings)', () => {
    const { next } = createRng('2026');
    const maybe = <T>(value: T) => (next() < 0.5 ? value : undefined);
    for (let i = 0; i < 150; i += 1) {
      const base = input();
      const rows = base.building.electricity?.rows ?? {};
      const building: BuildingMetricsInput['building'] = {
        meta: base.building.meta,
        general: {
          name: `B${i}`,
          useType: USE_TYPES[Math.floor(next() * USE_TYPES.length)],
          grossFloorAreaM2: maybe(100 + next() * 50_000),
          storeysAboveGround: maybe(Math.floor(next() * 30)),
          country: maybe(['CZ', 'DE', 'AT', 'US', 'JP'][Math.floor(next() * 5)]),
          latitudeDeg: maybe(40 + next() * 15),
          longitudeDeg: maybe(-90 + next() * 110),
          operatingHoursPerYear: maybe(next() * 8760),
        },
        electricity: maybe({ rows }),
        heating: maybe({
          hasHeatingSystem: true,
          districtHeating: next() < 0.5,
          rows: maybe(rows),
        }),
        hvac: maybe({
          cooling: { installed: next() < 0.5, cop: maybe(1 + next() * 6) },
          heating: {
            installed: next() < 0.8,
            heaterType: HEATER_TYPES[Math.floor(next() * HEATER_TYPES.length)],
          },
          ventilation: {
            mechanicalInstalled: next() < 0.5,
            naturalInstalled: true,
            gfaPct: maybe(next() * 100),
          },
        }),
        envelope: maybe({ windowToWallRatioPct: next() * 100, glazing: 'singleGlazed' as const }),
        renewables: maybe({
          pvSystems: {
            p: {
              capacityKwp: 1 + next() * 100,
              inclineUnknown: true,
              orientationUnknown: true,
              order: 0,
            },
          },
        }),
      };
      const { metrics } = computeBuildingMetrics({ ...base, building });
      expect(buildingMetricsSchema.safeParse(metrics).error).toBeUndefined();
      const endUses = Object.values(metrics.energy.endUses).reduce((s, e) => s + e.siteKwh, 0);
      expect(Math.abs(endUses - metrics.energy.siteKwh)).toBeLessThanOrEqual(
        1e-5 * Math.max(1, metrics.energy.siteKwh),
      );
    }
  });
});
