import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import { renderInApp } from '@/testing/render-in-app';
import { TEST_FIGURES, improveChartProps } from '@/testing/improve-figures';
import { SavingsShareCard } from './savings-share-card';

const PROPS = improveChartProps();

describe('SavingsShareCard', () => {
  it('gives each measure of the combination its share in %, and says a measure done is left out', async () => {
    const files = captureDownloads();
    await renderInApp(<SavingsShareCard {...PROPS} figure="energy" />);
    expect(screen.getByRole('heading', { name: 'Energy Savings' })).toBeTruthy();
    expect(screen.getByTestId('shares-footer').textContent).toBe(
      'Combined: 73\u00a0MWh/yr. 1 measure done is not in the combination.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    expect((file ? await fileText(file.blob) : '').split('\r\n')).toEqual([
      '\uFEFFMeasure,Share (%)',
      'Double glazing,54.8',
      'Heat pump,32.9',
      // No name given: the kind's name.
      'LED Replacement,12.3',
      '',
    ]);
  });

  it('titles the cost and emissions cards and states their combined figure', async () => {
    const { unmount } = await renderInApp(<SavingsShareCard {...PROPS} figure="cost" />, 'de');
    expect(screen.getByRole('heading', { name: 'Kosteneinsparungen' })).toBeTruthy();
    expect(screen.getByTestId('shares-footer').textContent).toContain('14.600\u00a0€/a');
    unmount();
    await renderInApp(<SavingsShareCard {...PROPS} figure="co2" />);
    expect(screen.getByRole('heading', { name: 'Emissions Avoided' })).toBeTruthy();
    // CO2 has no share stored in the figures: nothing to draw.
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('says when every measure is done', async () => {
    const { order: _none, ...allDone } = TEST_FIGURES;
    await renderInApp(<SavingsShareCard {...improveChartProps(allDone)} figure="energy" />);
    expect(screen.getByText(/Every measure is done/)).toBeTruthy();
  });
});
