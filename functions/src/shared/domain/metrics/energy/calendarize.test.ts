import { describe, expect, it } from 'vitest';
import {
  calendarizeBills,
  calendarizeMonthlyRows,
  calendarizeSeries,
  monthlyRowsAsBills,
} from './calendarize.js';

describe('calendarizeBills', () => {
  it('spreads a bill over its days: 15 Jan – 14 Feb, 3,100 kWh → 1,700 in January, 1,400 in February', () => {
    const out = calendarizeBills([
      { firstDay: '2025-01-15', lastDay: '2025-02-14', kwh: 3100, cost: 310 },
    ]);
    expect(out.months.map((m) => [m.month, m.kwh, m.coveredDays])).toEqual([
      ['2025-01', 1700, 17],
      ['2025-02', 1400, 14],
    ]);
    expect(out.months[0]?.cost).toBeCloseTo(170, 9);
    expect(out.gaps).toEqual([]);
    expect(out.overlaps).toEqual([]);
  });

  it('reports the days between bills as a gap and days billed twice as an overlap', () => {
    const out = calendarizeBills([
      { firstDay: '2025-01-01', lastDay: '2025-01-31', kwh: 310 },
      { firstDay: '2025-02-10', lastDay: '2025-03-10', kwh: 290 },
      { firstDay: '2025-03-05', lastDay: '2025-03-31', kwh: 270 },
    ]);
    expect(out.gaps).toEqual([{ firstDay: '2025-02-01', lastDay: '2025-02-09', days: 9 }]);
    expect(out.overlaps).toEqual([{ firstDay: '2025-03-05', lastDay: '2025-03-10', days: 6 }]);
    const total = out.months.reduce((s, m) => s + m.kwh, 0);
    expect(total).toBeCloseTo(310 + 290 + 270, 9);
    expect(out.months.find((m) => m.month === '2025-02')?.coveredDays).toBe(19);
  });

  it('rejects bills that end before they start, by index', () => {
    const out = calendarizeBills([
      { firstDay: '2025-02-01', lastDay: '2025-01-01', kwh: 10 },
      { firstDay: '2025-02-30', lastDay: '2025-03-01', kwh: 10 },
    ]);
    expect(out.rejected).toEqual([0, 1]);
    expect(out.months).toEqual([]);
  });

  it('turns the wizard monthly rows into whole-month bills (leap February has 29 days)', () => {
    const bills = monthlyRowsAsBills({
      b: { month: '2024-02', cost: 20, consumptionKwh: 290 },
      a: { month: '2024-01', cost: 31, consumptionKwh: 310 },
    });
    expect(bills).toEqual([
      { firstDay: '2024-01-01', lastDay: '2024-01-31', kwh: 310, cost: 31 },
      { firstDay: '2024-02-01', lastDay: '2024-02-29', kwh: 290, cost: 20 },
    ]);
    const months = calendarizeBills(bills).months;
    expect(months.map((m) => m.kwh)).toEqual([310, 290]);
  });
});

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
});

describe('calendarizeMonthlyRows', () => {
  it('gives the same months, gaps and overlaps as spreading the rows over their days', () => {
    const rows = {
      a: { month: '2024-01', cost: 31, consumptionKwh: 310 },
      b: { month: '2024-02', cost: 29, consumptionKwh: 290 },
      c: { month: '2024-02', cost: 10, consumptionKwh: 100 },
      d: { month: '2024-05', cost: 31, consumptionKwh: 310 },
      e: { month: '2024-13', cost: 1, consumptionKwh: 1 },
    };
    const fast = calendarizeMonthlyRows(rows);
    const { e: _bad, ...valid } = rows;
    const slow = calendarizeBills(monthlyRowsAsBills(valid));
    // Spreading over days and summing again differs only by rounding.
    expect(fast.months.map((m) => [m.month, m.coveredDays, m.daysInMonth])).toEqual(
      slow.months.map((m) => [m.month, m.coveredDays, m.daysInMonth]),
    );
    fast.months.forEach((m, i) => {
      expect(m.kwh).toBeCloseTo(slow.months[i]!.kwh, 9);
      expect(m.cost).toBeCloseTo(slow.months[i]!.cost, 9);
    });
    expect(fast.gaps).toEqual(slow.gaps);
    expect(fast.overlaps).toEqual(slow.overlaps);
    expect(fast.gaps).toEqual([{ firstDay: '2024-03-01', lastDay: '2024-04-30', days: 61 }]);
    expect(fast.rejected).toEqual([4]);
  });
});
