import type {
  EnergyStarEligibilityRule,
  EnergyStarInput,
  EnergyStarModel,
} from '../../../constants/energy-star-score-models.js';
import {
  resolveInputs,
  ruleInputs,
  type EnergyStarAssumedInput,
  type EnergyStarInputs,
} from './energy-star-inputs.js';

/** An eligibility rule the building fails, with the value it was judged on. */
export interface EnergyStarIneligibleReason {
  rule: string;
  input: EnergyStarInput;
  comparison: EnergyStarEligibilityRule['comparison'];
  limit: number;
  value: number;
}

/** A building's eligibility for its type's score. */
export interface EnergyStarEligibility {
  /** False when a rule fails; null when none fails but some could not be checked; else true. */
  eligible: boolean | null;
  ineligibleReasons: EnergyStarIneligibleReason[];
  /** Ids of the rules whose inputs are missing (or whose condition flag is). */
  unchecked: string[];
  /** Inputs taken from the caller's assumptions. */
  assumed: EnergyStarAssumedInput[];
}

/**
 * Checks a building against the model's eligibility rules (the Building-Type and Program filters
 * of each EPA Technical Reference, Figure 1; see the constants): reasons are returned, never
 * thrown. A rule with an `onlyIf` flag applies only when the flag is yes. Inputs resolve as for the
 * score (given, else assumed); a rule whose input has no usable value is left unchecked.
 */
export function energyStarEligibility(
  model: EnergyStarModel,
  inputs: EnergyStarInputs,
  assumptions: EnergyStarInputs = {},
): EnergyStarEligibility {
  const needed = model.eligibility.flatMap(ruleInputs);
  const { values, assumed } = resolveInputs([...new Set(needed)], inputs, assumptions);
  const ineligibleReasons: EnergyStarIneligibleReason[] = [];
  const unchecked: string[] = [];
  for (const rule of model.eligibility) {
    const applies = rule.onlyIf ? values.get(rule.onlyIf) : 1;
    const value = values.get(rule.input);
    if (applies === 0) continue;
    if (applies === undefined || value === undefined) {
      unchecked.push(rule.id);
      continue;
    }
    const passes = rule.comparison === 'atLeast' ? value >= rule.limit : value > rule.limit;
    const { comparison, limit, input } = rule;
    if (!passes) ineligibleReasons.push({ rule: rule.id, input, comparison, limit, value });
  }
  const eligible = ineligibleReasons.length > 0 ? false : unchecked.length > 0 ? null : true;
  return { eligible, ineligibleReasons, unchecked, assumed };
}
