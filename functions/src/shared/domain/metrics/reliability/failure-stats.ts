import type { Equipment, EquipmentLog } from '../../../schemas/stored/equipment.js';
import { HOURS_PER_YEAR, dateMs } from './dates.js';
import { MS_PER_HOUR } from '../../common/durations.js';
import { inServiceDate } from './expected-life.js';

/*
 * MTBF and MTTR from the Maintenance & Sensor Logs (METHODS.md section 13): a log of kind
 * `repair` is one failure and its duration the time to repair it. The observed time runs from the
 * equipment's service date (Commissioned, else Installed, else its first log) to now; the
 * equipment is taken to be available all that time except while under repair (we have no run
 * hours).
 *   MTBF = (observed hours − repair hours) / failures       MTTR = repair hours / repairs
 *   availability = MTBF / (MTBF + MTTR); next failure expected at last failure + MTBF (Odoo).
 * Without a failure there is no MTBF: `hoursWithoutFailure` is then its lower bound.
 */

export interface FailureStats {
  failures: number;
  /** Hours from the service date to now. */
  observedHours: number;
  repairHours: number;
  /** Mean time between failures, hours; absent without a failure. */
  mtbfHours?: number;
  /** Mean time to repair, hours; absent without a repair. */
  mttrHours?: number;
  /** Share of the observed time the equipment was available, 0–1; absent without a failure. */
  availability?: number;
  /** Hours since the last failure (or since the service date when none). */
  hoursWithoutFailure: number;
  /** When the next failure is expected (ms), last failure + MTBF; absent without a failure. */
  nextFailureExpectedMs?: number;
  /** Chance of at least one failure in the next year, 0–1, with R(t) = e^(−t / MTBF). */
  failureProbabilityNextYear?: number;
}

/** The logs of an equipment as a list, oldest first. */
export function logsOf(equipment: Pick<Equipment, 'logs'>): EquipmentLog[] {
  return Object.values(equipment.logs ?? {}).sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
}

/** Repairs (failures) among the logs, oldest first, up to `asOfMs`. */
export function repairsUpTo(logs: readonly EquipmentLog[], asOfMs: number): EquipmentLog[] {
  return logs.filter((log) => log.kind === 'repair' && dateMs(log.date) <= asOfMs);
}

/** MTBF, MTTR and availability of an equipment from its logs, as at `asOfMs`. */
export function failureStats(
  equipment: Pick<Equipment, 'logs' | 'commissionedOn' | 'installedOn'>,
  asOfMs: number,
): FailureStats {
  const logs = logsOf(equipment).filter((log) => dateMs(log.date) <= asOfMs);
  const repairs = repairsUpTo(logs, asOfMs);
  const start = inServiceDate(equipment) ?? logs[0]?.date;
  const startMs = start === undefined ? asOfMs : Math.min(dateMs(start), asOfMs);
  const observedHours = (asOfMs - startMs) / MS_PER_HOUR;
  const repairHours = repairs.reduce((sum, log) => sum + log.durationHours, 0);
  const last = repairs.at(-1);
  const lastMs = last === undefined ? startMs : dateMs(last.date);
  const stats: FailureStats = {
    failures: repairs.length,
    observedHours,
    repairHours,
    hoursWithoutFailure: (asOfMs - lastMs) / MS_PER_HOUR,
  };
  if (repairs.length === 0) return stats;
  const mttrHours = repairHours / repairs.length;
  const mtbfHours = Math.max(0, observedHours - repairHours) / repairs.length;
  stats.mttrHours = mttrHours;
  if (mtbfHours > 0) {
    stats.mtbfHours = mtbfHours;
    stats.availability = mtbfHours / (mtbfHours + mttrHours);
    stats.nextFailureExpectedMs = lastMs + mtbfHours * MS_PER_HOUR;
    stats.failureProbabilityNextYear = 1 - Math.exp(-HOURS_PER_YEAR / mtbfHours);
  }
  return stats;
}
