import { describe, expect, it } from 'vitest';
import {
  fitChangePoint,
  normalizedAnnualKwh,
  predictKwhPerDay,
  tCritical10Pct,
} from './change-point.js';

const TEMPS = [-2, 0, 4, 9, 14, 18, 21, 20, 15, 9, 4, 0];
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Small deterministic noise (± 3 %) so that fits are not exact. */
const NOISE = [0.02, -0.03, 0.01, 0.025, -0.01, 0.0, 0.015, -0.02, 0.03, -0.025, 0.01, -0.005];

const points = (f: (t: number) => number, noise = NOISE) =>
  TEMPS.map((t, i) => ({
    temperatureDegC: t,
    kwhPerDay: f(t) * (1 + (noise[i] ?? 0)),
    days: DAYS[i]!,
  }));

describe('fitChangePoint (ASHRAE Guideline 14 model types, BETTER selection and acceptance)', () => {
  it('recovers a noiseless 3P heating model exactly', () => {
    const fit = fitChangePoint(points((t) => 100 + 8 * Math.max(0, 15 - t), []))!;
    expect(fit.type).toBe('3PH');
    expect(fit.heatingChangePointDegC).toBeCloseTo(15, 6);
    expect(fit.heatingSlopeKwhPerDayK).toBeCloseTo(8, 6);
    expect(fit.baseloadKwhPerDay).toBeCloseTo(100, 6);
    expect(fit.r2).toBeCloseTo(1, 9);
    expect(fit.acceptedByBetter).toBe(true);
    expect(fit.meetsGuideline14).toBe(true);
  });

  it('finds a 5P model with both slopes for a building that heats and cools, accepted with R² ≥ 0.6', () => {
    const fit = fitChangePoint(
      points((t) => 200 + 6 * Math.max(0, 12 - t) + 15 * Math.max(0, t - 16)),
    )!;
    expect(fit.type).toBe('5P');
    expect(fit.heatingSlopeKwhPerDayK).toBeGreaterThan(4);
    expect(fit.coolingSlopeKwhPerDayK).toBeGreaterThan(10);
    expect(fit.r2).toBeGreaterThan(0.9);
    expect(fit.acceptedByBetter).toBe(true);
    expect(fit.cvRmse).toBeLessThan(0.15);
  });

  it('keeps 1P (the mean) for weather-independent use, accepted when CV(RMSE) ≤ 0.5', () => {
    const fit = fitChangePoint(points(() => 500))!;
    expect(fit.type).toBe('1P');
    expect(fit.baseloadKwhPerDay).toBeCloseTo(500 * (1 + NOISE.reduce((a, b) => a + b, 0) / 12), 6);
    expect(fit.acceptedByBetter).toBe(true);
  });

  it('rejects scattered data that no model explains (1P with CV(RMSE) > 0.5)', () => {
    const wild = [1, 50, 3, 90, 2, 70, 5, 60, 1, 80, 4, 40];
    const fit = fitChangePoint(
      TEMPS.map((t, i) => ({ temperatureDegC: t, kwhPerDay: wild[i]!, days: 30 })),
    )!;
    expect(fit.type).toBe('1P');
    expect(fit.cvRmse).toBeGreaterThan(0.5);
    expect(fit.acceptedByBetter).toBe(false);
    expect(fit.meetsGuideline14).toBe(false);
  });

  it('needs at least six periods', () => {
    expect(fitChangePoint(points((t) => t + 30).slice(0, 5))).toBeNull();
  });

  it('normalizes to a normal year: Σ predict(normal mean) × days', () => {
    const fit = fitChangePoint(points((t) => 100 + 8 * Math.max(0, 15 - t), []))!;
    const normal = TEMPS.map((t) => t + 1);
    const expected = normal.reduce((s, t, m) => s + (100 + 8 * Math.max(0, 15 - t)) * DAYS[m]!, 0);
    expect(normalizedAnnualKwh(fit, normal)).toBeCloseTo(expected, 3);
    expect(predictKwhPerDay(fit, 20)).toBeCloseTo(100, 6);
  });

  it('uses the two-sided 10 % t table (df 10 → 1.812, large df → 1.645)', () => {
    expect(tCritical10Pct(10)).toBe(1.812);
    expect(tCritical10Pct(200)).toBe(1.645);
  });
});
