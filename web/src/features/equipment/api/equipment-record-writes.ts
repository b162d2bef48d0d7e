import { push, ref, remove, set } from 'firebase/database';
import type { EquipmentLog, MaintenanceTask } from '@shared/schemas/stored/equipment';
import type { Alert, Obsolescence, PotentialIssue } from '@shared/schemas/stored/reliability';
import { loadDatabase } from '@/lib/firebase';
import { answered } from '@/lib/answered';

/** The keyed lists of an equipment record (`/equipment/{b}/{e}/<list>/{pushId}`). */
export interface RecordLists {
  logs: EquipmentLog;
  alerts: Alert;
  issues: PotentialIssue;
  tasks: MaintenanceTask;
}
export type RecordList = keyof RecordLists;

/** `equipment/{buildingId}/{equipmentId}/{rest}`. */
function recordPath(buildingId: string, equipmentId: string, rest: string): string {
  return `equipment/${buildingId}/${equipmentId}/${rest}`;
}

/**
 * Adds one entry to a list of an equipment with one `push`. Rejects when the database refuses or
 * does not answer in time (see `answered`).
 */
export async function addRecordEntry<L extends RecordList>(
  buildingId: string,
  equipmentId: string,
  list: L,
  entry: RecordLists[L],
): Promise<void> {
  const database = await loadDatabase();
  await answered(
    push(ref(database, recordPath(buildingId, equipmentId, list)), entry).then(() => {}),
  );
}

/** Replaces one entry with one `set` (fields emptied on the form are removed with it). */
export async function replaceRecordEntry<L extends RecordList>(
  buildingId: string,
  equipmentId: string,
  list: L,
  entryId: string,
  entry: RecordLists[L],
): Promise<void> {
  const database = await loadDatabase();
  await answered(
    set(ref(database, recordPath(buildingId, equipmentId, `${list}/${entryId}`)), entry),
  );
}

/** Removes one entry with one `remove`. */
export async function removeRecordEntry(
  buildingId: string,
  equipmentId: string,
  list: RecordList,
  entryId: string,
): Promise<void> {
  const database = await loadDatabase();
  await answered(remove(ref(database, recordPath(buildingId, equipmentId, `${list}/${entryId}`))));
}

/** Stores the whole obsolescence assessment with one `set`, or removes it (`null`). */
export async function saveObsolescence(
  buildingId: string,
  equipmentId: string,
  assessment: Obsolescence | null,
): Promise<void> {
  const database = await loadDatabase();
  const target = ref(database, recordPath(buildingId, equipmentId, 'obsolescence'));
  await answered(assessment ? set(target, assessment) : remove(target));
}
