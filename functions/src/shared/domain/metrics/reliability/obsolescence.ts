import {
  OBSOLESCENCE_CATEGORIES,
  OBSOLESCENCE_REASONS_BY_CATEGORY,
} from '../../../schemas/enums/equipment.js';
import type { ObsolescenceCategory, ObsolescenceReason } from '../../../schemas/enums/equipment.js';
import type { Equipment, EquipmentLog } from '../../../schemas/stored/equipment.js';
import { dateMs, yearsBetween } from './dates.js';
import { MS_PER_DAY } from '../../common/durations.js';
import { expectedLifeOf, inServiceDate } from './expected-life.js';
import type { FailureStats } from './failure-stats.js';
import { logsOf } from './failure-stats.js';

/*
 * Obsolescence (spec 9.7): the categories and reasons the user assessed, plus the reasons the data
 * show, each with its evidence. Rules (thresholds are ours, stated with the finding):
 *   technological  sparePartsMayBeUnavailable  age ≥ expected life;
 *                  sparePartsDeliveryTooLong   a potential issue whose parts lead time (spare or
 *                                              average) exceeds its time to failure;
 *                  repairTooSlow               MTTR ≥ 24 h (a repair takes more than a day);
 *   economic       maintenanceCostIncreased    Year on Year Maintenance Cost Increase ≥ 10 %, or
 *                                              logged cost of the last 365 days ≥ 1.25 × the 365
 *                                              days before;
 *                  energyCostIncreased         energy of the last year ≥ 1.10 × the year before
 *                                              (needs yearly energy of the equipment);
 *   statutory      efficiencyBelowRequirement  current efficiency < the required minimum (both
 *                                              given);
 *   functional     failureRateIncreasing       ≥ 2 repairs in the last 365 days and more than in
 *                                              the 365 days before;
 *                  timeToRepairIncreasing      mean repair duration of the last 365 days ≥ 1.25 ×
 *                                              that of the 365 days before;
 *                  functionalityDecreased      Condition % ≤ 40.
 * Operating cost, load, performance and reputation reasons need the user's judgement and are
 * only ever assessed.
 */

export const OBSOLESCENCE_THRESHOLDS = {
  slowRepairHours: 24,
  maintenanceIncreasePct: 10,
  costGrowthRatio: 1.25,
  energyGrowthRatio: 1.1,
  minRepairsForTrend: 2,
  repairDurationGrowthRatio: 1.25,
  poorConditionPct: 40,
} as const;

export interface ObsolescenceFinding {
  category: ObsolescenceCategory;
  reason: ObsolescenceReason;
  source: 'user' | 'derived';
  /** For derived findings: the figures that triggered it (e.g. ages, ratios). */
  evidence?: Record<string, number>;
}

/** What the rules may use beyond the equipment itself. */
export interface ObsolescenceEvidence {
  failures?: FailureStats;
  /** Energy of the equipment in the last full year and the year before, kWh. */
  energyLastYearKwh?: number;
  energyYearBeforeKwh?: number;
  currentEfficiencyPct?: number;
  requiredEfficiencyPct?: number;
}

export function categoryOf(reason: ObsolescenceReason): ObsolescenceCategory {
  return (
    OBSOLESCENCE_CATEGORIES.find((category) =>
      (OBSOLESCENCE_REASONS_BY_CATEGORY[category] as readonly string[]).includes(reason),
    ) ?? 'functional'
  );
}

/** Logs of the last 365 days and of the 365 days before, as two lists. */
function lastTwoYears(logs: readonly EquipmentLog[], asOfMs: number) {
  const yearMs = 365 * MS_PER_DAY;
  const recent = logs.filter((l) => dateMs(l.date) > asOfMs - yearMs && dateMs(l.date) <= asOfMs);
  const before = logs.filter(
    (l) => dateMs(l.date) > asOfMs - 2 * yearMs && dateMs(l.date) <= asOfMs - yearMs,
  );
  return [recent, before] as const;
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : sum(values) / values.length);

function derivedFindings(equipment: Equipment, asOfMs: number, evidence: ObsolescenceEvidence) {
  const found: Array<[ObsolescenceReason, Record<string, number>]> = [];
  const t = OBSOLESCENCE_THRESHOLDS;
  const start = inServiceDate(equipment);
  const life = expectedLifeOf(equipment).years;
  if (start !== undefined) {
    const age = yearsBetween(dateMs(start), asOfMs);
    if (age >= life)
      found.push(['sparePartsMayBeUnavailable', { ageYears: age, expectedLifeYears: life }]);
  }
  for (const issue of Object.values(equipment.issues ?? {})) {
    const lead = Math.max(issue.sparePartsLeadTimeWeeks ?? 0, issue.avgPartsLeadTimeWeeks ?? 0);
    if (issue.timeToFailureWeeks !== undefined && lead > issue.timeToFailureWeeks) {
      found.push([
        'sparePartsDeliveryTooLong',
        { leadTimeWeeks: lead, timeToFailureWeeks: issue.timeToFailureWeeks },
      ]);
      break;
    }
  }
  const mttr = evidence.failures?.mttrHours;
  if (mttr !== undefined && mttr >= t.slowRepairHours)
    found.push(['repairTooSlow', { mttrHours: mttr }]);
  const [recent, before] = lastTwoYears(logsOf(equipment), asOfMs);
  const costRecent = sum(recent.map((l) => l.cost ?? 0));
  const costBefore = sum(before.map((l) => l.cost ?? 0));
  const increase = equipment.maintenanceIncreasePct;
  if (increase !== undefined && increase >= t.maintenanceIncreasePct) {
    found.push(['maintenanceCostIncreased', { maintenanceIncreasePct: increase }]);
  } else if (costBefore > 0 && costRecent >= t.costGrowthRatio * costBefore) {
    found.push([
      'maintenanceCostIncreased',
      { costLastYear: costRecent, costYearBefore: costBefore },
    ]);
  }
  const { energyLastYearKwh: eNow, energyYearBeforeKwh: eBefore } = evidence;
  if (
    eNow !== undefined &&
    eBefore !== undefined &&
    eBefore > 0 &&
    eNow >= t.energyGrowthRatio * eBefore
  ) {
    found.push(['energyCostIncreased', { energyLastYearKwh: eNow, energyYearBeforeKwh: eBefore }]);
  }
  const { currentEfficiencyPct: current, requiredEfficiencyPct: required } = evidence;
  if (current !== undefined && required !== undefined && current < required) {
    found.push([
      'efficiencyBelowRequirement',
      { currentEfficiencyPct: current, requiredEfficiencyPct: required },
    ]);
  }
  const repairsRecent = recent.filter((l) => l.kind === 'repair');
  const repairsBefore = before.filter((l) => l.kind === 'repair');
  if (repairsRecent.length >= t.minRepairsForTrend && repairsRecent.length > repairsBefore.length) {
    found.push([
      'failureRateIncreasing',
      { repairsLastYear: repairsRecent.length, repairsYearBefore: repairsBefore.length },
    ]);
  }
  const durationRecent = mean(repairsRecent.map((l) => l.durationHours));
  const durationBefore = mean(repairsBefore.map((l) => l.durationHours));
  if (durationBefore > 0 && durationRecent >= t.repairDurationGrowthRatio * durationBefore) {
    found.push([
      'timeToRepairIncreasing',
      { repairHoursLastYear: durationRecent, repairHoursYearBefore: durationBefore },
    ]);
  }
  if (equipment.conditionPct !== undefined && equipment.conditionPct <= t.poorConditionPct) {
    found.push(['functionalityDecreased', { conditionPct: equipment.conditionPct }]);
  }
  return found;
}

/**
 * Obsolescence findings of an equipment as at `asOfMs`: the user's assessment first (source
 * `user`), then derived reasons the user has not already given, in the spec's order of categories.
 */
export function obsolescenceFindings(
  equipment: Equipment,
  asOfMs: number,
  evidence: ObsolescenceEvidence = {},
): ObsolescenceFinding[] {
  const findings: ObsolescenceFinding[] = [];
  const assessed = equipment.obsolescence;
  const given = new Set<string>();
  if (assessed !== undefined) {
    for (const reason of Object.keys(assessed.reasons ?? {}) as ObsolescenceReason[]) {
      findings.push({ category: assessed.category, reason, source: 'user' });
      given.add(reason);
    }
  }
  for (const [reason, figures] of derivedFindings(equipment, asOfMs, evidence)) {
    if (given.has(reason)) continue;
    findings.push({ category: categoryOf(reason), reason, source: 'derived', evidence: figures });
  }
  const order = (f: ObsolescenceFinding) => OBSOLESCENCE_CATEGORIES.indexOf(f.category);
  return findings.sort((a, b) => order(a) - order(b));
}
