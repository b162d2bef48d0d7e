import {
  COOLING_COP,
  DEFAULT_COOLING_COP,
  LAMP_EFFICACY_LM_PER_W,
} from '../../../constants/energy-model.js';
import { NEW_CHILLER_COP, NEW_HEAT_PUMP_SCOP } from '../../../constants/measure-catalog.js';
import type { Lighting, LightingFitting } from '../../../schemas/stored/lighting.js';
import type { SpaceUsageItem } from '../../../schemas/stored/space-usage.js';
import { lightingDescriptor, ventilationDescriptor } from '../energy/end-use-loads.js';
import type { Apply } from './measure-application.js';
import { unchanged } from './measure-application.js';

/* Lighting and plant measures (spec 3.14): LEDs, chiller, variable speed drives, heat pump. */

/**
 * Share of the light of `lighting` that LED lamps give already, 0–1 (fitting shares are of the
 * light delivered, as in `lightingDescriptor`); 0 without fittings.
 */
export function ledShareOfLight(lighting: Lighting | undefined): number {
  const fittings = Object.values(lighting?.fittings ?? {});
  const total = fittings.reduce((sum, fitting) => sum + fitting.sharePct, 0);
  if (total <= 0) return 0;
  const led = fittings.reduce((sum, f) => sum + (f.bulbType === 'led' ? f.sharePct : 0), 0);
  return led / total;
}

/**
 * LED Replacement (spec 3.14). With the LED inputs ("Number of adding new LED", "Watt Rating of
 * Bulb"): the new LEDs replace the lamps that are not LEDs yet; the LEDs already installed stay,
 * with the power they draw today (their share of the light at LED efficacy). Without a count,
 * every lamp becomes an LED giving the same light.
 */
export const ledReplacement: Apply = (input, measure) => {
  const { ledCount, ledWatts, ledLumens } = measure;
  if (ledCount !== undefined && ledCount > 0 && ledWatts !== undefined) {
    const added: LightingFitting = {
      fittingType: 'LED',
      bulbType: 'led',
      sharePct: 100,
      count: ledCount,
      wattsPerFitting: ledWatts,
      order: 0,
    };
    const keptShare = ledShareOfLight(input.lighting);
    if (keptShare <= 0) return unchanged({ ...input, lighting: { fittings: { led: added } } });
    const area = input.general.grossFloorAreaM2 ?? 0;
    const today = lightingDescriptor(input.lighting, input.general.useType ?? 'other', area);
    const keptLumens = keptShare * today.powerDensityWPerM2 * area * today.efficacyLmPerW;
    const newLumens = ledCount * (ledLumens ?? ledWatts * LAMP_EFFICACY_LM_PER_W.led);
    const kept: LightingFitting = {
      fittingType: 'LED',
      bulbType: 'led',
      sharePct: (100 * keptLumens) / Math.max(keptLumens + newLumens, 1e-9),
      count: 1,
      wattsPerFitting: keptLumens / LAMP_EFFICACY_LM_PER_W.led,
      order: 0,
    };
    return unchanged({
      ...input,
      lighting: {
        fittings: {
          kept,
          led: { ...added, sharePct: 100 - kept.sharePct, order: 1 },
        },
      },
    });
  }
  const ledEfficacy =
    ledLumens !== undefined && ledWatts !== undefined
      ? ledLumens / ledWatts
      : LAMP_EFFICACY_LM_PER_W.led;
  const fittings = Object.entries(input.lighting?.fittings ?? {});
  const relamped: Lighting['fittings'] =
    fittings.length === 0
      ? { led: { fittingType: 'LED', bulbType: 'led', sharePct: 100, order: 0 } }
      : Object.fromEntries(
          fittings.map(([id, f]) => [
            id,
            {
              ...f,
              bulbType: 'led' as const,
              // The same light from more efficient lamps.
              ...(f.wattsPerFitting === undefined
                ? {}
                : {
                    wattsPerFitting:
                      (f.wattsPerFitting * LAMP_EFFICACY_LM_PER_W[f.bulbType]) / ledEfficacy,
                  }),
            },
          ]),
        );
  return unchanged({ ...input, lighting: { fittings: relamped } });
};

/** Chiller Unit Replacement: the COP of the cooling plant. */
export const chillerReplacement: Apply = (input, measure) => {
  const cooling = input.hvac?.cooling;
  if (cooling?.installed !== true) return unchanged(input);
  const type = cooling.systemType ?? 'airCooledChiller';
  const current = cooling.cop ?? COOLING_COP[type] ?? DEFAULT_COOLING_COP;
  const cop =
    measure.newEfficiencyPct !== undefined
      ? measure.newEfficiencyPct / 100
      : Math.max(current, NEW_CHILLER_COP[type]);
  // District and absorption cooling are replaced by an electric water-cooled chiller.
  const electric = type === 'districtCooling' || type === 'absorptionChiller';
  const replaced = electric
    ? {
        ...cooling,
        systemType: 'waterCooledChiller' as const,
        energySource: 'electricity' as const,
        cop,
      }
    : { ...cooling, cop };
  return unchanged({ ...input, hvac: { ...input.hvac, cooling: replaced } });
};

/** Variable speed drives on the building's motor-driven HVAC load the model has: its fans. */
export const vsdPumps: Apply = (input) => {
  const area = input.general.grossFloorAreaM2 ?? 0;
  const usage: readonly SpaceUsageItem[] = Array.isArray(input.spaceUsage)
    ? (input.spaceUsage as readonly SpaceUsageItem[])
    : Object.values(input.spaceUsage ?? {});
  const ventilation = input.hvac?.ventilation;
  const ventilatedPct =
    area > 0 ? (100 * ventilationDescriptor(input.hvac, usage, area).ventilatedAreaM2) / area : 0;
  const withDrives =
    ventilation === undefined
      ? { mechanicalInstalled: true, gfaPct: ventilatedPct, naturalInstalled: false }
      : ventilation;
  return unchanged({
    ...input,
    hvac: { ...input.hvac, ventilation: { ...withDrives, fanType: 'variableSpeedDrive' } },
  });
};

/** Electric Air Source Heat Pump (Boiler Replacement). */
export const airSourceHeatPump: Apply = (input, measure) => {
  const efficiencyPct = measure.newEfficiencyPct ?? NEW_HEAT_PUMP_SCOP * 100;
  return unchanged({
    ...input,
    heating: {
      ...input.heating,
      hasHeatingSystem: true,
      districtHeating: false,
      heatingType: 'airSourceHeatPump',
    },
    hvac: {
      ...input.hvac,
      heating: {
        ...input.hvac?.heating,
        installed: true,
        heaterType: 'airSourceHeatPump',
        energySource: 'electricity',
        efficiencyPct,
      },
    },
  });
};
