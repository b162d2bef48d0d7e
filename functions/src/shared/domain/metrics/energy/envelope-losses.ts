import { HEATING_SET_POINT_DEG_C } from '../../../constants/energy-model.js';
import type { EnvelopeGeometry } from './building-geometry.js';
import type { ElementTransmission, EnvelopeElement } from './heat-transfer.js';
import { ENVELOPE_ELEMENTS, transmissionByElement } from './heat-transfer.js';
import { calendarMonthOf, daysInMonth, monthIndexOf } from '../../common/months.js';

/** Performance of one envelope element over the analysis year. */
export interface ElementPerformance extends ElementTransmission {
  /** Transmission heat loss over the months, kWh: H_el × degree-hours / 1000. */
  annualHeatLossKwh: number;
  /** Share of the envelope's transmission heat loss, %. */
  sharePct: number;
}

export interface EnvelopePerformance {
  elements: Record<EnvelopeElement, ElementPerformance>;
  /** H_tr = Σ b·U·A, W/K. */
  heatLossCoefficientWPerK: number;
  annualHeatLossKwh: number;
  /** Σ max(0, θ_int − θ_e,month) × hours of the month, K·h (θ_int the heating set point). */
  degreeHoursKh: number;
}

/**
 * Heating degree-hours of a run of months from monthly mean temperatures, K·h:
 * Σ max(0, θ_int − θ_e,m) × 24 × days_m, with θ_int the heating set point (20 °C). Months warmer
 * than the set point lose no heat in this count (as the heating side of the ISO 13790 balance).
 */
export function heatingDegreeHours(
  monthlyMeanDegC: readonly number[],
  months: readonly string[],
  indoorDegC: number = HEATING_SET_POINT_DEG_C,
): number {
  let total = 0;
  for (const key of months) {
    const index = monthIndexOf(key);
    const outdoor = monthlyMeanDegC[calendarMonthOf(index)] ?? 10;
    total += Math.max(0, indoorDegC - outdoor) * daysInMonth(index) * 24;
  }
  return total;
}

/**
 * Per element roof, wall, openings, floor: area, U-value, whether assumed, H_el = b·U·A (the
 * model's transmission, `transmissionByElement`), the transmission heat loss over `months` =
 * H_el × heating degree-hours of the monthly means / 1000 (kWh), and its share of the total (%).
 * The share equals H_el / H_tr, since every element sees the same temperatures.
 */
export function envelopePerformance(
  geometry: EnvelopeGeometry,
  monthlyMeanDegC: readonly number[],
  months: readonly string[],
): EnvelopePerformance {
  const { elements, totalWPerK } = transmissionByElement(geometry);
  const degreeHoursKh = heatingDegreeHours(monthlyMeanDegC, months);
  const out = {} as Record<EnvelopeElement, ElementPerformance>;
  for (const name of ENVELOPE_ELEMENTS) {
    const element = elements[name];
    out[name] = {
      ...element,
      annualHeatLossKwh: (element.heatLossCoefficientWPerK * degreeHoursKh) / 1000,
      sharePct: totalWPerK > 0 ? (element.heatLossCoefficientWPerK / totalWPerK) * 100 : 0,
    };
  }
  return {
    elements: out,
    heatLossCoefficientWPerK: totalWPerK,
    annualHeatLossKwh: (totalWPerK * degreeHoursKh) / 1000,
    degreeHoursKh,
  };
}
