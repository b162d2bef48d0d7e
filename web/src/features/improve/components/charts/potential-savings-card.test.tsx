import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import { renderInApp } from '@/testing/render-in-app';
import { improveChartProps } from '@/testing/improve-figures';
import { PotentialSavingsCard } from './potential-savings-card';

const PROPS = improveChartProps();

describe('PotentialSavingsCard', () => {
  it('puts the baseline and improved energy per sub-system in MWh/yr in the table and the CSV', async () => {
    const files = captureDownloads();
    await renderInApp(<PotentialSavingsCard {...PROPS} />);
    expect(screen.getByRole('heading', { name: 'Potential Savings' })).toBeTruthy();
    expect(screen.getByText(/calibrated building model/)).toBeTruthy();
    expect(screen.getByTestId('potential-combined').textContent).toBe(
      'Combined saving: 14.6% of the baseline (73\u00a0MWh/yr).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Potential Savings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sub-system', 'Baseline (MWh/yr)', 'Improved (MWh/yr)']);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    expect((file ? await fileText(file.blob) : '').split('\r\n').slice(1, 5)).toEqual([
      'Cooling,50,49',
      'Heating,250,186',
      'Lighting,100,92',
      'Plug Loads,100,100',
    ]);
  });

  it('shows the period of the URL: its share of the year, in MWh', async () => {
    const files = captureDownloads();
    await renderInApp(
      <PotentialSavingsCard {...PROPS} period={{ shareOfYear: 0.25, label: 'Q1 2026' }} />,
    );
    expect(screen.getByText(/Q1 2026, MWh: the year's figures spread/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    expect((file ? await fileText(file.blob) : '').split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFSub-system,Baseline (MWh),Improved (MWh)',
      'Cooling,12.5,12.25',
      'Heating,62.5,46.5',
    ]);
  });

  it('says why it is empty and what to do', async () => {
    await renderInApp(
      <PotentialSavingsCard
        {...improveChartProps(undefined)}
        emptyAction={<button>Catalog</button>}
      />,
      'cs',
    );
    expect(screen.getByRole('heading', { name: 'Potenciální úspory' })).toBeTruthy();
    expect(screen.getByText(/Zatím žádná opatření/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Catalog' })).toBeTruthy();
  });
});
