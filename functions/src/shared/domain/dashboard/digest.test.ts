import { describe, expect, it } from 'vitest';
import { dashboardDigestSchema } from '../../schemas/derived/dashboard-digest.js';
import { computeBuildingMetrics } from '../metrics/pipeline/compute-building-metrics.js';
import { measureOf, testOfficeInput } from '../../testing/measures-test-office.js';
import { DIGEST_MONTHS, dashboardDigestOf, digestMonthsOf, meteredSharePctOf } from './digest.js';

const MEASURES = {
  led: measureOf('ledReplacement', {
    name: 'LED in the offices',
    ledCount: 500,
    ledWatts: 18,
    ledLumens: 2_200,
    ledUnitCost: 25,
    annualLightingKwh: 150_000,
  }),
  windows: measureOf('lowEWindows', { name: 'New windows', investment: 90_000 }),
  done: measureOf('heatingTimeControl', {
    name: 'Heating timer',
    status: 'done',
    investment: 2_000,
  }),
};

const { metrics } = computeBuildingMetrics(testOfficeInput(MEASURES));

describe('the dashboard digest of a building', () => {
  const digest = dashboardDigestOf(metrics, {
    measures: { led: 'LED in the offices', windows: 'New windows', done: 'Heating timer' },
  });

  it('is valid by its schema and keeps the building currency, area and intensities', () => {
    expect(dashboardDigestSchema.parse(digest)).toEqual(digest);
    expect(digest.currency).toBe(metrics.energy.currency);
    expect(digest.floorAreaM2).toBe(metrics.energy.floorAreaM2);
    expect(digest.siteEuiKwhPerM2).toBe(metrics.energy.siteEuiKwhPerM2);
    expect(digest.co2KgPerM2).toBeCloseTo(metrics.energy.co2Kg / metrics.energy.floorAreaM2, 2);
    expect(digest.band).toBe(metrics.benchmarks.total.reference?.band);
  });

  it('keeps the last 24 months of bills, each month kWh, CO2 and cost by the carriers’ factors', () => {
    const months = Object.keys(digest.months ?? {});
    expect(months).toHaveLength(DIGEST_MONTHS);
    expect(months[0]).toBe('2024-11');
    expect(months.at(-1)).toBe('2026-10');
    const october = digest.months!['2026-10']!;
    const electricity = metrics.history.byCarrier!.electricity!['2026-10']!;
    const gas = metrics.history.byCarrier!.naturalGas!['2026-10']!;
    expect(october[0]).toBe(Math.round(electricity + gas));
    const e = metrics.energy.carriers.electricity!;
    const g = metrics.energy.carriers.naturalGas!;
    expect(october[1]).toBe(Math.round(electricity * e.co2KgPerKwh + gas * g.co2KgPerKwh));
    // Prices from the bills: 0.20 per kWh of electricity, 0.07 of gas (test-building.ts).
    expect(october[2]).toBe(Math.round(electricity * 0.2 + gas * 0.07));
  });

  it('says how much of the energy rests on bills (all of it here; none without bills)', () => {
    expect(digest.meteredSharePct).toBe(100);
    const modelled = structuredClone(metrics.energy);
    for (const carrier of Object.values(modelled.carriers)) carrier.basis = 'modelled';
    expect(meteredSharePctOf(modelled)).toBe(0);
  });

  it('lists the measures not yet done, largest energy savings first, with the combined potential', () => {
    expect(digest.topMeasures?.map((m) => m.measureId)).not.toContain('done');
    const savings = digest.topMeasures!.map((m) => m.savingsKwh);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    expect(digest.topMeasures!.find((m) => m.measureId === 'windows')?.name).toBe('New windows');
    expect(digest.potential?.count).toBe(2);
    expect(digest.potential?.savingsKwh).toBe(
      Math.round(metrics.measures!.totals.savings.energyKwh),
    );
  });

  it('has no months when a carrier has no monthly history (a modelled building)', () => {
    const { byCarrier: _gone, ...history } = metrics.history;
    expect(digestMonthsOf({ energy: metrics.energy, history })).toBeUndefined();
  });

  it('has no risk or maintenance without equipment', () => {
    expect(digest.risk).toBeUndefined();
    expect(digest.maintenance).toBeUndefined();
  });
});
