import { describe, expect, it } from 'vitest';
import type { MetricsMeasures } from '../../../../schemas/derived/metrics-measures.js';
import { FIGURES } from '../../../../testing/improve-test-figures.js';
import { paybackCurve } from './payback-curve.js';

describe('paybackCurve', () => {
  it('finds the year the cumulative cash flow crosses zero, interpolated within it', () => {
    const figures: MetricsMeasures = {
      ...FIGURES,
      totals: { ...FIGURES.totals, cumulativeCashFlow: [-100, -60, -20, 20, 60] },
    };
    const curve = paybackCurve(figures);
    expect(curve.points[0]).toEqual({ year: 0, cumulative: -100 });
    expect(curve.paybackYear).toBe(3);
    // −20 at the end of year 2, +20 at the end of year 3: zero half-way.
    expect(curve.paybackYears).toBeCloseTo(2.5, 9);
  });

  it('says null when the cash flow stays below zero over the lives', () => {
    const curve = paybackCurve(FIGURES);
    expect(curve.points).toHaveLength(2);
    expect(curve.paybackYear).toBeNull();
    expect(curve.paybackYears).toBeNull();
  });
});
