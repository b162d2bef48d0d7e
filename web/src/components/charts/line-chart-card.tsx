import { CartesianChartCard, type CartesianChartCardProps } from './cartesian-chart-card';

export type LineChartCardProps = CartesianChartCardProps;

/**
 * Lines over ordered categories (periods), one per series, with an optional right axis; table
 * view, CSV and PNG export, "No data" when empty.
 */
export function LineChartCard(props: LineChartCardProps) {
  return <CartesianChartCard kind="line" {...props} />;
}
