import type { AlertSeverity } from '../../../schemas/enums/reliability.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { dateMs, yearsBetween } from './dates.js';
import { MS_PER_DAY } from '../../common/durations.js';
import { expectedLifeOf, inServiceDate } from './expected-life.js';
import { logsOf, repairsUpTo } from './failure-stats.js';

/*
 * Health index 0–100 (100 = as new), a weighted score in the manner of IBM Maximo's asset health
 * (METHODS.md section 14a: health = Σ w_i s_i with each s_i in 0–100, equal weights to start),
 * whose age part follows the ageing law of Ofgem's CNAIM v2.1 (section 14b):
 *   β1 = ln(5.5 / 0.5) / expected life,  HS(age) = 0.5 e^(β1 age) on CNAIM's 0.5 (new) … 10 scale,
 *   age score = 100 (10 − HS) / 9.5,
 * so a new asset scores 100, one at its expected life 47.4 (HS 5.5, as in CNAIM) and one at
 * 1.25 × its life 0. CNAIM caps the age-only score at 5.5 and lets condition surveys raise it; we
 * have no survey, so the curve continues to the end of the scale.
 * Contributors, each present only when its record exists (a service date, a Condition %, tasks
 * due in the window, an alert list, a log list), then weighted equally:
 *   age        the CNAIM curve above (needs a service date);
 *   condition  the equipment's Condition % as entered (an inspection result);
 *   maintenance share of the maintenance tasks due in the last 365 days done by their due date;
 *   alerts     100 − Σ severity points of alerts raised in the last 365 days (critical 40, high 20,
 *              medium 10, low 5; a resolved alert counts half), floored at 0;
 *   repairs    100 − 20 per repair (failure) logged in the last 365 days, floored at 0 (Maximo's
 *              "corrective work-order pressure").
 * Severity points and the repair step are our choice: five repairs or a few critical alerts in a
 * year take the contributor to 0.
 */

/** CNAIM health score of a new asset, and at expected life; the scale ends at 10. */
const CNAIM_NEW = 0.5;
const CNAIM_AT_LIFE = 5.5;
const CNAIM_END = 10;

/** Points an alert of each severity takes off the alert score. */
export const ALERT_SEVERITY_POINTS: Record<AlertSeverity, number> = {
  critical: 40,
  high: 20,
  medium: 10,
  low: 5,
};

/** Points one repair in the last year takes off the repair score. */
export const REPAIR_POINTS = 20;

/** The window of history the index looks at, days. */
const HISTORY_DAYS = 365;

export type HealthFactor = 'age' | 'condition' | 'maintenance' | 'alerts' | 'repairs';

export interface HealthContributor {
  factor: HealthFactor;
  /** 0–100. */
  score: number;
  /** Share of the index, 0–1; the weights of the present contributors sum to 1. */
  weight: number;
}

export interface HealthIndex {
  /** 0–100, 100 = as new. */
  score: number;
  contributors: HealthContributor[];
}

/** Age score 0–100 from the CNAIM ageing law (see the file comment). */
export function ageScore(ageYears: number, expectedLifeYears: number): number {
  const beta1 = Math.log(CNAIM_AT_LIFE / CNAIM_NEW) / expectedLifeYears;
  const healthScore = Math.min(CNAIM_END, CNAIM_NEW * Math.exp(beta1 * Math.max(0, ageYears)));
  return (100 * (CNAIM_END - healthScore)) / (CNAIM_END - CNAIM_NEW);
}

/** The age at which the age curve gives `score` (0–100): the inverse of {@link ageScore}. */
export function ageForScore(score: number, expectedLifeYears: number): number {
  const healthScore =
    CNAIM_END - ((CNAIM_END - CNAIM_NEW) * Math.min(100, Math.max(0, score))) / 100;
  const beta1 = Math.log(CNAIM_AT_LIFE / CNAIM_NEW) / expectedLifeYears;
  return Math.log(healthScore / CNAIM_NEW) / beta1;
}

function maintenanceScore(
  equipment: Equipment,
  fromMs: number,
  asOfMs: number,
): number | undefined {
  const due = Object.values(equipment.tasks ?? {}).filter((task) => {
    const dueMs = dateMs(task.dueOn);
    return dueMs >= fromMs && dueMs <= asOfMs;
  });
  if (due.length === 0) return undefined;
  const onTime = due.filter((task) => task.doneOn !== undefined && task.doneOn <= task.dueOn);
  return (100 * onTime.length) / due.length;
}

function alertScore(equipment: Equipment, fromMs: number, asOfMs: number): number {
  let points = 0;
  for (const alert of Object.values(equipment.alerts ?? {})) {
    if (alert.raisedAtMs < fromMs || alert.raisedAtMs > asOfMs) continue;
    points += ALERT_SEVERITY_POINTS[alert.severity] * (alert.resolved ? 0.5 : 1);
  }
  return Math.max(0, 100 - points);
}

/**
 * Health index of an equipment as at `asOfMs` (see the file comment). `undefined` when nothing is
 * known about it (no service date, condition, tasks, alerts or logs).
 */
export function healthIndex(equipment: Equipment, asOfMs: number): HealthIndex | undefined {
  const fromMs = asOfMs - HISTORY_DAYS * MS_PER_DAY;
  const scores: Array<[HealthFactor, number]> = [];
  const start = inServiceDate(equipment);
  if (start !== undefined) {
    const age = yearsBetween(dateMs(start), asOfMs);
    scores.push(['age', ageScore(age, expectedLifeOf(equipment).years)]);
  }
  if (equipment.conditionPct !== undefined) scores.push(['condition', equipment.conditionPct]);
  const maintenance = maintenanceScore(equipment, fromMs, asOfMs);
  if (maintenance !== undefined) scores.push(['maintenance', maintenance]);
  if (equipment.alerts !== undefined)
    scores.push(['alerts', alertScore(equipment, fromMs, asOfMs)]);
  if (equipment.logs !== undefined) {
    const repairs = repairsUpTo(logsOf(equipment), asOfMs).filter(
      (log) => dateMs(log.date) >= fromMs,
    );
    scores.push(['repairs', Math.max(0, 100 - REPAIR_POINTS * repairs.length)]);
  }
  if (scores.length === 0) return undefined;
  const weight = 1 / scores.length;
  const contributors = scores.map(([factor, score]) => ({ factor, score, weight }));
  return { score: contributors.reduce((sum, c) => sum + c.score * c.weight, 0), contributors };
}
