import { describe, expect, it } from 'vitest';
import { bandRowDomain, niceStep } from './band-chart-scale';

describe('niceStep', () => {
  it('gives 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(9, 5)).toBe(2);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(430, 5)).toBe(100);
  });
  it('falls back to 1 for an empty span', () => {
    expect(niceStep(0, 5)).toBe(1);
  });
});

describe('bandRowDomain', () => {
  it('shows the Least Efficient band as wide as the Average one', () => {
    const domain = bandRowDomain({
      key: 'total',
      label: 'Total',
      current: 120,
      limits: { bestInClass: 40, mostEfficient: 80, median: 150, leastEfficient: 250 },
    });
    // 250 + (250 - 80) = 420, × 1.05 = 441 → step 100 → 500.
    expect(domain.max).toBe(500);
    expect(domain.ticks).toEqual([0, 100, 200, 300, 400, 500]);
  });
  it('keeps a current value, its range and the potential inside', () => {
    const domain = bandRowDomain({
      key: 'roof',
      label: 'Roof',
      current: 2.3,
      range: { low: 0.5, high: 2.9 },
      potential: 1,
      limits: { bestInClass: 0.15, mostEfficient: 0.3, median: 0.6, leastEfficient: 1.2 },
    });
    expect(domain.max).toBeGreaterThanOrEqual(2.9);
    expect(domain.ticks.at(-1)).toBe(domain.max);
  });
  it('draws a row without limits from its own values', () => {
    const domain = bandRowDomain({ key: 'renewables', label: 'PV', current: 0, limits: null });
    expect(domain.max).toBe(1);
  });
});
