import { describe, expect, it } from 'vitest';
import { FIGURES, STORED } from '../../../../testing/improve-test-figures.js';
import { abatementCurve } from './abatement-curve.js';
import { improvementAreaSteps } from './area-steps.js';
import { improveCharts, measureNames } from './charts.js';
import { measureSavingsBars } from './measure-savings-bars.js';
import { measureTotals } from './measure-totals.js';
import { paybackCurve } from './payback-curve.js';
import { potentialSavings } from './potential-savings.js';
import { savingsShares } from './savings-shares.js';
import { savingsWaterfall } from './savings-waterfall.js';

describe('improveCharts', () => {
  it('shapes every chart of the measures once, as each view does', () => {
    const names = measureNames(STORED);
    expect(improveCharts(FIGURES, names)).toEqual({
      state: 'combined',
      totals: measureTotals(FIGURES),
      measureSavings: measureSavingsBars(FIGURES, names),
      potential: potentialSavings(FIGURES),
      payback: paybackCurve(FIGURES),
      shares: {
        energy: savingsShares(FIGURES, 'energy'),
        cost: savingsShares(FIGURES, 'cost'),
        co2: savingsShares(FIGURES, 'co2'),
      },
      area: improvementAreaSteps(FIGURES),
      waterfall: savingsWaterfall(FIGURES),
      abatement: abatementCurve(FIGURES),
    });
  });

  it('has nothing to draw without measures', () => {
    expect(improveCharts(undefined, {})).toEqual({
      state: 'noMeasures',
      totals: null,
      measureSavings: [],
      potential: null,
      payback: null,
      shares: null,
      area: null,
      waterfall: [],
      abatement: [],
    });
  });

  it('names each stored measure by its id', () => {
    expect(Object.keys(measureNames(STORED))).toEqual(Object.keys(STORED));
  });
});
