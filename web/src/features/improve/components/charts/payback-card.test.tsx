import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import { renderInApp } from '@/testing/render-in-app';
import { TEST_FIGURES, improveChartProps } from '@/testing/improve-figures';
import { PaybackCard } from './payback-card';

const PROPS = improveChartProps();

describe('PaybackCard', () => {
  it('lists the cumulative cash flow by year from −investment and names the payback year', async () => {
    const files = captureDownloads();
    await renderInApp(<PaybackCard {...PROPS} />);
    expect(screen.getByRole('heading', { name: 'Payback chart' })).toBeTruthy();
    // −8,600 € after year 9, +6,000 € after year 10: zero at 9 + 8,600 / 14,600 ≈ 9.6 years.
    expect(screen.getByTestId('payback-note').textContent).toBe(
      'Pays back in year 10 (9.6 yr after the investment of €140,000).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    const lines = (file ? await fileText(file.blob) : '').split('\r\n');
    expect(lines[0]).toBe('\uFEFFYear,Cumulative cash flow (€)');
    expect(lines.slice(1, 3)).toEqual(['0,-140000', '1,-125400']);
    expect(lines.slice(10, 12)).toEqual(['9,-8600', '10,6000']);
    expect(lines).toHaveLength(23);
  });

  it('says when the measures never pay back within their lives', async () => {
    const figures = {
      ...TEST_FIGURES,
      totals: { ...TEST_FIGURES.totals, cumulativeCashFlow: [-140_000, -130_000, -120_000] },
    };
    await renderInApp(<PaybackCard {...improveChartProps(figures)} />, 'cs');
    expect(screen.getByTestId('payback-note').textContent).toContain('2 roky');
  });

  it('is empty without an investment', async () => {
    const figures = { ...TEST_FIGURES, totals: { ...TEST_FIGURES.totals, investment: 0 } };
    await renderInApp(<PaybackCard {...improveChartProps(figures)} />);
    expect(screen.getByText(/No investment given yet/)).toBeTruthy();
  });
});
