import { describe, expect, it } from 'vitest';
import type { ComparisonParameters } from '../../../../schemas/stored/comparison-parameters.js';
import { measureOf, testOfficeInput } from '../../../../testing/measures-test-office.js';
import { measureBasisOfStored } from '../../measures/measure-basis.js';
import { computeBuildingMetrics } from '../../pipeline/compute-building-metrics.js';
import { rangeOfMonths } from '../common/period-range.js';
import { peerSetChoice } from '../comparison/peer-set.js';
import { comparisonView } from '../comparison/view.js';
import { improvePeriodTotals } from './period.js';
import { improveView } from './view.js';

const MEASURES = {
  windows: measureOf('lowEWindows', { name: 'New windows', investment: 90_000 }),
  done: measureOf('heatingTimeControl', { status: 'done', investment: 2_000 }),
};
// The test office with its measures evaluated: measure figures and their basis stored.
const { metrics } = computeBuildingMetrics(testOfficeInput(MEASURES));
const YEAR = rangeOfMonths(metrics.period.firstMonth, metrics.period.lastMonth);
const QUARTER = { start: '2026-01-01', end: '2026-03-31' };
const PARAMETERS: ComparisonParameters = { subSystems: { heating: true, roof: true } };

describe('improveView', () => {
  it('gives Comparison’s benchmark summary, the period’s totals and the basis, as each view does', () => {
    const { period, energy, quality, benchmarks, measures } = metrics;
    for (const range of [YEAR, QUARTER]) {
      expect(improveView({ figures: metrics, parameters: PARAMETERS, range })).toEqual({
        benchmarks: comparisonView({
          benchmarks,
          energy,
          quality,
          measures,
          parameters: PARAMETERS,
          peerSet: peerSetChoice(benchmarks, undefined, true).shown,
        }),
        totals: improvePeriodTotals({ energy, period, measures, range }),
        basis: measureBasisOfStored(metrics.measureBasis!),
      });
    }
  });

  it('shows the building after the measures, in the parameters’ rows', () => {
    const view = improveView({ figures: metrics, parameters: PARAMETERS, range: YEAR });
    expect(view.totals!.after.energyKwh).toBeLessThan(view.totals!.before.energyKwh);
    expect(view.benchmarks.subSystems.map((row) => row.key)).toEqual(['heating']);
    expect(
      improveView({ figures: metrics, parameters: {}, range: YEAR }).benchmarks.subSystems.length,
    ).toBeGreaterThan(1);
  });

  it('has no totals while the period is not valid, and no basis in figures without one', () => {
    const { measureBasis: _basis, ...older } = metrics;
    const view = improveView({ figures: older, parameters: PARAMETERS, range: null });
    expect(view.totals).toBeNull();
    expect(view.basis).toBeUndefined();
    expect(view.benchmarks).toEqual(
      improveView({ figures: metrics, parameters: PARAMETERS, range: YEAR }).benchmarks,
    );
  });

  it('without measures, the year after them is the year before', () => {
    const { measures: _measures, measureBasis: _basis, ...bare } = metrics;
    const view = improveView({ figures: bare, parameters: PARAMETERS, range: YEAR });
    expect(view.basis).toBeUndefined();
    expect(view.totals).toEqual(
      improvePeriodTotals({
        energy: metrics.energy,
        period: metrics.period,
        measures: undefined,
        range: YEAR,
      }),
    );
    expect(view.totals!.after).toEqual(view.totals!.before);
    expect(view.benchmarks).toEqual(
      comparisonView({
        benchmarks: metrics.benchmarks,
        energy: metrics.energy,
        quality: metrics.quality,
        measures: undefined,
        parameters: PARAMETERS,
        peerSet: peerSetChoice(metrics.benchmarks, undefined, true).shown,
      }),
    );
  });
});
