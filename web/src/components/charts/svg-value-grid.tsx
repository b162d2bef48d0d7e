import type { ChartNumberFormatter } from './chart-types';

export interface SvgValueGridProps {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
  unit: string;
  formatNumber: ChartNumberFormatter;
  /** The value axis' title, written upright along the left edge. */
  title: string;
  grid: string;
  text: string;
}

/**
 * The value axis of the plain-SVG charts: a grid line and a label per tick, zero drawn darker
 * (bars and blocks grow from it), the title upright at the left.
 */
export function SvgValueGrid({
  ticks,
  y,
  left,
  right,
  unit,
  formatNumber,
  title,
  grid,
  text,
}: SvgValueGridProps) {
  const middle = (y(ticks[0] ?? 0) + y(ticks.at(-1) ?? 0)) / 2;
  return (
    <g data-axis="value">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tick === 0 ? text : grid}
            strokeWidth={tick === 0 ? 1.5 : 1}
          />
          <text
            x={left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={11}
            fill={text}
          >
            {formatNumber(tick, unit)}
          </text>
        </g>
      ))}
      <text
        transform={`translate(12 ${middle}) rotate(-90)`}
        textAnchor="middle"
        fontSize={12}
        fill={text}
      >
        {title}
      </text>
    </g>
  );
}
