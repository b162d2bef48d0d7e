import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartCardCommonProps } from './chart-card';
import { seriesColor } from './chart-palette';
import { ScatterChart, type ScatterPlotGroup, type ScatterPlotPoint } from './scatter-chart';
import type { ChartSeries } from './chart-types';

export interface ScatterPoint {
  id: string;
  label: string;
  x: number;
  y: number;
  group: string;
}

export interface ScatterGroup {
  id: string;
  label: string;
  color?: string;
}

export interface ScatterChartCardProps extends ChartCardCommonProps {
  /** Header of the first column of the table and CSV (e.g. "Building"). */
  pointLabel: string;
  points: readonly ScatterPoint[];
  /** Groups in legend order (e.g. benchmark bands); a point's colour is its group's. */
  groups: readonly ScatterGroup[];
  x: { label: string; unit: string };
  y: { label: string; unit: string };
  /** Points drawn as selected (others dimmed while any is selected). */
  selectedIds?: ReadonlySet<string>;
  /** A click (or Enter on a focused point, if feasible) on a point toggles it. */
  onTogglePoint?: (id: string) => void;
}

/**
 * Points (e.g. buildings) on two value axes, coloured by group, in a ChartCard: the table view
 * and the CSV list every point with its group and both values. Only points of a listed group
 * with finite values are drawn; the table shows every point as given.
 */
export function ScatterChartCard(props: ScatterChartCardProps) {
  const { t } = useTranslation('charts');
  const { points, x, y, formatNumber, selectedIds } = props;
  const withUnit = (value: number, unit: string) =>
    unit
      ? t('value.withUnit', { value: formatNumber(value, unit), unit })
      : formatNumber(value, unit);
  const axisTitle = (axis: { label: string; unit: string }) =>
    axis.unit ? t('axis.withUnit', axis) : axis.label;

  const groups = props.groups.map((group, index) => ({
    id: group.id,
    label: group.label,
    color: seriesColor(group.color, index),
    points: [] as ScatterPlotPoint[],
  })) satisfies ScatterPlotGroup[];
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const labels = new Map<string, string>();
  const selected: ScatterPlotPoint[] = [];
  for (const point of points) {
    const group = groupById.get(point.group);
    if (!group || !Number.isFinite(point.x) || !Number.isFinite(point.y)) continue;
    const drawn = { id: point.id, x: point.x, y: point.y, color: group.color };
    group.points.push(drawn);
    labels.set(point.id, point.label);
    if (selectedIds?.has(point.id)) selected.push(drawn);
  }
  const drawnCount = labels.size;

  const column = (id: 'x' | 'y', axis: { label: string; unit: string }): ChartSeries => ({
    id,
    label: axis.label,
    unit: axis.unit,
    data: points.map((point) => (Number.isFinite(point[id]) ? point[id] : null)),
  });
  const groupLabels = new Map(props.groups.map((group) => [group.id, group.label]));
  const height = props.height ?? 360;
  return (
    <ChartCard
      {...props}
      description={
        props.description ?? t('scatter.summary', { title: props.title, count: drawnCount })
      }
      categoryLabel={props.pointLabel}
      categories={points.map((point) => ({ key: point.id, label: point.label }))}
      series={[column('x', x), column('y', y)]}
      textColumns={[
        {
          id: 'group',
          label: t('scatter.group'),
          values: points.map((point) => groupLabels.get(point.group) ?? point.group),
        },
      ]}
      hasData={drawnCount > 0}
      legend={groups.map((group) => ({ label: group.label, color: group.color }))}
      height={height}
    >
      <ScatterChart
        groups={groups}
        axisTitles={{ x: axisTitle(x), y: axisTitle(y) }}
        units={{ x: x.unit, y: y.unit }}
        formatNumber={formatNumber}
        tooltip={(group, index) => {
          const point = group.points[index];
          if (!point) return '';
          return t('scatter.tooltip', {
            label: labels.get(point.id) ?? point.id,
            x: t('scatter.axisValue', { axis: x.label, value: withUnit(point.x, x.unit) }),
            y: t('scatter.axisValue', { axis: y.label, value: withUnit(point.y, y.unit) }),
          });
        }}
        selected={selected}
        onPointClick={props.onTogglePoint}
        height={height}
      />
    </ChartCard>
  );
}
