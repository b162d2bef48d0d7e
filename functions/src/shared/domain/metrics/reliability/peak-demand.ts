import {
  COOLING_COP,
  DEFAULT_COOLING_COP,
  HEATER_EFFICIENCY,
} from '../../../constants/energy-model.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';

/**
 * Projected Peak Demand of one equipment (spec 2.13), kW of energy bought (electricity or fuel);
 * docs/methodology.md, "Reliability", "Projected peak demand".
 */

/** How the rated input was found from the capacity. */
export type PeakDemandBasis = 'cop' | 'efficiency' | 'rated';

export interface EquipmentPeakDemand {
  /** Capacity / COP (chillers, heat pumps), capacity / efficiency (boilers), else the capacity. */
  ratedInputKw: number;
  basis: PeakDemandBasis;
  /** The COP or efficiency used (1 = 100 %); 1 for `rated`. */
  efficiency: number;
  /** Its capacity share of the sub-system's modelled design load, as input kW; capped at rated. */
  designShareKw?: number;
  /** `designShareKw` when known, else `ratedInputKw`. */
  projectedPeakKw: number;
}

/** The sub-system's modelled design load and the capacity of its equipment that share it. */
export interface SubSystemDesignLoad {
  /** Thermal design load of the sub-system, kW (EN 12831-1 heating, peak-hour cooling). */
  designLoadKw: number;
  /** Σ capacity of the sub-system's equipment, kW. */
  totalCapacityKw: number;
}

const words = (type: string) => type.toLowerCase();

/** Sub-systems whose equipment draws no power at a peak: the envelope, and on-site generation. */
const NO_DEMAND_SUB_SYSTEMS: ReadonlySet<string> = new Set(['facilityEnvelope', 'renewables']);

/**
 * Whether the Capacity can give a peak demand: not for the envelope or generation, nor for a
 * cooling tower, whose capacity is the heat it rejects, not the power of its fans.
 */
export function hasPeakDemand(equipment: Equipment): boolean {
  if (equipment.subSystem !== undefined && NO_DEMAND_SUB_SYSTEMS.has(equipment.subSystem))
    return false;
  return !words(equipment.type).includes('cooling tower');
}

/**
 * Minimum full-load COP of a water-cooled centrifugal chiller below 150 tons: 0.61 kW/ton =
 * 3.517 / 0.61 = 5.8 (ASHRAE 90.1-2016/2019 Table 6.8.1-3, path A; METHODS.md §9).
 */
export const CENTRIFUGAL_CHILLER_COP = 5.8;

/**
 * COP or efficiency (output / input, 1 = 100 %) by Equipment Type words, when no efficiency is
 * given: split unit 3.0, centrifugal chiller 5.8, other water-cooled chillers 4.7, other chillers 2.96 (air-cooled; ASHRAE 90.1-2016 Table
 * 6.8.1-3 path A), absorption chiller 0.7, heat pump 3.0 (air-source SCOP, EN 14825), electric
 * boiler 1.0, other boilers and furnaces 0.80 (ASHRAE 90.1-2019 minimum, gas hot-water boiler);
 * METHODS.md §9 via `constants/energy-model.ts`. Undefined: the capacity is the rated input.
 */
export function conversionOf(type: string): { basis: PeakDemandBasis; efficiency: number } {
  const t = words(type);
  if (t.includes('split')) return { basis: 'cop', efficiency: COOLING_COP.splitUnitAc };
  if (t.includes('chiller')) {
    if (t.includes('absorption'))
      return { basis: 'cop', efficiency: COOLING_COP.absorptionChiller };
    if (t.includes('centrifugal')) return { basis: 'cop', efficiency: CENTRIFUGAL_CHILLER_COP };
    if (t.includes('water')) return { basis: 'cop', efficiency: COOLING_COP.waterCooledChiller };
    return { basis: 'cop', efficiency: DEFAULT_COOLING_COP };
  }
  if (t.includes('heat pump'))
    return { basis: 'cop', efficiency: HEATER_EFFICIENCY.airSourceHeatPump };
  if (t.includes('boiler') || t.includes('furnace')) {
    if (t.includes('electric'))
      return { basis: 'efficiency', efficiency: HEATER_EFFICIENCY.electricResistance };
    return { basis: 'efficiency', efficiency: HEATER_EFFICIENCY.naturalGasBoiler };
  }
  return { basis: 'rated', efficiency: 1 };
}

/**
 * Projected peak demand of an equipment with a Capacity (kW of output; the rated power for fans,
 * pumps, lighting and the rest): rated input = capacity / COP or efficiency (`efficiencyPct`
 * when given, e.g. the model's, else `conversionOf`). Where the sub-system has a modelled design
 * load, the equipment carries its capacity share of it (plant is sized above the load), so its
 * peak is share × design load / efficiency, never above the rated input. Undefined without a
 * capacity or when it gives none (`hasPeakDemand`).
 */
export function equipmentPeakDemand(
  equipment: Equipment,
  efficiencyPct?: number,
  subSystemLoad?: SubSystemDesignLoad,
): EquipmentPeakDemand | undefined {
  const capacityKw = equipment.capacityKwh;
  if (capacityKw === undefined || capacityKw <= 0 || !hasPeakDemand(equipment)) return undefined;
  const conversion = conversionOf(equipment.type);
  const efficiency =
    conversion.basis !== 'rated' && efficiencyPct !== undefined && efficiencyPct > 0
      ? efficiencyPct / 100
      : conversion.efficiency;
  const ratedInputKw = capacityKw / efficiency;
  let designShareKw: number | undefined;
  if (
    conversion.basis !== 'rated' &&
    subSystemLoad !== undefined &&
    subSystemLoad.totalCapacityKw > 0 &&
    subSystemLoad.designLoadKw > 0
  ) {
    const shareKw = (subSystemLoad.designLoadKw * capacityKw) / subSystemLoad.totalCapacityKw;
    designShareKw = Math.min(ratedInputKw, shareKw / efficiency);
  }
  return {
    ratedInputKw,
    basis: conversion.basis,
    efficiency,
    designShareKw,
    projectedPeakKw: designShareKw ?? ratedInputKw,
  };
}
