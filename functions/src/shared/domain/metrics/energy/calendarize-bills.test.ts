import { describe, expect, it } from 'vitest';
import { calendarizeBills } from './calendarize-bills.js';
import { monthlyRowsAsBills } from './calendarize-monthly-rows.js';

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
