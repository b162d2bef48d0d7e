import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { MoneyByYearChartCard } from './money-by-year-chart-card';

const YEARS = [
  { year: 1, calendarYear: 2026, bookValue: 95_250, conditionValue: 94_000 },
  { year: 2, calendarYear: 2027, bookValue: 90_500, conditionValue: 88_000 },
];

describe('MoneyByYearChartCard', () => {
  it('draws a line a value in the order given, one category a calendar year, amounts in the currency', async () => {
    await renderInApp(
      <MoneyByYearChartCard
        title="Depreciation"
        categoryLabel="Year"
        years={YEARS}
        lines={[
          { id: 'conditionValue', label: 'Condition', color: '#d9480f' },
          { id: 'bookValue', label: 'Book', color: '#2f7fd8' },
        ]}
        currency="EUR"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Depreciation' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Condition (€)', 'Book (€)']);
    expect(
      within(table).getByRole('rowheader', { name: '2027' }).parentElement?.textContent,
    ).toMatch(/^2027.*88.*000.*90.*500/);
  });
});
