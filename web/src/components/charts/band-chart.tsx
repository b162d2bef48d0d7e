import { useTheme } from '@mui/material/styles';
import { ChartSvg } from './chart-svg';
import { Fragment } from 'react';
import { bandRowDomain, type BandChartRow } from './band-chart-scale';
import { useElementWidth } from './use-element-width';
import type { ChartNumberFormatter } from './chart-types';
import { BAND_COLORS, MARKER_COLORS } from './chart-palette';

export interface BandChartLabels {
  bands: Record<keyof typeof BAND_COLORS, string>;
  current: string;
  potential: string;
  bestInClass: string;
}

export interface BandChartProps {
  rows: readonly BandChartRow[];
  unit: string;
  formatNumber: ChartNumberFormatter;
  labels: BandChartLabels;
  /** Band names written above the bars (for a chart of one or two rows). */
  showBandNames?: boolean;
}

/** Width before the chart is measured (and in tests), px. */
const DEFAULT_WIDTH = 760;
const BAR_HEIGHT = 18;

/**
 * Rows of benchmark bands (Best-in-Class, Most Efficient, Average Performance, Least Efficient),
 * each with its own scale, the building's current value (a dot, with its range as a bar where
 * it is estimated), the potential after measures (a diamond) and the Best-In-Class marker (a
 * dashed line). Plain SVG, so that the PNG export takes it as it is.
 */
export function BandChart({ rows, unit, formatNumber, labels, showBandNames }: BandChartProps) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const text = palette.text.primary;
  const muted = palette.text.secondary;
  const track = palette.action.disabledBackground;
  const paper = palette.background.paper;
  const { ref, width } = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH);
  // The rows' names on the left (a fifth of the width, 80–150 px); ticks need room at the right.
  // One row needs no name: the chart's title says what it is.
  const labelWidth = rows.length === 1 ? 0 : Math.min(150, Math.max(80, width / 5));
  const plotLeft = labelWidth > 0 ? labelWidth + 12 : 8;
  const plotRight = width - 16;
  const top = showBandNames ? 22 : 8;
  const rowHeight = 64;
  const height = top + rows.length * rowHeight;
  return (
    <div ref={ref}>
      <ChartSvg width={width} height={height}>
        {rows.map((row, index) => {
          const y = top + index * rowHeight;
          const { max, ticks } = bandRowDomain(row);
          const x = (value: number) =>
            plotLeft + (Math.min(Math.max(value, 0), max) / max) * (plotRight - plotLeft);
          const barY = y + 10;
          const mid = barY + BAR_HEIGHT / 2;
          const limits = row.limits;
          const bands = limits
            ? ([
                ['bestInClass', 0, limits.bestInClass],
                ['mostEfficient', limits.bestInClass, limits.mostEfficient],
                ['averagePerformance', limits.mostEfficient, limits.leastEfficient],
                ['leastEfficient', limits.leastEfficient, max],
              ] as const)
            : [];
          return (
            <g key={row.key} data-row={row.key}>
              {labelWidth > 0 ? (
                <text x={0} y={mid} dominantBaseline="central" fontSize={13} fill={text}>
                  {fitLabel(row.label, labelWidth)}
                </text>
              ) : null}
              {limits ? null : (
                <rect
                  x={plotLeft}
                  y={barY}
                  width={plotRight - plotLeft}
                  height={BAR_HEIGHT}
                  fill={track}
                />
              )}
              {bands.map(([band, from, to]) => (
                <Fragment key={band}>
                  <rect
                    x={x(from)}
                    y={barY}
                    width={Math.max(0, x(to) - x(from))}
                    height={BAR_HEIGHT}
                    fill={BAND_COLORS[band]}
                    fillOpacity={0.85}
                  />
                  {showBandNames && x(to) - x(from) > labels.bands[band].length * 6 + 8 ? (
                    <text
                      x={(x(from) + x(to)) / 2}
                      y={barY - 6}
                      textAnchor="middle"
                      fontSize={11}
                      fill={muted}
                    >
                      {labels.bands[band]}
                    </text>
                  ) : null}
                </Fragment>
              ))}
              {limits ? (
                <line
                  x1={x(limits.median)}
                  x2={x(limits.median)}
                  y1={barY}
                  y2={barY + BAR_HEIGHT}
                  stroke={paper}
                  strokeWidth={2}
                />
              ) : null}
              {row.bestInClass !== undefined ? (
                <line
                  x1={x(row.bestInClass)}
                  x2={x(row.bestInClass)}
                  y1={barY - 4}
                  y2={barY + BAR_HEIGHT + 4}
                  stroke={MARKER_COLORS.bestInClass}
                  strokeWidth={2.5}
                  strokeDasharray="4 3"
                />
              ) : null}
              {row.range ? (
                <g stroke={text} strokeWidth={2} data-range="">
                  <line x1={x(row.range.low)} x2={x(row.range.high)} y1={mid} y2={mid} />
                  <line x1={x(row.range.low)} x2={x(row.range.low)} y1={mid - 6} y2={mid + 6} />
                  <line x1={x(row.range.high)} x2={x(row.range.high)} y1={mid - 6} y2={mid + 6} />
                </g>
              ) : null}
              {row.potential !== undefined ? (
                <path
                  d={`M ${x(row.potential)} ${mid - 8} l 8 8 l -8 8 l -8 -8 z`}
                  fill={MARKER_COLORS.potential}
                  stroke={paper}
                  strokeWidth={1.5}
                />
              ) : null}
              <circle
                cx={x(row.current)}
                cy={mid}
                r={7}
                fill={MARKER_COLORS.current}
                stroke={paper}
                strokeWidth={2}
              />
              {ticks.map((tick) => (
                <text
                  key={tick}
                  x={x(tick)}
                  y={barY + BAR_HEIGHT + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill={muted}
                >
                  {formatNumber(tick, unit)}
                </text>
              ))}
            </g>
          );
        })}
      </ChartSvg>
    </div>
  );
}

/** A row's name cut to fit its column (about 7 px a character at 13 px), with an ellipsis. */
function fitLabel(label: string, widthPx: number): string {
  const fits = Math.floor(widthPx / 7);
  return label.length <= fits ? label : `${label.slice(0, Math.max(1, fits - 1))}…`;
}
