import { describe, expect, it } from 'vitest';
import {
  HITCHIN_K_PER_K,
  coolingDegreeDays,
  heatingDegreeDays,
  monthlyCoolingDegreeDays,
  monthlyHeatingDegreeDays,
} from './degree-days.js';

describe('degree days', () => {
  it('a day with a mean of 50 °F has 15 heating degree days at base 65 °F (the ASHRAE/NOAA definition)', () => {
    expect(heatingDegreeDays([50], 65)).toBe(15);
    expect(coolingDegreeDays([50], 65)).toBe(0);
  });

  it('sums a week: 5 °C for 3 days and 20 °C for 4 days at base 15.5 °C → 31.5 HDD and 18 CDD', () => {
    const week = [5, 5, 5, 20, 20, 20, 20];
    expect(heatingDegreeDays(week, 15.5)).toBeCloseTo(31.5, 9);
    expect(coolingDegreeDays(week, 15.5)).toBeCloseTo(18, 9);
  });

  it("Hitchin's formula: a month at the base temperature still has 1/k degree days per day", () => {
    expect(monthlyHeatingDegreeDays(15.5, 15.5, 30)).toBeCloseTo(30 / HITCHIN_K_PER_K, 9);
    expect(30 / HITCHIN_K_PER_K).toBeCloseTo(42.25, 2);
  });

  it("Hitchin's formula tends to days × (base − mean) for a cold month and to 0 for a warm one", () => {
    expect(monthlyHeatingDegreeDays(0, 15.5, 31)).toBeCloseTo(31 * 15.5, 1);
    expect(monthlyHeatingDegreeDays(25, 15.5, 31)).toBeLessThan(0.5);
    expect(monthlyCoolingDegreeDays(30, 18.3, 31)).toBeCloseTo(31 * 11.7, 0);
  });

  it('monthly HDD − CDD at the same base equals days × (base − mean) exactly', () => {
    for (const mean of [-5, 3, 10, 15, 18, 22]) {
      const diff =
        monthlyHeatingDegreeDays(mean, 15.5, 30) - monthlyCoolingDegreeDays(mean, 15.5, 30);
      expect(diff).toBeCloseTo(30 * (15.5 - mean), 9);
    }
  });
});
