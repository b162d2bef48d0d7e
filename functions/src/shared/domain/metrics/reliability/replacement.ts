import type { Equipment } from '../../../schemas/stored/equipment.js';
import type { ReplacementEvaluation } from '../../../schemas/stored/reliability.js';
import { investmentFlows, presentValue } from '../finance/cash-flows.js';
import { irr } from '../finance/irr.js';
import { simplePaybackYears } from '../finance/payback.js';
import { dateMs, yearsBetween } from './dates.js';
import { expectedLifeOf, inServiceDate } from './expected-life.js';

/*
 * Replacement evaluation of an equipment (spec 2.12 "Functional Obsolescence & New Replacement",
 * 3.13), money in the building's currency per year unless stated:
 *   investment            Estimated New Replacement Value (Replacement Value, else Initial Value:
 *                         like for like) + Local Labour & Other Cost;
 *   maintenance (new)     the given estimate, else today's Yearly Maintenance cost taken back to a
 *                         first year of service, yearly / (1 + increase)^age; a new unit has no
 *                         ad-hoc cost (it is under warranty);
 *   maintenance savings   (Yearly Maintenance + Yearly Ad-hoc) − maintenance (new);
 *   energy savings, kWh   annual kWh × (1 − current efficiency / new efficiency): the same useful
 *                         output from a more efficient unit; 0 without both efficiencies;
 *   cost savings          kWh saved × price per kWh;
 *   CO2 avoided, t/yr     kWh saved × emission factor (kg/kWh) / 1000;
 *   payback, NPV, IRR     over the new unit's expected life, savings constant in real terms.
 */

/** Energy and prices of the equipment, from the energy model or the user. */
export interface ReplacementInputs {
  /** Energy the equipment uses per year now, kWh. */
  annualKwh?: number;
  /** Price of that energy, currency per kWh. */
  pricePerKwh?: number;
  /** Emission factor of that energy, kg CO2e per kWh. */
  co2KgPerKwh?: number;
  /** Efficiency or COP of the current and the new unit, % (COP 3.2 = 320 %). */
  currentEfficiencyPct?: number;
  newEfficiencyPct?: number;
  /** Maintenance of the new unit, currency per year. */
  newMaintenance?: number;
  /** Real discount rate, a fraction per year. */
  discountRate: number;
}

export type ReplacementResult = ReplacementEvaluation & {
  investment: number;
  npv: number;
  lifeYears: number;
};

/**
 * Replacement evaluation as at `asOfMs`; `undefined` without a replacement or initial value.
 */
export function evaluateReplacement(
  equipment: Equipment,
  asOfMs: number,
  inputs: ReplacementInputs,
): ReplacementResult | undefined {
  const newValue = equipment.replacementValue ?? equipment.initialValue;
  if (newValue === undefined) return undefined;
  const investment = newValue + (equipment.labourAndOther ?? 0);
  const start = inServiceDate(equipment);
  const age = start === undefined ? 0 : Math.max(0, yearsBetween(dateMs(start), asOfMs));
  const growth = (equipment.maintenanceIncreasePct ?? 0) / 100;
  const yearly = equipment.yearlyMaintenance ?? 0;
  const maintenanceCost = inputs.newMaintenance ?? yearly / (1 + growth) ** age;
  const annualMaintenanceSavings = yearly + (equipment.yearlyAdHoc ?? 0) - maintenanceCost;
  const { currentEfficiencyPct: current, newEfficiencyPct: next } = inputs;
  const canCompare = current !== undefined && next !== undefined && current > 0 && next > 0;
  const annualEnergySavingsKwh = canCompare ? (inputs.annualKwh ?? 0) * (1 - current / next) : 0;
  const annualEnergyCostSavings = annualEnergySavingsKwh * (inputs.pricePerKwh ?? 0);
  const netSavings = annualMaintenanceSavings + annualEnergyCostSavings;
  const lifeYears = Math.max(1, Math.round(expectedLifeOf(equipment).years));
  const flows = investmentFlows({
    investment,
    firstYearSavings: netSavings,
    lifeYears,
  });
  const result: ReplacementResult = {
    newReplacementValue: newValue,
    maintenanceCost,
    annualMaintenanceSavings,
    annualEnergySavingsKwh,
    annualEnergyCostSavings,
    co2AvoidedTonsPerYear: (annualEnergySavingsKwh * (inputs.co2KgPerKwh ?? 0)) / 1000,
    investment,
    npv: presentValue(inputs.discountRate, flows),
    lifeYears,
  };
  const payback = simplePaybackYears(investment, netSavings);
  if (payback !== undefined) result.simplePaybackYears = payback;
  const rate = irr(flows);
  if (rate !== undefined) result.irrPct = rate * 100;
  if (current !== undefined) result.currentEfficiencyPct = current;
  if (next !== undefined) result.newEfficiencyPct = next;
  return result;
}
