import { onValue, ref } from 'firebase/database';
import { buildingTitleOf } from '@shared/domain/building/building-title';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import { useLiveQuery } from '@/lib/use-live-query';
import { buildingsKeys } from './keys';

/**
 * The name a building is shown by (its Title, else its Building Name), live; null while loading,
 * for a building without General Information, or one the user may not read.
 */
export function useBuildingName(buildingId: string | null) {
  return useLiveQuery<string | null>(buildingsKeys.name(buildingId ?? '-'), (database, publish) => {
    if (buildingId === null) {
      publish(null);
      return () => undefined;
    }
    return onValue(
      ref(database, `buildings/${buildingId}/general`),
      (snapshot) => {
        const general = snapshot.val() as Partial<BuildingGeneral> | null;
        publish(buildingTitleOf(general ?? undefined) || null);
      },
      () => publish(null),
    );
  });
}
