/**
 * The `loads` part of the demo buildings' metrics is plausible and adds up: heating design loads
 * per m² in the range of central European and U.S. non-residential buildings, components that
 * add up to their totals, envelope shares to 100 %, P.V. yields of the latitudes.
 */
import { describe, expect, it } from 'vitest';
import { BUILDINGS } from '../../emulators/seed/src/catalog.js';
import { demoBuildingId, generateDemoDatabase } from '../../emulators/seed/src/generate.js';
import type { BuildingMetricsInput } from '../../functions/src/shared/domain/metrics/pipeline/building-metrics-input.js';
import { computeBuildingMetrics } from '../../functions/src/shared/domain/metrics/pipeline/compute-building-metrics.js';
import { metricsLoadsSchema } from '../../functions/src/shared/schemas/derived/metrics-loads.js';

const NOW = Date.UTC(2026, 0, 15, 3, 0, 0);
const db = generateDemoDatabase({ now: new Date(NOW) });
const sum = (values: Readonly<Record<string, number>>) =>
  Object.values(values).reduce((a, b) => a + b, 0);
/** Stored figures keep 7 significant digits (stored-json.ts): compare to 1 part in 10⁵. */
const expectNear = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-5 * Math.abs(expected) + 1e-9);

function loadsOf(key: string) {
  const id = demoBuildingId(key);
  const { metrics } = computeBuildingMetrics({
    buildingId: id,
    building: db.buildings[id] as BuildingMetricsInput['building'],
    series: db.series[id] as BuildingMetricsInput['series'],
    asOfMs: NOW,
    computedAtMs: NOW,
  });
  const loads = metricsLoadsSchema.parse(metrics.loads);
  return { loads, useType: metrics.benchmarks.subject.useType };
}

describe('design loads of the demo buildings', () => {
  for (const spec of BUILDINGS) {
    it(`${spec.key}: plausible, and the components add up`, () => {
      const { loads, useType } = loadsOf(spec.key);
      // EN 12831 heating loads of existing non-residential buildings: some 30–120 W/m²
      expect(loads.heating.wPerM2).toBeGreaterThan(20);
      expect(loads.heating.wPerM2).toBeLessThan(150);
      if (useType === 'office') expect(loads.heating.wPerM2).toBeLessThan(100);
      expect(loads.cooling.wPerM2).toBeGreaterThan(15);
      expect(loads.cooling.wPerM2).toBeLessThan(150);
      expectNear(sum(loads.heating.componentsKw), loads.heating.loadKw);
      expectNear(sum(loads.cooling.componentsKw), loads.cooling.loadKw);

      const gains = loads.incidentalGains.annualKwh;
      const { total, ...sources } = gains;
      expectNear(sum(sources), total);

      const elements = Object.values(loads.envelope.elements);
      expectNear(
        elements.reduce((s, e) => s + e.sharePct, 0),
        100,
      );
      expectNear(
        elements.reduce((s, e) => s + e.annualHeatLossKwh, 0),
        loads.envelope.annualHeatLossKwh,
      );
      const { heatTransferWPerK } = loads.heating;
      expect(heatTransferWPerK.transmission).toBeCloseTo(
        loads.envelope.heatLossCoefficientWPerK,
        3,
      );

      if (loads.pv.systems > 0) {
        expect(loads.pv.specificYieldKwhPerKwp).toBeGreaterThan(700);
        expect(loads.pv.specificYieldKwhPerKwp).toBeLessThan(1500);
      } else expect(loads.pv.installedKwp).toBe(0);
    });
  }

  it('puts the heating plant against the load where the HVAC step gives a capacity', () => {
    const { loads } = loadsOf('prague-karlin-office');
    expect(loads.heating.capacityKw).toBeDefined();
    expectNear(loads.heating.capacityRatio!, loads.heating.capacityKw! / loads.heating.loadKw);
    expect(loads.design).toMatchObject({ station: 'Praha', heatingOutdoorDegC: -12 });
  });
});
