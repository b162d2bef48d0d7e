import { describe, expect, it } from 'vitest';
import { discountedPaybackYears, simplePaybackYears } from './payback.js';
import { createRng } from '../../common/seeded-random.js';

describe('simplePaybackYears', () => {
  it('divides the investment by the annual net savings', () => {
    expect(simplePaybackYears(12_000, 3_000)).toBe(4);
  });

  it('has no payback without savings', () => {
    expect(simplePaybackYears(1_000, 0)).toBeUndefined();
    expect(simplePaybackYears(1_000, -10)).toBeUndefined();
    expect(simplePaybackYears(1_000, Number.NaN)).toBeUndefined();
  });

  it('pays back at once when free', () => {
    expect(simplePaybackYears(0, 10)).toBe(0);
  });

  it('payback × annual savings = investment (property, 1,000 cases)', () => {
    const { range } = createRng('11');
    for (let i = 0; i < 1_000; i += 1) {
      const investment = range(0, 1e7);
      const savings = range(0.01, 1e6);
      const payback = simplePaybackYears(investment, savings) as number;
      expect(payback * savings).toBeCloseTo(investment, 6);
    }
  });
});

describe('discountedPaybackYears', () => {
  it('equals simple payback at a zero rate', () => {
    expect(discountedPaybackYears(250, [100, 100, 100], 0)).toBeCloseTo(2.5, 12);
  });

  it('is later than simple payback when discounting', () => {
    // 100/1.1 + 100/1.21 = 173.55; the third year adds 75.13, reaching 200 at 2 + 26.45/75.13.
    expect(discountedPaybackYears(200, [100, 100, 100], 0.1)).toBeCloseTo(2.352, 3);
  });

  it('is undefined when the discounted savings never reach the investment', () => {
    expect(discountedPaybackYears(1_000, [100, 100], 0.05)).toBeUndefined();
    expect(discountedPaybackYears(0, [], 0.05)).toBe(0);
  });
});
