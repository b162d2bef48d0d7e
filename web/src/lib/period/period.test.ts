import { describe, expect, it } from 'vitest';
import {
  changePeriod,
  clampRange,
  defaultPeriod,
  parseDayBound,
  readPeriod,
  validatePeriod,
  writePeriod,
} from './period';

const TODAY = '2026-11-25';
const LIMITS = { start: '2024-01-01', end: '2026-10-31' };
const read = (query: string, limits: typeof LIMITS | null = LIMITS) =>
  readPeriod(new URLSearchParams(query), { today: TODAY, limits });

describe('period', () => {
  it('defaults to the data range, or to the last 12 whole months, by month', () => {
    expect(defaultPeriod({ today: TODAY, limits: LIMITS })).toEqual({
      granularity: 'month',
      ...LIMITS,
    });
    expect(defaultPeriod({ today: TODAY })).toEqual({
      granularity: 'month',
      start: '2025-11-01',
      end: '2026-10-31',
    });
    expect(defaultPeriod({ today: '2026-01-01' })).toMatchObject({
      start: '2025-01-01',
      end: '2025-12-31',
    });
    expect(read('')).toEqual({ period: { granularity: 'month', ...LIMITS }, error: undefined });
  });

  it('reads days, and months as their first and last day (the old ?from=YYYY-MM&to=YYYY-MM)', () => {
    expect(read('g=day&from=2025-01-15&to=2025-03-02').period).toEqual({
      granularity: 'day',
      start: '2025-01-15',
      end: '2025-03-02',
    });
    expect(read('from=2025-01&to=2025-02').period).toEqual({
      granularity: 'month',
      start: '2025-01-01',
      end: '2025-02-28',
    });
    expect(parseDayBound('2025-02', 'end')).toBe('2025-02-28');
    expect(parseDayBound('2025-02-30', 'start')).toBeUndefined();
    expect(parseDayBound('soon', 'start')).toBeUndefined();
  });

  it('ignores values it cannot read and falls back to the default for them', () => {
    expect(read('g=hour&from=garbage&to=2025-06').period).toEqual({
      granularity: 'month',
      start: LIMITS.start,
      end: '2025-06-30',
    });
  });

  it('clamps into the limits, but leaves a period wholly outside them as chosen', () => {
    expect(read('from=2020-01-01&to=2030-01-01').period).toMatchObject(LIMITS);
    expect(clampRange({ start: '2027-01-01', end: '2027-12-31' }, LIMITS)).toEqual({
      start: '2027-01-01',
      end: '2027-12-31',
    });
    expect(read('from=2020-01-01&to=2030-01-01', null).period).toMatchObject({
      start: '2020-01-01',
      end: '2030-01-01',
    });
  });

  it('rejects a range that ends before it starts with the spec 5.3 message key', () => {
    expect(validatePeriod({ start: '2025-02-01', end: '2025-01-31' })).toBe(
      'validation:startDateAfterEnd',
    );
    expect(validatePeriod({ start: '2025-02-01', end: '2025-02-01' })).toBeUndefined();
    expect(read('from=2025-10&to=2024-12').error).toBe('validation:startDateAfterEnd');
  });

  it('reads a preset relative to today, clamped into the limits', () => {
    expect(read('g=day&preset=thisMonth', null).period).toEqual({
      granularity: 'day',
      preset: 'thisMonth',
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(read('preset=thisYear&from=2020-01-01').period).toEqual({
      granularity: 'month',
      preset: 'thisYear',
      start: '2026-01-01',
      end: '2026-10-31',
    });
  });

  it('writes the period and keeps every other parameter', () => {
    const params = new URLSearchParams('tab=x&from=2025-01&preset=today');
    expect(
      writePeriod(params, {
        granularity: 'week',
        start: '2025-01-06',
        end: '2025-03-30',
      }).toString(),
    ).toBe('tab=x&g=week&from=2025-01-06&to=2025-03-30');
    expect(
      writePeriod(params, {
        granularity: 'day',
        preset: 'thisWeek',
        start: '2026-11-23',
        end: '2026-11-29',
      }).toString(),
    ).toBe('tab=x&g=day&preset=thisWeek');
    expect(writePeriod(params, null).toString()).toBe('tab=x');
    expect(params.toString()).toBe('tab=x&from=2025-01&preset=today');
  });

  it('round-trips through the URL', () => {
    const period = { granularity: 'quarter' as const, start: '2024-04-01', end: '2025-03-31' };
    expect(readPeriod(writePeriod(new URLSearchParams(), period), { today: TODAY }).period).toEqual(
      period,
    );
  });

  it('applies changes: a preset recomputes the days, new days drop the preset', () => {
    const current = { granularity: 'month' as const, start: '2025-01-01', end: '2025-12-31' };
    const weekly = changePeriod(current, { preset: 'thisWeek' }, TODAY);
    expect(weekly).toEqual({
      granularity: 'month',
      preset: 'thisWeek',
      start: '2026-11-23',
      end: '2026-11-29',
    });
    expect(changePeriod(weekly, { granularity: 'day' }, TODAY)).toEqual({
      ...weekly,
      granularity: 'day',
    });
    expect(changePeriod(weekly, { end: '2026-12-31' }, TODAY)).toEqual({
      granularity: 'month',
      start: '2026-11-23',
      end: '2026-12-31',
    });
  });
});
