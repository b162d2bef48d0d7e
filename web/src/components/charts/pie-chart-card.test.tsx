import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { END_USE_COLORS } from './chart-palette';
import { PieChartCard, type PieChartCardProps } from './pie-chart-card';
import {
  captureDownloads,
  fileText,
  formatNumber,
  renderChartForTest,
} from '@/testing/render-chart';

const PROPS: PieChartCardProps = {
  title: 'Consumption Breakdown',
  categoryLabel: 'Sub-system',
  categories: [
    { key: 'cooling', label: 'Cooling' },
    { key: 'heating', label: 'Heating' },
    { key: 'plugLoads', label: 'Plug loads' },
  ],
  series: { id: 'energy', label: 'Energy', unit: 'MWh', data: [12.5, 30, 0] },
  colors: END_USE_COLORS,
  total: 42.5,
  formatNumber,
};

describe('PieChartCard', () => {
  it('draws the slices with the total in the middle and below', async () => {
    const { container } = await renderChartForTest(<PieChartCard {...PROPS} />);
    const image = screen.getByRole('img', { name: 'Consumption Breakdown' });
    const texts = image.querySelectorAll('svg.MuiChartsSvgLayer-root text');
    expect([...texts].map((text) => text.textContent)).toContain('42.5 MWh');
    expect(screen.getByText('Total: 42.5 MWh')).toBeTruthy();
    // Only positive values are slices: the legend has no plug loads.
    const legend = container.querySelector('.MuiChartsLegend-root');
    expect(legend?.textContent).toBe('CoolingHeating');
  });

  it('lists every given value in the table and the CSV', async () => {
    const files = captureDownloads();
    await renderChartForTest(<PieChartCard {...PROPS} />, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Tabelle' }));
    const table = screen.getByRole('table', { name: 'Consumption Breakdown' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sub-system', 'Energy (MWh)']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Gesamt: 42.5 MWh')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    const file = files[0];
    expect((file ? await fileText(file.blob) : '').split('\r\n')).toEqual([
      '\uFEFFSub-system,Energy (MWh)',
      'Cooling,12.5',
      'Heating,30',
      'Plug loads,0',
      '',
    ]);
  });

  it('says "No data" when nothing is above zero', async () => {
    await renderChartForTest(
      <PieChartCard {...PROPS} series={{ ...PROPS.series, data: [0, null, 0] }} total={0} />,
      'de',
    );
    expect(screen.getByText('Keine Daten')).toBeTruthy();
    expect(screen.queryByText(/Gesamt/)).toBeNull();
  });
});
