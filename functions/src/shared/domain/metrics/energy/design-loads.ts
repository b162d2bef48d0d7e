import {
  COOLING_SET_POINT_DEG_C,
  HEATING_SET_POINT_DEG_C,
  OCCUPANT_GAINS_W_PER_M2,
  PEAK_FACADE_IRRADIANCE_W_PER_M2,
  WINDOW_FRAME_FRACTION,
} from '../../../constants/energy-model.js';
import type { EnvelopeGeometry } from './building-geometry.js';
import type { VentilationDescriptor } from './end-use-loads.js';
import { transmissionByElement, ventilationHeatTransferWPerK } from './heat-transfer.js';
import type { GainsBasis } from './incidental-gains.js';
import { equipmentPeakWPerM2, fansPeakWPerM2 } from './incidental-gains.js';

/**
 * Design loads of a building, kW (docs/methodology.md, "Design loads, incidental gains and
 * envelope losses"): the heating load of the simplified method of EN 12831-1 and a sensible
 * peak-hour cooling load, each split into the components it is made of.
 */

/** Design temperatures, °C. Indoor defaults: the model's set points (EN 16798-1 cat. II). */
export interface DesignConditions {
  heatingOutdoorDegC: number;
  coolingOutdoorDegC: number;
  heatingIndoorDegC?: number;
  coolingIndoorDegC?: number;
}

/**
 * Transmission through each element of the envelope and ventilation, kW. A type, not an
 * interface, so that it sums as a `Record<string, number>`.
 */
export type EnvelopeComponentsKw = {
  roof: number;
  wall: number;
  openings: number;
  floor: number;
  ventilation: number;
};

interface DesignLoad {
  loadKw: number;
  /** `loadKw` per m² of floor, W/m². */
  wPerM2: number;
}

export interface HeatingDesignLoad extends DesignLoad {
  /** They add up to `loadKw`. */
  componentsKw: EnvelopeComponentsKw;
  /** H_T = Σ b·U·A and H_V at design, W/K. */
  heatTransferWPerK: { transmission: number; ventilation: number };
}

/**
 * Heating design load, EN 12831-1:2017 simplified (building) method:
 * Φ_HL = (H_T + H_V) × (θ_int − θ_e) / 1000 kW, where
 * - H_T = Σ b·U·A of roof, wall, windows and ground floor (b = 0.5 for the ground, as in the
 *   energy model: `transmissionByElement`);
 * - H_V = ρc × air flow with the building in use (infiltration, mechanical air after heat
 *   recovery, natural ventilation of the floor without a mechanical system:
 *   `ventilationHeatTransferWPerK` with in-use share 1);
 * - θ_int the heating set point (20 °C), θ_e the station's design outdoor temperature.
 * No internal or solar gains and no reheat allowance (EN 12831 counts neither in the design
 * load). Never negative.
 */
export function heatingDesignLoad(
  geometry: EnvelopeGeometry,
  ventilation: VentilationDescriptor,
  conditions: DesignConditions,
): HeatingDesignLoad {
  const deltaK = Math.max(
    0,
    (conditions.heatingIndoorDegC ?? HEATING_SET_POINT_DEG_C) - conditions.heatingOutdoorDegC,
  );
  const { componentsKw, heatTransferWPerK } = envelopeLoad(geometry, ventilation, deltaK);
  const loadKw = sumOf(componentsKw);
  return {
    loadKw,
    wPerM2: perM2(loadKw, geometry.floorAreaM2),
    componentsKw,
    heatTransferWPerK,
  };
}

export interface CoolingDesignLoad extends DesignLoad {
  /** kW; they add up to `loadKw` unless their sum is negative (then `loadKw` is 0). */
  componentsKw: EnvelopeComponentsKw & {
    solar: number;
    occupants: number;
    lighting: number;
    equipment: number;
    fans: number;
  };
}

/**
 * Sensible cooling design load at the peak hour, kW, all components taken at once (no
 * diversity, no storage in the structure: an upper bound, as a first sizing check):
 * - transmission H_el × (θ_e,cool − θ_int,cool) through roof, wall and windows (air-to-air, no
 *   sol-air excess on opaque elements); the ground floor 0 (the ground is cooler than the room);
 * - ventilation H_V (in use) × (θ_e,cool − θ_int,cool), sensible only (no latent load);
 * - solar: window area × (1 − frame fraction 0.3) × g × `PEAK_FACADE_IRRADIANCE_W_PER_M2`;
 * - occupants `OCCUPANT_GAINS_W_PER_M2`, lighting at its installed W/m², equipment (plug loads +
 *   others) at their in-use power (`equipmentPeakWPerM2`), fans at design flow
 *   (`fansPeakWPerM2`), each × floor area.
 * θ_int,cool is the cooling set point (26 °C), θ_e,cool the station's design dry-bulb.
 */
export function coolingDesignLoad(
  geometry: EnvelopeGeometry,
  gains: GainsBasis,
  conditions: DesignConditions,
): CoolingDesignLoad {
  const deltaK =
    conditions.coolingOutdoorDegC - (conditions.coolingIndoorDegC ?? COOLING_SET_POINT_DEG_C);
  const envelope = envelopeLoad(geometry, gains.ventilation, deltaK);
  const area = gains.floorAreaM2;
  const componentsKw = {
    ...envelope.componentsKw,
    floor: 0,
    solar:
      (gains.windowAreaM2 *
        (1 - WINDOW_FRAME_FRACTION) *
        gains.windowGValue *
        PEAK_FACADE_IRRADIANCE_W_PER_M2) /
      1000,
    occupants: (OCCUPANT_GAINS_W_PER_M2 * area) / 1000,
    lighting: (gains.lightingPowerDensityWPerM2 * area) / 1000,
    equipment: (equipmentPeakWPerM2(gains) * area) / 1000,
    fans: (fansPeakWPerM2(gains) * area) / 1000,
  };
  const loadKw = Math.max(0, sumOf(componentsKw));
  return { loadKw, wPerM2: perM2(loadKw, area), componentsKw };
}

/**
 * Installed capacity / design load (dimensionless): above 1 the plant is oversized, below 1
 * undersized. Absent without a capacity or without a load.
 */
export function capacityRatio(
  installedKw: number | undefined,
  designLoadKw: number,
): number | undefined {
  if (installedKw === undefined || !(designLoadKw > 0)) return undefined;
  return installedKw / designLoadKw;
}

/**
 * Transmission through each element (b·U·A) and ventilation with the building in use (H_V),
 * each × ΔT / 1000, kW, with the coefficients themselves, W/K.
 */
function envelopeLoad(
  geometry: EnvelopeGeometry,
  ventilation: VentilationDescriptor,
  deltaK: number,
): {
  componentsKw: EnvelopeComponentsKw;
  heatTransferWPerK: HeatingDesignLoad['heatTransferWPerK'];
} {
  const { elements, totalWPerK } = transmissionByElement(geometry);
  const ventilationWPerK = ventilationHeatTransferWPerK(geometry, ventilation, 1);
  const kwOf = (wPerK: number) => (wPerK * deltaK) / 1000;
  return {
    componentsKw: {
      roof: kwOf(elements.roof.heatLossCoefficientWPerK),
      wall: kwOf(elements.wall.heatLossCoefficientWPerK),
      openings: kwOf(elements.openings.heatLossCoefficientWPerK),
      floor: kwOf(elements.floor.heatLossCoefficientWPerK),
      ventilation: kwOf(ventilationWPerK),
    },
    heatTransferWPerK: { transmission: totalWPerK, ventilation: ventilationWPerK },
  };
}

function sumOf(components: Readonly<Record<string, number>>): number {
  return Object.values(components).reduce((a, b) => a + b, 0);
}

function perM2(loadKw: number, areaM2: number): number {
  return areaM2 > 0 ? (loadKw * 1000) / areaM2 : 0;
}
