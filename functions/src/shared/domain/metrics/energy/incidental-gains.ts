import {
  DEFAULT_CLEARNESS_INDEX,
  FACADE_IRRADIATION_FACTOR,
  FLOOR_AREA_PER_PERSON_M2,
  OCCUPANT_GAINS_W_PER_M2,
  WINDOW_FRAME_FRACTION,
} from '../../../constants/energy-model.js';
import { lightingHoursShare } from './end-use-loads.js';
import type { VentilationDescriptor } from './end-use-loads.js';
import { calendarMonthOf, daysInMonth, monthIndexOf } from '../../common/months.js';
import { monthlyHorizontalIrradiationKwhPerM2 } from './solar.js';

/**
 * Incidental (internal and solar) heat gains of the monthly ISO 13790 balance: one function for
 * the energy model (`modelBuildingEnergy`) and for the figures shown, so that both are the same.
 */

/** What the gains of a building depend on (all from the model's descriptors). */
export interface GainsBasis {
  floorAreaM2: number;
  /** Share of the time the building is in use, 0–1. */
  occupiedShare: number;
  /** Installed lighting power, W/m². */
  lightingPowerDensityWPerM2: number;
  ventilation: VentilationDescriptor;
  /** Reference electricity intensities of plug loads and of others, kWh/m²·yr. */
  plugLoadsKwhPerM2: number;
  othersKwhPerM2: number;
  windowAreaM2: number;
  /** Total solar energy transmittance of the glazing, 0–1. */
  windowGValue: number;
}

/** Gains of one month by source, kWh. `totalKwh` is what the heat balance receives. */
export interface MonthGains {
  lightingKwh: number;
  plugLoadsKwh: number;
  othersKwh: number;
  fansKwh: number;
  occupantsKwh: number;
  solarKwh: number;
  totalKwh: number;
}

/**
 * Gains of one month, kWh: every kWh of electricity of lighting (installed W/m² × area × hours
 * lit), plug loads and others (intensity × area × share of the year) and fans (airflow × SFP ×
 * VSD factor × hours in use) ends as heat; occupants `OCCUPANT_GAINS_W_PER_M2` × area × hours in
 * use; solar = window area × (1 − frame fraction) × g × facade irradiation, the facade
 * irradiation being `FACADE_IRRADIATION_FACTOR` × global horizontal (docs/methodology.md §1.2).
 */
export function monthGains(
  basis: GainsBasis,
  month: { hours: number; yearShare: number; horizontalKwhPerM2: number },
): MonthGains {
  const area = basis.floorAreaM2;
  const occupied = basis.occupiedShare;
  const { hours, yearShare } = month;
  const ventilation = basis.ventilation;
  const lightingKwh =
    (basis.lightingPowerDensityWPerM2 * area * hours * lightingHoursShare(occupied)) / 1000;
  const fansKwh =
    (ventilation.airflowLPerS *
      ventilation.specificFanPowerWPerLS *
      ventilation.fanEnergyFactor *
      hours *
      occupied) /
    1000;
  const plugLoadsKwh = basis.plugLoadsKwhPerM2 * area * yearShare;
  const othersKwh = basis.othersKwhPerM2 * area * yearShare;
  const solarKwh =
    basis.windowAreaM2 *
    (1 - WINDOW_FRAME_FRACTION) *
    basis.windowGValue *
    month.horizontalKwhPerM2 *
    FACADE_IRRADIATION_FACTOR;
  const occupantsKwh = (OCCUPANT_GAINS_W_PER_M2 * area * hours * occupied) / 1000;
  return {
    lightingKwh,
    plugLoadsKwh,
    othersKwh,
    fansKwh,
    occupantsKwh,
    solarKwh,
    totalKwh: lightingKwh + plugLoadsKwh + othersKwh + fansKwh + occupantsKwh + solarKwh,
  };
}

/** Climate inputs of the gains: latitude and, when known, the monthly horizontal irradiation. */
export interface GainsClimate {
  latitudeDeg: number;
  /** Global horizontal irradiation by calendar month, kWh/m²; estimated when absent. */
  monthlyHorizontalIrradiationKwhPerM2?: readonly number[];
}

/**
 * Global horizontal irradiation of a month, kWh/m²: the climate's value, else clearness index
 * `DEFAULT_CLEARNESS_INDEX` × extraterrestrial irradiation of the month's mean day × days.
 */
export function horizontalIrradiationOf(
  climate: GainsClimate,
  calendarMonth: number,
  days: number,
): number {
  return (
    climate.monthlyHorizontalIrradiationKwhPerM2?.[calendarMonth] ??
    monthlyHorizontalIrradiationKwhPerM2(
      climate.latitudeDeg,
      calendarMonth,
      days,
      DEFAULT_CLEARNESS_INDEX,
    )
  );
}

/** Incidental gains over a run of months, as stored under `loads.incidentalGains`. */
export interface IncidentalGains {
  /** Gains over the months, kWh. Equipment = plug loads + others. */
  annualKwh: {
    occupants: number;
    lighting: number;
    equipment: number;
    fans: number;
    solar: number;
    total: number;
  };
  /** Internal gains while in use with everything on, W per m² of floor. */
  peakWPerM2: { occupants: number; lighting: number; equipment: number; fans: number };
  occupancy: {
    /** Floor area per person while in use, m². */
    floorAreaPerPersonM2: number;
    /** People present while in use (floor area / m² per person). */
    people: number;
    /** Hours in use per year (occupied share × 8,760 h). */
    operatingHoursPerYear: number;
    /** Share of the time in use, 0–1. */
    occupiedShare: number;
  };
}

/**
 * Equipment power while in use, W/m²: the reference intensity (plug loads + others, kWh/m²·yr)
 * over the hours in use. The monthly balance spreads this energy evenly over the month; for a
 * peak we take all of it in use hours, an upper bound (no base load at night).
 */
export function equipmentPeakWPerM2(basis: GainsBasis): number {
  const hoursInUse = 8760 * basis.occupiedShare;
  return hoursInUse > 0
    ? ((basis.plugLoadsKwhPerM2 + basis.othersKwhPerM2) * 1000) / hoursInUse
    : 0;
}

/** Fan power while in use with the fans at design flow (no VSD factor), W/m² of floor. */
export function fansPeakWPerM2(basis: GainsBasis): number {
  const area = basis.floorAreaM2;
  return area > 0
    ? (basis.ventilation.airflowLPerS * basis.ventilation.specificFanPowerWPerLS) / area
    : 0;
}

/**
 * Incidental gains of a building over `months` ("YYYY-MM"), the same `monthGains` the energy
 * model feeds its heat balance, summed by source; peak W/m² and the occupancy they assume.
 */
export function incidentalGains(
  basis: GainsBasis,
  climate: GainsClimate,
  months: readonly string[],
): IncidentalGains {
  const annual = { occupants: 0, lighting: 0, equipment: 0, fans: 0, solar: 0, total: 0 };
  for (const key of months) {
    const index = monthIndexOf(key);
    const days = daysInMonth(index);
    const gains = monthGains(basis, {
      hours: days * 24,
      yearShare: days / 365,
      horizontalKwhPerM2: horizontalIrradiationOf(climate, calendarMonthOf(index), days),
    });
    annual.occupants += gains.occupantsKwh;
    annual.lighting += gains.lightingKwh;
    annual.equipment += gains.plugLoadsKwh + gains.othersKwh;
    annual.fans += gains.fansKwh;
    annual.solar += gains.solarKwh;
    annual.total += gains.totalKwh;
  }
  return {
    annualKwh: annual,
    peakWPerM2: {
      occupants: OCCUPANT_GAINS_W_PER_M2,
      lighting: basis.lightingPowerDensityWPerM2,
      equipment: equipmentPeakWPerM2(basis),
      fans: fansPeakWPerM2(basis),
    },
    occupancy: {
      floorAreaPerPersonM2: FLOOR_AREA_PER_PERSON_M2,
      people: basis.floorAreaM2 / FLOOR_AREA_PER_PERSON_M2,
      operatingHoursPerYear: 8760 * basis.occupiedShare,
      occupiedShare: basis.occupiedShare,
    },
  };
}
