import type { CoolingSystem, HeatingSystem } from '../../../schemas/stored/hvac.js';
import type { Heating } from '../../../schemas/stored/heating.js';
import type { Carrier } from '../../../schemas/derived/metrics.js';

export type { Carrier, EndUse } from '../../../schemas/derived/metrics.js';
export { CARRIERS, END_USES } from '../../../schemas/derived/metrics.js';

/**
 * Carrier of the heating plant: the HVAC energy source when given, else from the heater type
 * (heat pumps and resistance heaters are electric, district heating is hot water) or the heating
 * step's "district heating" answer; natural gas when nothing is known.
 */
export function heatingCarrierOf(system: HeatingSystem | undefined, heating?: Heating): Carrier {
  switch (system?.energySource) {
    case 'electricity':
      return 'electricity';
    case 'gas':
    case 'naturalGas':
      return 'naturalGas';
    case 'fuelOil':
      return 'fuelOil';
    case 'propane':
      return 'propane';
    case 'districtSteam':
      return 'districtSteam';
    case 'districtHotWater':
    case 'geothermalHotWater':
      return 'districtHotWater';
    case undefined:
      break;
  }
  const type = system?.heaterType ?? heating?.heatingType;
  if (
    type === 'airSourceHeatPump' ||
    type === 'groundSourceHeatPump' ||
    type === 'geothermal' ||
    type === 'electricResistance'
  )
    return 'electricity';
  if (type === 'districtHeating' || heating?.districtHeating === true) return 'districtHotWater';
  return 'naturalGas';
}

/**
 * Carrier of the cooling plant: district cooling buys chilled water; absorption chillers run on
 * gas, hot water or steam (recovered exhaust heat is counted as hot water, a conservative choice);
 * everything else is electric.
 */
export function coolingCarrierOf(system: CoolingSystem | undefined): Carrier {
  if (system?.systemType === 'districtCooling') return 'districtChilledWater';
  switch (system?.energySource) {
    case 'gas':
      return 'naturalGas';
    case 'hotWater':
    case 'exhaust':
      return 'districtHotWater';
    case 'steam':
      return 'districtSteam';
    default:
      return 'electricity';
  }
}
