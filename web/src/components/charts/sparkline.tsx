import { useTheme } from '@mui/material/styles';

export interface SparklineProps {
  /** The values in order (e.g. the last 12 months); `null` where there is none (a gap). */
  values: readonly (number | null)[];
  /** What the line shows, read by screen readers (e.g. "Energy by month: 120 MWh to 98 MWh"). */
  label: string;
  /** Size in px (80 × 24 by default). */
  width?: number;
  height?: number;
  /** CSS colour of the line and the dot; the theme's primary colour by default. */
  color?: string;
}

/** Room around the line for the stroke and the dot, in px. */
const INSET = 3;

/**
 * A tiny line of values for table rows: plain SVG (thousands may be drawn), one image for
 * assistive technology named by `label`, gaps where values are `null`, a dot at the last value.
 * An em dash stands in for fewer than two values.
 */
export function Sparkline({ values, label, width = 80, height = 24, color }: SparklineProps) {
  const theme = useTheme();
  const stroke = color ?? (theme.vars ?? theme).palette.primary.main;
  const present = values.filter(isValue);
  if (present.length < 2) {
    return (
      <span role="img" aria-label={label}>
        <span aria-hidden>—</span>
      </span>
    );
  }
  const min = Math.min(...present);
  const max = Math.max(...present);
  const step = values.length > 1 ? (width - 2 * INSET) / (values.length - 1) : 0;
  const x = (index: number) => INSET + index * step;
  // A flat line runs through the middle.
  const y = (value: number) =>
    max === min
      ? height / 2
      : height - INSET - ((value - min) / (max - min)) * (height - 2 * INSET);
  let path = '';
  let drawing = false;
  let lastIndex = 0;
  values.forEach((value, index) => {
    if (!isValue(value)) {
      drawing = false;
      return;
    }
    lastIndex = index;
    // A lone value between gaps is a zero-length segment: its round cap draws a dot.
    path += `${drawing ? 'L' : 'M'}${round(x(index))} ${round(y(value))}`;
    if (!drawing && !isValue(values[index + 1] ?? null)) path += 'h0';
    drawing = true;
  });
  const last = values[lastIndex] ?? 0;
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'inline-block', verticalAlign: 'middle', overflow: 'visible' }}
    >
      <path
        d={path}
        fill="none"
        stroke={stroke}
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={round(x(lastIndex))} cy={round(y(last))} r={2.5} fill={stroke} />
    </svg>
  );
}

function isValue(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
