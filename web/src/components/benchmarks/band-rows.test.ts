import { describe, expect, it } from 'vitest';
import { toBandRows } from './band-rows';

describe('toBandRows', () => {
  it('converts every value and keeps what is absent absent', () => {
    const rows = toBandRows(
      [
        {
          key: 'total',
          quantity: 'intensity',
          current: 200,
          potential: 150,
          limits: { bestInClass: 50, mostEfficient: 100, median: 160, leastEfficient: 260 },
          percentile: 60,
          band: 'averagePerformance',
          basis: 'modelled',
          uncertainty: {
            low: 100,
            high: 300,
            percentileLow: 25,
            percentileHigh: 80,
            reason: 'modelledEnergy',
          },
        },
        {
          key: 'roof',
          quantity: 'uValue',
          current: 2,
          limits: null,
          percentile: null,
          band: null,
          basis: 'given',
        },
      ],
      (value) => value / 2,
      (row) => row.key.toUpperCase(),
      80,
    );
    expect(rows[0]).toEqual({
      key: 'total',
      label: 'TOTAL',
      current: 100,
      potential: 75,
      limits: { bestInClass: 25, mostEfficient: 50, median: 80, leastEfficient: 130 },
      range: { low: 50, high: 150 },
      bestInClass: 40,
    });
    expect(rows[1]).toEqual({
      key: 'roof',
      label: 'ROOF',
      current: 1,
      limits: null,
      bestInClass: 40,
    });
  });
});
