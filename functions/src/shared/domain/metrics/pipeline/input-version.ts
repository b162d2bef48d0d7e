import type { SeriesChunk } from '../../../schemas/stored/series.js';
import type { ChunkSums } from '../energy/calendarize-series.js';
import type { BuildingMetricsInput } from './building-metrics-input.js';
import type { StoredSeries } from './metered-data.js';
import { digestOf } from './stored-json.js';

/** `ChunkSums` of a chunk, in one pass (`calendarizeSeries` gives the same in its own pass). */
export function chunkSumsOf(chunk: SeriesChunk): ChunkSums {
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
  return [length, st, sv, sw];
}

/**
 * Fingerprint of a series for the input version: per chunk its length and sums of t, v and of
 * v weighted by position, so that any changed, added or moved point changes it; no strings. The
 * sums the calendarizing already took (`known`, by chunk) are not taken again.
 */
function seriesFingerprint(
  series: Readonly<Record<string, StoredSeries>>,
  known: ReadonlyMap<SeriesChunk, ChunkSums> | undefined,
) {
  const out: Record<string, unknown> = {};
  for (const [id, { meta, chunks }] of Object.entries(series)) {
    const sums: Record<string, number[]> = {};
    for (const [month, chunk] of Object.entries(chunks ?? {})) {
      sums[month] = [...(known?.get(chunk) ?? chunkSumsOf(chunk))];
    }
    out[id] = { meta, sums };
  }
  return out;
}

/** The version of a building's inputs: its last update time and a digest of everything read. */
export function inputVersionOf(
  input: Omit<BuildingMetricsInput, 'asOfMs' | 'computedAtMs' | 'clock'>,
  knownChunkSums?: ReadonlyMap<SeriesChunk, ChunkSums>,
): string {
  const updated = input.building.meta?.updatedAtMs ?? 0;
  const digest = digestOf([
    input.building,
    seriesFingerprint(input.series ?? {}, knownChunkSums),
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
