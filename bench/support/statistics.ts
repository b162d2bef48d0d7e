/**
 * Statistics of a bench's timed runs. Pure; none changes its input.
 */

/** A sorted copy, smallest first. */
export function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The median: the middle value, or the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const sorted = ascending(values);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The middle value, the higher of the two for an even count (the median the Improve engine and
 * live-figures benches have always printed for their 50, 20 and 20 runs).
 */
export function upperMedian(values: readonly number[]): number {
  return ascending(values)[Math.floor(values.length / 2)]!;
}

/**
 * The `p` quantile by nearest rank (0 < p ≤ 1): the smallest value with at least a share `p` of
 * the values at or below it; `percentile(values, 0.95)` is the 95th percentile.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = ascending(values);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/** The median and the 95th percentile (nearest rank): the pair the page-load benches state. */
export function medianAndP95(values: readonly number[]): { median: number; p95: number } {
  return { median: median(values), p95: percentile(values, 0.95) };
}
