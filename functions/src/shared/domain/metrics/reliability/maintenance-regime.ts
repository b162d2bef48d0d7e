import type { Equipment, MaintenanceTask } from '../../../schemas/stored/equipment.js';
import { dateMs } from './dates.js';
import { MS_PER_DAY } from '../../common/durations.js';

/*
 * Maintenance regime (spec 2.13, 9.1): tasks not done that fall due in the next 2 weeks
 * (upcoming, from today to today + 14 days inclusive) and tasks not done whose due date passed in
 * the past 2 weeks (missed, from today − 14 days to yesterday). Both sorted by due date.
 */

/** Spec 9.1: both windows are 2 weeks. */
export const REGIME_WINDOW_DAYS = 14;

export interface RegimeTask {
  equipmentId: string;
  taskId: string;
  title: string;
  dueOn: string;
}

export interface MaintenanceRegime {
  upcoming: RegimeTask[];
  missed: RegimeTask[];
}

/** By due date; ties by equipment, then by title (code units: no locale in shared code). */
function byDueDate(a: RegimeTask, b: RegimeTask): number {
  if (a.dueOn !== b.dueOn) return a.dueOn < b.dueOn ? -1 : 1;
  if (a.equipmentId !== b.equipmentId) return a.equipmentId < b.equipmentId ? -1 : 1;
  return a.title < b.title ? -1 : a.title > b.title ? 1 : 0;
}

/**
 * Upcoming and missed tasks of the given equipment (id → equipment) as at `asOfMs`; "today" is
 * the UTC date of `asOfMs` (the stored figures and the scheduled messages).
 */
export function maintenanceRegime(
  equipment: Readonly<Record<string, Pick<Equipment, 'tasks'>>>,
  asOfMs: number,
): MaintenanceRegime {
  return regimeFrom(equipment, Math.floor(asOfMs / MS_PER_DAY) * MS_PER_DAY);
}

/**
 * Upcoming and missed tasks of the given equipment on the day `today` ("YYYY-MM-DD"): the user's
 * own day on screen, from the live records, so that a task marked done leaves at once.
 */
export function maintenanceRegimeOn(
  equipment: Readonly<Record<string, Pick<Equipment, 'tasks'>>>,
  today: string,
): MaintenanceRegime {
  return regimeFrom(equipment, dateMs(today));
}

/** The regime around the UTC midnight `todayMs`. */
function regimeFrom(
  equipment: Readonly<Record<string, Pick<Equipment, 'tasks'>>>,
  todayMs: number,
): MaintenanceRegime {
  const upcoming: RegimeTask[] = [];
  const missed: RegimeTask[] = [];
  for (const [equipmentId, item] of Object.entries(equipment)) {
    for (const [taskId, task] of Object.entries(item.tasks ?? {}) as Array<
      [string, MaintenanceTask]
    >) {
      if (task.doneOn !== undefined) continue;
      const dueMs = dateMs(task.dueOn);
      const row = { equipmentId, taskId, title: task.title, dueOn: task.dueOn };
      if (dueMs >= todayMs && dueMs <= todayMs + REGIME_WINDOW_DAYS * MS_PER_DAY)
        upcoming.push(row);
      else if (dueMs < todayMs && dueMs >= todayMs - REGIME_WINDOW_DAYS * MS_PER_DAY)
        missed.push(row);
    }
  }
  return { upcoming: upcoming.sort(byDueDate), missed: missed.sort(byDueDate) };
}
