import type { EndUse, MetricsBenchmarks } from '../../../../schemas/derived/metrics.js';
import type { ComparisonPeerSet, ComparisonRadar } from './types.js';

/*
 * The Comparison tab's Sub-System Performance radar (spec 2.10): scores 0–100 per end-use axis,
 * higher is better, from the stored radar (`/metrics/{b}/benchmarks`) or among the chosen peers.
 */

/**
 * The Sub-System Performance radar in the peer set, on the chosen end-use axes. Among peers (when
 * any is counted) each axis scores 100 − the peers' percentile of the end use; Minimum
 * Requirement and Potential Best In Class stay the band limits (25 and 90); Improved is left out
 * (the peers' values are not stored, only their quartiles). Otherwise the stored reference radar.
 */
export function comparisonRadar(
  benchmarks: MetricsBenchmarks,
  peerSet: ComparisonPeerSet,
  axes: readonly EndUse[],
): ComparisonRadar {
  const stored = benchmarks.radar;
  const index = new Map(stored.axes.map((axis, i) => [axis, i]));
  const kept = axes.filter((axis) => index.has(axis));
  const pick = (series: readonly number[]) => kept.map((axis) => series[index.get(axis)!]!);
  const withPeers =
    peerSet === 'peers' &&
    kept.some((axis) => (benchmarks.subSystems[axis]?.peers.percentile ?? null) !== null);
  if (withPeers) {
    return {
      axes: kept,
      minimumRequirement: pick(stored.minimumRequirement),
      currentPerformance: kept.map(
        (axis) => 100 - (benchmarks.subSystems[axis]?.peers.percentile ?? 50),
      ),
      potentialBestInClass: pick(stored.potentialBestInClass),
    };
  }
  const radar: ComparisonRadar = {
    axes: kept,
    minimumRequirement: pick(stored.minimumRequirement),
    currentPerformance: pick(stored.currentPerformance),
    potentialBestInClass: pick(stored.potentialBestInClass),
  };
  if (stored.improved) radar.improved = pick(stored.improved);
  return radar;
}
