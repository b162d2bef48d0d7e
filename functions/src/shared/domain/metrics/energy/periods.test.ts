import { describe, expect, it } from 'vitest';
import { aggregateDays, aggregateMonths, historicalComparisons, isoWeekOf } from './periods.js';
import { monthRange } from '../../common/months.js';

describe('periods', () => {
  it('numbers ISO weeks (2021-01-03 is in 2020-W53; 2024-12-30 is in 2025-W01)', () => {
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2021-01-04')).toBe('2021-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2026-11-22')).toBe('2026-W47');
  });

  it('aggregates months by year and quarter; refuses week and day for monthly data', () => {
    const months = monthRange(2024 * 12, 15).map((m, i): [string, number] => [m, i + 1]);
    expect(aggregateMonths(months, 'year')).toEqual([
      { period: '2024', kwh: 78 },
      { period: '2025', kwh: 13 + 14 + 15 },
    ]);
    expect(aggregateMonths(months, 'quarter')?.[0]).toEqual({ period: '2024-Q1', kwh: 6 });
    expect(aggregateMonths(months, 'week')).toBeNull();
  });

  it('aggregates days by week and day', () => {
    const days: [string, number][] = [
      ['2025-03-02', 1],
      ['2025-03-03', 2],
      ['2025-03-09', 3],
      ['2025-03-10', 4],
    ];
    expect(aggregateDays(days, 'week')).toEqual([
      { period: '2025-W09', kwh: 1 },
      { period: '2025-W10', kwh: 5 },
      { period: '2025-W11', kwh: 4 },
    ]);
    expect(aggregateDays(days, 'day')).toHaveLength(4);
  });

  it('compares Same Month Last Year, Last Month and the Previous 12 Month Period', () => {
    const monthly = new Map(
      monthRange(2024 * 12, 24).map((m, i) => [m, 100 + i] as [string, number]),
    );
    const [same, last, twelve] = historicalComparisons(monthly, '2025-12');
    expect(same).toMatchObject({ currentKwh: 123, previousKwh: 111 });
    expect(same?.changePct).toBeCloseTo((12 / 111) * 100, 9);
    expect(last).toMatchObject({ currentKwh: 123, previousKwh: 122 });
    expect(twelve?.currentKwh).toBe(12 * 100 + (12 + 23) * 6);
    expect(twelve?.previousKwh).toBe(12 * 100 + 66);
  });

  it('never compares a missing month as zero', () => {
    const monthly = new Map([['2025-12', 50] as [string, number]]);
    const [same] = historicalComparisons(monthly, '2025-12');
    expect(same?.previousKwh).toBeNull();
    expect(same?.changePct).toBeNull();
  });
});

describe('isoWeekOf (property)', () => {
  it('agrees with a Date-based ISO week for every day of 2019–2030', () => {
    const reference = (ms: number) => {
      const date = new Date(ms);
      const weekday = (date.getUTCDay() + 6) % 7;
      const thursday = new Date(ms - weekday * 86_400_000 + 3 * 86_400_000);
      const year = thursday.getUTCFullYear();
      const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
      return `${year}-W${String(week).padStart(2, '0')}`;
    };
    for (let ms = Date.UTC(2019, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 86_400_000) {
      expect(isoWeekOf(new Date(ms).toISOString().slice(0, 10))).toBe(reference(ms));
    }
  });
});

describe('isoWeekOf over many days', () => {
  it('gives every day of twelve years the week of its Thursday, asked twice (past the days it keeps)', () => {
    const start = Date.UTC(2020, 0, 1);
    for (let pass = 0; pass < 2; pass += 1) {
      for (let d = 0; d < 12 * 366; d += 1) {
        const date = new Date(start + d * 86_400_000);
        const day = date.toISOString().slice(0, 10);
        const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
        const weekYear = thursday.getUTCFullYear();
        const week =
          Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000)) + 1;
        expect(isoWeekOf(day), day).toBe(`${weekYear}-W${String(week).padStart(2, '0')}`);
      }
    }
  });
});
