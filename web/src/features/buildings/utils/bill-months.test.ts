import { describe, expect, it } from 'vitest';
import { billMonthRange } from './bill-months';

describe('bill months', () => {
  it('finds the first and last valid month', () => {
    expect(billMonthRange(['2025-03', '2024-11', 'junk', '2025-13', '2026-01'])).toEqual({
      start: '2024-11',
      end: '2026-01',
    });
    expect(billMonthRange([])).toBeNull();
  });
});
