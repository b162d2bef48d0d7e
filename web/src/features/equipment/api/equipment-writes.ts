import { push, ref, remove, update } from 'firebase/database';
import { loadDatabase } from '@/lib/firebase';
import { DETAIL_FIELDS, type EquipmentDetails } from '../utils/equipment-form';

/** How long a save waits for the database: offline, the SDK would queue it silently. */
const ANSWER_TIMEOUT_MS = 15_000;

/** Rejects when `write` is not acknowledged in time (the queued write may still land later). */
function answered(write: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from the database')), ANSWER_TIMEOUT_MS);
  });
  return Promise.race([write, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Saves an equipment's details in one write: a new record under a `push()` id, or the fields of an
 * existing one (fields emptied on the form are removed; logs, alerts, tasks and the image are kept).
 * Returns the record's id. Rejects when the database refuses or does not answer in time.
 */
export async function saveEquipment(
  buildingId: string,
  equipmentId: string | null,
  details: EquipmentDetails,
): Promise<string> {
  const database = await loadDatabase();
  const id = equipmentId ?? push(ref(database, `equipment/${buildingId}`)).key;
  if (!id) throw new Error('Could not allocate an equipment id');
  const fields: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) fields[field] = details[field] ?? null;
  await answered(update(ref(database, `equipment/${buildingId}/${id}`), fields));
  return id;
}

/** Deletes one equipment record with everything under it. */
export async function deleteEquipment(buildingId: string, equipmentId: string): Promise<void> {
  const database = await loadDatabase();
  await answered(remove(ref(database, `equipment/${buildingId}/${equipmentId}`)));
}
