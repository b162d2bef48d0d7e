import type { MetricsBenchmarks } from '../../../../schemas/derived/metrics.js';
import type { ComparisonPeerSet } from './types.js';

/** The peer set of a Comparison: the one asked for, the one shown, and the buildings behind it. */
export interface PeerSetChoice {
  /** The set asked for (the peers' toggle); its notice warns when it is not the one shown. */
  requested: ComparisonPeerSet;
  /** The set the charts place the building in: the peers only when some could be counted. */
  shown: ComparisonPeerSet;
  /** Chosen buildings the figures counted. */
  counted: number;
  /** Buildings chosen when the figures were computed, counted or not. */
  chosen: number;
}

/**
 * The one peer-set rule of the Comparison (spec 2.10), its benchmark summary on Improve and a
 * share link's Comparison. Asked for (`asked`), a set is requested as asked; else the chosen
 * buildings once the figures have some (`chosen` too when `defaultToChosen`: the member who chose
 * buildings none of which can be counted is told so), else the reference. The peers are shown only
 * when the figures counted some: else the reference, with the notice's fallback.
 */
export function peerSetChoice(
  benchmarks: Pick<MetricsBenchmarks, 'total' | 'peerSet'>,
  asked: ComparisonPeerSet | undefined,
  defaultToChosen: boolean,
): PeerSetChoice {
  const counted = benchmarks.total.peers.count;
  const chosen = benchmarks.peerSet?.chosen ?? 0;
  const requested: ComparisonPeerSet =
    asked ?? (counted > 0 || (defaultToChosen && chosen > 0) ? 'peers' : 'reference');
  const shown: ComparisonPeerSet = requested === 'peers' && counted > 0 ? 'peers' : 'reference';
  return { requested, shown, counted, chosen };
}
