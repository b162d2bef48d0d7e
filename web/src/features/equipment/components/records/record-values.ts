import type { EquipmentLog, MaintenanceTask } from '@shared/schemas/stored/equipment';
import type { Alert, Obsolescence, PotentialIssue } from '@shared/schemas/stored/reliability';

/** kWh in one MWh (SI prefix mega = 10⁶, kilo = 10³; BIPM SI Brochure, 9th ed., table 7). */
export const KWH_PER_MWH = 1000;

/** MWh as entered → kWh as stored, rounded to the Wh so 1.005 MWh is 1005 kWh, not 1004.999…. */
export function kwhFromMwh(mwh: number): number {
  return Math.round(mwh * KWH_PER_MWH * 1000) / 1000;
}

/** kWh as stored → MWh as shown. */
export function mwhFromKwh(kwh: number): number {
  return kwh / KWH_PER_MWH;
}

/** A copy without the fields that are undefined or empty text (the database stores no blanks). */
export function compact<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out as T;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's offset from UTC in ms at an instant (Europe/Prague in summer: +7,200,000). */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * A `datetime-local` value (`yyyy-mm-ddThh:mm`, the wall clock in `timeZone`) → ms since the
 * epoch; NaN when the text is not such a value. A wall time skipped by a DST change is read with
 * the offset before the change.
 */
export function zonedLocalToMs(local: string, timeZone: string): number {
  const match = LOCAL.exec(local);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(wall).getUTCDate() !== d) return Number.NaN;
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

/** ms since the epoch → the `datetime-local` value of that instant on the wall clock of `timeZone`. */
export function msToZonedLocal(ms: number, timeZone: string): string {
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone));
  return wall.toISOString().slice(0, 16);
}

type Entries<T> = [id: string, entry: T][];

const byIdDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Logs newest first (by date, then by push id, which grows with time). */
export function sortLogs(logs: Record<string, EquipmentLog> | undefined): Entries<EquipmentLog> {
  return Object.entries(logs ?? {}).sort(
    ([aId, a], [bId, b]) => byIdDesc(a.date, b.date) || byIdDesc(aId, bId),
  );
}

/** Alerts newest first (by the time they were raised). */
export function sortAlerts(alerts: Record<string, Alert> | undefined): Entries<Alert> {
  return Object.entries(alerts ?? {}).sort(
    ([aId, a], [bId, b]) => b.raisedAtMs - a.raisedAtMs || byIdDesc(aId, bId),
  );
}

/** Tasks not done first, each group by due date, earliest first. */
export function sortTasks(
  tasks: Record<string, MaintenanceTask> | undefined,
): Entries<MaintenanceTask> {
  return Object.entries(tasks ?? {}).sort(
    ([aId, a], [bId, b]) =>
      Number(a.doneOn !== undefined) - Number(b.doneOn !== undefined) ||
      -byIdDesc(a.dueOn, b.dueOn) ||
      -byIdDesc(aId, bId),
  );
}

/** Issues soonest to fail first (no estimate last), then by fault. */
export function sortIssues(
  issues: Record<string, PotentialIssue> | undefined,
): Entries<PotentialIssue> {
  const weeks = (issue: PotentialIssue) => issue.timeToFailureWeeks ?? Number.POSITIVE_INFINITY;
  return Object.entries(issues ?? {}).sort(
    ([, a], [, b]) => weeks(a) - weeks(b) || a.fault.localeCompare(b.fault),
  );
}

/** The reasons of an assessment that are set, as codes. */
export function reasonCodes(assessment: Obsolescence | undefined): string[] {
  return Object.keys(assessment?.reasons ?? {});
}
