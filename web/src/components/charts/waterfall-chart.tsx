import { ChartSvg } from './chart-svg';
import type { ChartNumberFormatter } from './chart-types';
import { fitText, linearDomain, scaleLinear } from './linear-scale';
import { SvgValueGrid } from './svg-value-grid';
import { useSvgChartFrame } from './use-svg-chart-frame';

/** One bar of a waterfall: a total standing on zero, or a change floating from one level to the next. */
export interface WaterfallChartStep {
  key: string;
  /** Translated name under the bar. */
  label: string;
  from: number;
  to: number;
  kind: 'total' | 'change';
}

/** Colours of the bars by what they are. */
export interface WaterfallColors {
  total: string;
  decrease: string;
  increase: string;
}

export interface WaterfallChartProps {
  steps: readonly WaterfallChartStep[];
  unit: string;
  /** The value axis' title with its unit, already translated. */
  yTitle: string;
  colors: WaterfallColors;
  formatNumber: ChartNumberFormatter;
  height: number;
}

const MARGIN = { left: 72, right: 16, top: 20, bottom: 28 };

/** The colour of a step: a total, or a change up or down. */
export function waterfallColor(step: WaterfallChartStep, colors: WaterfallColors): string {
  if (step.kind === 'total') return colors.total;
  return step.to < step.from ? colors.decrease : colors.increase;
}

/**
 * A waterfall: totals from zero, changes floating between the levels they join, a dashed
 * connector from each bar's end to the next bar, the value (a change with its sign) above each
 * bar. Plain SVG, so that the PNG export takes it as it is.
 */
export function WaterfallChart(props: WaterfallChartProps) {
  const { steps, unit, colors, formatNumber, height } = props;
  const { ref, width, palette, left, right, bottom, gridColors } = useSvgChartFrame(height, MARGIN);
  const domain = linearDomain(steps.flatMap((step) => [step.from, step.to]));
  const y = scaleLinear([domain.min, domain.max], [bottom, MARGIN.top]);
  const band = (right - left) / Math.max(1, steps.length);
  const barWidth = Math.min(80, band * 0.6);
  const signed = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value, unit)}`;
  return (
    <div ref={ref}>
      <ChartSvg width={width} height={height}>
        <SvgValueGrid
          ticks={domain.ticks}
          y={y}
          left={left}
          right={right}
          unit={unit}
          formatNumber={formatNumber}
          title={props.yTitle}
          {...gridColors}
        />
        {steps.map((step, index) => {
          const center = left + band * (index + 0.5);
          const top = y(Math.max(step.from, step.to));
          const barHeight = Math.abs(y(step.from) - y(step.to));
          const next = steps[index + 1];
          const text =
            step.kind === 'total' ? formatNumber(step.to, unit) : signed(step.to - step.from);
          return (
            <g key={step.key} data-step={step.key}>
              <rect
                x={center - barWidth / 2}
                y={top}
                width={barWidth}
                height={Math.max(1, barHeight)}
                fill={waterfallColor(step, colors)}
              >
                <title>{`${step.label}: ${text} ${unit}`}</title>
              </rect>
              <text
                x={center}
                y={top - 5}
                textAnchor="middle"
                fontSize={11}
                fill={palette.text.primary}
              >
                {text}
              </text>
              {next ? (
                <line
                  x1={center + barWidth / 2}
                  x2={center + band - barWidth / 2}
                  y1={y(step.to)}
                  y2={y(step.to)}
                  stroke={palette.text.secondary}
                  strokeDasharray="3 3"
                />
              ) : null}
              <text
                x={center}
                y={bottom + 16}
                textAnchor="middle"
                fontSize={11}
                fill={palette.text.secondary}
              >
                {fitText(step.label, band - 6, 6)}
              </text>
            </g>
          );
        })}
      </ChartSvg>
    </div>
  );
}
