import { describe, expect, it } from 'vitest';
import type { DashboardBuilding } from './portfolio-dashboard.js';
import { dashboardContent } from './dashboard-content.js';
import { NO_FILTERS } from './portfolio-lists.js';

const building = (
  id: string,
  useType: 'office' | 'retail',
  months: string[],
): DashboardBuilding => ({
  id,
  title: id,
  city: 'Praha',
  useType,
  status: 'permanent',
  currency: 'CZK',
  digest: {
    computedAtMs: 1,
    currency: 'CZK',
    floorAreaM2: 100,
    months: Object.fromEntries(months.map((month) => [month, [1_000, 250, 200]])),
    meteredSharePct: 100,
  },
});

const A = building('a', 'office', ['2026-09', '2026-10']);
const B = building('b', 'retail', ['2026-10', '2026-11']);

describe('dashboardContent', () => {
  it('ends the period with the latest month of any building, before the filters', () => {
    const content = dashboardContent([A, B], {
      filters: { ...NO_FILTERS, useTypes: ['office'] },
      period: 'month',
      selected: [],
    });
    expect(content.filtered).toEqual([A]);
    expect(content.latest).toBe('2026-11');
    expect(content.lastMonth).toBe('2026-11');
    // The office has no November: no building is counted.
    expect(content.totals?.current.buildings).toBe(0);
    expect(content.ranked).toEqual([A]);
  });

  it('takes the chosen end month, and ranks only the selected buildings', () => {
    const content = dashboardContent([A, B], {
      filters: NO_FILTERS,
      period: 'month',
      to: '2026-10',
      selected: ['b'],
    });
    expect(content.lastMonth).toBe('2026-10');
    expect(content.totals?.current.kwh).toBe(2_000);
    expect(content.filtered).toEqual([A, B]);
    expect(content.ranked).toEqual([B]);
  });

  it('has no period and no totals without data', () => {
    const empty = { ...A, digest: undefined };
    const content = dashboardContent([empty], {
      filters: NO_FILTERS,
      period: 'year',
      selected: [],
    });
    expect(content.lastMonth).toBeUndefined();
    expect(content.totals).toBeNull();
  });
});
