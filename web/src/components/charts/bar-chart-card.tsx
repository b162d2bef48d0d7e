import { CartesianChartCard, type CartesianChartCardProps } from './cartesian-chart-card';

export interface BarChartCardProps extends CartesianChartCardProps {
  /** Stacks every left-axis series without its own `stack` into one column per category. */
  stacked?: boolean;
}

/**
 * Bars per category (e.g. energy by month and sub-system), optionally stacked, with right-axis
 * series drawn as lines (e.g. degree days); table view, CSV and PNG export, "No data" when empty.
 */
export function BarChartCard(props: BarChartCardProps) {
  return <CartesianChartCard kind="bar" {...props} />;
}
