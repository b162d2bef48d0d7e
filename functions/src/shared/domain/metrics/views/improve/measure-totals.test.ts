import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../../../testing/improve-test-figures.js';
import { measureTotals } from './measure-totals.js';

describe('measureTotals', () => {
  it('gives the combined figures and what the measures take from each other', () => {
    const totals = measureTotals(FIGURES);
    expect(totals.combined).toEqual({ energyKwh: 73_000, cost: 14_600, co2Tons: 36.5 });
    expect(totals.sumOfSingles.energyKwh).toBe(80_000);
    expect(totals.overlap.energyKwh).toBe(7_000);
    expect(totals.overlap.cost).toBeCloseTo(1_400, 9);
    expect(totals.paybackYears).toBe(9.6);
  });
});
