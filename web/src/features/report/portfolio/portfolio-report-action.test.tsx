import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { PortfolioReportAction } from './portfolio-report-action';

// Clicking a box takes seconds on a busy 2-core machine (5 s was too close), as in report-action.
describe('PortfolioReportAction', () => {
  it('names the period and filters, and makes the sections left chosen', async () => {
    const make = vi.fn(() => Promise.resolve());
    await renderInApp(
      <PortfolioReportAction make={make} period="2025 (Year)" filters="Use type: Office" ready />,
    );
    await userEvent.click(screen.getByTestId('portfolio-report-open'));
    await screen.findByRole('dialog', { name: 'Portfolio report (PDF)' });
    expect(screen.getByTestId('portfolio-report-scope').textContent).toBe(
      'For the period and filters on the Dashboard. Period: 2025 (Year). Filters: Use type: Office.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Equipment at highest risk' }));
    await userEvent.click(screen.getByTestId('report-make'));
    expect(make).toHaveBeenCalledWith(['cover', 'totals', 'ranking', 'charts', 'savings']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('waits for the lists, and says so', async () => {
    await renderInApp(
      <PortfolioReportAction make={vi.fn()} period="2025" filters="None" ready={false} />,
    );
    await userEvent.click(screen.getByTestId('portfolio-report-open'));
    await screen.findByRole('dialog');
    expect(screen.getByRole('status').textContent).toContain('Waiting for the lists');
    expect(screen.getByTestId<HTMLButtonElement>('report-make').disabled).toBe(true);
  });

  it('stays open and says so when the report cannot be made', async () => {
    const make = vi.fn(() => Promise.reject(new Error('no')));
    await renderInApp(<PortfolioReportAction make={make} period="2025" filters="None" ready />);
    await userEvent.click(screen.getByTestId('portfolio-report-open'));
    await userEvent.click(await screen.findByTestId('report-make'));
    expect(await screen.findByText(/could not be made/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
