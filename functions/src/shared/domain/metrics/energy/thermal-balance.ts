import { UTILISATION_A0, UTILISATION_TAU0_HOURS } from '../../../constants/energy-model.js';

/**
 * Monthly quasi-steady-state heat balance of ISO 13790:2008 (sections 7 and 12): heat losses
 * against gains with dynamic utilisation factors. All energies in kWh, conductances in W/K.
 */
export interface MonthBalanceInput {
  /** Overall heat transfer coefficient H = H_tr + H_ve, W/K. */
  heatTransferWPerK: number;
  /** Mean outdoor temperature, °C. */
  outdoorDegC: number;
  /** Length of the month, h. */
  hours: number;
  /** Internal plus solar gains of the month, kWh. */
  gainsKwh: number;
  /** Time constant of the building, h (C_m / H). */
  timeConstantHours: number;
  heatingSetPointDegC: number;
  coolingSetPointDegC: number;
}

export interface MonthBalance {
  /** Heat the heating system must deliver, kWh (Q_H,nd ≥ 0). */
  heatingNeedKwh: number;
  /** Heat the cooling system must remove, kWh (Q_C,nd ≥ 0). */
  coolingNeedKwh: number;
}

/**
 * Utilisation factor of ISO 13790 eq. (52)/(53) (and (57)/(58) for losses in cooling mode):
 * η = (1 − r^a) / (1 − r^(a+1)) for r ≠ 1, a / (a + 1) for r = 1, 1/r for r > 0 cases where the
 * power overflows, and 1 for r ≤ 0.
 */
export function utilisationFactor(ratio: number, a: number): number {
  if (ratio <= 0) return 1;
  if (Math.abs(ratio - 1) < 1e-9) return a / (a + 1);
  if (ratio > 1e6) return 1 / ratio;
  return (1 - Math.pow(ratio, a)) / (1 - Math.pow(ratio, a + 1));
}

/**
 * Heating need Q_H,nd = Q_H,ht − η_H,gn·Q_gn with γ_H = Q_gn / Q_H,ht (eq. 4, 52), and cooling
 * need Q_C,nd = Q_gn − η_C,ls·Q_C,ht with λ_C = Q_C,ht / Q_gn (eq. 5, 57); each never below 0.
 */
export function monthlyBalance(input: MonthBalanceInput): MonthBalance {
  const a = UTILISATION_A0 + input.timeConstantHours / UTILISATION_TAU0_HOURS;
  const lossHeatingKwh =
    (input.heatTransferWPerK * (input.heatingSetPointDegC - input.outdoorDegC) * input.hours) /
    1000;
  const lossCoolingKwh =
    (input.heatTransferWPerK * (input.coolingSetPointDegC - input.outdoorDegC) * input.hours) /
    1000;
  let heatingNeedKwh = 0;
  if (lossHeatingKwh > 0) {
    const gamma = input.gainsKwh / lossHeatingKwh;
    heatingNeedKwh = Math.max(0, lossHeatingKwh - utilisationFactor(gamma, a) * input.gainsKwh);
  }
  let coolingNeedKwh = 0;
  if (input.gainsKwh > 0) {
    const lambda = lossCoolingKwh / input.gainsKwh;
    coolingNeedKwh = Math.max(0, input.gainsKwh - utilisationFactor(lambda, a) * lossCoolingKwh);
  }
  return { heatingNeedKwh, coolingNeedKwh };
}
