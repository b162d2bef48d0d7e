import {
  CBECS_END_USE_SHARES,
  HEAT_RECOVERY_EFFICIENCY,
  KWH_PER_M2_PER_KBTU_PER_FT2,
  LAMP_EFFICACY_LM_PER_W,
  LIGHTING_OUT_OF_HOURS_SHARE,
  LUMEN_METHOD_FACTOR,
  NATIONAL_MEDIAN_SITE_EUI_KBTU_PER_FT2,
  SPECIFIC_FAN_POWER_W_PER_L_S,
  TASK_ILLUMINANCE_LUX,
  VENTILATION_AIRFLOW_L_PER_S_M2,
  VSD_FAN_ENERGY_FACTOR,
} from '../../../constants/energy-model.js';
import type { BulbType } from '../../../schemas/enums/systems.js';
import type { UseType } from '../../../schemas/enums/building.js';
import type { Hvac } from '../../../schemas/stored/hvac.js';
import type { Lighting } from '../../../schemas/stored/lighting.js';
import type { SpaceUsageItem } from '../../../schemas/stored/space-usage.js';

/** How the lighting power was found, and what it is. */
export interface LightingDescriptor {
  /** Mean efficacy of the installed lamps, lm/W (share-weighted harmonic mean). */
  efficacyLmPerW: number;
  /** Installed lighting power per m² of floor, W/m². */
  powerDensityWPerM2: number;
  /** `fittings`: counted fittings × watts; `lumenMethod`: illuminance / (efficacy × CU × MF). */
  method: 'fittings' | 'lumenMethod';
}

/**
 * Lighting: counted fittings (count × W per fitting, when every fitting has both) give the
 * installed power; otherwise the lumen method gives W/m² = task illuminance / (efficacy ×
 * CU·MF). The efficacy of a mix of lamps is the share-weighted harmonic mean (shares are of the
 * light delivered). No fittings: T8 fluorescent tubes.
 */
export function lightingDescriptor(
  lighting: Lighting | undefined,
  useType: UseType,
  floorAreaM2: number,
): LightingDescriptor {
  const fittings = Object.values(lighting?.fittings ?? {});
  const totalShare = fittings.reduce((sum, fitting) => sum + fitting.sharePct, 0);
  let efficacyLmPerW = LAMP_EFFICACY_LM_PER_W.fluorescentT8;
  if (totalShare > 0) {
    let inverse = 0;
    for (const fitting of fittings) {
      inverse += fitting.sharePct / totalShare / LAMP_EFFICACY_LM_PER_W[fitting.bulbType];
    }
    efficacyLmPerW = 1 / inverse;
  }
  const counted =
    fittings.length > 0 &&
    fittings.every((f) => f.count !== undefined && f.wattsPerFitting !== undefined);
  if (counted && floorAreaM2 > 0) {
    const watts = fittings.reduce((sum, f) => sum + (f.count ?? 0) * (f.wattsPerFitting ?? 0), 0);
    return { efficacyLmPerW, powerDensityWPerM2: watts / floorAreaM2, method: 'fittings' };
  }
  return {
    efficacyLmPerW,
    powerDensityWPerM2: TASK_ILLUMINANCE_LUX[useType] / (efficacyLmPerW * LUMEN_METHOD_FACTOR),
    method: 'lumenMethod',
  };
}

/** Efficacy (lm/W) of one bulb type, for the current-versus-best detail. */
export function bulbEfficacyLmPerW(bulb: BulbType): number {
  return LAMP_EFFICACY_LM_PER_W[bulb];
}

/** Hours per year that lights burn: in use, plus a share of the rest (cleaning, security). */
export function lightingHoursShare(occupied: number): number {
  return occupied + (1 - occupied) * LIGHTING_OUT_OF_HOURS_SHARE;
}

/**
 * Plug loads and "others" (kWh/m²·yr of electricity): CBECS 2003 end-use shares (office
 * equipment + computers for plug loads; cooking + refrigeration + other for others) of the
 * ENERGY STAR national median site EUI of the use type; hot water likewise (heat need).
 */
export function referenceIntensitiesKwhPerM2(useType: UseType): {
  plugLoads: number;
  others: number;
  hotWater: number;
} {
  const shares = CBECS_END_USE_SHARES[useType];
  const eui = NATIONAL_MEDIAN_SITE_EUI_KBTU_PER_FT2[useType] * KWH_PER_M2_PER_KBTU_PER_FT2;
  return {
    plugLoads: (shares.officeEquipment + shares.computers) * eui,
    others: (shares.cooking + shares.refrigeration + shares.other) * eui,
    hotWater: shares.waterHeating * eui,
  };
}

/** Mechanical ventilation of a building. */
export interface VentilationDescriptor {
  ventilatedAreaM2: number;
  /** Outdoor air moved while in use, l/s. */
  airflowLPerS: number;
  /** Specific fan power of the system, W per l/s (before the VSD factor). */
  specificFanPowerWPerLS: number;
  /** 1 for fixed-speed fans, the VSD factor for variable-speed drives. */
  fanEnergyFactor: number;
  fanType: 'fixedSpeed' | 'variableSpeedDrive';
  /** Share (0–1) of the airflow passing heat recovery, and its efficiency. */
  heatRecoveryShare: number;
  heatRecoveryEfficiency: number;
}

/**
 * Ventilated floor: the HVAC step's "% of GFA" when mechanical ventilation is installed (100 %
 * when not given), else the space-usage items that are mechanically ventilated or name a fan type.
 * Fan power: supply-and-exhaust at the full SFP, supply-only or exhaust-only at half (the
 * share-weighted mean of the space-usage items).
 */
export function ventilationDescriptor(
  hvac: Hvac | undefined,
  spaceUsage: readonly SpaceUsageItem[],
  floorAreaM2: number,
): VentilationDescriptor {
  const mechanical = spaceUsage.filter(
    (item) => item.fanType !== undefined || item.climateControl === 'mechanicallyVentilated',
  );
  let pct = 0;
  if (hvac?.ventilation?.mechanicalInstalled === true) pct = hvac.ventilation.gfaPct ?? 100;
  else if (hvac?.ventilation === undefined) pct = mechanical.reduce((s, i) => s + i.gfaPct, 0);
  const ventilatedAreaM2 = (floorAreaM2 * Math.min(100, pct)) / 100;
  const weight = mechanical.reduce((s, i) => s + i.gfaPct, 0);
  let sfpShare = 1;
  let recovery = 0;
  if (weight > 0) {
    sfpShare = 0;
    for (const item of mechanical) {
      sfpShare +=
        ((item.fanType === 'supplyAndExhaust' || !item.fanType ? 1 : 0.5) * item.gfaPct) / weight;
      if (item.hasHeatRecovery) recovery += item.gfaPct / weight;
    }
  }
  const fanType = hvac?.ventilation?.fanType ?? 'fixedSpeed';
  return {
    ventilatedAreaM2,
    airflowLPerS: ventilatedAreaM2 * VENTILATION_AIRFLOW_L_PER_S_M2,
    specificFanPowerWPerLS: SPECIFIC_FAN_POWER_W_PER_L_S * sfpShare,
    fanEnergyFactor: fanType === 'variableSpeedDrive' ? VSD_FAN_ENERGY_FACTOR : 1,
    fanType,
    heatRecoveryShare: recovery,
    heatRecoveryEfficiency: HEAT_RECOVERY_EFFICIENCY,
  };
}
