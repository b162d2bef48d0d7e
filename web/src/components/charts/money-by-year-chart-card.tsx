import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';
import { LineChartCard, type LineChartCardProps } from './line-chart-card';

/** One line: which value of each year it draws, its translated name and colour. */
export interface MoneyByYearLine<Y> {
  id: Exclude<keyof Y, 'calendarYear'> & string;
  label: string;
  color: string;
}

export type MoneyByYearChartCardProps<Y extends { calendarYear: number }> = Omit<
  LineChartCardProps,
  'categories' | 'series' | 'formatNumber' | 'formatValue'
> & {
  /** One entry a calendar year, in order, with the amounts the lines draw. */
  years: readonly Y[];
  lines: readonly MoneyByYearLine<Y>[];
  /** ISO 4217 code of every amount. */
  currency: string;
};

/** Amounts of money by calendar year as lines (depreciation: book and condition value). */
export function MoneyByYearChartCard<Y extends { calendarYear: number }>({
  years,
  lines,
  currency,
  ...props
}: MoneyByYearChartCardProps<Y>) {
  const format = useFormat();
  const unit = format.currencySymbol(currency);
  return (
    <LineChartCard
      {...props}
      categories={years.map((year) => ({
        key: String(year.calendarYear),
        label: String(year.calendarYear),
      }))}
      series={lines.map((line) => ({
        id: line.id,
        label: line.label,
        unit,
        color: line.color,
        data: years.map((year) => year[line.id] as number | null),
      }))}
      formatNumber={chartNumberFormatter(format)}
      formatValue={(value) => format.money(value, currency)}
    />
  );
}
