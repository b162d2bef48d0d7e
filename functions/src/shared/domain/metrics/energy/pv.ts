import { PV_DEFAULT_LOSS_PCT, PV_PLANE_GAIN } from '../../../constants/energy-model.js';
import type { PvSystem, Renewables } from '../../../schemas/stored/renewables.js';

/** Irradiation gain of the module plane over the horizontal for one P.V. system. */
export function planeGain(system: PvSystem): number {
  switch (system.tracking) {
    case 'twoAxis':
      return PV_PLANE_GAIN.twoAxis;
    case 'verticalAxis':
    case 'inclineAxis':
      return PV_PLANE_GAIN.oneAxis;
    default:
      return (system.inclineDeg ?? 20) >= 60 ? PV_PLANE_GAIN.vertical : PV_PLANE_GAIN.fixed;
  }
}

/**
 * PV generation of a month, kWh: Σ capacity (kWp) × horizontal irradiation (kWh/m²; at the
 * standard 1 kW/m² one kWp makes 1 kWh per kWh/m² of plane irradiation) × plane gain ×
 * (1 − system losses). Losses default to 14 % (the PVWatts default).
 */
export function pvMonthlyKwh(
  renewables: Renewables | undefined,
  horizontalKwhPerM2: number,
): number {
  let kwh = 0;
  for (const system of Object.values(renewables?.pvSystems ?? {})) {
    const loss = (system.systemLossPct ?? PV_DEFAULT_LOSS_PCT) / 100;
    kwh += system.capacityKwp * horizontalKwhPerM2 * planeGain(system) * (1 - loss);
  }
  return kwh;
}
