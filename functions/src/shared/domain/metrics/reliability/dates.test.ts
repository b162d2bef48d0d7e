import { describe, expect, it } from 'vitest';
import { dayKeyOfMs } from '../../common/months.js';
import { addYears, dateMs, startOfYearMs, yearsBetween } from './dates.js';

describe('dates', () => {
  it('reads and writes UTC dates', () => {
    expect(dateMs('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(dayKeyOfMs(Date.UTC(2026, 2, 1, 23, 59))).toBe('2026-03-01');
    expect(startOfYearMs(Date.UTC(2026, 6, 4, 12))).toBe(Date.UTC(2026, 0, 1));
  });

  it('agrees with Date.UTC on every day from 1899 to 2101', () => {
    for (let ms = Date.UTC(1899, 0, 1); ms <= Date.UTC(2101, 11, 31); ms += 86_400_000) {
      expect(dateMs(dayKeyOfMs(ms))).toBe(ms);
    }
  });

  it('counts years of 365.25 days and adds whole months', () => {
    expect(yearsBetween(dateMs('2022-01-01'), dateMs('2026-01-01'))).toBe(4);
    expect(addYears('2024-02-29', 1)).toBe(Date.UTC(2025, 2, 1));
    expect(addYears('2024-01-15', 2.5)).toBe(Date.UTC(2026, 6, 15));
  });
});
