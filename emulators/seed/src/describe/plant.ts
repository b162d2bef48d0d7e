/**
 * The heating and cooling plant of a demo building: its heater by heating plant and its sizes.
 * The HVAC and Heating steps describe it; the equipment register lists it.
 */
import type {
  HeaterEnergySource,
  HeaterType,
} from '../../../../functions/src/shared/schemas/enums/systems.js';
import type { BuildingSpec } from '../catalog.js';
import { round } from '../time.js';

/** Heater of each heating plant: its type, energy source and seasonal efficiency in %. */
export const HEATER: Readonly<
  Record<
    BuildingSpec['heating'],
    {
      heaterType: HeaterType;
      energySource: HeaterEnergySource;
      efficiencyPct: number;
      district: boolean;
    }
  >
> = {
  gasBoiler: {
    heaterType: 'naturalGasBoiler',
    energySource: 'naturalGas',
    efficiencyPct: 93,
    district: false,
  },
  districtHeating: {
    heaterType: 'districtHeating',
    energySource: 'districtHotWater',
    efficiencyPct: 98,
    district: true,
  },
  steamDistrict: {
    heaterType: 'districtHeating',
    energySource: 'districtSteam',
    efficiencyPct: 95,
    district: true,
  },
  airSourceHeatPump: {
    heaterType: 'airSourceHeatPump',
    energySource: 'electricity',
    efficiencyPct: 320,
    district: false,
  },
};

/** Cooling capacity (kW) from the area and the use type. */
export function coolingCapacityKw(spec: BuildingSpec): number {
  const wPerM2 = spec.useType === 'retail' ? 95 : spec.useType === 'hospitality' ? 70 : 80;
  return round((spec.grossFloorAreaM2 * wPerM2) / 1000 / 10) * 10;
}

/** Heating capacity (kW) from the area and the fabric age. */
export function heatingCapacityKw(spec: BuildingSpec): number {
  const effective = spec.refurbishmentYear ?? spec.constructionYear;
  const wPerM2 = effective < 1980 ? 95 : effective < 2005 ? 70 : 50;
  return round((spec.grossFloorAreaM2 * wPerM2) / 1000 / 10) * 10;
}
