import { push, ref, update } from 'firebase/database';
import { loadDatabase } from '@/lib/firebase';
import type { EquipmentDetails } from '../utils/equipment-form';
import {
  equipmentDeleteUpdate,
  equipmentSaveUpdate,
  type EquipmentImageChange,
} from '../utils/equipment-updates';
import { answered } from '@/lib/answered';

export type { EquipmentImageChange } from '../utils/equipment-updates';

/**
 * Saves an equipment's details (and its image change) in one multi-path write: a new record under
 * a `push()` id, or the fields of an existing one. Returns the record's id. Rejects when the
 * database refuses or does not answer in time; then nothing of it is written.
 */
export async function saveEquipment(
  buildingId: string,
  equipmentId: string | null,
  details: EquipmentDetails,
  image?: EquipmentImageChange,
): Promise<string> {
  const database = await loadDatabase();
  const id = equipmentId ?? push(ref(database, `equipment/${buildingId}`)).key;
  if (!id) throw new Error('Could not allocate an equipment id');
  await answered(update(ref(database), equipmentSaveUpdate(buildingId, id, details, image)));
  return id;
}

/** Deletes one equipment record with everything under it, and its image, in one write. */
export async function deleteEquipment(buildingId: string, equipmentId: string): Promise<void> {
  const database = await loadDatabase();
  await answered(update(ref(database), equipmentDeleteUpdate(buildingId, equipmentId)));
}
