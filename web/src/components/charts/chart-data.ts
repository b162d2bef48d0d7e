import type { ChartSeries } from './chart-types';

/** Whether any series has at least one value to plot (`null` and non-finite values do not count). */
export function hasChartData(series: readonly ChartSeries[]): boolean {
  return series.some((one) => one.data.some(isPlottable));
}

/** Number of plotted points (values that are not `null`) over all series. */
export function countChartPoints(series: readonly ChartSeries[]): number {
  return series.reduce((sum, one) => sum + one.data.filter(isPlottable).length, 0);
}

function isPlottable(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}
