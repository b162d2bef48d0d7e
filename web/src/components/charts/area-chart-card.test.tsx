import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaChartCard, type AreaChartCardProps } from './area-chart-card';
import { LineChartCard } from './line-chart-card';
import { formatNumber, renderChartForTest } from '@/testing/render-chart';

const PROPS: AreaChartCardProps = {
  title: 'Energy after each measure',
  categoryLabel: 'Step',
  categories: ['baseline', 'windows', 'boiler'].map((key) => ({ key, label: key })),
  series: [
    { id: 'heating', label: 'Heating', unit: 'MWh/yr', data: [250, 210, 186] },
    { id: 'lighting', label: 'Lighting', unit: 'MWh/yr', data: [100, 100, 92] },
  ],
  formatNumber,
};

describe('AreaChartCard', () => {
  it('fills every series as an area, stacked', async () => {
    await renderChartForTest(<AreaChartCard {...PROPS} />);
    const image = screen.getByRole('img', { name: PROPS.title });
    expect(image.querySelectorAll('path.MuiLineChart-area')).toHaveLength(2);
    // Stacked: the axis reaches the total at the baseline, 350 (unstacked it would end at 250).
    expect(image.textContent).toContain('400');
  });
});

describe('reference lines', () => {
  it('draws the lines asked for with their labels', async () => {
    await renderChartForTest(
      <LineChartCard
        {...PROPS}
        series={[{ id: 'cash', label: 'Cash', unit: '€', data: [-100, -20, 40] }]}
        referenceLines={[
          { axis: 'y', at: 0, label: 'Break-even' },
          { axis: 'x', at: 'boiler', label: 'Pays back', dashed: true },
        ]}
      />,
    );
    const image = screen.getByRole('img', { name: PROPS.title });
    // jsdom lays the chart out without width: a vertical line falls outside the drawing area and
    // is not drawn, the horizontal one is.
    const lines = image.querySelectorAll('.MuiChartsReferenceLine-root');
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(image.textContent).toContain('Break-even');
  });
});
