import { describe, expect, it } from 'vitest';
import { calendarizeSeries } from './calendarize-series.js';

describe('calendarizeSeries', () => {
  const hourly = (values: number[]) => ({ t: values.map((_, i) => i * 60), v: values });

  it('sums an hourly kWh series by month and day, finds the peak kW and counts missing hours', () => {
    const out = calendarizeSeries(
      { '2025-02': hourly([1, 2, 3, ...new Array(21).fill(1), 5, 0.5]) },
      'kWh',
      60,
    );
    expect(out.months[0]?.kwh).toBeCloseTo(1 + 2 + 3 + 21 + 5 + 0.5, 9);
    expect(out.dailyKwh.get('2025-02-01')).toBeCloseTo(27, 9);
    expect(out.dailyKwh.get('2025-02-02')).toBeCloseTo(5.5, 9);
    expect(out.peakKw).toBe(5);
    expect(out.peakAtMs).toBe(Date.UTC(2025, 1, 2, 0));
    expect(out.missingIntervals).toBe(28 * 24 - 26);
  });

  it('integrates a 15-minute kW series (power × 0.25 h) and infers the interval', () => {
    const out = calendarizeSeries({ '2025-03': { t: [0, 15, 30, 45], v: [4, 8, 4, 4] } }, 'kW');
    expect(out.intervalMinutes).toBe(15);
    expect(out.months[0]?.kwh).toBeCloseTo(5, 9);
    expect(out.peakKw).toBe(8);
  });

  it('a 15-minute kWh point of 2 kWh is a mean demand of 8 kW', () => {
    const out = calendarizeSeries({ '2025-03': { t: [0, 15], v: [2, 1] } }, 'kWh', 15);
    expect(out.peakKw).toBe(8);
  });

  it('puts points in their days whatever their order, and leaves out points past the month', () => {
    // Day 1, day 2, back to day 1, a point past February (day 29), then day 2 again.
    const minutes = [0, 1500, 60, 29 * 1440, 1560];
    const out = calendarizeSeries({ '2025-02': { t: minutes, v: [1, 2, 4, 8, 16] } }, 'kWh', 60);
    expect(out.dailyKwh.get('2025-02-01')).toBe(5);
    expect(out.dailyKwh.get('2025-02-02')).toBe(18);
    expect([...out.dailyKwh.keys()]).toEqual(['2025-02-01', '2025-02-02']);
    expect(out.months[0]).toMatchObject({ kwh: 31, coveredDays: 2 });
  });
});
