import type { Equipment } from '../../../schemas/stored/equipment.js';
import type {
  REPAIR_OR_REPLACE_REASONS,
  REPAIR_OR_REPLACE_VERDICTS,
} from '../../../schemas/derived/metrics-reliability.js';
import { HOURS_PER_YEAR } from './dates.js';
import type { FailureStats } from './failure-stats.js';
import { logsOf } from './failure-stats.js';
import type { ReplacementResult } from './replacement.js';

/*
 * Repair or replace (the Equipment page, beyond spec 2.13): the classic defender–challenger
 * replacement comparison of engineering economics (e.g. Newnan, Eschenbach & Lavelle,
 * "Engineering Economic Analysis", chapter "Replacement Analysis"; NIST Handbook 135 for
 * life-cycle costs in present value), with the equipment's energy cost on both sides — CMMS
 * repair-or-replace views leave it out. Money in the building's currency per year, real terms.
 *
 * Keep (the defender), the cost of one more year of service:
 *   maintenance  (Yearly Maintenance + Yearly Ad-hoc) × (1 + Year on Year increase), next year's;
 *   repairs      expected failures per year × mean logged cost of a repair, failures per year =
 *                8,766 h / MTBF (the failure rate λ = 1 / MTBF of METHODS.md §13); 0 without a
 *                failure or a repair cost;
 *   energy       last year's kWh × price (metered or modelled by the pipeline).
 *   Its resale value is taken as nil: installed building plant is rarely sold.
 * Replace (the challenger), its equivalent annual cost over its expected life N at the real
 * discount rate r:
 *   capital      investment × CRF, CRF = r (1 + r)^N / ((1 + r)^N − 1) (capital recovery factor;
 *                1 / N when r = 0);
 *   maintenance  the replacement evaluation's maintenance of a new unit;
 *   energy       keep's energy − the evaluation's energy cost savings (same output, new efficiency);
 *   repairs      none (a new unit is under warranty).
 * Verdict: replace when keeping costs more per year than replacing (the defender's marginal cost
 * above the challenger's EAC). Otherwise repair, unless the unit is at or within
 * `NEAR_END_OF_LIFE_YEARS` of its expected life, its health index is below `LOW_HEALTH_SCORE` or
 * the data or the user find it obsolete: then plan the replacement (budget it, source the unit)
 * while repairing. The two thresholds are our choice, stated in docs/methodology.md.
 */

/** Years before the expected life from which a replacement is planned: a budget cycle of two years. */
export const NEAR_END_OF_LIFE_YEARS = 2;

/** Health index below which a replacement is planned: CNAIM's "poor" region of the age curve. */
export const LOW_HEALTH_SCORE = 40;

export type RepairOrReplaceVerdict = (typeof REPAIR_OR_REPLACE_VERDICTS)[number];
export type RepairOrReplaceReason = (typeof REPAIR_OR_REPLACE_REASONS)[number];

export interface RepairOrReplace {
  verdict: RepairOrReplaceVerdict;
  /** The new unit's expected life the equivalent annual cost is spread over, years. */
  horizonYears: number;
  keep: {
    maintenancePerYear: number;
    repairsPerYear: number;
    energyPerYear: number;
    totalPerYear: number;
  };
  replace: {
    capitalPerYear: number;
    maintenancePerYear: number;
    energyPerYear: number;
    totalPerYear: number;
  };
  /** Why: the cost comparison first, then what makes a replacement worth planning. */
  reasons: RepairOrReplaceReason[];
}

/**
 * Capital recovery factor: the yearly payment, at the end of each of `years` years, that repays
 * 1 at the real rate `rate` (a fraction per year); 1 / years at a zero rate.
 */
export function capitalRecoveryFactor(rate: number, years: number): number {
  if (years <= 0) throw new RangeError('years must be positive');
  if (Math.abs(rate) < 1e-12) return 1 / years;
  const growth = (1 + rate) ** years;
  return (rate * growth) / (growth - 1);
}

/** Mean cost of the repairs logged with a cost, currency; undefined when none has a cost. */
export function meanRepairCost(equipment: Pick<Equipment, 'logs'>): number | undefined {
  const costs = logsOf(equipment)
    .filter((log) => log.kind === 'repair' && log.cost !== undefined)
    .map((log) => log.cost ?? 0);
  return costs.length === 0 ? undefined : costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
}

export interface RepairOrReplaceInput {
  equipment: Equipment;
  replacement: ReplacementResult;
  failures: FailureStats;
  /** Energy cost of the last year, currency; undefined without energy or price. */
  energyCostPerYear?: number;
  ageYears?: number;
  expectedLifeYears: number;
  healthScore?: number;
  /** Obsolescence reasons the user assessed or the data show. */
  obsolescenceFindings: number;
  /** Real discount rate, a fraction per year. */
  discountRate: number;
}

/** The repair-or-replace comparison of one equipment (see the method above). */
export function repairOrReplace(input: RepairOrReplaceInput): RepairOrReplace {
  const { equipment, replacement, failures } = input;
  const growth = (equipment.maintenanceIncreasePct ?? 0) / 100;
  const maintenanceNow = (equipment.yearlyMaintenance ?? 0) + (equipment.yearlyAdHoc ?? 0);
  const failuresPerYear =
    failures.mtbfHours !== undefined && failures.mtbfHours > 0
      ? HOURS_PER_YEAR / failures.mtbfHours
      : 0;
  const energyNow = input.energyCostPerYear ?? 0;
  const keep = {
    maintenancePerYear: maintenanceNow * (1 + growth),
    repairsPerYear: failuresPerYear * (meanRepairCost(equipment) ?? 0),
    energyPerYear: energyNow,
    totalPerYear: 0,
  };
  keep.totalPerYear = keep.maintenancePerYear + keep.repairsPerYear + keep.energyPerYear;
  const horizonYears = replacement.lifeYears;
  const replace = {
    capitalPerYear:
      replacement.investment * capitalRecoveryFactor(input.discountRate, horizonYears),
    maintenancePerYear: replacement.maintenanceCost,
    energyPerYear: Math.max(0, energyNow - replacement.annualEnergyCostSavings),
    totalPerYear: 0,
  };
  replace.totalPerYear =
    replace.capitalPerYear + replace.maintenancePerYear + replace.energyPerYear;

  const costlier = keep.totalPerYear > replace.totalPerYear;
  const reasons: RepairOrReplaceReason[] = [costlier ? 'costlierToKeep' : 'cheaperToKeep'];
  const age = input.ageYears;
  if (age !== undefined && age >= input.expectedLifeYears) reasons.push('endOfLife');
  else if (age !== undefined && age >= input.expectedLifeYears - NEAR_END_OF_LIFE_YEARS)
    reasons.push('nearEndOfLife');
  if (input.healthScore !== undefined && input.healthScore < LOW_HEALTH_SCORE)
    reasons.push('lowHealth');
  if (input.obsolescenceFindings > 0) reasons.push('obsolete');
  const verdict: RepairOrReplaceVerdict = costlier
    ? 'replace'
    : reasons.length > 1
      ? 'planReplacement'
      : 'repair';
  return { verdict, horizonYears, keep, replace, reasons };
}
