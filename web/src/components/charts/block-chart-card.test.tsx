import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockChartCard, type BlockChartCardProps } from './block-chart-card';
import {
  captureDownloads,
  fileText,
  formatNumber,
  renderChartForTest,
} from '@/testing/render-chart';

const PROPS: BlockChartCardProps = {
  title: 'Marginal abatement cost curve',
  categoryLabel: 'Measure',
  yLabel: 'Cost per tonne',
  xLabel: 'CO2 avoided',
  yUnit: '€/t',
  xUnit: 't/yr',
  columns: { from: 'From', to: 'To' },
  formatNumber,
  legend: [{ label: 'Pays for itself', color: '#2b9348' }],
  blocks: [
    { key: 'led', label: 'LED', start: 0, width: 4.5, value: -200, color: '#2b9348' },
    { key: 'boiler', label: 'Boiler', start: 4.5, width: 12, value: 100, color: '#d9480f' },
  ],
};

describe('BlockChartCard', () => {
  it('draws each block as wide as its width, a negative one below zero', async () => {
    await renderChartForTest(<BlockChartCard {...PROPS} />);
    const image = screen.getByRole('img', { name: PROPS.title });
    const led = image.querySelector('[data-block="led"] rect');
    const boiler = image.querySelector('[data-block="boiler"] rect');
    const widthOf = (rect: Element | null) => Number(rect?.getAttribute('width'));
    // 12 t against 4.5 t: the boiler's block is 8/3 as wide.
    expect(widthOf(boiler) / widthOf(led)).toBeCloseTo(12 / 4.5, 6);
    // The LED block starts at zero and goes down; the boiler's ends at zero.
    const zero = Number(led?.getAttribute('y'));
    const boilerBottom = Number(boiler?.getAttribute('y')) + Number(boiler?.getAttribute('height'));
    expect(boilerBottom).toBeCloseTo(zero, 6);
    expect(image.textContent).toContain('Cost per tonne (€/t)');
    expect(screen.getByText('Pays for itself')).toBeTruthy();
  });

  it('lists height, width, start and end of each block in the table and the CSV', async () => {
    const files = captureDownloads();
    await renderChartForTest(<BlockChartCard {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: PROPS.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Measure',
      'Cost per tonne (€/t)',
      'CO2 avoided (t/yr)',
      'From (t/yr)',
      'To (t/yr)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    const lines = (file ? await fileText(file.blob) : '').split('\r\n');
    expect(lines.slice(1, 3)).toEqual(['LED,-200,4.5,0,4.5', 'Boiler,100,12,4.5,16.5']);
  });

  it('says "No data" without blocks', async () => {
    await renderChartForTest(<BlockChartCard {...PROPS} blocks={[]} emptyReason="None yet" />);
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByText('None yet')).toBeTruthy();
  });
});
