import { useDrawingArea } from '@mui/x-charts/hooks';
import { PieChart as MuiPieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';

export interface PieSlice {
  id: string;
  label: string;
  value: number;
  color: string;
}

export interface PieChartProps {
  slices: readonly PieSlice[];
  /** Formats a slice's value with its unit (tooltip). */
  formatSlice: (value: number) => string;
  /** Text in the hole of the donut (the formatted total). */
  centerLabel?: string;
  height: number;
}

/** A donut of the slices (positive values only) with a text in its middle. */
export function PieChart({ slices, formatSlice, centerLabel, height }: PieChartProps) {
  return (
    <MuiPieChart
      height={height}
      disableKeyboardNavigation
      // Below the donut, so that a narrow card keeps its donut whole.
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
      series={[
        {
          id: 'slices',
          data: slices.map((slice) => ({ ...slice })),
          innerRadius: '55%',
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => formatSlice(item.value),
        },
      ]}
    >
      {centerLabel ? <CenterLabel text={centerLabel} /> : null}
    </MuiPieChart>
  );
}

function CenterLabel({ text }: { text: string }) {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      style={{ fill: (theme.vars ?? theme).palette.text.primary, fontSize: 16, fontWeight: 600 }}
    >
      {text}
    </text>
  );
}
