import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { BarSeriesType, LineSeriesType } from '@mui/x-charts/models';
import { useTheme } from '@mui/material/styles';
import type {
  ChartCategory,
  ChartNumberFormatter,
  ChartReferenceLine,
  ChartSeries,
  ChartValueFormatter,
} from './chart-types';

/** More points than this and a line is drawn without its markers. */
const MARKS_UP_TO = 40;

/** Bars, lines, or lines filled down to the series below them (`area`, stacked). */
export type CartesianKind = 'bar' | 'line' | 'area';

export interface CartesianChartProps {
  kind: CartesianKind;
  categories: readonly ChartCategory[];
  /** Series with their colours resolved. */
  series: readonly (ChartSeries & { color: string })[];
  stacked: boolean;
  /** Axis titles with their units, already translated. */
  axisLabels: { x?: string; left?: string; right?: string };
  formatNumber: ChartNumberFormatter;
  formatValue: ChartValueFormatter;
  height: number;
  /** Lines across the plot (e.g. zero, the payback year), drawn over the series. */
  referenceLines?: readonly ChartReferenceLine[];
}

/**
 * Bars or lines over categories, with an optional right axis whose series are lines, composed
 * from MUI X's parts (its BarChart takes no line series).
 */
export function CartesianChart(props: CartesianChartProps) {
  const { kind, categories, series, axisLabels, formatNumber, height } = props;
  const theme = useTheme();
  const muted = (theme.vars ?? theme).palette.text.secondary;
  const labels = new Map(categories.map((category) => [category.key, category.label]));
  const unitOf = (axis: 'left' | 'right') =>
    series.find((one) => (one.axis ?? 'left') === axis)?.unit ?? '';
  const hasRight = series.some((one) => one.axis === 'right');
  const yAxis = (['left', 'right'] as const)
    .filter((axis) => axis === 'left' || hasRight)
    .map((axis) => ({
      id: axis,
      position: axis,
      label: axisLabels[axis],
      width: 'auto' as const,
      valueFormatter: (value: number) => formatNumber(value, unitOf(axis)),
    }));
  return (
    <ChartsDataProvider
      height={height}
      // Nothing inside the card's image may take focus; the table view serves the keyboard.
      disableKeyboardNavigation
      series={series.map((one) => toMuiSeries(one, props))}
      // A point scale puts the last category's name at the plot's right edge: room for its half.
      {...(kind === 'bar' ? {} : { margin: { right: 48 } })}
      xAxis={[
        {
          id: 'x',
          scaleType: kind === 'bar' ? 'band' : 'point',
          data: categories.map((category) => category.key),
          label: axisLabels.x,
          valueFormatter: (key: string) => labels.get(key) ?? key,
        },
      ]}
      yAxis={yAxis}
    >
      <ChartsWrapper legendPosition={{ vertical: 'bottom', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <AreaPlot />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x={kind === 'bar' ? 'band' : 'line'} />
          <ChartsAxis />
          {(props.referenceLines ?? []).map((line) => (
            <ChartsReferenceLine
              key={`${line.axis}:${line.at}`}
              {...(line.axis === 'x'
                ? { x: line.at, axisId: 'x' }
                : { y: line.at, axisId: 'left' })}
              label={line.label}
              labelAlign={line.axis === 'x' ? 'start' : 'end'}
              lineStyle={{ stroke: muted, strokeDasharray: line.dashed ? '5 4' : undefined }}
              labelStyle={{ fontSize: 12, fill: muted }}
            />
          ))}
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

function toMuiSeries(
  one: ChartSeries & { color: string },
  { kind, stacked, categories, formatValue }: CartesianChartProps,
): BarSeriesType | LineSeriesType {
  const axis = one.axis ?? 'left';
  const common = {
    id: one.id,
    label: one.label,
    data: [...one.data],
    color: one.color,
    yAxisId: axis,
    xAxisId: 'x',
    valueFormatter: (value: number | null) =>
      value === null ? null : formatValue(value, one.unit),
  };
  if (kind === 'bar' && axis === 'left') {
    return { ...common, type: 'bar', stack: one.stack ?? (stacked ? 'total' : undefined) };
  }
  const area = kind === 'area' && axis === 'left';
  return {
    ...common,
    type: 'line',
    area,
    // Straight between steps: a smoothed area would show values between categories.
    curve: area ? 'linear' : undefined,
    stack: area ? (one.stack ?? 'total') : axis === 'left' ? one.stack : undefined,
    showMark: categories.length <= MARKS_UP_TO,
  };
}
