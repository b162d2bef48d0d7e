import { DEPRECIATION_COLORS } from './chart-palette';
import { MoneyByYearChartCard, type MoneyByYearChartCardProps } from './money-by-year-chart-card';

/** An asset's (or the building's assets') value at the end of one calendar year. */
export interface DepreciationYear {
  calendarYear: number;
  bookValue: number | null;
  conditionValue: number | null;
}

/** The card's words: each key's text in the namespace of the screen that shows it. */
export type DepreciationText = (
  key: 'title' | 'year' | 'bookValue' | 'conditionValue' | 'empty',
) => string;

/**
 * Book value and condition value by calendar year (spec 2.12 for the building's assets, 2.13 for
 * one asset), in the colours both screens share; `first` names the line listed first.
 */
export function DepreciationChartCard({
  text,
  first,
  ...props
}: Omit<
  MoneyByYearChartCardProps<DepreciationYear>,
  'lines' | 'title' | 'categoryLabel' | 'emptyReason'
> & { text: DepreciationText; first: 'bookValue' | 'conditionValue' }) {
  const lines = (['bookValue', 'conditionValue'] as const).map((id) => ({
    id,
    label: text(id),
    color: DEPRECIATION_COLORS[id],
  }));
  return (
    <MoneyByYearChartCard
      {...props}
      title={text('title')}
      categoryLabel={text('year')}
      emptyReason={text('empty')}
      lines={first === 'bookValue' ? lines : [...lines].reverse()}
    />
  );
}
