import { describe, expect, it } from 'vitest';
import {
  gammaCdf,
  gammaQuantile,
  lnGamma,
  regularizedLowerGamma,
  trigamma,
} from './gamma-distribution.js';

describe('gamma distribution', () => {
  it('ln Γ matches factorials, Γ(1/2) = √π and Γ(x + 1) = x Γ(x)', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 9);
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 9);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 9);
    expect(lnGamma(16.13) - lnGamma(15.13)).toBeCloseTo(Math.log(15.13), 9);
  });

  it('P(a, x) matches closed forms by series (x < a + 1) and continued fraction (x ≥ a + 1)', () => {
    expect(regularizedLowerGamma(1, 0.5)).toBeCloseTo(1 - Math.exp(-0.5), 12);
    expect(regularizedLowerGamma(1, 5)).toBeCloseTo(1 - Math.exp(-5), 12);
    expect(regularizedLowerGamma(2, 1)).toBeCloseTo(1 - 2 / Math.E, 12);
    expect(regularizedLowerGamma(2, 6)).toBeCloseTo(1 - 7 * Math.exp(-6), 12);
    expect(regularizedLowerGamma(3, 0)).toBe(0);
  });

  it('scales: Gamma(1, 2) is the exponential of mean 2', () => {
    expect(gammaCdf(2, 1, 2)).toBeCloseTo(1 - Math.exp(-1), 12);
  });

  it('inverts the CDF: ln 2 median of Exp(1), χ²(10) 95th percentile 18.307', () => {
    expect(gammaQuantile(0.5, 1, 1)).toBeCloseTo(Math.LN2, 10);
    expect(gammaQuantile(0.95, 5, 2)).toBeCloseTo(18.307, 3);
    expect(gammaQuantile(0.01, 4.016, 0.2328)).toBeGreaterThan(0);
    expect(gammaQuantile(0, 2, 1)).toBe(0);
    expect(gammaQuantile(1, 2, 1)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('trigamma', () => {
  it('matches the closed forms ψ₁(1) = π²/6, ψ₁(1/2) = π²/2 and ψ₁(n + 1) = ψ₁(n) − 1/n²', () => {
    expect(trigamma(1)).toBeCloseTo(Math.PI ** 2 / 6, 9);
    expect(trigamma(0.5)).toBeCloseTo(Math.PI ** 2 / 2, 9);
    expect(trigamma(2)).toBeCloseTo(Math.PI ** 2 / 6 - 1, 9);
    expect(trigamma(4)).toBeCloseTo(Math.PI ** 2 / 6 - 1 - 1 / 4 - 1 / 9, 9);
  });

  it('is the variance of ln X of a gamma sample (shape 4.016, the Office model)', () => {
    // Quantile-spaced sample of the distribution: its ln values' variance approaches ψ₁(shape).
    const n = 20000;
    const logs = Array.from({ length: n }, (_, i) =>
      Math.log(gammaQuantile((i + 0.5) / n, 4.016, 1)),
    );
    const mean = logs.reduce((sum, v) => sum + v, 0) / n;
    const variance = logs.reduce((sum, v) => sum + (v - mean) ** 2, 0) / n;
    expect(variance).toBeCloseTo(trigamma(4.016), 2);
  });
});
