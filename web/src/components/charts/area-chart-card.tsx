import { CartesianChartCard, type CartesianChartCardProps } from './cartesian-chart-card';

export type AreaChartCardProps = CartesianChartCardProps;

/**
 * Stacked areas over ordered categories (e.g. energy by end use after each step of a plan): each
 * left-axis series is filled down to the one below it; table view, CSV and PNG export, "No data"
 * when empty.
 */
export function AreaChartCard(props: AreaChartCardProps) {
  return <CartesianChartCard kind="area" {...props} />;
}
