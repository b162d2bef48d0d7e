import { useTranslation } from 'react-i18next';
import { CartesianChart, type CartesianKind } from './cartesian-chart';
import { ChartCard, type ChartCardCommonProps } from './chart-card';
import { hasChartData } from './chart-data';
import { seriesColor } from './chart-palette';
import type {
  ChartCategory,
  ChartReferenceLine,
  ChartSeries,
  ChartValueFormatter,
} from './chart-types';

/** Props of the bar and line chart cards. */
export interface CartesianChartCardProps extends ChartCardCommonProps {
  /** Title of the x axis, and header of the first column of the table and the CSV. */
  categoryLabel: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  /**
   * Titles of the y axes without their unit: the unit of the axis' first series is added
   * ("Energy" → "Energy (MWh)"); the unit alone when absent.
   */
  axisLabels?: { left?: string; right?: string };
  /** Formats a value with its unit (tooltips); by default `formatNumber` and the unit. */
  formatValue?: ChartValueFormatter;
  /** Lines across the plot (e.g. zero, a year to mark); they are not in the table or the CSV. */
  referenceLines?: readonly ChartReferenceLine[];
}

/**
 * A ChartCard around a CartesianChart: the shared body of BarChartCard, LineChartCard and
 * AreaChartCard.
 */
export function CartesianChartCard({
  kind,
  stacked = false,
  ...props
}: CartesianChartCardProps & { kind: CartesianKind; stacked?: boolean }) {
  const { t } = useTranslation('charts');
  const series = props.series.map((one, index) => ({
    ...one,
    color: seriesColor(one.color, index),
  }));
  const axisLabel = (axis: 'left' | 'right') => {
    const unit = series.find((one) => (one.axis ?? 'left') === axis)?.unit ?? '';
    const label = props.axisLabels?.[axis];
    if (label && unit) return t('axis.withUnit', { label, unit });
    return label ?? unit;
  };
  const formatValue: ChartValueFormatter =
    props.formatValue ??
    ((value, unit) =>
      unit
        ? t('value.withUnit', { value: props.formatNumber(value, unit), unit })
        : props.formatNumber(value, unit));
  const height = props.height ?? 320;
  return (
    <ChartCard
      {...props}
      hasData={props.categories.length > 0 && hasChartData(series)}
      legend={series.map((one) => ({ label: one.label, color: one.color }))}
      height={height}
    >
      <CartesianChart
        kind={kind}
        categories={props.categories}
        series={series}
        stacked={stacked}
        axisLabels={{ x: props.categoryLabel, left: axisLabel('left'), right: axisLabel('right') }}
        formatNumber={props.formatNumber}
        formatValue={formatValue}
        height={height}
        referenceLines={props.referenceLines}
      />
    </ChartCard>
  );
}
