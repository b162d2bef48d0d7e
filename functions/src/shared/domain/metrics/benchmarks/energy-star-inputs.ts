import type {
  EnergyStarEligibilityRule,
  EnergyStarFlagInput,
  EnergyStarInput,
  EnergyStarModel,
  EnergyStarNumericInput,
  EnergyStarVariable,
} from '../../../constants/energy-star-score-models.js';

/*
 * The inputs of the ENERGY STAR score models: which ones a model needs, and the value used for
 * each (the caller's, else the caller's stated assumption, else none). No input ever receives a
 * default of ours: EPA's Portfolio Manager default values were not found (docs/research/
 * energy-star-score-models.md §17 item 3), and a made-up default would pass for EPA's.
 */

/** A building's inputs, in the models' U.S. units (see `EnergyStarNumericInput`). */
export type EnergyStarInputs = { [K in EnergyStarNumericInput]?: number } & {
  [K in EnergyStarFlagInput]?: boolean;
};

/**
 * Why an input has no usable value: not given and not assumed; outside its range (negative, a
 * fraction above 1, more than 168 hours a week or 12 months a year, a zero floor area or number of
 * units); or degree days ≤ 0 where the model takes their logarithm.
 */
export type EnergyStarMissingReason = 'absent' | 'invalid' | 'nonPositiveDegreeDaysInLog';

/** An input the score needs and lacks. */
export interface EnergyStarMissingInput {
  input: EnergyStarInput | 'actualSourceEuiKbtuPerFt2';
  reason: EnergyStarMissingReason;
}

/** An input taken from the caller's assumptions because it was not given. */
export interface EnergyStarAssumedInput {
  input: EnergyStarInput;
  value: number | boolean;
}

/** Shares, 0–1. */
const FRACTIONS = new Set<EnergyStarInput>([
  'heatedFraction',
  'cooledFraction',
  'coldStorageFraction',
  'lowRiseUnitFraction',
  'propertyTypeFloorAreaFraction',
]);

/** Inputs that divide others: zero is not a usable value. */
const DENOMINATORS = new Set<EnergyStarInput>(['grossFloorAreaFt2', 'residentialUnits']);

/** Physical limits: the hours of a week, the months of a year. */
const UPPER_LIMITS: Partial<Record<EnergyStarInput, number>> = {
  weeklyOperatingHours: 168,
  monthsInUsePerYear: 12,
};

function variableInputs(variable: EnergyStarVariable): EnergyStarInput[] {
  switch (variable.kind) {
    case 'perThousandFt2':
    case 'shareOfFloorArea':
      return [variable.input, 'grossFloorAreaFt2'];
    case 'perResidentialUnit':
      return [variable.input, 'residentialUnits'];
    case 'weather':
      return [...variable.fractions, variable.degreeDays];
    default:
      return [variable.input];
  }
}

/** The inputs an eligibility rule reads: its own, and the flag it applies under. */
export function ruleInputs(rule: EnergyStarEligibilityRule): EnergyStarInput[] {
  return rule.onlyIf ? [rule.input, rule.onlyIf] : [rule.input];
}

/**
 * The inputs a model needs: for the score (those of its terms, in term order) and, besides those,
 * for its eligibility rules only.
 */
export function energyStarModelInputs(model: EnergyStarModel): {
  score: EnergyStarInput[];
  eligibilityOnly: EnergyStarInput[];
} {
  const score = new Set<EnergyStarInput>();
  for (const term of model.terms) {
    for (const input of variableInputs(term.variable)) score.add(input);
    if (term.onlyIf) score.add(term.onlyIf);
  }
  const eligibilityOnly = new Set<EnergyStarInput>();
  for (const rule of model.eligibility) {
    for (const input of ruleInputs(rule)) if (!score.has(input)) eligibilityOnly.add(input);
  }
  return { score: [...score], eligibilityOnly: [...eligibilityOnly] };
}

/** The yes/no inputs (a record, so that a new flag cannot be left out). */
const FLAG_INPUTS: Readonly<Record<EnergyStarFlagInput, true>> = {
  smallBank: true,
  cooking: true,
  openWeekends: true,
  highSchool: true,
  commercialKitchen: true,
  supermarket: true,
};

function isUsable(input: EnergyStarInput, value: number | boolean): boolean {
  if (input in FLAG_INPUTS) return typeof value === 'boolean';
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return false;
  if (DENOMINATORS.has(input) && value === 0) return false;
  if (FRACTIONS.has(input) && value > 1) return false;
  return value <= (UPPER_LIMITS[input] ?? Number.POSITIVE_INFINITY);
}

/** The value used for each input of a list, with what was assumed and what is missing. */
export interface ResolvedInputs {
  /** Numbers as given; yes/no as 1 or 0. */
  values: Map<EnergyStarInput, number>;
  assumed: EnergyStarAssumedInput[];
  missing: EnergyStarMissingInput[];
}

/**
 * Resolves `needed`: the given value, else the assumption (reported in `assumed`); a value of the
 * wrong type or out of range is `invalid`, one neither given nor assumed is `absent`.
 */
export function resolveInputs(
  needed: readonly EnergyStarInput[],
  inputs: EnergyStarInputs,
  assumptions: EnergyStarInputs,
): ResolvedInputs {
  const resolved: ResolvedInputs = { values: new Map(), assumed: [], missing: [] };
  for (const input of needed) {
    const given = inputs[input];
    const isAssumed = given === undefined;
    const value = isAssumed ? assumptions[input] : given;
    if (value === undefined) {
      resolved.missing.push({ input, reason: 'absent' });
    } else if (!isUsable(input, value)) {
      resolved.missing.push({ input, reason: 'invalid' });
    } else {
      resolved.values.set(input, typeof value === 'boolean' ? Number(value) : value);
      if (isAssumed) resolved.assumed.push({ input, value });
    }
  }
  return resolved;
}
