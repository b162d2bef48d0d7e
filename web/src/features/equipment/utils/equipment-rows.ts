import type { Equipment } from '@shared/schemas/stored/equipment';
import type { SubSystem } from '@shared/schemas/enums/equipment';

/** Whether an equipment is still under its Warranty Period (spec 3.12) on a given day. */
export type WarrantyState = 'inWarranty' | 'expired' | 'unknown';

/** One line of the equipment register. */
export interface EquipmentRow {
  /** The database key `/equipment/{buildingId}/{id}`. */
  id: string;
  assetId: string;
  name: string;
  type: string;
  subSystem: SubSystem | null;
  location: string;
  /** Whole years since the Installed date, or null when it is not known. */
  ageYears: number | null;
  /** Last day under warranty, "YYYY-MM-DD" (Installed + Warranty Period), or null. */
  warrantyUntil: string | null;
  warrantyState: WarrantyState;
  /** Health index 0–100 from the stored reliability figures, or null when not computed. */
  health: number | null;
  /** Due date of the earliest open maintenance task ("YYYY-MM-DD"), overdue included, or null. */
  nextTaskDue: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] | null {
  const match = DAY.exec(day);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Completed calendar years from `fromDay` to `toDay` (both "YYYY-MM-DD"); never negative. */
export function completedYears(fromDay: string, toDay: string): number | null {
  const from = parts(fromDay);
  const to = parts(toDay);
  if (!from || !to) return null;
  let years = to[0] - from[0];
  if (to[1] < from[1] || (to[1] === from[1] && to[2] < from[2])) years -= 1;
  return Math.max(0, years);
}

/**
 * The last day of a warranty of `warrantyYears` years (fractions as whole months, rounded) from
 * `installedDay`: installed 2020-03-15 + 2 years → 2022-03-14.
 */
export function warrantyEndDay(installedDay: string, warrantyYears: number): string | null {
  const from = parts(installedDay);
  if (!from || !Number.isFinite(warrantyYears) || warrantyYears < 0) return null;
  const months = Math.round(warrantyYears * 12);
  const end = new Date(Date.UTC(from[0], from[1] - 1 + months, from[2] - 1));
  return end.toISOString().slice(0, 10);
}

/** The due date of the earliest open task ("YYYY-MM-DD"), overdue ones included; null when none. */
export function nextTaskDue(tasks: Equipment['tasks']): string | null {
  let next: string | null = null;
  for (const task of Object.values(tasks ?? {})) {
    if (task.doneOn === undefined && (next === null || task.dueOn < next)) next = task.dueOn;
  }
  return next;
}

/**
 * The register's rows from the stored records, for the day `todayDay` ("YYYY-MM-DD"), with each
 * equipment's health score (0–100) from the reliability figures by id when they have one.
 */
export function equipmentRows(
  records: Record<string, Equipment>,
  todayDay: string,
  healthById: Readonly<Record<string, number | undefined>> = {},
): EquipmentRow[] {
  return Object.entries(records).map(([id, record]) => {
    const warrantyUntil =
      record.installedOn !== undefined && record.warrantyYears !== undefined
        ? warrantyEndDay(record.installedOn, record.warrantyYears)
        : null;
    return {
      id,
      assetId: record.assetId,
      name: record.name,
      type: record.type,
      subSystem: record.subSystem ?? null,
      location: record.location ?? '',
      ageYears: record.installedOn ? completedYears(record.installedOn, todayDay) : null,
      warrantyUntil,
      warrantyState:
        warrantyUntil === null ? 'unknown' : warrantyUntil >= todayDay ? 'inWarranty' : 'expired',
      health: healthById[id] ?? null,
      nextTaskDue: nextTaskDue(record.tasks),
    };
  });
}
