import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  fileText,
  formatNumber,
  renderChartForTest,
} from '@/testing/render-chart';
import { WaterfallChartCard, type WaterfallChartCardProps } from './waterfall-chart-card';

const PROPS: WaterfallChartCardProps = {
  title: 'Savings waterfall',
  categoryLabel: 'Step',
  unit: 'MWh/yr',
  valueLabel: 'Energy savings',
  columns: { from: 'From', to: 'To', change: 'Change' },
  legendLabels: { total: 'Total', decrease: 'Lost to overlap' },
  formatNumber,
  steps: [
    { key: 'sum', label: 'Sum alone', from: 0, to: 80, kind: 'total' },
    { key: 'boiler', label: 'Boiler', from: 80, to: 74, kind: 'change' },
    { key: 'combined', label: 'Combined', from: 0, to: 74, kind: 'total' },
  ],
};

describe('WaterfallChartCard', () => {
  it('floats a change between the levels it joins and writes its signed value', async () => {
    await renderChartForTest(<WaterfallChartCard {...PROPS} />);
    const image = screen.getByRole('img', { name: PROPS.title });
    const sum = image.querySelector('[data-step="sum"] rect');
    const boiler = image.querySelector('[data-step="boiler"] rect');
    const bottomOf = (rect: Element | null) =>
      Number(rect?.getAttribute('y')) + Number(rect?.getAttribute('height'));
    // The change hangs from the top of the sum (80) down to 74.
    expect(Number(boiler?.getAttribute('y'))).toBeCloseTo(Number(sum?.getAttribute('y')), 6);
    expect(bottomOf(boiler)).toBeLessThan(bottomOf(sum));
    expect(image.querySelector('[data-step="boiler"]')?.textContent).toContain('-6');
    expect(image.querySelectorAll('line[stroke-dasharray]')).toHaveLength(2);
    // Nothing increases: no green in the legend.
    expect(screen.getByText('Lost to overlap')).toBeTruthy();
  });

  it('holds from, to and change of every step in the table and the CSV', async () => {
    const files = captureDownloads();
    await renderChartForTest(<WaterfallChartCard {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: PROPS.title });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Step', 'From (MWh/yr)', 'To (MWh/yr)', 'Change (MWh/yr)']);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    expect((file ? await fileText(file.blob) : '').split('\r\n').slice(1, 4)).toEqual([
      'Sum alone,0,80,80',
      'Boiler,80,74,-6',
      'Combined,0,74,74',
    ]);
  });
});
