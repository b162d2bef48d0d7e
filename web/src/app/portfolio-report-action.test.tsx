import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '@/components/charts/download-blob';
import { dashboardViewOf } from '@/features/dashboard/utils/dashboard-url';
import { makePortfolioReport } from '@/features/report/portfolio/make-portfolio-report';
import { renderInApp } from '@/testing/render-in-app';
import { PortfolioReportButton } from './portfolio-report-action';

vi.mock('@/features/report/portfolio/make-portfolio-report', () => ({
  makePortfolioReport: vi.fn(() => Promise.resolve(new Blob(['%PDF']))),
}));
vi.mock('@/components/charts/download-blob', () => ({ downloadBlob: vi.fn() }));

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
    months: { '2026-09': [9_000, 2_250, 1_800], '2026-10': [9_000, 2_250, 1_800] },
    meteredSharePct: 100,
  },
};

describe('PortfolioReportButton', () => {
  it('makes the report of the Dashboard view in the URL and saves it', async () => {
    const view = dashboardViewOf(
      new URLSearchParams('use=office&period=month&to=2026-10&rank=co2'),
    );
    await renderInApp(<PortfolioReportButton buildings={[OFFICE]} view={view} listsLoaded />);
    await userEvent.click(screen.getByTestId('portfolio-report-open'));
    expect((await screen.findByTestId('portfolio-report-scope')).textContent).toBe(
      'For the period and filters on the Dashboard. Period: October 2026 (Month). Filters: Use type: Office.',
    );
    await userEvent.click(screen.getByTestId('report-make'));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [input] = vi.mocked(makePortfolioReport).mock.calls[0]!;
    expect(input.buildings).toEqual([OFFICE]);
    expect(input.view).toEqual({
      filters: { useTypes: ['office'], cities: [], statuses: [], bands: [] },
      period: 'month',
      to: '2026-10',
      ranking: 'co2',
      selected: [],
    });
    expect(vi.mocked(downloadBlob).mock.calls[0]![1]).toBe('Portfolio report.pdf');
  });
});
