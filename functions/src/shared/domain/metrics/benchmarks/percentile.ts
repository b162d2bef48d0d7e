import { BAND_LIMITS_PCT } from '../../../constants/benchmarks.js';
import type { BenchmarkBand } from '../../../schemas/enums/analysis.js';
import { gammaCdf, gammaQuantile } from './gamma-distribution.js';

/**
 * Percentile rank of `value` among `peers` (lower is better, as for EUI), 0–100: the share of
 * peers below it plus half of those equal (mid-rank, so ties sit in the middle). Null without
 * peers. Non-decreasing in `value`: a building that uses more never ranks better.
 */
export function percentileAmongPeers(value: number, peers: ArrayLike<number>): number | null {
  let finite = 0;
  let below = 0;
  let equal = 0;
  for (let i = 0; i < peers.length; i += 1) {
    const peer = peers[i]!;
    if (!Number.isFinite(peer)) continue;
    finite += 1;
    if (peer < value) below += 1;
    else if (peer === value) equal += 1;
  }
  return finite === 0 ? null : ((below + equal / 2) / finite) * 100;
}

/**
 * Standard normal cumulative distribution, Φ(z), by the complementary error function
 * approximation 7.1.26 of Abramowitz & Stegun (absolute error < 1.5 × 10⁻⁷).
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Inverse of Φ by bisection (monotone; 60 halvings give far better than 1e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  let lo = -10;
  let hi = 10;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * A reference distribution: its median and the standard deviation of ln(x). Lognormal, unless
 * `gammaShape` is set: then it is a gamma distribution of that shape scaled to the median (the
 * ENERGY STAR score models' fits of efficiency ratios), and `lnSigma` its spread in ln.
 */
export interface LognormalReference {
  median: number;
  lnSigma: number;
  gammaShape?: number;
}

/** Median of Gamma(shape, 1), kept per shape (a bisection each). */
const gammaMedians = new Map<number, number>();
function gammaMedian(shape: number): number {
  let median = gammaMedians.get(shape);
  if (median === undefined) {
    median = gammaQuantile(0.5, shape, 1);
    gammaMedians.set(shape, median);
  }
  return median;
}

/** Percentile (0–100) of `value` in a reference; 0 for values ≤ 0. */
export function lognormalPercentile(value: number, reference: LognormalReference): number {
  if (value <= 0 || reference.median <= 0) return 0;
  const shape = reference.gammaShape;
  if (shape !== undefined) {
    return gammaCdf((value / reference.median) * gammaMedian(shape), shape, 1) * 100;
  }
  return normalCdf(Math.log(value / reference.median) / reference.lnSigma) * 100;
}

/** Quantiles of Gamma(shape, 1) ÷ its median, kept per shape and percentile (band limits). */
const gammaQuantiles = new Map<string, number>();

/** The value at a percentile (0–100) of a reference. */
export function lognormalValueAt(percentile: number, reference: LognormalReference): number {
  const shape = reference.gammaShape;
  if (shape !== undefined) {
    const key = `${shape}|${percentile}`;
    let relative = gammaQuantiles.get(key);
    if (relative === undefined) {
      relative = gammaQuantile(percentile / 100, shape, 1) / gammaMedian(shape);
      gammaQuantiles.set(key, relative);
    }
    return reference.median * relative;
  }
  return reference.median * Math.exp(normalQuantile(percentile / 100) * reference.lnSigma);
}

/** The empirical value at a percentile of peers (linear interpolation between order statistics). */
export function peerValueAt(percentile: number, peers: readonly number[]): number | null {
  return sortedPeerValueAt(percentile, sortedPeers(peers));
}

/**
 * The finite values of `peers`, ascending: sorted once for every value read at a percentile of
 * them, and a typed array, whose shape V8's optimised code keeps whatever the values are
 * (docs/benchmarks.md, "Recompute: arrays of one kind").
 */
export function sortedPeers(peers: readonly number[]): Float64Array {
  const finite: number[] = [];
  for (let i = 0; i < peers.length; i += 1) if (Number.isFinite(peers[i])) finite.push(peers[i]!);
  return Float64Array.from(finite).sort();
}

/** {@link peerValueAt} of peers already {@link sortedPeers}. */
export function sortedPeerValueAt(percentile: number, sorted: Float64Array): number | null {
  if (sorted.length === 0) return null;
  const position = (percentile / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** The band of a percentile (spec 9.5): ≤ 10 Best-in-Class, ≤ 25 Most Efficient, ≤ 75 Average, else Least Efficient. */
export function bandOf(percentile: number): BenchmarkBand {
  if (percentile <= BAND_LIMITS_PCT.bestInClass) return 'bestInClass';
  if (percentile <= BAND_LIMITS_PCT.mostEfficient) return 'mostEfficient';
  if (percentile <= BAND_LIMITS_PCT.average) return 'averagePerformance';
  return 'leastEfficient';
}
