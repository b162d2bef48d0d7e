import { FAULT_IMPACTS, FAULT_LIKELIHOODS } from '../../../schemas/enums/reliability.js';
import type { FaultImpact, FaultLikelihood } from '../../../schemas/enums/reliability.js';
import type { SubSystem } from '../../../schemas/enums/equipment.js';
import type { PotentialIssue } from '../../../schemas/stored/reliability.js';

/*
 * Placement of a fault in the 5 × 5 risk matrix (spec 3.13, 9.5; ISO 31000-style matrix,
 * METHODS.md section 13): score = likelihood (1–5) × impact (1–5); bands Low 1–4, Medium 5–10,
 * High 12–25 (the banding of the cited PIMS risk process). A likelihood or impact the user set on
 * a potential issue is kept; otherwise it is derived, in this order:
 * Likelihood
 *   1. from the issue's Estimated Time To Failure (weeks): ≤ 4 almost certain, ≤ 13 likely,
 *      ≤ 26 possible, ≤ 52 unlikely, beyond rare (will it fail within a month, a quarter, half a
 *      year, a year?);
 *   2. from the chance of a failure within a year, 1 − e^(−8766 h / MTBF) (exponential
 *      reliability): ≥ 90 % almost certain, ≥ 60 % likely, ≥ 30 % possible, ≥ 10 % unlikely,
 *      else rare (a common probability scale of such matrices);
 *   3. from the health index: < 20 almost certain, < 40 likely, < 60 possible, < 80 unlikely,
 *      else rare (equal fifths of the scale);
 *   4. else possible (the middle: nothing is known).
 * Impact
 *   1. from the issue's Potential Downtime (hours): < 1 negligible, ≤ 8 minor (within a working
 *      day), ≤ 24 moderate, ≤ 72 major (a long weekend), beyond critical;
 *   2. else by sub-system: heating and cooling moderate (comfort and, in extremes, health),
 *      the others minor.
 * The thresholds are our choice and shown with the matrix.
 */

export type RiskBand = 'low' | 'medium' | 'high';

export interface FaultPlacement {
  likelihood: FaultLikelihood;
  impact: FaultImpact;
  /** likelihood rank × impact rank, 1–25. */
  score: number;
  band: RiskBand;
  /** Whether likelihood and impact were set by the user or derived. */
  likelihoodSource: 'user' | 'timeToFailure' | 'mtbf' | 'health' | 'unknown';
  impactSource: 'user' | 'downtime' | 'subSystem';
}

/** What a placement may be derived from; every field optional. */
export interface FaultEvidence {
  issue?: PotentialIssue;
  subSystem?: SubSystem;
  /** Chance of a failure within the next year, 0–1. */
  failureProbabilityNextYear?: number;
  /** Health index 0–100. */
  health?: number;
}

/** Rank 1–5 of a likelihood or impact, in the spec's order. */
export function likelihoodRank(likelihood: FaultLikelihood): number {
  return FAULT_LIKELIHOODS.indexOf(likelihood) + 1;
}
export function impactRank(impact: FaultImpact): number {
  return FAULT_IMPACTS.indexOf(impact) + 1;
}

/** Band of a score 1–25. */
export function riskBand(score: number): RiskBand {
  if (score <= 4) return 'low';
  if (score <= 10) return 'medium';
  return 'high';
}

/** The first level whose threshold the value meets, else the last level. */
function level<T>(
  value: number,
  thresholds: ReadonlyArray<readonly [number, T]>,
  last: T,
  atMost: boolean,
): T {
  for (const [limit, result] of thresholds) {
    if (atMost ? value <= limit : value >= limit) return result;
  }
  return last;
}

function deriveLikelihood(
  evidence: FaultEvidence,
): Pick<FaultPlacement, 'likelihood' | 'likelihoodSource'> {
  const weeks = evidence.issue?.timeToFailureWeeks;
  if (weeks !== undefined) {
    const steps = [
      [4, 'almostCertain'],
      [13, 'likely'],
      [26, 'possible'],
      [52, 'unlikely'],
    ] as const;
    return {
      likelihood: level<FaultLikelihood>(weeks, steps, 'rare', true),
      likelihoodSource: 'timeToFailure',
    };
  }
  const probability = evidence.failureProbabilityNextYear;
  if (probability !== undefined) {
    const steps = [
      [0.9, 'almostCertain'],
      [0.6, 'likely'],
      [0.3, 'possible'],
      [0.1, 'unlikely'],
    ] as const;
    return {
      likelihood: level<FaultLikelihood>(probability, steps, 'rare', false),
      likelihoodSource: 'mtbf',
    };
  }
  if (evidence.health !== undefined) {
    const steps = [
      [80, 'rare'],
      [60, 'unlikely'],
      [40, 'possible'],
      [20, 'likely'],
    ] as const;
    return {
      likelihood: level<FaultLikelihood>(evidence.health, steps, 'almostCertain', false),
      likelihoodSource: 'health',
    };
  }
  return { likelihood: 'possible', likelihoodSource: 'unknown' };
}

function deriveImpact(evidence: FaultEvidence): Pick<FaultPlacement, 'impact' | 'impactSource'> {
  const hours = evidence.issue?.potentialDowntimeHours;
  if (hours !== undefined) {
    if (hours < 1) return { impact: 'negligible', impactSource: 'downtime' };
    const steps = [
      [8, 'minor'],
      [24, 'moderate'],
      [72, 'major'],
    ] as const;
    return { impact: level<FaultImpact>(hours, steps, 'critical', true), impactSource: 'downtime' };
  }
  const subSystem = evidence.issue?.subSystem ?? evidence.subSystem;
  const comfort = subSystem === 'heating' || subSystem === 'cooling';
  return { impact: comfort ? 'moderate' : 'minor', impactSource: 'subSystem' };
}

/** Where a fault sits in the risk matrix (see the file comment). */
export function placeFault(evidence: FaultEvidence): FaultPlacement {
  const likely =
    evidence.issue?.likelihood !== undefined
      ? { likelihood: evidence.issue.likelihood, likelihoodSource: 'user' as const }
      : deriveLikelihood(evidence);
  const impact =
    evidence.issue?.impact !== undefined
      ? { impact: evidence.issue.impact, impactSource: 'user' as const }
      : deriveImpact(evidence);
  const score = likelihoodRank(likely.likelihood) * impactRank(impact.impact);
  return { ...likely, ...impact, score, band: riskBand(score) };
}
