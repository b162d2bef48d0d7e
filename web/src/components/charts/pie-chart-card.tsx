import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardCommonProps } from './chart-card';
import { seriesColor } from './chart-palette';
import type { ChartCategory, ChartSeries, ChartValueFormatter } from './chart-types';
import { PieChart } from './pie-chart';

export interface PieChartCardProps extends ChartCardCommonProps {
  /** Header of the slices' column in the table and the CSV (e.g. "Sub-system"). */
  categoryLabel: string;
  /** The slices, in order. */
  categories: readonly ChartCategory[];
  /** One value per slice; only positive values are drawn. */
  series: ChartSeries;
  /** Colour of each slice by category key (e.g. `END_USE_COLORS`); else the fallback palette. */
  colors?: Readonly<Record<string, string>>;
  /** The total as the caller computed it, shown in the middle and under the chart. */
  total?: number;
  /** Formats a value with its unit (tooltip, total); by default `formatNumber` and the unit. */
  formatValue?: ChartValueFormatter;
}

/** A breakdown as a donut with its total; table view, CSV and PNG export, "No data" when empty. */
export function PieChartCard(props: PieChartCardProps) {
  const { t } = useTranslation('charts');
  const { categories, series, colors, total } = props;
  const unit = series.unit;
  const formatValue: ChartValueFormatter =
    props.formatValue ??
    ((value) =>
      unit
        ? t('value.withUnit', { value: props.formatNumber(value, unit), unit })
        : props.formatNumber(value, unit));
  const slices = categories.flatMap((category, index) => {
    const value = series.data[index] ?? null;
    const color = colors?.[category.key] ?? seriesColor(undefined, index);
    return value !== null && value > 0
      ? [{ id: category.key, label: category.label, value, color }]
      : [];
  });
  const height = props.height ?? 320;
  const totalText = total === undefined ? undefined : formatValue(total, unit);
  return (
    <ChartCard
      {...props}
      series={[series]}
      hasData={slices.length > 0}
      legend={slices.map((slice) => ({ label: slice.label, color: slice.color }))}
      height={height}
      footer={
        <>
          {totalText ? (
            <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
              {t('pie.total', { value: totalText })}
            </Typography>
          ) : null}
          {props.footer}
        </>
      }
    >
      <PieChart
        slices={slices}
        formatSlice={(value) => formatValue(value, unit)}
        centerLabel={totalText}
        height={height}
      />
    </ChartCard>
  );
}
