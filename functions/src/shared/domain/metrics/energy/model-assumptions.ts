import {
  CLEAR_GLASS_SHGC,
  GLAZING_G_VALUE,
  HEAT_CAPACITY_J_PER_M2K,
} from '../../../constants/energy-model.js';
import type { Envelope } from '../../../schemas/stored/envelope.js';
import type { SpaceUsageItem } from '../../../schemas/stored/space-usage.js';
import type { EnvelopeGeometry } from './building-geometry.js';
import { envelopeGeometry, occupiedShare } from './building-geometry.js';
import type { Carrier } from './carriers.js';
import { coolingCarrierOf, heatingCarrierOf } from './carriers.js';
import type { LightingDescriptor, VentilationDescriptor } from './end-use-loads.js';
import {
  lightingDescriptor,
  referenceIntensitiesKwhPerM2,
  ventilationDescriptor,
} from './end-use-loads.js';
import { transmissionByElement, ventilationHeatTransferWPerK } from './heat-transfer.js';
import type { GainsBasis } from './incidental-gains.js';
import type { EnergyModelInput } from './model-input.js';
import { coolingCopOf, heatingEfficiencyOf } from './plant-efficiency.js';

/**
 * What the model takes the building to be before it runs a month: geometry and U-values, hours in
 * use, lighting and ventilation, reference intensities of the use type, the plants and their
 * carriers and efficiencies, the heat transfer coefficient and the gains' basis.
 */
export interface ModelAssumptions {
  geometry: EnvelopeGeometry;
  /** Share of the time the building is in use, 0–1. */
  occupiedShare: number;
  lighting: LightingDescriptor;
  ventilation: VentilationDescriptor;
  /** Reference intensities of the use type, kWh/m²·yr. */
  reference: ReturnType<typeof referenceIntensitiesKwhPerM2>;
  heating: { installed: boolean; carrier: Carrier; efficiency: number };
  cooling: { installed: boolean; carrier: Carrier; cop: number };
  /** Glazing solar transmittance, g (0–1). */
  windowGValue: number;
  /** Overall heat transfer coefficient H = H_tr + H_ve, W/K (time-averaged ventilation). */
  heatTransferWPerK: number;
  gainsBasis: GainsBasis;
  /** Time constant τ = C_m / H of the ISO 13790 utilisation factors, h (0 without losses). */
  timeConstantHours: number;
}

/** Glazing g-value: the clear-glass SHGC × the shading coefficient when given, else by glazing. */
function windowGValueOf(envelope: Envelope | undefined): number {
  if (envelope?.shadingCoefficient !== undefined)
    return CLEAR_GLASS_SHGC * envelope.shadingCoefficient;
  return GLAZING_G_VALUE[envelope?.glazing ?? 'doubleGlazedNoLowE'];
}

/**
 * The model's assumptions about one building (docs/methodology.md §1.2), from its description,
 * with the defaults there where the description is silent. Without a heating system, heating
 * (hot water) counts as electric at 100 %.
 */
export function modelAssumptions(input: EnergyModelInput): ModelAssumptions {
  const general = input.general;
  const useType = general.useType ?? 'other';
  const geometry = envelopeGeometry(general, input.envelope);
  const area = geometry.floorAreaM2;
  const occupied = occupiedShare(general, input.activity);
  const spaceUsage = Array.isArray(input.spaceUsage)
    ? (input.spaceUsage as readonly SpaceUsageItem[])
    : Object.values(input.spaceUsage ?? {});
  const lighting = lightingDescriptor(input.lighting, useType, area);
  const ventilation = ventilationDescriptor(input.hvac, spaceUsage, area);
  const reference = referenceIntensitiesKwhPerM2(useType);
  const heatingInstalled =
    input.hvac?.heating?.installed ?? input.heating?.hasHeatingSystem ?? true;
  const gValue = windowGValueOf(input.envelope);

  const transmission = transmissionByElement(geometry).totalWPerK;
  const ventilationWPerK = ventilationHeatTransferWPerK(geometry, ventilation, occupied);
  const heatTransferWPerK = transmission + ventilationWPerK;
  return {
    geometry,
    occupiedShare: occupied,
    lighting,
    ventilation,
    reference,
    heating: {
      installed: heatingInstalled,
      carrier: heatingInstalled
        ? heatingCarrierOf(input.hvac?.heating, input.heating)
        : 'electricity',
      efficiency: heatingInstalled ? heatingEfficiencyOf(input) : 1,
    },
    cooling: {
      installed: input.hvac?.cooling?.installed ?? false,
      carrier: coolingCarrierOf(input.hvac?.cooling),
      cop: coolingCopOf(input),
    },
    windowGValue: gValue,
    heatTransferWPerK,
    gainsBasis: {
      floorAreaM2: area,
      occupiedShare: occupied,
      lightingPowerDensityWPerM2: lighting.powerDensityWPerM2,
      ventilation,
      plugLoadsKwhPerM2: reference.plugLoads,
      othersKwhPerM2: reference.others,
      windowAreaM2: geometry.windowAreaM2,
      windowGValue: gValue,
    },
    timeConstantHours:
      heatTransferWPerK > 0 ? (HEAT_CAPACITY_J_PER_M2K * area) / 3600 / heatTransferWPerK : 0,
  };
}
