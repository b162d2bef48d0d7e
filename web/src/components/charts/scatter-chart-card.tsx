import { useCallback, useMemo } from 'react';
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
  const axisTitle = (axis: { label: string; unit: string }) =>
    axis.unit ? t('axis.withUnit', axis) : axis.label;
  // Stable while only the selection changes: MUI X then keeps its processed series and its
  // hit-test index of thousands of points.
  const { groups, labels } = useMemo(
    () => groupPoints(props.groups, points),
    [props.groups, points],
  );
  const selected = useMemo(
    () => groups.flatMap((group) => group.points.filter((point) => selectedIds?.has(point.id))),
    [groups, selectedIds],
  );
  const tooltip = useCallback(
    (group: ScatterPlotGroup, index: number) => {
      const point = group.points[index];
      if (!point) return '';
      const value = (axis: string, amount: number, unit: string) =>
        t('scatter.axisValue', {
          axis,
          value: unit
            ? t('value.withUnit', { value: formatNumber(amount, unit), unit })
            : formatNumber(amount, unit),
        });
      return t('scatter.tooltip', {
        label: labels.get(point.id) ?? point.id,
        x: value(x.label, point.x, x.unit),
        y: value(y.label, point.y, y.unit),
      });
    },
    [t, formatNumber, labels, x.label, x.unit, y.label, y.unit],
  );
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
        tooltip={tooltip}
        selected={selected}
        onPointClick={props.onTogglePoint}
        height={height}
      />
    </ChartCard>
  );
}

/** The drawable points (finite, of a listed group) by group in legend order, and their labels. */
function groupPoints(
  listed: readonly ScatterGroup[],
  points: readonly ScatterPoint[],
): { groups: ScatterPlotGroup[]; labels: Map<string, string> } {
  const groups = listed.map((group, index) => ({
    id: group.id,
    label: group.label,
    color: seriesColor(group.color, index),
    points: [] as ScatterPlotPoint[],
  }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  const labels = new Map<string, string>();
  for (const point of points) {
    const group = byId.get(point.group);
    if (!group || !Number.isFinite(point.x) || !Number.isFinite(point.y)) continue;
    group.points.push({ id: point.id, x: point.x, y: point.y, color: group.color });
    labels.set(point.id, point.label);
  }
  return { groups, labels };
}
