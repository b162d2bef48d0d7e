import { describe, expect, it } from 'vitest';
import { distinctAscending, hingeColumn, ols } from './change-point-ols.js';

const column = (...values: number[]) => Float64Array.from(values);

describe('least squares of the change-point models', () => {
  it('recovers an exact line: y = 3 + 2x, no residual, no standard error', () => {
    const fit = ols(column(0, 1, 2, 3, 4), null, column(3, 5, 7, 9, 11))!;
    expect(fit.beta[0]).toBeCloseTo(3, 12);
    expect(fit.beta[1]).toBeCloseTo(2, 12);
    expect(fit.sse).toBeCloseTo(0, 9);
    expect(fit.se).toEqual([0, 0]);
  });

  it('fits two regressors: y = 1 + 2a + 3b exactly', () => {
    const a = column(0, 1, 0, 2, 1, 3);
    const b = column(0, 0, 1, 1, 2, 2);
    const y = a.map((ai, i) => 1 + 2 * ai + 3 * b[i]!);
    const fit = ols(a, b, y)!;
    expect(fit.beta.map((beta) => Number(beta.toFixed(9)))).toEqual([1, 2, 3]);
    expect(fit.sse).toBeCloseTo(0, 9);
  });

  it('gives the textbook standard error of a slope: σ² / Σ(x − x̄)²', () => {
    // x = 1…5, y = 2, 4, 5, 4, 5: slope 0.6, intercept 2.2, SSE 2.4, σ² = 2.4 / 3, Sxx = 10.
    const fit = ols(column(1, 2, 3, 4, 5), null, column(2, 4, 5, 4, 5))!;
    expect(fit.beta[0]).toBeCloseTo(2.2, 12);
    expect(fit.beta[1]).toBeCloseTo(0.6, 12);
    expect(fit.sse).toBeCloseTo(2.4, 12);
    expect(fit.se[1]).toBeCloseTo(Math.sqrt(2.4 / 3 / 10), 12);
  });

  it('answers null for a singular system (a regressor that never varies)', () => {
    expect(ols(column(2, 2, 2, 2), null, column(1, 2, 3, 4))).toBeNull();
  });

  it('makes the hinge columns of a change point and the distinct temperatures in order', () => {
    const t = column(-5, 0, 10, 20);
    expect([...hingeColumn(t, 12, true)]).toEqual([17, 12, 2, 0]);
    expect([...hingeColumn(t, 12, false)]).toEqual([0, 0, 0, 8]);
    expect([...distinctAscending([3, -1, 3, 0.5, -1])]).toEqual([-1, 0.5, 3]);
  });
});
