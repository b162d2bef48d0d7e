import { describe, expect, it } from 'vitest';
import { billMonthRange, clampMonthRange, isMonthRangeOrdered } from './bill-months';

describe('bill months', () => {
  it('finds the first and last valid month', () => {
    expect(billMonthRange(['2025-03', '2024-11', 'junk', '2025-13', '2026-01'])).toEqual({
      start: '2024-11',
      end: '2026-01',
    });
    expect(billMonthRange([])).toBeNull();
  });

  it('rejects a range that ends before it starts', () => {
    expect(isMonthRangeOrdered({ start: '2025-01', end: '2025-01' })).toBe(true);
    expect(isMonthRangeOrdered({ start: '2025-02', end: '2025-01' })).toBe(false);
  });

  it('clamps into the allowed range', () => {
    expect(
      clampMonthRange({ start: '2020-01', end: '2030-01' }, { start: '2024-11', end: '2026-10' }),
    ).toEqual({
      start: '2024-11',
      end: '2026-10',
    });
  });
});
