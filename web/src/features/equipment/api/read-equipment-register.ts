import { get, ref } from 'firebase/database';
import type { Equipment } from '@shared/schemas/stored/equipment';
import { loadDatabase } from '@/lib/firebase';

/**
 * A building's equipment `/equipment/{buildingId}` read once (a report), as
 * `useEquipmentRegister` reads it; none when reading is refused or fails.
 */
export async function readEquipmentRegister(
  buildingId: string,
): Promise<Record<string, Equipment>> {
  try {
    const snapshot = await get(ref(await loadDatabase(), `equipment/${buildingId}`));
    return (snapshot.val() as Record<string, Equipment> | null) ?? {};
  } catch {
    return {};
  }
}
