import {
  AIR_HEAT_CAPACITY_WH_PER_M3K,
  GROUND_REDUCTION_FACTOR,
  INFILTRATION_ACH,
  NATURAL_VENTILATION_ACH,
} from '../../../constants/energy-model.js';
import type { EnvelopeGeometry } from './building-geometry.js';
import type { VentilationDescriptor } from './end-use-loads.js';

/** Envelope elements, named as the benchmarks name them (`openings` are the windows). */
export const ENVELOPE_ELEMENTS = ['roof', 'wall', 'openings', 'floor'] as const;
export type EnvelopeElement = (typeof ENVELOPE_ELEMENTS)[number];

/** One element's share of the transmission heat transfer coefficient H_tr. */
export interface ElementTransmission {
  areaM2: number;
  uValueWPerM2K: number;
  /** Temperature reduction factor b (1 against outdoor air, `GROUND_REDUCTION_FACTOR` on the ground). */
  reductionFactor: number;
  /** b·U·A, W/K. */
  heatLossCoefficientWPerK: number;
  /** True when the U-value came from the defaults, not from the building's description. */
  assumed: boolean;
}

/**
 * Transmission heat transfer coefficient of each envelope element, H_el = b·U·A in W/K
 * (ISO 13790:2008 §8.3, EN 12831-1 §6.3.2): roof, opaque wall and windows against outdoor air
 * (b = 1), the ground floor with b = `GROUND_REDUCTION_FACTOR` (0.5, assumption after
 * EN ISO 13370), and their sum H_tr in the order the energy model has always added them.
 */
export function transmissionByElement(geometry: EnvelopeGeometry): {
  elements: Record<EnvelopeElement, ElementTransmission>;
  totalWPerK: number;
} {
  const { uValues, assumedUValues } = geometry;
  const element = (
    areaM2: number,
    uValueWPerM2K: number,
    reductionFactor: number,
    assumed: boolean,
  ): ElementTransmission => ({
    areaM2,
    uValueWPerM2K,
    reductionFactor,
    heatLossCoefficientWPerK: reductionFactor * uValueWPerM2K * areaM2,
    assumed,
  });
  const roof = element(geometry.roofAreaM2, uValues.roof, 1, assumedUValues.includes('roof'));
  const wall = element(geometry.wallAreaM2, uValues.wall, 1, assumedUValues.includes('wall'));
  const openings = element(
    geometry.windowAreaM2,
    uValues.window,
    1,
    assumedUValues.includes('window'),
  );
  const floor = element(
    geometry.groundFloorAreaM2,
    uValues.floor,
    GROUND_REDUCTION_FACTOR,
    assumedUValues.includes('floor'),
  );
  return {
    elements: { roof, wall, openings, floor },
    totalWPerK:
      roof.heatLossCoefficientWPerK +
      wall.heatLossCoefficientWPerK +
      openings.heatLossCoefficientWPerK +
      floor.heatLossCoefficientWPerK,
  };
}

/**
 * Ventilation heat transfer coefficient H_ve = ρc·V̇ in W/K (ρc = 1.2 kJ/m³K = 1/3 Wh/m³K):
 * infiltration `INFILTRATION_ACH` × volume at all hours; while in use, the mechanical airflow
 * reduced by heat recovery (1 − share × efficiency) and natural ventilation
 * `NATURAL_VENTILATION_ACH` × the volume of the floor without a mechanical system.
 * `inUseShare` weighs the in-use terms: the building's occupied share for the time-averaged H of
 * the monthly balance, 1 for a design hour in use.
 */
export function ventilationHeatTransferWPerK(
  geometry: EnvelopeGeometry,
  ventilation: VentilationDescriptor,
  inUseShare: number,
): number {
  const area = geometry.floorAreaM2;
  const mechanicalM3PerH = ventilation.airflowLPerS * 3.6;
  const unventilatedShare = area > 0 ? 1 - ventilation.ventilatedAreaM2 / area : 0;
  return (
    AIR_HEAT_CAPACITY_WH_PER_M3K *
    (INFILTRATION_ACH * geometry.volumeM3 +
      inUseShare *
        mechanicalM3PerH *
        (1 - ventilation.heatRecoveryShare * ventilation.heatRecoveryEfficiency) +
      inUseShare * NATURAL_VENTILATION_ACH * geometry.volumeM3 * unventilatedShare)
  );
}
