import type { SeriesChunk } from '../../schemas/stored/series.js';
import { monthIndexOf, monthKeyOfMs, monthStartMs } from '../common/months.js';
import type { EnergyPoint } from './energy-point.js';

/*
 * A historized series as it is stored (`/series/{b}/{s}/chunks/{yyyy-mm}`, spec 2.7 "Data
 * uploads"): its readings in monthly chunks, and the chunks read back into readings.
 */

/**
 * Points sorted by time as monthly chunks (`/series/{b}/{s}/chunks/{yyyy-mm}`): `t` in minutes
 * since the start of the month (UTC), `v` in kWh rounded to 6 decimals (1 mWh, below any meter's
 * resolution, which keeps binary noise out of the stored values).
 */
export function chunkByMonth(points: readonly EnergyPoint[]): Record<string, SeriesChunk> {
  const chunks: Record<string, SeriesChunk> = {};
  let start = 0;
  let end = -Infinity;
  let chunk: SeriesChunk = { t: [], v: [] };
  for (const { atMs, kwh } of points) {
    if (atMs >= end || atMs < start) {
      const date = new Date(atMs);
      start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
      const key = monthKeyOfMs(atMs);
      chunk = chunks[key] ?? { t: [], v: [] };
      chunks[key] = chunk;
    }
    chunk.t.push(Math.round((atMs - start) / 60_000));
    chunk.v.push(Math.round(kwh * 1e6) / 1e6);
  }
  return chunks;
}

/**
 * The readings of stored monthly chunks, oldest first (the inverse of {@link chunkByMonth}):
 * each chunk's minutes since its month's start back to instants, values as stored. A chunk
 * keyed by something other than a month is skipped.
 */
export function pointsOfChunks(
  chunks: Readonly<Record<string, SeriesChunk>> | undefined,
): EnergyPoint[] {
  const points: EnergyPoint[] = [];
  for (const month of Object.keys(chunks ?? {}).sort()) {
    const chunk = chunks?.[month];
    if (!chunk || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) continue;
    const start = monthStartMs(monthIndexOf(month));
    for (let i = 0; i < chunk.t.length; i += 1) {
      points.push({ atMs: start + (chunk.t[i] ?? 0) * 60_000, kwh: chunk.v[i] ?? 0 });
    }
  }
  return points;
}
