import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { healthByPeriod, periodPoints, summarizeHealth } from './health-periods.js';

describe('periodPoints', () => {
  it('gives month starts, Mondays, days and today, each ending now', () => {
    // Thursday 19 March 2026, 15:30 UTC.
    const now = Date.UTC(2026, 2, 19, 15, 30);
    const points = periodPoints(now);
    expect(points.thisYear).toEqual([
      Date.UTC(2026, 0, 1),
      Date.UTC(2026, 1, 1),
      Date.UTC(2026, 2, 1),
      now,
    ]);
    expect(points.thisMonth).toEqual([
      Date.UTC(2026, 2, 1),
      Date.UTC(2026, 2, 2),
      Date.UTC(2026, 2, 9),
      Date.UTC(2026, 2, 16),
      now,
    ]);
    expect(points.thisWeek).toEqual([16, 17, 18, 19].map((d) => Date.UTC(2026, 2, d)).concat(now));
    expect(points.today).toEqual([Date.UTC(2026, 2, 19), now]);
  });

  it('on 1 January at midnight every period is just now', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(periodPoints(now)).toEqual({
      thisYear: [now],
      thisMonth: [now],
      thisWeek: [Date.UTC(2025, 11, 29), Date.UTC(2025, 11, 30), Date.UTC(2025, 11, 31), now],
      today: [now],
    });
  });
});

describe('healthByPeriod', () => {
  it('summarises the equipment at each point, older assets lower', () => {
    const now = Date.UTC(2026, 2, 19, 15, 30);
    const item = (commissionedOn: string): Equipment => ({
      assetId: 'a',
      name: 'a',
      type: 'Pump',
      commissionedOn,
    });
    const periods = healthByPeriod(
      [item('2000-01-01'), item('2024-01-01'), { assetId: 'x', name: 'x', type: 'x' }],
      now,
    );
    const last = periods.thisYear.at(-1);
    expect(last?.count).toBe(2);
    expect(last?.lowest).toBeLessThan(last?.best ?? 0);
    // Ageing only: health falls from the first point of the year to now.
    expect(periods.thisYear[0]!.average).toBeGreaterThan(last!.average!);
    expect(periods.today.at(-1)).toEqual(last);
  });

  it('summarises nothing as a count of 0', () => {
    expect(summarizeHealth([])).toEqual({ count: 0 });
    expect(summarizeHealth([40, 80])).toEqual({ count: 2, best: 80, average: 60, lowest: 40 });
  });
});
