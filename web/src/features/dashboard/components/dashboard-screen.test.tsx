import { fireEvent, screen, within } from '@testing-library/react';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { addMonths } from '@shared/domain/dashboard/portfolio-dashboard';
import type { DigestMonth } from '@shared/schemas/derived/dashboard-digest';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { dashboardViewOf } from '../utils/dashboard-url';
import { DashboardScreen } from './dashboard-screen';

/** 24 months to 2026-10 of `kwh` (CO2 0.25 kg/kWh, 0.2 per kWh). */
function months(kwh: (month: string) => number) {
  const out: Record<string, DigestMonth> = {};
  for (let i = 0; i < 24; i += 1) {
    const month = addMonths('2024-11', i);
    out[month] = [kwh(month), kwh(month) * 0.25, kwh(month) * 0.2];
  }
  return out;
}

const OFFICE: DashboardBuilding = {
  id: 'office',
  title: 'Karlín Office',
  city: 'Praha',
  useType: 'office',
  status: 'permanent',
  currency: 'CZK',
  digest: {
    computedAtMs: 1,
    currency: 'CZK',
    floorAreaM2: 1_000,
    months: months((m) => (m >= '2025-11' ? 9_000 : 10_000)),
    meteredSharePct: 100,
    siteEuiKwhPerM2: 108,
    co2KgPerM2: 27,
    band: 'averagePerformance',
    topMeasures: [
      {
        measureId: 'led',
        name: 'LED in the hall',
        kind: 'ledReplacement',
        savingsKwh: 12_000,
        costSavings: 2_400,
      },
    ],
  },
};
const HOTEL: DashboardBuilding = {
  id: 'hotel',
  title: 'Hotel Vltava',
  city: 'Brno',
  useType: 'hospitality',
  status: 'permanent',
  currency: 'EUR',
  digest: {
    computedAtMs: 1,
    currency: 'EUR',
    floorAreaM2: 2_000,
    months: months(() => 40_000),
    meteredSharePct: 30,
    siteEuiKwhPerM2: 240,
    co2KgPerM2: 60,
  },
};

const text = (testId: string) =>
  (screen.getByTestId(testId).textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('DashboardScreen', { timeout: 30_000 }, () => {
  it('totals the year, never adding currencies, with the change and the metered buildings', async () => {
    await renderInApp(
      <DashboardScreen
        buildings={[OFFICE, HOTEL]}
        loaded
        listsLoaded
        view={dashboardViewOf(new URLSearchParams())}
        onViewChange={() => {}}
      />,
    );
    // 12 × (9,000 + 40,000) kWh
    expect(text('kpi-energy')).toContain('588 MWh');
    expect(text('kpi-cost')).toContain('Kč');
    expect(text('kpi-cost')).toContain('€96,000');
    // (9,000 + 40,000) against (10,000 + 40,000): 2 % less
    expect(text('kpi-energy')).toContain('2% less than the previous year');
    expect(text('kpi-energy')).toContain('Metered: 1 of 2 buildings (50%)');
    expect(text('kpi-basis')).toContain('Like for like: 2 buildings with bills in both periods');
    const table = screen.getByTestId('dashboard-savings');
    expect(within(table).getByRole('link', { name: 'LED in the hall' }).getAttribute('href')).toBe(
      '/building/office/improve',
    );
  });

  it('filters by city through the view and says when nothing matches', async () => {
    const onViewChange = vi.fn();
    await renderInApp(
      <DashboardScreen
        buildings={[OFFICE, HOTEL]}
        loaded
        listsLoaded
        view={dashboardViewOf(new URLSearchParams('city=Ostrava'))}
        onViewChange={onViewChange}
      />,
    );
    expect(screen.getByText('No building matches the filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(onViewChange).toHaveBeenCalledWith(
      expect.objectContaining({ filters: { useTypes: [], cities: [], statuses: [], bands: [] } }),
    );
  });

  it('shows the figures while the lists are still on their way, and says the lists are loading', async () => {
    await renderInApp(
      <DashboardScreen
        buildings={[OFFICE, HOTEL]}
        loaded
        listsLoaded={false}
        view={dashboardViewOf(new URLSearchParams())}
        onViewChange={() => {}}
      />,
    );
    expect(text('kpi-energy')).toContain('588 MWh');
    for (const list of ['dashboard-savings', 'dashboard-risk', 'dashboard-maintenance']) {
      const card = screen.getByTestId(list);
      expect(within(card).getByRole('status').textContent).toContain('Loading the list…');
      expect(within(card).queryByRole('table')).toBeNull();
    }
  });

  it('says what to do with an empty portfolio, in Czech', async () => {
    await renderInApp(
      <DashboardScreen
        buildings={[]}
        loaded
        listsLoaded
        view={dashboardViewOf(new URLSearchParams())}
        onViewChange={() => {}}
      />,
      'cs',
    );
    expect(screen.getByText('Zatím žádné budovy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Přidat budovu' }).getAttribute('href')).toBe(
      '/adding-building',
    );
  });
});
