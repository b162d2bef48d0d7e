import type { ComparisonParameters } from '../../../schemas/stored/comparison-parameters.js';
import type { PeerSet } from '../../../schemas/derived/metrics.js';
import type { BenchmarkSubject } from '../benchmarks/benchmark.js';

/** Why a chosen peer is not counted: deleted or not shared (not told apart), or without figures. */
export type PeerExclusion = 'unavailable' | 'noFigures';

/**
 * The chosen peer set as stored (`benchmarks.peerSet`): the buildings chosen in the comparison
 * parameters (the building itself left out), those counted in the order chosen, and why each other
 * one is not — the reason `peersOf` gave, else `unavailable`.
 */
export function peerSetOf(
  buildingId: string,
  comparison: ComparisonParameters | undefined,
  peers: readonly BenchmarkSubject[],
  exclusions: Readonly<Record<string, PeerExclusion>> = {},
): PeerSet {
  const chosen = Object.keys(comparison?.buildingIds ?? {}).filter((id) => id !== buildingId);
  const counted = new Set(peers.map((peer) => peer.buildingId));
  const countedIds: string[] = [];
  const excluded: Record<string, PeerExclusion> = {};
  for (const id of chosen) {
    if (counted.has(id)) countedIds.push(id);
    else excluded[id] = exclusions[id] ?? 'unavailable';
  }
  return {
    chosen: chosen.length,
    ...(countedIds.length > 0 ? { countedIds } : {}),
    ...(Object.keys(excluded).length > 0 ? { excluded } : {}),
  };
}
