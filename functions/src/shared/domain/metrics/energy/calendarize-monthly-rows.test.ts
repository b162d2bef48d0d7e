import { describe, expect, it } from 'vitest';
import { calendarizeBills } from './calendarize-bills.js';
import { calendarizeMonthlyRows, monthlyRowsAsBills } from './calendarize-monthly-rows.js';

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
