import { ChartSvg } from './chart-svg';
import type { ChartNumberFormatter } from './chart-types';
import { fitText, linearDomain, scaleLinear } from './linear-scale';
import { SvgValueGrid } from './svg-value-grid';
import { useSvgChartFrame } from './use-svg-chart-frame';

/** One block: as wide as its share of the x axis, as high as its value (below zero if negative). */
export interface BlockChartBlock {
  key: string;
  /** Translated name, written on the block where it fits and in its tooltip. */
  label: string;
  /** Where the block starts on the x axis, and how wide it is, in x units. */
  start: number;
  width: number;
  /** Height in y units; a negative block hangs below zero. */
  value: number;
  color: string;
}

export interface BlockChartProps {
  blocks: readonly BlockChartBlock[];
  xUnit: string;
  yUnit: string;
  /** Axis titles with their units, already translated. */
  xTitle: string;
  yTitle: string;
  formatNumber: ChartNumberFormatter;
  height: number;
}

// The top leaves room for the names above zero when every block is below it.
const MARGIN = { left: 72, right: 16, top: 24, bottom: 44 };

/**
 * Blocks of variable width side by side along a cumulative x axis (a marginal abatement cost
 * curve: width = tonnes a year, height = cost a tonne). Plain SVG, so that the PNG export takes
 * it as it is; each block has its tooltip (`<title>`), the table view holds the numbers.
 */
export function BlockChart(props: BlockChartProps) {
  const { blocks, xUnit, yUnit, formatNumber, height } = props;
  const { ref, width, palette, left, right, bottom, gridColors } = useSvgChartFrame(height, MARGIN);
  const yDomain = linearDomain(blocks.map((block) => block.value));
  const xDomain = linearDomain(blocks.map((block) => block.start + block.width));
  const y = scaleLinear([yDomain.min, yDomain.max], [bottom, MARGIN.top]);
  const x = scaleLinear([0, xDomain.max], [left, right]);
  return (
    <div ref={ref}>
      <ChartSvg width={width} height={height}>
        <SvgValueGrid
          ticks={yDomain.ticks}
          y={y}
          left={left}
          right={right}
          unit={yUnit}
          formatNumber={formatNumber}
          title={props.yTitle}
          {...gridColors}
        />
        {blocks.map((block) => {
          const x0 = x(block.start);
          const x1 = x(block.start + block.width);
          const top = y(Math.max(0, block.value));
          const blockHeight = Math.abs(y(block.value) - y(0));
          const name = fitText(block.label, x1 - x0 - 4, 6);
          const below = block.value < 0;
          return (
            <g key={block.key} data-block={block.key}>
              <rect
                x={x0}
                y={top}
                width={Math.max(1, x1 - x0)}
                height={Math.max(1, blockHeight)}
                fill={block.color}
                fillOpacity={0.85}
                stroke={palette.background.paper}
                strokeWidth={1}
              >
                <title>{`${block.label}: ${formatNumber(block.value, yUnit)} ${yUnit}, ${formatNumber(block.width, xUnit)} ${xUnit}`}</title>
              </rect>
              {name ? (
                <text
                  x={(x0 + x1) / 2}
                  // On the other side of zero from the block: in a curve sorted by height that side
                  // is empty there, and no name runs into the axes or out of the chart.
                  y={below ? y(0) - 5 : y(0) + 14}
                  textAnchor="middle"
                  fontSize={11}
                  fill={palette.text.primary}
                >
                  {name}
                </text>
              ) : null}
            </g>
          );
        })}
        <g data-axis="x">
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke={palette.divider} />
          {xDomain.ticks.map((tick) => (
            <text
              key={tick}
              x={x(tick)}
              y={bottom + 14}
              textAnchor="middle"
              fontSize={11}
              fill={palette.text.secondary}
            >
              {formatNumber(tick, xUnit)}
            </text>
          ))}
          <text
            x={(left + right) / 2}
            y={height - 6}
            textAnchor="middle"
            fontSize={12}
            fill={palette.text.secondary}
          >
            {props.xTitle}
          </text>
        </g>
      </ChartSvg>
    </div>
  );
}
