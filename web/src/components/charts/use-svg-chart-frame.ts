import { useTheme } from '@mui/material/styles';
import { useElementWidth } from './use-element-width';

/** Room around the plot for the value axis, the names and the title, px. */
export interface ChartMargin {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Width before the chart is measured (and in tests), px. */
export const SVG_CHART_DEFAULT_WIDTH = 760;

/** Where the plot stands in a chart of `width` × `height` px: its edges inside the margin. */
export function plotArea(width: number, height: number, margin: ChartMargin): ChartMargin {
  return {
    left: margin.left,
    right: width - margin.right,
    top: margin.top,
    bottom: height - margin.bottom,
  };
}

/**
 * The frame of a plain-SVG chart with a value axis (blocks, waterfall): its measured width, the
 * plot's edges, the theme's palette and the value grid's colours.
 */
export function useSvgChartFrame(height: number, margin: ChartMargin) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { ref, width } = useElementWidth<HTMLDivElement>(SVG_CHART_DEFAULT_WIDTH);
  return {
    ref,
    width,
    palette,
    ...plotArea(width, height, margin),
    /** For `SvgValueGrid`. */
    gridColors: { grid: palette.divider, text: palette.text.secondary },
  };
}
