import type { MaintenanceTask } from '@shared/schemas/equipment';

/**
 * Spec 9.1 maintenance regime: tasks due in the next 2 weeks and tasks missed in the past 2 weeks.
 * The window is the methodology's "Maintenance regime" (docs/methodology.md): open tasks due from
 * today to today + 14 days are upcoming, from today − 14 days to yesterday missed.
 */
export const REGIME_WINDOW_DAYS = 14;

/** One open task of the regime, with its key under `/equipment/{b}/{e}/tasks`. */
export interface RegimeTask {
  taskId: string;
  title: string;
  /** "YYYY-MM-DD". */
  dueOn: string;
}

export interface RegimeTasks {
  upcoming: RegimeTask[];
  missed: RegimeTask[];
}

/** The day `days` calendar days after `day` (both "YYYY-MM-DD"; `days` may be negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

function byDue(a: RegimeTask, b: RegimeTask): number {
  return a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.title.localeCompare(b.title);
}

/**
 * The open (not done) tasks of one equipment in the regime window around `todayDay` (the user's
 * day, "YYYY-MM-DD"), computed from the live record so a task marked done leaves at once; each
 * list by due date.
 */
export function regimeTasks(
  tasks: Readonly<Record<string, MaintenanceTask>> | undefined,
  todayDay: string,
  windowDays: number = REGIME_WINDOW_DAYS,
): RegimeTasks {
  const last = addDays(todayDay, windowDays);
  const first = addDays(todayDay, -windowDays);
  const upcoming: RegimeTask[] = [];
  const missed: RegimeTask[] = [];
  for (const [taskId, task] of Object.entries(tasks ?? {})) {
    if (task.doneOn !== undefined) continue;
    const row = { taskId, title: task.title, dueOn: task.dueOn };
    if (task.dueOn >= todayDay && task.dueOn <= last) upcoming.push(row);
    else if (task.dueOn >= first && task.dueOn < todayDay) missed.push(row);
  }
  return { upcoming: upcoming.sort(byDue), missed: missed.sort(byDue) };
}
