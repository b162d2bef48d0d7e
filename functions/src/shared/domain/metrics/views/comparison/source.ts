import { SPREAD_MODEL } from '../../../../constants/benchmark-references.js';
import { REFERENCE_DATASETS, REFERENCE_PROPERTY_TYPE } from '../../../../constants/benchmarks.js';
import type { ComparisonParameters } from '../../../../schemas/stored/comparison-parameters.js';
import type { MetricsBenchmarks } from '../../../../schemas/derived/metrics.js';
import type { ComparisonPeerSet, ComparisonSource } from './types.js';

/*
 * The peer set the Comparison tab's charts are placed in, as its source notice names it: the
 * shipped reference distribution of the use type (its table, category, spread, datasets and year,
 * and why it is another country's), or the
 * chosen buildings, those counted and why the others were not.
 */

/** Where the peer set comes from, as the charts name it. */
export function comparisonSource(
  benchmarks: MetricsBenchmarks,
  peerSet: ComparisonPeerSet,
  parameters?: ComparisonParameters,
): ComparisonSource {
  const useType = benchmarks.subject.useType;
  if (peerSet === 'reference') {
    const stored = benchmarks.reference;
    const reference = stored ?? {
      id: 'energyStarUs' as const,
      category: REFERENCE_PROPERTY_TYPE[useType],
      spreadModel: SPREAD_MODEL[useType],
    };
    return {
      kind: 'reference',
      useType,
      reference,
      centreDataset: REFERENCE_DATASETS[reference.id].centre,
      spreadDataset: stored ? REFERENCE_DATASETS.spread : REFERENCE_DATASETS.legacySpread,
      year: REFERENCE_DATASETS[reference.id].year,
      ...(stored ? {} : { legacy: true as const }),
    };
  }
  const stored = benchmarks.peerSet;
  if (!stored) {
    // Figures computed before the peer set was stored: the chosen count from the parameters.
    const chosen = Object.keys(parameters?.buildingIds ?? {}).filter(
      (id) => id !== benchmarks.subject.buildingId,
    );
    return {
      kind: 'peers',
      chosen: chosen.length,
      countedIds: [],
      counted: benchmarks.total.peers.count,
      excluded: [],
    };
  }
  return {
    kind: 'peers',
    chosen: stored.chosen,
    countedIds: [...(stored.countedIds ?? [])],
    // A share link's figures keep how many were chosen, not which (share-snapshot.ts).
    counted: stored.countedIds?.length ?? benchmarks.total.peers.count,
    excluded: Object.entries(stored.excluded ?? {}).map(([id, reason]) => ({ id, reason })),
  };
}
