import { describe, expect, it } from 'vitest';
import { addDays, isDayKey, isoWeekday, monthEndDay, monthsAsDays } from './period-days';
import { presetRange } from './period-presets';

describe('period days', () => {
  it('knows real days, month ends and ISO weekdays', () => {
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isDayKey('2025-02-29')).toBe(false);
    expect(isDayKey('2025-13-01')).toBe(false);
    expect(monthEndDay('2024-02')).toBe('2024-02-29');
    expect(monthEndDay('2025-04')).toBe('2025-04-30');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(monthsAsDays({ start: '2024-11', end: '2025-02' })).toEqual({
      start: '2024-11-01',
      end: '2025-02-28',
    });
  });
});

describe('presetRange', () => {
  it('gives whole calendar units around today (spec 9.4)', () => {
    expect(presetRange('thisYear', '2026-11-25')).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
    expect(presetRange('thisMonth', '2024-02-10')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(presetRange('today', '2026-11-25')).toEqual({ start: '2026-11-25', end: '2026-11-25' });
  });

  it('takes ISO weeks, Monday to Sunday, across a year end', () => {
    expect(presetRange('thisWeek', '2026-11-25')).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
    expect(presetRange('thisWeek', '2026-11-23')).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
    expect(presetRange('thisWeek', '2027-01-01')).toEqual({
      start: '2026-12-28',
      end: '2027-01-03',
    });
  });
});
