import { describe, expect, it } from 'vitest';
import {
  dataRangeOf,
  dayInRange,
  monthInRange,
  monthsOfRange,
  rangeOfMonths,
} from './period-range.js';

describe('period ranges', () => {
  it('counts a month when the range overlaps it', () => {
    const range = { start: '2025-03-15', end: '2025-05-02' };
    expect(monthInRange('2025-02', range)).toBe(false);
    expect(monthInRange('2025-03', range)).toBe(true);
    expect(monthInRange('2025-05', range)).toBe(true);
    expect(monthInRange('2025-06', range)).toBe(false);
    expect(monthsOfRange(range)).toEqual(['2025-03', '2025-04', '2025-05']);
  });

  it('includes both ends of a day range', () => {
    expect(dayInRange('2025-03-15', { start: '2025-03-15', end: '2025-03-15' })).toBe(true);
    expect(dayInRange('2025-03-16', { start: '2025-03-15', end: '2025-03-15' })).toBe(false);
  });

  it('spans whole months, leap years included', () => {
    expect(rangeOfMonths('2024-01', '2024-02')).toEqual({ start: '2024-01-01', end: '2024-02-29' });
    expect(rangeOfMonths('2025-01', '2025-12')).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(monthsOfRange({ start: '2025-05-01', end: '2025-03-01' })).toEqual([]);
  });
});

describe('the data range of a history', () => {
  it('spans the months and the interval days, whichever reach further', () => {
    expect(
      dataRangeOf({
        monthlyKwh: { '2024-03': 1, '2024-01': 2 },
        granularity: { day: { periods: ['2023-12-30', '2024-02-01'] } },
      }),
    ).toEqual({ start: '2023-12-30', end: '2024-03-31' });
    expect(dataRangeOf({})).toBeNull();
  });
});
