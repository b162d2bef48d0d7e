import {
  ENERGY_STAR_MODELS,
  type EnergyStarInput,
  type EnergyStarModel,
  type EnergyStarPropertyType,
  type EnergyStarTerm,
} from '../../../constants/energy-star-score-models.js';
import { KWH_PER_M2_PER_KBTU_PER_FT2, M2_PER_FT2 } from '../../building-import/units.js';
import {
  energyStarEligibility,
  type EnergyStarIneligibleReason,
} from './energy-star-eligibility.js';
import {
  energyStarModelInputs,
  resolveInputs,
  type EnergyStarAssumedInput,
  type EnergyStarInputs,
  type EnergyStarMissingInput,
} from './energy-star-inputs.js';

/*
 * The U.S. ENERGY STAR 1–100 score, computed as EPA publishes it ("Technical Reference – ENERGY
 * STAR Score", August 2018, pp. 1–3; models in constants/energy-star-score-models.ts): predicted
 * source EUI from the type's regression, ratio = actual ÷ predicted, score from the type's lookup
 * table. Single-use properties only (mixed use, EPA pp. 11–13, is not handled here).
 */

/** One term of the regression as evaluated for a building. */
export interface EnergyStarTermResult {
  id: string;
  /** The variable from the inputs, before its floor or cap. */
  rawValue: number;
  /** The value used: after the floor or cap. */
  value: number;
  limitedBy: 'floor' | 'cap' | null;
  centre: number | null;
  /** value − centre (value itself for an uncentred term; 0 for an interaction whose flag is no). */
  centred: number;
  coefficient: number;
  /** coefficient × centred, kBtu/ft². */
  product: number;
}

/** The regression's result with the inputs it used. */
export interface EnergyStarPrediction {
  /** Predicted source EUI, kBtu/ft²; null when an input is missing. */
  predictedSourceEuiKbtuPerFt2: number | null;
  /** kBtu/ft². */
  intercept: number;
  /** The terms that could be evaluated, in the model's order. */
  terms: EnergyStarTermResult[];
  assumed: EnergyStarAssumedInput[];
  missing: EnergyStarMissingInput[];
}

/** A building's score with everything it rests on. */
export interface EnergyStarScoreResult {
  /** 1–100; null when the prediction or the actual EUI is missing, or the prediction is ≤ 0. */
  score: number | null;
  /** Actual ÷ predicted source EUI. */
  ratio: number | null;
  /** Predicted source EUI, kBtu/ft². */
  predicted: number | null;
  intercept: number;
  terms: EnergyStarTermResult[];
  assumed: EnergyStarAssumedInput[];
  missing: EnergyStarMissingInput[];
  /**
   * False when a rule fails; null when none fails but some could not be checked (their inputs
   * missing). A score is still computed for an ineligible building; it is not an ENERGY STAR score.
   */
  eligible: boolean | null;
  ineligibleReasons: EnergyStarIneligibleReason[];
  /** Ids of the rules whose inputs are missing. */
  eligibilityUnchecked: string[];
  /** Edition of the EPA document the model comes from. */
  modelVersion: EnergyStarModel['version'];
}

function termVariable(term: EnergyStarTerm, values: Map<EnergyStarInput, number>): number | null {
  const get = (input: EnergyStarInput): number | null => values.get(input) ?? null;
  const { variable } = term;
  const value = get(variable.kind === 'weather' ? variable.degreeDays : variable.input);
  if (value === null) return null;
  switch (variable.kind) {
    case 'perThousandFt2':
    case 'shareOfFloorArea': {
      const area = get('grossFloorAreaFt2');
      if (area === null) return null;
      return variable.kind === 'perThousandFt2' ? (value / area) * 1000 : value / area;
    }
    case 'perResidentialUnit': {
      const units = get('residentialUnits');
      return units === null ? null : value / units;
    }
    case 'weather': {
      const shares = variable.fractions.map(get);
      if (shares.some((share) => share === null)) return null;
      const sum = shares.reduce<number>((total, share) => total + share!, 0);
      return sum * (variable.log ? Math.log(value) : value);
    }
    default:
      return value;
  }
}

function evaluateTerm(
  term: EnergyStarTerm,
  values: Map<EnergyStarInput, number>,
): EnergyStarTermResult | null {
  const rawValue = termVariable(term, values);
  const applies = term.onlyIf ? values.get(term.onlyIf) : 1;
  if (rawValue === null || applies === undefined) return null;
  const floored = Math.max(rawValue, term.floor ?? Number.NEGATIVE_INFINITY);
  const value = Math.min(floored, term.cap ?? Number.POSITIVE_INFINITY);
  const limitedBy = value > rawValue ? 'floor' : value < rawValue ? 'cap' : null;
  const centred = applies * (value - (term.centre ?? 0));
  const { id, centre, coefficient } = term;
  return {
    id,
    rawValue,
    value,
    limitedBy,
    centre,
    centred,
    coefficient,
    product: coefficient * centred,
  };
}

/**
 * Predicted source EUI (kBtu/ft²) of a building of `type` by EPA's regression: intercept + Σ
 * coefficient × (variable, after its floor or cap, − centring value), with the per-term breakdown.
 * Inputs not given are taken from `assumptions` and reported in `assumed`; without either they are
 * reported in `missing` and the prediction is null.
 *
 * Degree days ≤ 0 in a log term (Office ln CDD, Retail ln HDD and ln CDD) count as a missing
 * input: ln 0 is undefined and the EPA documents do not say how Portfolio Manager treats it
 * (research §17 item 7). Where the share heated or cooled is 0 the term is 0 whatever the degree
 * days, so a caller may then state any positive value as an assumption.
 */
export function predictedSourceEuiKbtuPerFt2(
  type: EnergyStarPropertyType,
  inputs: EnergyStarInputs,
  assumptions: EnergyStarInputs = {},
): EnergyStarPrediction {
  const model = ENERGY_STAR_MODELS[type];
  const { values, assumed, missing } = resolveInputs(
    energyStarModelInputs(model).score,
    inputs,
    assumptions,
  );
  for (const term of model.terms) {
    const { variable } = term;
    if (variable.kind !== 'weather' || !variable.log) continue;
    const degreeDays = values.get(variable.degreeDays);
    if (degreeDays !== undefined && degreeDays <= 0) {
      values.delete(variable.degreeDays);
      missing.push({ input: variable.degreeDays, reason: 'nonPositiveDegreeDaysInLog' });
    }
  }
  const terms = model.terms.flatMap((term) => evaluateTerm(term, values) ?? []);
  const predicted =
    missing.length > 0 ? null : terms.reduce((sum, term) => sum + term.product, model.intercept);
  return {
    predictedSourceEuiKbtuPerFt2: predicted,
    intercept: model.intercept,
    terms,
    assumed,
    missing,
  };
}

/**
 * The score of an energy-efficiency ratio in the lookup table of `type`: the score whose band
 * [lower bound, next score's lower bound) holds the ratio, so a ratio exactly on a bound gets
 * that bound's score. Below the score-99 bound: 100; at or above the score-1 bound: 1.
 */
export function energyStarScoreFromRatio(type: EnergyStarPropertyType, ratio: number): number {
  const bounds = ENERGY_STAR_MODELS[type].lookupLowerBounds;
  for (let index = bounds.length - 1; index >= 1; index -= 1) {
    if (ratio >= bounds[index]!) return 100 - index;
  }
  return 100;
}

/**
 * The ENERGY STAR score (1–100) of a single-use building of `type`: actual source EUI (kBtu/ft²,
 * site energy × EPA's source-site ratios ÷ gross floor area) ÷ the predicted source EUI, looked up
 * in the type's table; with the terms, the assumptions used, the missing inputs and eligibility
 * (reasons, never thrown).
 */
export function energyStarScore(
  type: EnergyStarPropertyType,
  building: {
    actualSourceEuiKbtuPerFt2: number;
    inputs: EnergyStarInputs;
    assumptions?: EnergyStarInputs;
  },
): EnergyStarScoreResult {
  const model = ENERGY_STAR_MODELS[type];
  const { actualSourceEuiKbtuPerFt2: actual, inputs, assumptions = {} } = building;
  const prediction = predictedSourceEuiKbtuPerFt2(type, inputs, assumptions);
  const eligibility = energyStarEligibility(model, inputs, assumptions);
  const missing = [...prediction.missing];
  if (!Number.isFinite(actual) || actual < 0)
    missing.push({ input: 'actualSourceEuiKbtuPerFt2', reason: 'invalid' });
  const predicted = prediction.predictedSourceEuiKbtuPerFt2;
  const ratio =
    missing.length === 0 && predicted !== null && predicted > 0 ? actual / predicted : null;
  const assumed = [...prediction.assumed];
  for (const entry of eligibility.assumed)
    if (!assumed.some((known) => known.input === entry.input)) assumed.push(entry);
  return {
    score: ratio === null ? null : energyStarScoreFromRatio(type, ratio),
    ratio,
    predicted,
    intercept: model.intercept,
    terms: prediction.terms,
    assumed,
    missing,
    eligible: eligibility.eligible,
    ineligibleReasons: eligibility.ineligibleReasons,
    eligibilityUnchecked: eligibility.unchecked,
    modelVersion: model.version,
  };
}

/** ft² from m²: × 10.7639104 (1 ft = 0.3048 m exactly, NIST SP 811 (2008) B.9). */
export function ft2FromM2(areaM2: number): number {
  return areaM2 / M2_PER_FT2;
}

/**
 * kBtu/ft² from kWh/m²: × 3.412141633 kBtu/kWh (NIST SP 811 B.9; EPA prints 3.412, "Technical
 * Reference – Thermal Energy Conversions", August 2015, Figure 3, p. 3) ÷ 10.7639104 ft²/m².
 */
export function kbtuPerFt2FromKwhPerM2(intensityKwhPerM2: number): number {
  return intensityKwhPerM2 / KWH_PER_M2_PER_KBTU_PER_FT2;
}

/**
 * Degree days base 65 °F (°F·day) from degree days base 18.3 °C (°C·day): × 1.8. 65 °F is
 * 18.33 °C, so a sum at base 18.3 °C differs from one at 65 °F by up to 0.033 K a day (about
 * 22 °F·day a year at most); exact for sums computed at 18.33 °C.
 */
export function degreeDays65FFromDegreeDays18C(degreeDays18C: number): number {
  return degreeDays18C * 1.8;
}
