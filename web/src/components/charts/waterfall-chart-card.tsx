import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardCommonProps } from './chart-card';
import { ChartLegendList } from './chart-legend-list';
import { FALLBACK_SERIES_COLORS } from './chart-palette';
import type { ChartSeries } from './chart-types';
import {
  WaterfallChart,
  waterfallColor,
  type WaterfallChartStep,
  type WaterfallColors,
} from './waterfall-chart';

/** Blue totals, orange decreases, green increases: the fallback series colours (their contrast is tested). */
const DEFAULT_COLORS: WaterfallColors = {
  total: FALLBACK_SERIES_COLORS[0],
  decrease: FALLBACK_SERIES_COLORS[1],
  increase: FALLBACK_SERIES_COLORS[2],
};

export interface WaterfallChartCardProps extends ChartCardCommonProps {
  /** Header of the steps' column in the table and the CSV (e.g. "Step"). */
  categoryLabel: string;
  steps: readonly WaterfallChartStep[];
  unit: string;
  /** What the values measure, without unit (the value axis' title). */
  valueLabel: string;
  /** Table headers: where each bar starts, ends, and the change between them. */
  columns: { from: string; to: string; change: string };
  /** Legend names of the bars' colours. */
  legendLabels: { total: string; decrease: string; increase?: string };
  colors?: WaterfallColors;
}

/**
 * A waterfall from one total to another through the changes between them, in a ChartCard; the
 * table view and the CSV hold each step's start, end and change.
 */
export function WaterfallChartCard(props: WaterfallChartCardProps) {
  const { t } = useTranslation('charts');
  const { steps, unit, legendLabels } = props;
  const colors = props.colors ?? DEFAULT_COLORS;
  const series: ChartSeries[] = [
    { id: 'from', label: props.columns.from, unit, data: steps.map((step) => step.from) },
    { id: 'to', label: props.columns.to, unit, data: steps.map((step) => step.to) },
    {
      id: 'change',
      label: props.columns.change,
      unit,
      data: steps.map((step) => step.to - step.from),
    },
  ];
  const used = new Set(steps.map((step) => waterfallColor(step, colors)));
  const legend = [
    { label: legendLabels.total, color: colors.total },
    { label: legendLabels.decrease, color: colors.decrease },
    ...(legendLabels.increase ? [{ label: legendLabels.increase, color: colors.increase }] : []),
  ].filter((item) => used.has(item.color));
  const height = props.height ?? 320;
  return (
    <ChartCard
      {...props}
      categories={steps.map((step) => ({ key: step.key, label: step.label }))}
      series={series}
      hasData={steps.length > 0}
      legend={legend}
      height={height}
    >
      <WaterfallChart
        steps={steps}
        unit={unit}
        yTitle={t('axis.withUnit', { label: props.valueLabel, unit })}
        colors={colors}
        formatNumber={props.formatNumber}
        height={height}
      />
      <ChartLegendList items={legend} />
    </ChartCard>
  );
}
