import { onValue, ref } from 'firebase/database';
import type { BuildingMeta } from '@shared/schemas/stored/building-meta';
import type { MemberRole } from '@shared/schemas/enums/account';
import { useLiveQuery } from '@/lib/use-live-query';
import { wizardKeys } from './keys';

/** Everything the wizard edits about one building (`/buildings/{id}`: small parts only). */
export interface WizardBuilding {
  meta?: BuildingMeta;
  members?: Record<string, MemberRole>;
  [part: string]: unknown;
}

export interface WizardBuildingState {
  building: WizardBuilding | null;
  /** The building is missing or not readable by this user. */
  denied: boolean;
}

/**
 * The building being edited, live: a save in another tab shows here at once. Series, equipment
 * and measures live outside `/buildings/{id}`, so this stays small.
 */
export function useWizardBuilding(buildingId: string | null) {
  return useLiveQuery<WizardBuildingState>(
    wizardKeys.building(buildingId ?? '-'),
    (database, publish) => {
      if (buildingId === null) {
        publish({ building: null, denied: false });
        return () => undefined;
      }
      return onValue(
        ref(database, `buildings/${buildingId}`),
        (snapshot) => {
          const building = snapshot.val() as WizardBuilding | null;
          publish({ building, denied: building === null });
        },
        () => publish({ building: null, denied: true }),
      );
    },
  );
}
