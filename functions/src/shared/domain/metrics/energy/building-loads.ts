import type { ClimateStation } from '../../../constants/climate-normals.js';
import {
  COOLING_SET_POINT_DEG_C,
  HEATING_SET_POINT_DEG_C,
} from '../../../constants/energy-model.js';
import type { Hvac } from '../../../schemas/stored/hvac.js';
import type { MetricsLoads } from '../../../schemas/derived/metrics-loads.js';
import type { Renewables } from '../../../schemas/stored/renewables.js';
import { capacityRatio, coolingDesignLoad, heatingDesignLoad } from './design-loads.js';
import { envelopePerformance } from './envelope-losses.js';
import type { GainsBasis, GainsClimate } from './incidental-gains.js';
import { incidentalGains } from './incidental-gains.js';
import type { EnergyModelOutput, ModelDescriptors } from './model-output.js';

/** The gains basis of a modelled building: the same values the model fed its heat balance. */
export function gainsBasisOf(descriptors: ModelDescriptors): GainsBasis {
  return {
    floorAreaM2: descriptors.floorAreaM2,
    occupiedShare: descriptors.occupiedShare,
    lightingPowerDensityWPerM2: descriptors.lighting.powerDensityWPerM2,
    ventilation: descriptors.ventilation,
    plugLoadsKwhPerM2: descriptors.plugLoadsKwhPerM2,
    othersKwhPerM2: descriptors.othersKwhPerM2,
    windowAreaM2: descriptors.envelope.windowAreaM2,
    windowGValue: descriptors.windowGValue,
  };
}

/**
 * P.V. systems: their number, installed kWp (Σ capacity), the model's generation over the
 * analysis year (kWh) and the specific yield (kWh/kWp, absent without a system).
 */
export function pvSummary(
  renewables: Renewables | undefined,
  annualKwh: number,
): MetricsLoads['pv'] {
  const systems = Object.values(renewables?.pvSystems ?? {});
  const installedKwp = systems.reduce((sum, system) => sum + system.capacityKwp, 0);
  return {
    systems: systems.length,
    installedKwp,
    annualKwh,
    specificYieldKwhPerKwp: installedKwp > 0 ? annualKwh / installedKwp : undefined,
  };
}

export interface BuildingLoadsInput {
  /** The baseline model of the building over the analysis year. */
  model: EnergyModelOutput;
  /** The climate station matched to the building (its design temperatures). */
  station: ClimateStation;
  /** The climate the model ran with (monthly means, latitude, irradiation). */
  climate: GainsClimate & { monthlyMeanTemperatureDegC: readonly number[] };
  hvac?: Hvac;
  renewables?: Renewables;
}

/**
 * The `loads` part of `/metrics/{buildingId}`: heating and cooling design loads against the
 * installed capacities, incidental gains, envelope losses per element and the P.V. system, all
 * from the model's descriptors so that they agree with its figures. Pure.
 */
export function buildingLoads(input: BuildingLoadsInput): MetricsLoads {
  const { model, station, climate } = input;
  const { descriptors } = model;
  const geometry = descriptors.envelope;
  const gains = gainsBasisOf(descriptors);
  const conditions = {
    heatingOutdoorDegC: station.heatingDesignDegC,
    coolingOutdoorDegC: station.coolingDesignDegC,
    heatingIndoorDegC: HEATING_SET_POINT_DEG_C,
    coolingIndoorDegC: COOLING_SET_POINT_DEG_C,
  };
  const heating = heatingDesignLoad(geometry, descriptors.ventilation, conditions);
  const cooling = coolingDesignLoad(geometry, gains, conditions);
  const heatingCapacityKw = input.hvac?.heating?.capacityKw;
  const coolingCapacityKw = input.hvac?.cooling?.capacityKw;
  return {
    design: { station: station.name, ...conditions, source: station.designSource },
    heating: {
      ...heating,
      installed: descriptors.heating.installed,
      capacityKw: heatingCapacityKw,
      capacityRatio: capacityRatio(heatingCapacityKw, heating.loadKw),
    },
    cooling: {
      ...cooling,
      installed: descriptors.cooling.installed,
      capacityKw: coolingCapacityKw,
      capacityRatio: capacityRatio(coolingCapacityKw, cooling.loadKw),
    },
    incidentalGains: incidentalGains(gains, climate, model.months),
    envelope: envelopePerformance(geometry, climate.monthlyMeanTemperatureDegC, model.months),
    pv: pvSummary(input.renewables, model.pvGeneration.annualKwh),
  };
}
