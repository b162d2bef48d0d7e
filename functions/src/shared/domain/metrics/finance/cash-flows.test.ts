import { describe, expect, it } from 'vitest';
import { investmentFlows, npv, presentValue } from './cash-flows.js';

describe('npv (spreadsheet NPV)', () => {
  it('reproduces the Microsoft Excel NPV help, example 1: 1,188.44', () => {
    // Rate 10 %; −10,000 paid at the end of year 1, then 3,000, 4,200, 6,800.
    expect(npv(0.1, [-10_000, 3_000, 4_200, 6_800])).toBeCloseTo(1_188.44, 2);
  });

  it('reproduces the Microsoft Excel NPV help, example 2: 1,922.06 and −3,749.47', () => {
    // Rate 8 %; 40,000 invested at the start; returns of years 1–5, then a loss of 9,000 in year 6.
    const returns = [8_000, 9_200, 10_000, 12_000, 14_500];
    expect(npv(0.08, returns) - 40_000).toBeCloseTo(1_922.06, 2);
    expect(npv(0.08, [...returns, -9_000]) - 40_000).toBeCloseTo(-3_749.47, 2);
  });

  it('reproduces the LibreOffice Calc NPV help: 49.43, i.e. 9.43 net of the 40 paid', () => {
    expect(npv(0.0875, [10, 20, 30])).toBeCloseTo(49.43, 2);
    expect(presentValue(0.0875, [-40, 10, 20, 30])).toBeCloseTo(9.43, 2);
  });

  it('is the plain sum at a zero rate and empty flows are worth nothing', () => {
    expect(npv(0, [1, 2, 3])).toBe(6);
    expect(npv(0.1, [])).toBe(0);
    expect(presentValue(0.1, [])).toBe(0);
  });
});

describe('investmentFlows', () => {
  it('pays the investment at time zero and escalates the savings', () => {
    const flows = investmentFlows({
      investment: 1_000,
      firstYearSavings: 100,
      lifeYears: 3,
      escalation: 0.1,
      residualValue: 50,
    });
    expect(flows[0]).toBe(-1_000);
    expect(flows[1]).toBeCloseTo(100, 10);
    expect(flows[2]).toBeCloseTo(110, 10);
    expect(flows[3]).toBeCloseTo(121 + 50, 10);
    expect(flows).toHaveLength(4);
  });

  it('rounds a fractional life and keeps at least one year', () => {
    expect(investmentFlows({ investment: 1, firstYearSavings: 1, lifeYears: 2.4 })).toHaveLength(3);
    expect(investmentFlows({ investment: 1, firstYearSavings: 1, lifeYears: 0.2 })).toHaveLength(2);
  });
});
