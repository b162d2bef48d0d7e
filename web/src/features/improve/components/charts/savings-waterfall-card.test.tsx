import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileText } from '@/testing/render-chart';
import { renderInApp } from '@/testing/render-in-app';
import { TEST_FIGURES, improveChartProps } from '@/testing/improve-figures';
import { SavingsWaterfallCard } from './savings-waterfall-card';

const PROPS = improveChartProps();

describe('SavingsWaterfallCard', () => {
  it('steps from the sum of single savings down by each overlap to the combined savings', async () => {
    const files = captureDownloads();
    await renderInApp(<SavingsWaterfallCard {...PROPS} />);
    expect(screen.getByRole('heading', { name: 'Savings Waterfall' })).toBeTruthy();
    expect(screen.getByTestId('waterfall-note').textContent).toMatch(/^Measures overlap/);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    // 80 MWh/yr alone; the heat pump loses 6 to the windows, the LEDs 1: 73 combined.
    expect((file ? await fileText(file.blob) : '').split('\r\n')).toEqual([
      '\uFEFFStep,From (MWh/yr),To (MWh/yr),Change (MWh/yr)',
      'Sum of savings alone,0,80,80',
      'Heat pump,80,74,-6',
      'LED Replacement,74,73,-1',
      'Combined savings,0,73,73',
      '',
    ]);
  });

  it('says so when the measures do not overlap', async () => {
    const measures = Object.fromEntries(
      Object.entries(TEST_FIGURES.measures).map(([id, one]) => [
        id,
        one.incremental ? { ...one, savings: one.incremental } : one,
      ]),
    );
    await renderInApp(
      <SavingsWaterfallCard {...improveChartProps({ ...TEST_FIGURES, measures })} />,
      'de',
    );
    expect(screen.getByRole('heading', { name: 'Einsparungs-Wasserfall' })).toBeTruthy();
    expect(screen.getByTestId('waterfall-note').textContent).toMatch(/überschneiden sich nicht/);
  });
});
