import { describe, expect, expectTypeOf, it } from 'vitest';
import { storedJson } from '../../domain/metrics/pipeline/stored-json.js';
import type { StoredInput, UnknownKeys } from '../../domain/metrics/pipeline/stored-json.js';
import { computeReliabilityMetrics } from '../../domain/metrics/reliability/compute-reliability.js';
import type { ReliabilityMetrics } from '../../domain/metrics/reliability/compute-reliability.js';
import {
  TEST_CHILLER,
  TEST_CHILLER_ENERGY,
  TEST_PRINTER,
} from '../../testing/reliability-test-equipment.js';
import type { Equipment } from '../stored/equipment.js';
import { metricsReliabilitySchema } from './metrics-reliability.js';
import type { MetricsReliability } from './metrics-reliability.js';

const NOW = Date.UTC(2026, 5, 15);

/** The shared chiller, depreciated by use, with a longer repair and an open alert. */
const chiller: Equipment = {
  ...TEST_CHILLER,
  depreciationMode: 'unitsOfProduction',
  logs: { r1: { kind: 'repair', date: '2026-02-01', durationHours: 30, cost: 4_000 } },
  alerts: {
    a1: { severity: 'high', raisedAtMs: NOW - 86_400_000, message: 'Vibration', resolved: false },
  },
};

describe('metricsReliabilitySchema', () => {
  it('is what the engine computes: every key it knows, no key it lacks (checked by tsc)', () => {
    expectTypeOf<ReliabilityMetrics>().toExtend<StoredInput<MetricsReliability>>();
    expectTypeOf<UnknownKeys<ReliabilityMetrics, MetricsReliability>>().toBeNever();
  });

  it('accepts the stored figures of described and of bare equipment', () => {
    const cases: Record<string, Equipment>[] = [
      { chiller, printer: TEST_PRINTER },
      { printer: TEST_PRINTER },
    ];
    for (const equipment of cases) {
      const metrics = computeReliabilityMetrics({
        asOfMs: NOW,
        equipment,
        energy: { chiller: TEST_CHILLER_ENERGY },
        buildingAnnualKwh: 1_000_000,
      });
      const stored = storedJson<MetricsReliability>(metrics);
      expect(metricsReliabilitySchema.safeParse(stored).error).toBeUndefined();
    }
  });

  it('leaves out what is empty: cells without faults, no regime without tasks', () => {
    const stored = storedJson<MetricsReliability>(
      computeReliabilityMetrics({ asOfMs: NOW, equipment: { printer: TEST_PRINTER } }),
    );
    expect(stored.faultRisk).toHaveLength(25);
    expect(stored.faultRisk.filter((cell) => cell.faults !== undefined)).toHaveLength(1);
    expect(stored.maintenanceRegime).toBeUndefined();
    expect(stored.equipment['printer']?.obsolescence).toBeUndefined();
  });

  it('rejects an unknown field and a wrong warranty state', () => {
    const stored = storedJson<MetricsReliability>(
      computeReliabilityMetrics({ asOfMs: NOW, equipment: { chiller } }),
    );
    expect(metricsReliabilitySchema.safeParse({ ...stored, extra: 1 }).success).toBe(false);
    const wrong = structuredClone(stored);
    (wrong.equipment['chiller']!.warranty as { state: string }).state = 'eternal';
    expect(metricsReliabilitySchema.safeParse(wrong).success).toBe(false);
  });
});
