import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChartForTest } from '@/testing/render-chart';
import { DEPRECIATION_COLORS } from './chart-palette';
import { DepreciationChartCard, type DepreciationText } from './depreciation-chart-card';

const TEXT: DepreciationText = (key) =>
  ({
    title: 'Depreciation',
    year: 'Year',
    bookValue: 'Book value',
    conditionValue: 'Condition value',
    empty: 'No schedule',
  })[key];

const YEARS = [
  { calendarYear: 2026, bookValue: 95_250, conditionValue: 94_000 },
  { calendarYear: 2027, bookValue: 90_500, conditionValue: 88_000 },
];

describe('DepreciationChartCard', () => {
  it.each(['bookValue', 'conditionValue'] as const)(
    'lists %s first, each line in its shared colour',
    async (first) => {
      const { container } = await renderChartForTest(
        <DepreciationChartCard text={TEXT} first={first} years={YEARS} currency="EUR" />,
      );
      // The legend's items, in order, with the stroke of their line mark.
      const legend = [...container.querySelectorAll('li.MuiChartsLegend-item')].map((item) => [
        item.getAttribute('data-series'),
        item.querySelector('path.MuiChartsLabelMark-fill')?.getAttribute('stroke'),
      ]);
      const order =
        first === 'bookValue'
          ? (['bookValue', 'conditionValue'] as const)
          : (['conditionValue', 'bookValue'] as const);
      expect(legend).toEqual(order.map((id) => [id, DEPRECIATION_COLORS[id]]));
      fireEvent.click(screen.getByRole('button', { name: 'Table' }));
      const headers = within(screen.getByRole('table', { name: 'Depreciation' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent ?? '');
      expect(headers[0]).toBe('Year');
      expect(headers.slice(1).map((header) => header.split(' (')[0])).toEqual(
        order.map((id) => TEXT(id)),
      );
    },
  );

  it('says why when there is no schedule', async () => {
    await renderChartForTest(
      <DepreciationChartCard text={TEXT} first="bookValue" years={[]} currency="EUR" />,
    );
    expect(screen.getByText('No schedule')).toBeTruthy();
  });
});
