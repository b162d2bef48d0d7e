import {
  COOLING_COP,
  DEFAULT_COOLING_COP,
  DEFAULT_HEATING_EFFICIENCY,
  HEATER_EFFICIENCY,
} from '../../../constants/energy-model.js';
import type { EnergyModelInput } from './model-input.js';

/**
 * Seasonal efficiency of the heating plant (delivered heat / energy bought): the HVAC step's
 * efficiency when given, else the default of the heater type, else a conventional boiler.
 */
export function heatingEfficiencyOf(input: Pick<EnergyModelInput, 'hvac' | 'heating'>): number {
  const given = input.hvac?.heating?.efficiencyPct;
  if (given !== undefined && given > 0) return given / 100;
  const type = input.hvac?.heating?.heaterType ?? input.heating?.heatingType;
  return type ? HEATER_EFFICIENCY[type] : DEFAULT_HEATING_EFFICIENCY;
}

/** Cooling COP of the plant: the HVAC step's COP when given, else the default of the system type. */
export function coolingCopOf(input: Pick<EnergyModelInput, 'hvac'>): number {
  const cooling = input.hvac?.cooling;
  if (cooling?.cop !== undefined && cooling.cop > 0) return cooling.cop;
  return cooling?.systemType ? COOLING_COP[cooling.systemType] : DEFAULT_COOLING_COP;
}
