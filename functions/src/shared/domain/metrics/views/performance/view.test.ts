import { describe, expect, it } from 'vitest';
import { CLIMATE_NORMALS } from '../../../../constants/climate-normals.js';
import { COMPARISON_PERIODS, GRANULARITIES } from '../../../../schemas/enums/analysis.js';
import { testOfficeInput } from '../../../../testing/measures-test-office.js';
import type { EnergyGranularity } from '../../energy/periods.js';
import { computeBuildingMetrics } from '../../pipeline/compute-building-metrics.js';
import { rangeOfMonths } from '../common/period-range.js';
import { envelopeRows } from '../comparison/envelope-performance.js';
import { breakdownView, subMeterCoverage } from './breakdown.js';
import { dataQualityIssues } from './data-quality.js';
import { energyUsageView } from './energy-usage.js';
import { historicalComparisonView } from './historical-comparison.js';
import { performanceView } from './view.js';
import { weatherBaselineViews } from './weather-baseline.js';

// The test office in Prague with two years of electricity and gas bills: a weather fit per carrier.
const { metrics } = computeBuildingMetrics(testOfficeInput({}));
const YEAR = rangeOfMonths(metrics.period.firstMonth, metrics.period.lastMonth);
const QUARTER = { start: '2026-01-01', end: '2026-03-31' };
const ENERGY_GRANULARITIES = GRANULARITIES.filter(
  (granularity): granularity is EnergyGranularity => granularity !== 'date',
);
const PRAGUE = CLIMATE_NORMALS.find((item) => item.name === metrics.climate.station);

describe('performanceView', () => {
  it.each(ENERGY_GRANULARITIES)(
    'shapes every card of the period in each of its choices, as each view does (%s)',
    (granularity) => {
      for (const range of [YEAR, QUARTER]) {
        expect(performanceView(metrics, range, granularity).period).toEqual({
          usage: {
            subSystem: energyUsageView(metrics, range, granularity, 'subSystem'),
            carrier: energyUsageView(metrics, range, granularity, 'carrier'),
          },
          breakdown: {
            energy: breakdownView(metrics, range, 'energy'),
            cost: breakdownView(metrics, range, 'cost'),
            co2: breakdownView(metrics, range, 'co2'),
          },
          history: Object.fromEntries(
            COMPARISON_PERIODS.map((period) => [
              period,
              historicalComparisonView(metrics.history, range, period),
            ]),
          ),
          dataIssues: dataQualityIssues(metrics.quality, range, metrics.energy.carriers),
        });
      }
    },
  );

  it('follows the stack and the granularity chosen', () => {
    const byMonth = performanceView(metrics, YEAR, 'month').period!;
    expect(byMonth.usage.subSystem.periods).toEqual(metrics.period.months);
    expect(byMonth.usage.carrier.series.map((series) => series.key)).toEqual(
      expect.arrayContaining(['electricity', 'naturalGas']),
    );
    expect(byMonth.usage.subSystem.series.map((series) => series.key)).toContain('heating');
    // November to October touches five calendar quarters.
    expect(performanceView(metrics, YEAR, 'quarter').period!.usage.carrier.periods).toEqual([
      '2025-Q4',
      '2026-Q1',
      '2026-Q2',
      '2026-Q3',
      '2026-Q4',
    ]);
    expect(Object.keys(byMonth.history)).toEqual([...COMPARISON_PERIODS]);
  });

  it('gives the cards outside the period from the climate station’s normals', () => {
    expect(PRAGUE).toBeDefined();
    const view = performanceView(metrics, YEAR, 'month');
    expect(view.baseline).toEqual(weatherBaselineViews(metrics, PRAGUE!.monthlyMeanDegC));
    expect(view.baseline.map((baseline) => baseline.carrier)).toEqual([
      'electricity',
      'naturalGas',
    ]);
    expect(view.baseline[0]?.fittedKwh.every((kwh) => kwh !== null)).toBe(true);
    expect(view.coverage).toEqual(subMeterCoverage(metrics.energy));
    expect(view.envelope).toEqual(envelopeRows(metrics.benchmarks, metrics.quality));
  });

  it('waits with the period’s cards while the period is not valid, and shows the rest', () => {
    const view = performanceView(metrics, null, 'month');
    expect(view.period).toBeNull();
    expect(view).toEqual({ ...performanceView(metrics, YEAR, 'month'), period: null });
  });

  it('has no baseline without the weather fit, and no fitted values at an unknown station', () => {
    const { weather: _weather, loads: _loads, ...required } = metrics;
    const bare = performanceView(required, YEAR, 'month');
    expect(bare.baseline).toEqual([]);
    expect(bare.period).toEqual(performanceView(metrics, YEAR, 'month').period);
    const elsewhere = performanceView(
      { ...metrics, climate: { ...metrics.climate, station: 'Nowhere' } },
      YEAR,
      'month',
    );
    expect(elsewhere.baseline).toEqual(weatherBaselineViews(metrics, null));
    expect(elsewhere.baseline[0]?.fittedKwh.every((kwh) => kwh === null)).toBe(true);
  });
});
