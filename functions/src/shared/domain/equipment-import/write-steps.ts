import type { StoredEquipment } from './plan.js';

/**
 * Equipment records one update of an import writes, at most: each record written fires
 * `onEquipmentWritten` once, and Firebase refuses a write that would trigger more than 500
 * 2nd-gen functions in one region (https://firebase.google.com/docs/database/usage/limits); 400
 * leaves room for a trigger added later on a path the import writes.
 */
export const EQUIPMENT_RECORDS_PER_WRITE = 400;

/** One update of an import and the update that takes it back. */
export interface EquipmentWriteStep {
  update: Record<string, unknown>;
  /** Writes back what {@link update} replaced: null where a record was created. */
  undo: Record<string, unknown>;
}

/** The record id of a path `equipment/{buildingId}/{equipmentId}[/{field}]`. */
function recordOf(path: string): string {
  const id = path.split('/')[2];
  if (id === undefined) throw new Error(`Not an equipment record path: ${path}`);
  return id;
}

/**
 * Splits an import's update (`planEquipmentImport`'s: whole new records, changed fields of
 * matched ones) into updates of at most `perWrite` records, every path of a record in the same
 * one, in the plan's order, each with its undo from `stored` (the records as read before
 * planning). Written one after the other, and undone in reverse when one fails, they leave the
 * register as it was: no half-imported register.
 */
export function equipmentWriteSteps(
  update: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, StoredEquipment>>,
  perWrite = EQUIPMENT_RECORDS_PER_WRITE,
): EquipmentWriteStep[] {
  const steps: EquipmentWriteStep[] = [];
  let current: EquipmentWriteStep | null = null;
  let records = new Set<string>();
  for (const [path, value] of Object.entries(update)) {
    const record = recordOf(path);
    if (current === null || (!records.has(record) && records.size >= perWrite)) {
      current = { update: {}, undo: {} };
      records = new Set();
      steps.push(current);
    }
    records.add(record);
    current.update[path] = value;
    const field = path.split('/')[3];
    current.undo[path] = field === undefined ? null : (stored[record]?.[field] ?? null);
  }
  return steps;
}
