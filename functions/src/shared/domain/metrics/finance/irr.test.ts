import { describe, expect, it } from 'vitest';
import { investmentFlows, presentValue } from './cash-flows.js';
import { irr } from './irr.js';
import { createRng } from '../../common/seeded-random.js';

describe('irr', () => {
  // Microsoft Excel IRR help: −70,000 invested, then net income of 12,000 … 26,000 over 5 years.
  const excel = [-70_000, 12_000, 15_000, 18_000, 21_000, 26_000];

  it('reproduces the Microsoft Excel IRR help: −2.1 %, 8.7 % and −44.4 %', () => {
    expect(irr(excel.slice(0, 5))).toBeCloseTo(-0.0212, 4);
    expect(irr(excel)).toBeCloseTo(0.0866, 4);
    expect(irr(excel.slice(0, 3), -0.1)).toBeCloseTo(-0.4435, 4);
  });

  it('reproduces the LibreOffice Calc IRR help: 11.33 %', () => {
    expect(irr([-10_000, 3_500, 7_600, 1_000])).toBeCloseTo(0.1133, 4);
  });

  it('returns undefined, not NaN, when no rate exists', () => {
    expect(irr([])).toBeUndefined();
    expect(irr([-100, -5, 0])).toBeUndefined();
    expect(irr([100, 50, 20])).toBeUndefined();
    expect(irr([0, 0, 0])).toBeUndefined();
    // Two sign changes, yet 1 − 3x + 3x² (x = 1 / (1 + r)) has no real root: 9 − 12 < 0.
    expect(irr([1, -3, 3])).toBeUndefined();
  });

  it('picks the root nearest the guess when the flows have two', () => {
    // −100 + 230x − 132x² = 0 at x = 1/1.1 and x = 1/1.2: IRRs of 10 % and 20 %.
    expect(irr([-100, 230, -132], 0.05)).toBeCloseTo(0.1, 8);
    expect(irr([-100, 230, -132], 0.3)).toBeCloseTo(0.2, 8);
  });

  it('finds extreme but real rates', () => {
    expect(irr([-1, 1_000])).toBeCloseTo(999, 6);
    expect(irr([-1_000, 1])).toBeCloseTo(-0.999, 6);
  });

  it('survives the overflow of long lives near −100 %', () => {
    // 100 years of small savings: the NPV at r ≈ −1 overflows and those samples are skipped.
    const flows = investmentFlows({ investment: 1e6, firstYearSavings: 5_000, lifeYears: 100 });
    const rate = irr(flows) as number;
    // The annuity factor (1 − (1 + r)^−100) / r must be 200: r ≈ −1.238 %.
    expect((1 - (1 + rate) ** -100) / rate).toBeCloseTo(200, 6);
    expect(rate).toBeCloseTo(-0.01238, 5);
    expect(Math.abs(presentValue(rate, flows))).toBeLessThan(1e-3);
  });

  it('makes the NPV zero at the IRR (property, 500 generated investments)', () => {
    const { range } = createRng('7');
    for (let i = 0; i < 500; i += 1) {
      const flows = investmentFlows({
        investment: range(100, 1e6),
        firstYearSavings: range(1, 2e5),
        lifeYears: Math.round(range(1, 60)),
        escalation: range(-0.05, 0.1),
      });
      const rate = irr(flows);
      expect(rate).toBeDefined();
      expect(Math.abs(presentValue(rate as number, flows))).toBeLessThan(1e-6 * -(flows[0] ?? 1));
    }
  });
});
