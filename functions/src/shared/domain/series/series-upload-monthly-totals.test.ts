import { describe, expect, it } from 'vitest';
import { monthlyTotalsKwh } from './series-upload-monthly-totals.js';

const at = (iso: string) => Date.parse(iso);

describe('monthlyTotalsKwh', () => {
  it('sums kWh per calendar month, oldest first', () => {
    expect(
      monthlyTotalsKwh([
        { atMs: at('2025-01-31T23:00Z'), kwh: 1.5 },
        { atMs: at('2025-01-01T00:00Z'), kwh: 2 },
        { atMs: at('2025-02-01T00:00Z'), kwh: 0.25 },
      ]),
    ).toEqual([
      { month: '2025-01', consumptionKwh: 3.5 },
      { month: '2025-02', consumptionKwh: 0.25 },
    ]);
  });
});
