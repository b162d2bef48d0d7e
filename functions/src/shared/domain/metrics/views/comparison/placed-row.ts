import type { MetricsBenchmarks } from '../../../../schemas/derived/metrics.js';
import type { DetailElement } from '../../benchmarks/element-detail.js';
import type { ComparisonBandLimits, ComparisonPeerSet, ComparisonRow } from './types.js';

/*
 * A stored placement (`/metrics/{b}/benchmarks`, docs/methodology.md §2) as a row of the
 * Comparison tab's band charts: the band limits, percentile, band and uncertainty of the value in
 * the chosen peer set (the shipped reference or the chosen buildings). Every chart of the tab
 * (energy, CO2, sub-systems, envelope) shows its rows this way.
 */

/** A stored placement of one value: the building total, CO2, an end use or an envelope element. */
export type StoredPlacement = MetricsBenchmarks['total'];

/** Band limits of a placement in the peer set; null without them (no reference, no peers). */
export function bandLimitsOf(
  placement: StoredPlacement,
  peerSet: ComparisonPeerSet,
): ComparisonBandLimits | null {
  if (peerSet === 'reference') {
    const reference = placement.reference;
    if (!reference) return null;
    const { bestInClass, mostEfficient, median, leastEfficient } = reference;
    return { bestInClass, mostEfficient, median, leastEfficient };
  }
  const { count, bestInClass, mostEfficient, median, leastEfficient } = placement.peers;
  if (
    count < 1 ||
    bestInClass === undefined ||
    mostEfficient === undefined ||
    median === undefined ||
    leastEfficient === undefined
  ) {
    return null;
  }
  return { bestInClass, mostEfficient, median, leastEfficient };
}

/** What a row says besides its placement: its key, quantity, value, basis, potential and popup. */
export type RowBase = Pick<ComparisonRow, 'key' | 'quantity' | 'current' | 'basis'> & {
  potential?: number;
  detail?: DetailElement;
};

/** A row of a placed value: limits, percentile, band and uncertainty in the peer set. */
export function placedRow(
  base: RowBase,
  placement: StoredPlacement,
  peerSet: ComparisonPeerSet,
): ComparisonRow {
  const limits = bandLimitsOf(placement, peerSet);
  const position = limits
    ? peerSet === 'reference'
      ? placement.reference
      : placement.peers
    : undefined;
  const stored = placement.uncertainty;
  const ends = limits ? (peerSet === 'reference' ? stored?.reference : stored?.peers) : undefined;
  const row: ComparisonRow = {
    key: base.key,
    quantity: base.quantity,
    current: base.current,
    limits,
    percentile: position?.percentile ?? null,
    band: position?.band ?? null,
    basis: base.basis,
  };
  if (base.potential !== undefined) row.potential = base.potential;
  if (stored) {
    row.uncertainty = {
      low: stored.low,
      high: stored.high,
      percentileLow: ends?.percentileLow ?? null,
      percentileHigh: ends?.percentileHigh ?? null,
      reason: stored.reason,
    };
  }
  if (base.detail) row.detail = base.detail;
  return row;
}
