import { RadarChart } from '@mui/x-charts/RadarChart';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardCommonProps } from './chart-card';
import { seriesColor } from './chart-palette';
import type { ChartCategory, ChartSeries, ChartValueFormatter } from './chart-types';

export interface RadarChartCardProps extends ChartCardCommonProps {
  /** Header of the axes' column in the table and the CSV (e.g. "Sub-system"). */
  categoryLabel: string;
  /** The axes of the radar, in order around it. */
  categories: readonly ChartCategory[];
  /** One value per axis each; a series without any value is not drawn. */
  series: readonly ChartSeries[];
  /** The outer ring's value (e.g. 100 for scores); by default the largest value. */
  max?: number;
  /** Formats a value with its unit (tooltip); by default `formatNumber` and the unit. */
  formatValue?: ChartValueFormatter;
  /** Series drawn as outlines only (limits such as a minimum requirement), by id. */
  outlineOnly?: readonly string[];
}

/** A radar (spider) chart of series over the same axes; table view, CSV and PNG export. */
export function RadarChartCard(props: RadarChartCardProps) {
  const { t } = useTranslation('charts');
  const { categories, series, max, outlineOnly = [] } = props;
  const height = props.height ?? 360;
  const formatValue: ChartValueFormatter =
    props.formatValue ??
    ((value, unit) =>
      unit
        ? t('value.withUnit', { value: props.formatNumber(value, unit), unit })
        : props.formatNumber(value, unit));
  const drawn = series.filter((one) => one.data.some((value) => value !== null));
  const hasData = categories.length >= 3 && drawn.length > 0;
  return (
    <ChartCard
      {...props}
      hasData={hasData}
      legend={drawn.map((one, index) => ({
        label: one.label,
        color: seriesColor(one.color, index),
      }))}
      height={height}
    >
      <RadarChart
        height={height}
        disableKeyboardNavigation
        // Room for the axes' names left and right of the web (e.g. "Beleuchtung").
        margin={{ top: 24, bottom: 24, left: 72, right: 72 }}
        radar={{
          max,
          metrics: categories.map((category) => category.label),
        }}
        series={drawn.map((one, index) => ({
          id: one.id,
          label: one.label,
          data: one.data.map((value) => value ?? 0),
          color: seriesColor(one.color, index),
          fillArea: !outlineOnly.includes(one.id),
          valueFormatter: (value: number | null) =>
            value === null ? '' : formatValue(value, one.unit),
        }))}
        sx={{ '& .MuiRadarSeriesPlot-area': { fillOpacity: 0.18 } }}
      />
    </ChartCard>
  );
}
