import { onValue, ref } from 'firebase/database';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { useLiveQuery } from '@/lib/use-live-query';
import { parseMeasures } from '../utils/parse-measures';

export interface MeasuresState {
  /** The building's measures by id (entries of a wrong shape are left out). */
  byId: Record<string, ImprovementMeasure>;
  /** Reading was refused or failed. */
  failed: boolean;
}

/** The building's improvement measures, kept live. */
export function useMeasures(buildingId: string) {
  return useLiveQuery<MeasuresState>(['measures', buildingId], (database, publish) =>
    onValue(
      ref(database, `measures/${buildingId}`),
      (snapshot) => publish({ byId: parseMeasures(snapshot.val()), failed: false }),
      () => publish({ byId: {}, failed: true }),
    ),
  );
}
