import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BandChartCard, type BandChartCardProps } from './band-chart-card';
import {
  captureDownloads,
  fileText,
  formatNumber,
  renderChartForTest,
} from '@/testing/render-chart';

const PROPS: BandChartCardProps = {
  title: 'Facility Envelope Elements Comparison',
  categoryLabel: 'Element',
  unit: 'W/m²K',
  formatNumber,
  labels: {
    bands: {
      bestInClass: 'Best-in-Class',
      mostEfficient: 'Most Efficient',
      averagePerformance: 'Average Performance',
      leastEfficient: 'Least Efficient',
    },
    current: 'Current',
    potential: 'Potential',
    bestInClass: 'Best-In-Class',
  },
  rows: [
    {
      key: 'roof',
      label: 'Roof',
      current: 2.3,
      range: { low: 0.5, high: 2.3 },
      limits: { bestInClass: 0.15, mostEfficient: 0.3, median: 0.6, leastEfficient: 1.2 },
    },
    { key: 'wall', label: 'Wall', current: 0.3, limits: null },
  ],
};

describe('BandChartCard', () => {
  it('draws a row per element with its bands, the current dot and the range', async () => {
    const { container } = await renderChartForTest(<BandChartCard {...PROPS} />);
    const image = screen.getByRole('img', { name: PROPS.title });
    const roof = image.querySelector('[data-row="roof"]');
    expect(roof?.querySelectorAll('rect')).toHaveLength(4);
    expect(roof?.querySelectorAll('circle')).toHaveLength(1);
    // The range: a bar with two caps.
    expect(roof?.querySelectorAll('[data-range] line')).toHaveLength(3);
    // A row without limits is a plain track.
    expect(image.querySelector('[data-row="wall"]')?.querySelectorAll('rect')).toHaveLength(1);
    expect(container.textContent).toContain('Least Efficient');
  });

  it('puts every limit and marker in the table and the CSV', async () => {
    const files = captureDownloads();
    await renderChartForTest(<BandChartCard {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: PROPS.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Element',
      'Current (W/m²K)',
      'Range from (W/m²K)',
      'Range to (W/m²K)',
      'Best-in-Class up to (W/m²K)',
      'Most Efficient up to (W/m²K)',
      'Median (W/m²K)',
      'Least Efficient from (W/m²K)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    const lines = (file ? await fileText(file.blob) : '').split('\r\n');
    expect(lines[1]).toBe('Roof,2.3,0.5,2.3,0.15,0.3,0.6,1.2');
    expect(lines[2]).toBe('Wall,0.3,,,,,,');
  });
});
