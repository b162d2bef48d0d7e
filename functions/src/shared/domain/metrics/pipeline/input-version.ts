import type { BuildingMetricsInput } from './building-metrics-input.js';
import type { StoredSeries } from './metered-data.js';
import { digestOf } from './stored-json.js';

/**
 * Fingerprint of a series for the input version: per chunk its length and sums of t, v and of
 * v weighted by position, so that any changed, added or moved point changes it; one pass, no strings.
 */
function seriesFingerprint(series: Readonly<Record<string, StoredSeries>>) {
  const out: Record<string, unknown> = {};
  for (const [id, { meta, chunks }] of Object.entries(series)) {
    const sums: Record<string, number[]> = {};
    for (const [month, chunk] of Object.entries(chunks ?? {})) {
      const { t, v } = chunk;
      const length = v.length;
      let st = 0;
      let sv = 0;
      let sw = 0;
      for (let i = 0; i < length; i += 1) {
        const minute = t[i] ?? 0;
        const value = v[i]!;
        st += minute;
        sv += value;
        sw += value * (minute + 1);
      }
      sums[month] = [length, st, sv, sw];
    }
    out[id] = { meta, sums };
  }
  return out;
}

/** The version of a building's inputs: its last update time and a digest of everything read. */
export function inputVersionOf(
  input: Omit<BuildingMetricsInput, 'asOfMs' | 'computedAtMs' | 'clock'>,
): string {
  const updated = input.building.meta?.updatedAtMs ?? 0;
  const digest = digestOf([
    input.building,
    seriesFingerprint(input.series ?? {}),
    input.equipment ?? {},
    input.measures ?? {},
    input.peers ?? [],
    // Only when some peer is excluded, so that versions of buildings without exclusions stay.
    ...(input.peerExclusions && Object.keys(input.peerExclusions).length > 0
      ? [input.peerExclusions]
      : []),
  ]);
  return `${updated}-${digest}`;
}
