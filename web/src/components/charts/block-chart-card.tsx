import { useTranslation } from 'react-i18next';
import { BlockChart, type BlockChartBlock } from './block-chart';
import { ChartCard, type ChartCardCommonProps } from './chart-card';
import type { ChartImageLegendItem } from './chart-legend-layout';
import { ChartLegendList } from './chart-legend-list';
import type { ChartSeries } from './chart-types';

export interface BlockChartCardProps extends ChartCardCommonProps {
  /** Header of the blocks' column in the table and the CSV (e.g. "Measure"). */
  categoryLabel: string;
  /** The blocks left to right, each starting where the one before it ends. */
  blocks: readonly BlockChartBlock[];
  /** What the height and the width measure, without units (axis titles, table headers). */
  yLabel: string;
  xLabel: string;
  yUnit: string;
  xUnit: string;
  /** Table headers of where each block starts and ends on the x axis. */
  columns: { from: string; to: string };
  /** The legend under the chart and in the PNG (e.g. what a colour means). */
  legend?: readonly ChartImageLegendItem[];
}

/**
 * A variable-width block chart (e.g. a marginal abatement cost curve) in a ChartCard; the table
 * view and the CSV hold each block's height, width, start and end.
 */
export function BlockChartCard(props: BlockChartCardProps) {
  const { t } = useTranslation('charts');
  const { blocks, xUnit, yUnit } = props;
  const legend = props.legend ?? [];
  const column = (
    id: string,
    label: string,
    unit: string,
    pick: (block: BlockChartBlock) => number,
  ) => ({ id, label, unit, data: blocks.map(pick) }) satisfies ChartSeries;
  const series: ChartSeries[] = [
    column('value', props.yLabel, yUnit, (block) => block.value),
    column('width', props.xLabel, xUnit, (block) => block.width),
    column('from', props.columns.from, xUnit, (block) => block.start),
    column('to', props.columns.to, xUnit, (block) => block.start + block.width),
  ];
  const height = props.height ?? 320;
  return (
    <ChartCard
      {...props}
      categories={blocks.map((block) => ({ key: block.key, label: block.label }))}
      series={series}
      hasData={blocks.length > 0}
      legend={legend}
      height={height}
    >
      <BlockChart
        blocks={blocks}
        xUnit={xUnit}
        yUnit={yUnit}
        xTitle={t('axis.withUnit', { label: props.xLabel, unit: xUnit })}
        yTitle={t('axis.withUnit', { label: props.yLabel, unit: yUnit })}
        formatNumber={props.formatNumber}
        height={height}
      />
      {legend.length > 0 ? <ChartLegendList items={legend} /> : null}
    </ChartCard>
  );
}
