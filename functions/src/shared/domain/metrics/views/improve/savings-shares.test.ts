import { describe, expect, it } from 'vitest';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import { FIGURES } from '../../../../testing/improve-test-figures.js';
import { savingsShares } from './savings-shares.js';

describe('savingsShares', () => {
  it('gives each measure of the combined order its share and counts the measures done', () => {
    const figures: MetricsMeasures = {
      ...FIGURES,
      measures: {
        ...FIGURES.measures,
        windows: { ...FIGURES.measures.windows!, sharePct: { energy: 54.8, cost: 60 } },
        'replace-boiler': { ...FIGURES.measures['replace-boiler']!, sharePct: { energy: 32.9 } },
      },
    };
    expect(savingsShares(figures, 'energy')).toEqual({
      shares: [
        { measureId: 'windows', pct: 54.8 },
        { measureId: 'replace-boiler', pct: 32.9 },
        { measureId: 'compare-lighting', pct: null },
      ],
      doneCount: 1,
    });
    expect(savingsShares(figures, 'cost').shares[0]).toEqual({ measureId: 'windows', pct: 60 });
  });
});
