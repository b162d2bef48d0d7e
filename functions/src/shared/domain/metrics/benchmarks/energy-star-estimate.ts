import type { ClimateStation } from '../../../constants/climate-normals.js';
import {
  ENERGY_STAR_MODELS,
  type EnergyStarInput,
  type EnergyStarPropertyType,
} from '../../../constants/energy-star-score-models.js';
import type { Activity } from '../../../schemas/stored/activity.js';
import type { UseType } from '../../../schemas/enums/building.js';
import type { UseDetails } from '../../../schemas/stored/use-details.js';
import { weeklyHoursFromActivity } from '../energy/building-geometry.js';
import { monthlyCoolingDegreeDays, monthlyHeatingDegreeDays } from '../energy/degree-days.js';
import {
  degreeDays65FFromDegreeDays18C,
  energyStarScore,
  ft2FromM2,
  kbtuPerFt2FromKwhPerM2,
} from './energy-star-score.js';
import { energyStarModelInputs, type EnergyStarInputs } from './energy-star-inputs.js';

/*
 * The "Estimated ENERGY STAR score" of a U.S. building (docs/methodology.md §2.4): the building's
 * own figures and description mapped to the inputs of its type's EPA model, the score computed by
 * `energyStarScore`, and every input said to be described, assumed (with the assumption's
 * source) or missing.
 */

/** Facet's use types with a published ENERGY STAR model (single-use properties). */
export const ENERGY_STAR_TYPE_OF_USE: Partial<Record<UseType, EnergyStarPropertyType>> = {
  office: 'office',
  education: 'k12School',
  hospitality: 'hotel',
  retail: 'retailStore',
  // Facet's Industrial use is placed in the Non-refrigerated Warehouse reference too (§2): EPA's
  // Warehouse model covers warehouses and distribution centres, not plants (the card says so).
  industrial: 'warehouse',
};

/** 65 °F in °C: the base of the models' degree days (EPA, Climate and Weather, 2018, p. 4). */
const BASE_65F_DEG_C = (65 - 32) / 1.8;

/** Days of each month of a 365-day year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Heating and cooling degree days base 65 °F of a station's normal year, °F·day: Hitchin's monthly
 * formula at 18.33 °C on the monthly mean temperatures (domain/metrics/energy/degree-days.ts), × 1.8.
 */
export function degreeDays65F(station: Pick<ClimateStation, 'monthlyMeanDegC'>): {
  heating: number;
  cooling: number;
} {
  let heating = 0;
  let cooling = 0;
  station.monthlyMeanDegC.forEach((mean, month) => {
    heating += monthlyHeatingDegreeDays(mean, BASE_65F_DEG_C, MONTH_DAYS[month]!);
    cooling += monthlyCoolingDegreeDays(mean, BASE_65F_DEG_C, MONTH_DAYS[month]!);
  });
  return {
    heating: degreeDays65FFromDegreeDays18C(heating),
    cooling: degreeDays65FFromDegreeDays18C(cooling),
  };
}

/** A bank branch counts as EPA's "small bank" up to 50,000 ft² (Office Technical Reference, Figure 3). */
const SMALL_BANK_MAX_FT2 = 50_000;

/** How each use detail reads: a count, a percent of the floor area, or a yes/no. */
export type UseDetailKind = 'count' | 'percent' | 'flag';

/** Each use detail, the model input it gives and how it reads (`useDetailsSchema`). */
export const USE_DETAIL_INPUTS: readonly {
  key: keyof UseDetails;
  input: EnergyStarInput;
  kind: UseDetailKind;
}[] = [
  { key: 'workersOnMainShift', input: 'workersOnMainShift', kind: 'count' },
  { key: 'computers', input: 'computers', kind: 'count' },
  { key: 'guestRooms', input: 'guestRooms', kind: 'count' },
  { key: 'commercialRefrigerationUnits', input: 'commercialRefrigerationUnits', kind: 'count' },
  { key: 'heatedPercent', input: 'heatedFraction', kind: 'percent' },
  { key: 'cooledPercent', input: 'cooledFraction', kind: 'percent' },
  { key: 'coldStoragePercent', input: 'coldStorageFraction', kind: 'percent' },
  { key: 'bankBranch', input: 'smallBank', kind: 'flag' },
  { key: 'cooking', input: 'cooking', kind: 'flag' },
  { key: 'highSchool', input: 'highSchool', kind: 'flag' },
  { key: 'commercialKitchen', input: 'commercialKitchen', kind: 'flag' },
  { key: 'supermarket', input: 'supermarket', kind: 'flag' },
];

/** The use details the score model of `type` asks for, in the table's order. */
export function detailsAskedBy(type: EnergyStarPropertyType): typeof USE_DETAIL_INPUTS {
  const { score } = energyStarModelInputs(ENERGY_STAR_MODELS[type]);
  return USE_DETAIL_INPUTS.filter((detail) => score.includes(detail.input));
}

/** The models' inputs from the use details: counts as given, shares from percent, flags. */
export function describedUseDetails(details: UseDetails, areaFt2: number): EnergyStarInputs {
  const inputs: Record<string, number | boolean> = {};
  for (const { key, input, kind } of USE_DETAIL_INPUTS) {
    const value = details[key];
    if (value === undefined) continue;
    if (kind === 'percent') inputs[input] = (value as number) / 100;
    else if (key === 'bankBranch') inputs[input] = value === true && areaFt2 <= SMALL_BANK_MAX_FT2;
    else inputs[input] = value;
  }
  return inputs as EnergyStarInputs;
}

/** An input as the estimate used it. */
export interface EnergyStarEstimateInput {
  input: EnergyStarInput;
  value: number | boolean;
  /** From the building's description, its climate station's normals, or an assumption. */
  basis: 'described' | 'climate' | 'assumed';
}

/** Why no estimate is made for a building. */
export type EnergyStarUnavailable = 'notUnitedStates' | 'useType' | 'noSourceEui' | 'noFloorArea';

export type EnergyStarEstimate =
  | { status: 'unavailable'; reason: EnergyStarUnavailable }
  | {
      status: 'estimated';
      propertyType: EnergyStarPropertyType;
      /** 1–100, or null while an input is missing. */
      score: number | null;
      ratio: number | null;
      actualSourceEuiKbtuPerFt2: number;
      predictedSourceEuiKbtuPerFt2: number | null;
      inputs: EnergyStarEstimateInput[];
      missing: EnergyStarInput[];
      /** False when an eligibility rule fails; null when some could not be checked. */
      eligible: boolean | null;
      ineligibleRules: string[];
      modelVersion: string;
    };

/** What the estimate reads of a building and its figures. */
export interface EnergyStarEstimateSource {
  country: string | undefined;
  useType: UseType | undefined;
  grossFloorAreaM2: number | undefined;
  activity: Activity | undefined;
  /** What the owner told of the models' other inputs (`/buildings/{id}/useDetails`). */
  useDetails?: UseDetails;
  /** Degree days base 65 °F of the building's climate, °F·day ({@link degreeDays65F}). */
  degreeDays: { heating: number; cooling: number } | undefined;
  /** Source EUI with EPA's U.S. source-site ratios, kWh/m²·yr. */
  sourceEuiKwhPerM2: number | null | undefined;
  /** Assumed values per type (`constants/energy-star-assumptions.ts`), for a floor area. */
  assumptionsFor?: (type: EnergyStarPropertyType, areaFt2: number) => EnergyStarInputs;
}

/**
 * The estimated ENERGY STAR score of a building, or why there is none: only U.S. buildings (the
 * models are fitted to U.S. buildings with U.S. source factors and weather) of a use type with a
 * published model, with a floor area and a source EUI.
 */
export function energyStarEstimate(source: EnergyStarEstimateSource): EnergyStarEstimate {
  if (source.country !== 'US') return { status: 'unavailable', reason: 'notUnitedStates' };
  const propertyType = source.useType ? ENERGY_STAR_TYPE_OF_USE[source.useType] : undefined;
  if (!propertyType) return { status: 'unavailable', reason: 'useType' };
  const area = source.grossFloorAreaM2;
  if (area === undefined || !(area > 0)) return { status: 'unavailable', reason: 'noFloorArea' };
  const eui = source.sourceEuiKwhPerM2;
  if (eui === null || eui === undefined || !Number.isFinite(eui)) {
    return { status: 'unavailable', reason: 'noSourceEui' };
  }
  const areaFt2 = ft2FromM2(area);
  const inputs: EnergyStarInputs = { grossFloorAreaFt2: areaFt2 };
  const weekly = weeklyHoursFromActivity(source.activity);
  if (weekly !== null) inputs.weeklyOperatingHours = weekly;
  if (source.activity) {
    const { saturday, sunday } = source.activity.days;
    inputs.openWeekends = Boolean(saturday?.operates || sunday?.operates);
  }
  Object.assign(inputs, describedUseDetails(source.useDetails ?? {}, areaFt2));
  if (source.degreeDays) {
    inputs.heatingDegreeDays65F = source.degreeDays.heating;
    inputs.coolingDegreeDays65F = source.degreeDays.cooling;
  }
  const assumptions = source.assumptionsFor?.(propertyType, areaFt2) ?? {};
  const actual = kbtuPerFt2FromKwhPerM2(eui);
  const result = energyStarScore(propertyType, {
    actualSourceEuiKbtuPerFt2: actual,
    inputs,
    assumptions,
  });
  // The model's inputs in its order: described, else assumed (the others are missing).
  const { score, eligibilityOnly } = energyStarModelInputs(ENERGY_STAR_MODELS[propertyType]);
  const assumed = new Map(result.assumed.map((entry) => [entry.input, entry.value]));
  const used: EnergyStarEstimateInput[] = [];
  for (const input of [...new Set([...score, ...eligibilityOnly])]) {
    const value = inputs[input];
    const basis = input.endsWith('DegreeDays65F') ? 'climate' : 'described';
    if (value !== undefined) used.push({ input, value, basis });
    else if (assumed.has(input)) used.push({ input, value: assumed.get(input)!, basis: 'assumed' });
  }
  return {
    status: 'estimated',
    propertyType,
    score: result.score,
    ratio: result.ratio,
    actualSourceEuiKbtuPerFt2: actual,
    predictedSourceEuiKbtuPerFt2: result.predicted,
    inputs: used,
    missing: [
      ...new Set(
        result.missing
          .map((entry) => entry.input)
          .filter((input): input is EnergyStarInput => input !== 'actualSourceEuiKbtuPerFt2'),
      ),
    ],
    eligible: result.eligible,
    ineligibleRules: result.ineligibleReasons.map((reason) => reason.rule),
    modelVersion: result.modelVersion,
  };
}
