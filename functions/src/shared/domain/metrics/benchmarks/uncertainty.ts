import {
  GLAZING_U_RANGE_W_PER_M2K,
  INSULATED_U_W_PER_M2K,
  MODELLED_ENERGY_UNCERTAINTY,
  MODELLED_SUB_SYSTEM_UNCERTAINTY,
  UNINSULATED_U_W_PER_M2K,
} from '../../../constants/benchmarks.js';
import { ERA_U_VALUES } from '../../../constants/energy-model.js';
import type { EnvelopeElement, GlazingType } from '../../../schemas/enums/systems.js';
import type { Carrier, EndUse } from '../energy/carriers.js';
import { END_USES } from '../energy/carriers.js';

/*
 * Uncertainty of a building's estimated figures (docs/methodology.md §2, "Uncertainty"): where a
 * value is modelled or assumed rather than measured or given, its plausible range, with the reason.
 * Pure; the ranges are placed in the peer sets by `benchmarkBuilding`.
 */

/** Why a value is a range rather than a point. */
export type UncertaintyReason = 'modelledEnergy' | 'modelledSubSystem' | 'assumedUValue';

/** The plausible range of an estimated value, in the value's unit, with its reason. */
export interface ValueRange {
  low: number;
  high: number;
  reason: UncertaintyReason;
}

/** Ranges of the estimated values of a benchmark subject (absent: known, not estimated). */
export interface SubjectRanges {
  /** Site EUI, kWh/m²·yr. */
  total?: ValueRange;
  /** CO2 intensity, kg/m²·yr. */
  co2?: ValueRange;
  /** End-use intensities, kWh/m²·yr. */
  subSystems?: Partial<Record<EndUse, ValueRange>>;
  /** U-values, W/m²K. */
  envelope?: Partial<Record<EnvelopeElement, ValueRange>>;
}

/** How a carrier's year is known (the stored `energy.carriers` figures). */
export interface CarrierBasis {
  siteKwh: number;
  basis: 'metered' | 'modelled';
  /** The year of a reported annual total the carrier adds up to (then it is not modelled alone). */
  reportedYear?: number;
}

/**
 * Share (0–1) of the building's site kWh on carriers modelled from the description alone: basis
 * `modelled` and no reported annual total (no bills, no meter data, no benchmarking file). 0
 * without energy.
 */
export function modelledShareOfSiteKwh(
  carriers: Readonly<Partial<Record<Carrier, CarrierBasis>>>,
): number {
  let total = 0;
  let modelled = 0;
  for (const figures of Object.values(carriers)) {
    if (!figures || !(figures.siteKwh > 0)) continue;
    total += figures.siteKwh;
    if (figures.basis === 'modelled' && figures.reportedYear === undefined) {
      modelled += figures.siteKwh;
    }
  }
  return total > 0 ? modelled / total : 0;
}

/** value × (1 ∓ share): the range of a value known to ± `share` (0–1); none for 0 or no share. */
export function relativeRange(
  value: number,
  share: number,
  reason: UncertaintyReason,
): ValueRange | undefined {
  if (!(value > 0) || !(share > 0)) return undefined;
  return { low: value * Math.max(0, 1 - share), high: value * (1 + share), reason };
}

type UElement = 'roof' | 'wall' | 'floor' | 'window';

/**
 * Plausible range (W/m²K) of a U-value the model assumed. A window of a known glazing type: the
 * typical whole-window span of that type (`GLAZING_U_RANGE_W_PER_M2K`). Otherwise by the era of
 * the construction or refurbishment `year` (`ERA_U_VALUES`): from the next newer era's value (the
 * newest era: the insulated value) to the next older era's (the oldest era: the uninsulated
 * value), so the assumed value itself lies inside.
 */
export function assumedUValueRangeWPerM2K(
  element: UElement,
  year: number,
  glazing?: GlazingType,
): { low: number; high: number } {
  if (element === 'window' && glazing) {
    const [low, high] = GLAZING_U_RANGE_W_PER_M2K[glazing];
    return { low, high };
  }
  let index = ERA_U_VALUES.findIndex((era) => year < era.beforeYear);
  if (index < 0) index = 0;
  const own = ERA_U_VALUES[index]![element];
  const older = index > 0 ? ERA_U_VALUES[index - 1]![element] : UNINSULATED_U_W_PER_M2K[element];
  const newer =
    index < ERA_U_VALUES.length - 1
      ? ERA_U_VALUES[index + 1]![element]
      : INSULATED_U_W_PER_M2K[element];
  return { low: Math.min(own, older, newer), high: Math.max(own, older, newer) };
}

export interface SubjectRangesInput {
  /** Site EUI, kWh/m²·yr. */
  siteEuiKwhPerM2: number;
  /** CO2 intensity, kg/m²·yr. */
  co2KgPerM2: number;
  carriers: Readonly<Partial<Record<Carrier, CarrierBasis>>>;
  /** Each end use's intensity (kWh/m²·yr) and whether it is sub-metered. */
  endUses: Readonly<Record<EndUse, { kwhPerM2: number; basis: 'metered' | 'modelled' }>>;
  /** U-values the model assumed (`descriptors.envelope.assumedUValues`). */
  assumedUValues: readonly UElement[];
  /** The year of the envelope's era: refurbishment, else construction (`envelopeEraYear`). */
  eraYear: number;
  glazing?: GlazingType;
}

/**
 * The ranges of a building's estimated values:
 * - site EUI and CO2: ± `MODELLED_ENERGY_UNCERTAINTY` × the modelled share of the site kWh, reason
 *   `modelledEnergy` (none when every carrier is metered or reported);
 * - each end use not sub-metered: ± `MODELLED_SUB_SYSTEM_UNCERTAINTY`, or ±
 *   `MODELLED_ENERGY_UNCERTAINTY` when all the building's energy is modelled; `modelledSubSystem`;
 * - each assumed U-value: `assumedUValueRangeWPerM2K`, `assumedUValue`.
 */
export function subjectRanges(input: SubjectRangesInput): SubjectRanges {
  const share = modelledShareOfSiteKwh(input.carriers);
  const energyShare = MODELLED_ENERGY_UNCERTAINTY * share;
  const endUseShare = share >= 1 ? MODELLED_ENERGY_UNCERTAINTY : MODELLED_SUB_SYSTEM_UNCERTAINTY;
  const subSystems: Partial<Record<EndUse, ValueRange>> = {};
  for (const endUse of END_USES) {
    const figures = input.endUses[endUse];
    if (figures.basis !== 'modelled') continue;
    const range = relativeRange(figures.kwhPerM2, endUseShare, 'modelledSubSystem');
    if (range) subSystems[endUse] = range;
  }
  const envelope: Partial<Record<EnvelopeElement, ValueRange>> = {};
  for (const element of input.assumedUValues) {
    const range = assumedUValueRangeWPerM2K(element, input.eraYear, input.glazing);
    envelope[element === 'window' ? 'openings' : element] = { ...range, reason: 'assumedUValue' };
  }
  const total = relativeRange(input.siteEuiKwhPerM2, energyShare, 'modelledEnergy');
  const co2 = relativeRange(input.co2KgPerM2, energyShare, 'modelledEnergy');
  return {
    ...(total ? { total } : {}),
    ...(co2 ? { co2 } : {}),
    subSystems,
    envelope,
  };
}
