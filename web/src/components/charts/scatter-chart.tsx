import { useXScale, useYScale } from '@mui/x-charts/hooks';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import {
  ScatterChart as MuiScatterChart,
  scatterClasses,
  type ScatterChartProps as MuiScatterChartProps,
} from '@mui/x-charts/ScatterChart';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { createContext, memo, use, useMemo } from 'react';
import type { ChartNumberFormatter } from './chart-types';

/** A point as the plot draws it: its group's colour resolved. */
export interface ScatterPlotPoint {
  id: string;
  x: number;
  y: number;
  color: string;
}

/** A series of the plot: one group, its points in drawing order. */
export interface ScatterPlotGroup {
  id: string;
  label: string;
  color: string;
  points: readonly ScatterPlotPoint[];
}

export interface ScatterChartProps {
  groups: readonly ScatterPlotGroup[];
  /** Axis titles with their units, already translated. */
  axisTitles: { x: string; y: string };
  units: { x: string; y: string };
  formatNumber: ChartNumberFormatter;
  /** Tooltip text of a point of a group (its label and both values). */
  tooltip: (group: ScatterPlotGroup, index: number) => string;
  /** The selected points, drawn larger and outlined over the others, which are then dimmed. */
  selected: readonly ScatterPlotPoint[];
  onPointClick?: (id: string) => void;
  height: number;
}

/** Radius of a point in px; a selected point's is 1.75 times this. */
const MARKER_SIZE = 4;

/**
 * Points in groups on two value axes. The points are drawn as a few SVG paths per group (MUI X's
 * `svg-batch` renderer: thousands of points stay one element per colour and 1,000 points), and a
 * click anywhere hits the nearest point (MUI X's hit area), so small points stay easy to click.
 */
export function ScatterChart(props: ScatterChartProps) {
  const { groups, units, formatNumber, onPointClick, selected, tooltip } = props;
  const { x: xTitle, y: yTitle } = props.axisTitles;
  // Only a change of points or texts makes MUI X process the series again; a new selection
  // re-renders the outlined points and nothing else (see Plot).
  const series = useMemo(
    () =>
      groups.map((group) => ({
        id: group.id,
        label: group.label,
        color: group.color,
        markerSize: MARKER_SIZE,
        data: group.points.map((point) => ({ id: point.id, x: point.x, y: point.y })),
        valueFormatter: (_value: unknown, { dataIndex }: { dataIndex: number }) =>
          tooltip(group, dataIndex),
        highlightScope: { highlight: 'item' as const },
      })),
    [groups, tooltip],
  );
  const axes = useMemo(() => {
    const axis = (id: string, label: string, unit: string) => ({
      id,
      label,
      valueFormatter: (value: number) => formatNumber(value, unit),
    });
    return {
      x: [axis('x', xTitle, units.x)],
      y: [{ ...axis('y', yTitle, units.y), width: 'auto' as const }],
    };
  }, [formatNumber, xTitle, yTitle, units.x, units.y]);
  const onItemClick = useMemo(
    () =>
      onPointClick
        ? (_event: unknown, item: ScatterItemIdentifier) => {
            const group = groups.find((one) => one.id === item.seriesId);
            const point = group?.points[item.dataIndex];
            if (point) onPointClick(point.id);
          }
        : undefined,
    [groups, onPointClick],
  );
  return (
    <SelectedContext value={selected}>
      <Box
        data-dimmed={selected.length > 0 || undefined}
        sx={{
          cursor: onPointClick ? 'pointer' : undefined,
          [`&[data-dimmed] .${scatterClasses.series}`]: { opacity: 0.3 },
        }}
      >
        <Plot series={series} axes={axes} onItemClick={onItemClick} height={props.height} />
      </Box>
    </SelectedContext>
  );
}

const SelectedContext = createContext<readonly ScatterPlotPoint[]>([]);

interface PlotProps {
  series: MuiScatterChartProps['series'];
  axes: { x: MuiScatterChartProps['xAxis']; y: MuiScatterChartProps['yAxis'] };
  onItemClick: MuiScatterChartProps['onItemClick'];
  height: number;
}

/** MUI X's chart, not re-rendered by a selection (it recomputes every point's path when it is). */
const Plot = memo(function Plot({ series, axes, onItemClick, height }: PlotProps) {
  return (
    <MuiScatterChart
      height={height}
      // The card's image takes no focus; the table view serves the keyboard.
      disableKeyboardNavigation
      renderer="svg-batch"
      onItemClick={onItemClick}
      xAxis={axes.x}
      yAxis={axes.y}
      grid={{ horizontal: true, vertical: true }}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
      series={series}
    >
      <SelectedPoints />
    </MuiScatterChart>
  );
});

/** The selected points over the (dimmed) others: larger, outlined in the text colour. */
function SelectedPoints() {
  const points = use(SelectedContext);
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const outline = (theme.vars ?? theme).palette.text.primary;
  return (
    <g data-selected-points="" style={{ pointerEvents: 'none' }}>
      {points.map((point) => (
        <circle
          key={point.id}
          data-point-id={point.id}
          cx={xScale(point.x)}
          cy={yScale(point.y)}
          r={MARKER_SIZE * 1.75}
          fill={point.color}
          stroke={outline}
          strokeWidth={2}
        />
      ))}
    </g>
  );
}
