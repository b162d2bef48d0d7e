import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChartCard, type LineChartCardProps } from './line-chart-card';
import {
  captureDownloads,
  fileText,
  formatNumber,
  renderChartForTest,
} from '@/testing/render-chart';

const PROPS: LineChartCardProps = {
  title: 'Peak demand',
  categoryLabel: 'Month',
  categories: ['2026-01', '2026-02', '2026-03'].map((key) => ({ key, label: key })),
  series: [
    { id: 'peak', label: 'Peak', unit: 'kW', data: [120.5, 98, null] },
    { id: 'temperature', label: 'Outdoor', unit: '°C', data: [-3.5, 1, 6], axis: 'right' },
  ],
  axisLabels: { left: 'Power', right: 'Temperature' },
  formatNumber,
};

describe('LineChartCard', () => {
  it('draws the lines with both axes titled with their units', async () => {
    const { container } = await renderChartForTest(<LineChartCard {...PROPS} />);
    const image = screen.getByRole('img', { name: 'Peak demand' });
    expect(image.querySelector('svg.MuiChartsSvgLayer-root')).toBeTruthy();
    expect(container.textContent).toContain('Power (kW)');
    expect(container.textContent).toContain('Temperature (°C)');
    expect(screen.getByRole('heading', { level: 3, name: 'Peak demand' })).toBeTruthy();
  });

  it('has a table and a CSV of the same numbers', async () => {
    const files = captureDownloads();
    await renderChartForTest(<LineChartCard {...PROPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Peak demand' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Peak (kW)', 'Outdoor (°C)']);
    expect(
      within(table).getByRole('rowheader', { name: '2026-03' }).parentElement?.textContent,
    ).toBe('2026-03–6');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const file = files[0];
    expect((file ? await fileText(file.blob) : '').split('\r\n')).toEqual([
      '\uFEFFMonth,Peak (kW),Outdoor (°C)',
      '2026-01,120.5,-3.5',
      '2026-02,98,1',
      '2026-03,,6',
      '',
    ]);
  });

  it('says "No data" when every value is missing', async () => {
    await renderChartForTest(
      <LineChartCard {...PROPS} series={[{ ...PROPS.series[0]!, data: [null, null, null] }]} />,
      'cs',
    );
    expect(screen.getByText('Žádná data')).toBeTruthy();
  });
});
