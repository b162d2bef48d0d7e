import { onValue, ref } from 'firebase/database';
import { pointsOfChunks } from '@shared/domain/series/series-chunks';
import type { SeriesChunk, SeriesMeta } from '@shared/schemas/stored/series';
import { useLiveQuery } from '@/lib/use-live-query';
import { wizardKeys } from './keys';

/** One stored reading of a series: its instant (epoch ms) and value in the series' unit. */
export interface SeriesRow {
  id: number;
  atMs: number;
  value: number;
  unit: SeriesMeta['unit'];
}

/** A stored series flattened into rows, oldest first; null when nothing is stored. */
export interface StoredSeries {
  meta: SeriesMeta;
  rows: SeriesRow[];
}

/** A stored series as rows (the monthly chunks read back by `pointsOfChunks`), oldest first. */
export function seriesRows(
  meta: SeriesMeta,
  chunks: Record<string, SeriesChunk> | undefined,
): SeriesRow[] {
  return pointsOfChunks(chunks).map(({ atMs, kwh }, id) => ({
    id,
    atMs,
    value: kwh,
    unit: meta.unit,
  }));
}

/** The series `/series/{buildingId}/{seriesId}`, live (another tab's upload shows at once). */
export function useStoredSeries(buildingId: string, seriesId: string | null) {
  return useLiveQuery<StoredSeries | null>(
    wizardKeys.series(buildingId, seriesId ?? '-'),
    (database, publish) => {
      if (seriesId === null) {
        publish(null);
        return () => undefined;
      }
      return onValue(
        ref(database, `series/${buildingId}/${seriesId}`),
        (snapshot) => {
          const value = snapshot.val() as {
            meta?: SeriesMeta;
            chunks?: Record<string, SeriesChunk>;
          } | null;
          publish(
            value?.meta ? { meta: value.meta, rows: seriesRows(value.meta, value.chunks) } : null,
          );
        },
        () => publish(null),
      );
    },
  );
}
