/**
 * The Building Performance view functions (functions/src/shared/domain/metrics/views) against the
 * golden figures of the demo buildings: what the screen shows must add up to what is stored.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIMATE_NORMALS } from '../../functions/src/shared/constants/climate-normals.js';
import {
  breakdownView,
  subMeterCoverage,
} from '../../functions/src/shared/domain/metrics/views/performance/breakdown.js';
import { dataQualityIssues } from '../../functions/src/shared/domain/metrics/views/performance/data-quality.js';
import { energyUsageView } from '../../functions/src/shared/domain/metrics/views/performance/energy-usage.js';
import { envelopeRows } from '../../functions/src/shared/domain/metrics/views/comparison/envelope-performance.js';
import { historicalComparisonView } from '../../functions/src/shared/domain/metrics/views/performance/historical-comparison.js';
import { rangeOfMonths } from '../../functions/src/shared/domain/metrics/views/common/period-range.js';
import { weatherBaselineViews } from '../../functions/src/shared/domain/metrics/views/performance/weather-baseline.js';
import type { BuildingMetrics } from '../../functions/src/shared/schemas/derived/metrics.js';
import { buildingMetricsSchema } from '../../functions/src/shared/schemas/derived/metrics.js';

const golden = (key: string): BuildingMetrics =>
  buildingMetricsSchema.parse(
    JSON.parse(readFileSync(new URL(`./demo-metrics/${key}.json`, import.meta.url), 'utf8')),
  );

const sumOf = (values: readonly (number | null)[]) =>
  values.reduce<number>((s, v) => s + (v ?? 0), 0);

describe('Building Performance views on the golden demo figures', () => {
  const berlin = golden('berlin-moabit-office');
  const year = rangeOfMonths(berlin.period.firstMonth, berlin.period.lastMonth);

  it('Building Energy Usage by sub-system over the analysis year adds up to the site energy', () => {
    const view = energyUsageView(berlin, year, 'month', 'subSystem');
    expect(view.periods).toEqual(berlin.period.months);
    expect(view.series.map((s) => s.key)).toEqual([
      'cooling',
      'heating',
      'lighting',
      'mechanicalVentilation',
      'plugLoads',
      'others',
    ]);
    expect(view.totalKwh).toBeCloseTo(berlin.energy.siteKwh, -1);
    const cooling = view.series.find((s) => s.key === 'cooling')!;
    expect(cooling.kwh).toEqual(berlin.energy.endUses.cooling.monthlyKwh);
  });

  it('by carrier, every month equals the stored calendarized history', () => {
    const view = energyUsageView(
      berlin,
      { start: '2024-01-01', end: '2025-12-31' },
      'quarter',
      'carrier',
    );
    expect(view.periods).toHaveLength(8);
    const electricity = view.series.find((s) => s.key === 'electricity')!;
    const stored = berlin.history.byCarrier!.electricity!;
    const q1 = ['2024-01', '2024-02', '2024-03'].reduce((s, m) => s + stored[m]!, 0);
    expect(electricity.kwh[0]).toBeCloseTo(q1, 6);
    expect(view.totalKwh).toBeCloseTo(sumOf(Object.values(berlin.history.monthlyKwh!)), 0);
  });

  it('months outside the analysis year keep their height as "unsplit"', () => {
    const view = energyUsageView(
      berlin,
      { start: '2024-07-01', end: '2025-06-30' },
      'month',
      'subSystem',
    );
    const unsplit = view.series.find((s) => s.key === 'unsplit')!;
    expect(unsplit.kwh.slice(0, 6)).toEqual(
      ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12'].map(
        (m) => berlin.history.monthlyKwh![m],
      ),
    );
    expect(unsplit.kwh.slice(6)).toEqual([null, null, null, null, null, null]);
  });

  it('Day and Week come from the interval meter and sum to the stored days', () => {
    const day = berlin.history.granularity!.day!;
    const range = { start: '2025-03-01', end: '2025-03-31' };
    const days = energyUsageView(berlin, range, 'day', 'subSystem');
    expect(days.stack).toBeNull();
    expect(days.periods).toHaveLength(31);
    const march = day.periods.reduce(
      (s, p, i) => (p.startsWith('2025-03') ? s + day.kwh[i]! : s),
      0,
    );
    expect(days.totalKwh).toBeCloseTo(march, 6);
    const weeks = energyUsageView(berlin, range, 'week', 'carrier');
    expect(weeks.periods[0]).toBe('2025-W09');
    expect(weeks.totalKwh).toBeCloseTo(march, 6);
  });

  it('the breakdown totals equal the stored energy, cost and CO2 of the year', () => {
    const energy = breakdownView(berlin, year, 'energy')!;
    expect(energy.total).toBeCloseTo(berlin.energy.siteKwh, -1);
    expect(sumOf(energy.slices.map((s) => s.sharePct))).toBeCloseTo(100, 6);
    expect(energy.slices.find((s) => s.endUse === 'plugLoads')?.basis).toBe('modelled');
    expect(energy.slices.find((s) => s.endUse === 'cooling')?.basis).toBe('metered');
    const cost = breakdownView(berlin, year, 'cost')!;
    expect(cost.total).toBeCloseTo(berlin.energy.cost!, -1);
    const co2 = breakdownView(berlin, year, 'co2')!;
    expect(co2.total).toBeCloseTo(berlin.energy.co2Kg, -1);
    // One quarter: energy of those months, cost in proportion.
    const q = breakdownView(berlin, { start: '2025-01-01', end: '2025-03-31' }, 'energy')!;
    expect(q.months).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(q.total).toBeCloseTo(sumOf(berlin.energy.monthlyTotalKwh.slice(0, 3)), -1);
    expect(breakdownView(berlin, { start: '2020-01-01', end: '2020-12-31' }, 'energy')).toBeNull();
  });

  it('sub-meters explain the metered sub-systems share of the total', () => {
    const coverage = subMeterCoverage(berlin.energy);
    expect(coverage.metered).toEqual(['cooling', 'heating', 'lighting', 'mechanicalVentilation']);
    const metered = ['cooling', 'heating', 'lighting', 'mechanicalVentilation'] as const;
    const kwh = metered.reduce((s, e) => s + berlin.energy.endUses[e].siteKwh, 0);
    expect(coverage.explainedPct).toBeCloseTo((kwh / berlin.energy.siteKwh) * 100, 6);
  });

  it('Historical Comparison at the end of the analysis year equals the stored comparisons', () => {
    for (const stored of berlin.history.comparisons) {
      const view = historicalComparisonView(berlin.history, year, stored.period)!;
      expect(view.referenceMonth).toBe(berlin.period.lastMonth);
      expect(view.currentKwh).toBeCloseTo(stored.currentKwh!, 0);
      expect(view.previousKwh).toBeCloseTo(stored.previousKwh!, 0);
      expect(view.changePct).toBeCloseTo(stored.changePct!, 4);
      expect(view.pairs).toHaveLength(stored.currentMonths.length);
    }
  });

  it('the weather baseline reproduces the stored normalized year from the fit', () => {
    const station = CLIMATE_NORMALS.find((s) => s.name === berlin.climate.station)!;
    const views = weatherBaselineViews(berlin, station.monthlyMeanDegC);
    expect(views.map((v) => v.carrier)).toEqual(['electricity', 'districtHotWater']);
    const heat = views[1]!;
    expect(heat.fit.r2).toBe(berlin.weather!.districtHotWater!.fit.r2);
    expect(heat.months).toHaveLength(24);
    // A normal year of the fit, month by month, equals the stored normalized kWh (non-leap 2025).
    const fitted2025 = sumOf(heat.fittedKwh.slice(12));
    expect(fitted2025).toBeCloseTo(berlin.weather!.districtHotWater!.normalizedAnnualKwh!, -2);
    expect(heat.heatingDegreeDays[0]!).toBeGreaterThan(heat.heatingDegreeDays[6]!);
  });

  it('a building without bills has no usage, no breakdown history and no baseline', () => {
    const annex = golden('berlin-neukolln-annex');
    const range = rangeOfMonths(annex.period.firstMonth, annex.period.lastMonth);
    expect(energyUsageView(annex, range, 'month', 'carrier').series).toEqual([]);
    expect(historicalComparisonView(annex.history, range, 'lastMonth')).toBeNull();
    expect(weatherBaselineViews(annex, null)).toEqual([]);
  });

  it('envelope rows carry type, U-value, band and the assumed flag', () => {
    const rows = envelopeRows(berlin.benchmarks, berlin.quality);
    expect(rows.map((r) => r.element)).toEqual(['roof', 'wall', 'openings', 'floor']);
    expect(rows[0]).toMatchObject({ uValueWPerM2K: 0.14, band: 'bestInClass', assumed: false });
    expect(
      dataQualityIssues(berlin.quality, year, berlin.energy.carriers).map((i) => i.kind),
    ).toEqual([]);
  });
});
