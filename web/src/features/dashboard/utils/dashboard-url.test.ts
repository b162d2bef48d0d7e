import { describe, expect, it } from 'vitest';
import { dashboardParamsOf, dashboardViewOf } from './dashboard-url';

describe('the dashboard view in the URL', () => {
  it('reads filters, period, ranking and selection, and writes them back the same', () => {
    const query =
      'use=office&use=hospitality&city=Praha+1&status=permanent&band=averagePerformance&band=none&period=quarter&to=2026-06&rank=risk&sel=a%2Cb';
    const view = dashboardViewOf(new URLSearchParams(query));
    expect(view).toEqual({
      filters: {
        useTypes: ['office', 'hospitality'],
        cities: ['Praha 1'],
        statuses: ['permanent'],
        bands: ['averagePerformance', 'none'],
      },
      period: 'quarter',
      to: '2026-06',
      ranking: 'risk',
      selected: ['a', 'b'],
    });
    expect(dashboardViewOf(dashboardParamsOf(view))).toEqual(view);
  });

  it('ignores values it does not know and leaves defaults out of the link', () => {
    const view = dashboardViewOf(
      new URLSearchParams('use=castle&status=x&band=gold&period=decade&to=2026-13&rank=beauty'),
    );
    expect(view.filters).toEqual({ useTypes: [], cities: [], statuses: [], bands: [] });
    expect(view.period).toBe('year');
    expect(view.to).toBeUndefined();
    expect(view.ranking).toBe('eui');
    expect(dashboardParamsOf(view).toString()).toBe('');
  });
});
