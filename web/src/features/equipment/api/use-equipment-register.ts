import { onValue, ref } from 'firebase/database';
import type { Equipment } from '@shared/schemas/stored/equipment';
import { useLiveQuery } from '@/lib/use-live-query';
import { equipmentKeys } from './keys';

export interface EquipmentRegisterState {
  /** Records by database key. */
  records: Record<string, Equipment>;
  /** Reading was refused (not a member) or failed. */
  failed: boolean;
}

/** A building's equipment `/equipment/{buildingId}`, kept live. */
export function useEquipmentRegister(buildingId: string) {
  return useLiveQuery<EquipmentRegisterState>(
    equipmentKeys.register(buildingId),
    (database, publish) =>
      onValue(
        ref(database, `equipment/${buildingId}`),
        (snapshot) =>
          publish({
            records: (snapshot.val() as Record<string, Equipment> | null) ?? {},
            failed: false,
          }),
        () => publish({ records: {}, failed: true }),
      ),
  );
}
