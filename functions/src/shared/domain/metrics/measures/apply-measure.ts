import {
  CLEAR_GLASS_SHGC,
  COOLING_COP,
  DEFAULT_COOLING_COP,
  GLAZING_G_VALUE,
  GLAZING_U_VALUE_W_PER_M2K,
  LAMP_EFFICACY_LM_PER_W,
} from '../../../constants/energy-model.js';
import {
  AIR_DISTRIBUTION_FAN_SAVING,
  INSULATED_WALL_U_VALUE_W_PER_M2K,
  NEW_CHILLER_COP,
  NEW_HEAT_PUMP_SCOP,
  SOLAR_FILM_SHADING_COEFFICIENT,
  TIME_CONTROL_HEATING_SAVING,
} from '../../../constants/measure-catalog.js';
import type { ImprovementMeasure } from '../../../schemas/improvement-measure.js';
import type { Lighting, LightingFitting } from '../../../schemas/lighting.js';
import type { SpaceUsageItem } from '../../../schemas/space-usage.js';
import { envelopeGeometry } from '../energy/building-geometry.js';
import type { EndUse } from '../energy/carriers.js';
import { ventilationDescriptor } from '../energy/end-use-loads.js';
import type { EnergyModelInput } from '../energy/model.js';

/*
 * A measure applied to the building's description: `applyMeasure` returns the energy-model input
 * of the building as it would be with the measure installed, so that the savings are the model's
 * difference (docs/methodology.md, "Measures"). Where the description cannot express a measure
 * (controls that change run time), the measure adds an adjustment: a share of an end use's
 * energy removed after the model runs.
 */

/** A share of an end use's energy removed after the model runs (0–1). */
export interface EndUseAdjustment {
  endUse: EndUse;
  reduction: number;
  /** `spaceHeating`: only the space-heating part of the heating end use (not hot water). */
  part: 'all' | 'spaceHeating';
}

/** The building with one or more measures applied. */
export interface MeasureApplication {
  input: EnergyModelInput;
  adjustments: EndUseAdjustment[];
}

type Apply = (input: EnergyModelInput, measure: ImprovementMeasure) => MeasureApplication;

const unchanged = (input: EnergyModelInput): MeasureApplication => ({ input, adjustments: [] });

/** LED Replacement (spec 3.14): the LED inputs as given, else every lamp becomes an LED. */
const ledReplacement: Apply = (input, measure) => {
  const { ledCount, ledWatts, ledLumens } = measure;
  if (ledCount !== undefined && ledCount > 0 && ledWatts !== undefined) {
    const fitting: LightingFitting = {
      fittingType: 'LED',
      bulbType: 'led',
      sharePct: 100,
      count: ledCount,
      wattsPerFitting: ledWatts,
      order: 0,
    };
    return unchanged({ ...input, lighting: { fittings: { led: fitting } } });
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

const chillerReplacement: Apply = (input, measure) => {
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

const lowEWindows: Apply = (input, measure) => {
  const current = envelopeGeometry(input.general, input.envelope).uValues.window;
  const target = measure.newUValueWPerM2K ?? GLAZING_U_VALUE_W_PER_M2K.doubleGlazedLowE;
  if (measure.newUValueWPerM2K === undefined && current <= target) return unchanged(input);
  const { shadingCoefficient: _replacedGlass, ...envelope } = input.envelope ?? {};
  return unchanged({
    ...input,
    envelope: {
      ...envelope,
      glazing: 'doubleGlazedLowE',
      window: { ...envelope.window, uValueWPerM2K: target },
    },
  });
};

const solarFilm: Apply = (input) => {
  const envelope = input.envelope ?? {};
  const current =
    envelope.shadingCoefficient ??
    GLAZING_G_VALUE[envelope.glazing ?? 'doubleGlazedNoLowE'] / CLEAR_GLASS_SHGC;
  if (current <= SOLAR_FILM_SHADING_COEFFICIENT) return unchanged(input);
  return unchanged({
    ...input,
    envelope: { ...envelope, shadingCoefficient: SOLAR_FILM_SHADING_COEFFICIENT },
  });
};

const curtainWallInsulation: Apply = (input, measure) => {
  const current = envelopeGeometry(input.general, input.envelope).uValues.wall;
  const target = measure.newUValueWPerM2K ?? Math.min(current, INSULATED_WALL_U_VALUE_W_PER_M2K);
  const envelope = input.envelope ?? {};
  return unchanged({
    ...input,
    envelope: { ...envelope, wall: { ...envelope.wall, uValueWPerM2K: target } },
  });
};

/** Variable speed drives on the building's motor-driven HVAC load the model has: its fans. */
const vsdPumps: Apply = (input) => {
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

const airSourceHeatPump: Apply = (input, measure) => {
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

const APPLY: Readonly<Record<ImprovementMeasure['kind'], Apply>> = {
  ledReplacement,
  chillerReplacement,
  lowEWindows,
  vsdPumps,
  airDistributionControl: (input) => ({
    input,
    adjustments: [
      { endUse: 'mechanicalVentilation', reduction: AIR_DISTRIBUTION_FAN_SAVING, part: 'all' },
    ],
  }),
  curtainWallInsulation,
  solarFilm,
  airSourceHeatPump,
  heatingTimeControl: (input) => ({
    input,
    adjustments: [
      { endUse: 'heating', reduction: TIME_CONTROL_HEATING_SAVING, part: 'spaceHeating' },
    ],
  }),
  custom: unchanged,
};

/**
 * The building's energy-model input with `measure` installed, and any adjustments the model
 * cannot express. Pure: the input is not modified.
 */
export function applyMeasure(
  input: EnergyModelInput,
  measure: ImprovementMeasure,
): MeasureApplication {
  return APPLY[measure.kind](input, measure);
}

/** Several measures applied one after the other, in the order given; adjustments accumulate. */
export function applyMeasures(
  input: EnergyModelInput,
  measures: readonly ImprovementMeasure[],
): MeasureApplication {
  let state: MeasureApplication = unchanged(input);
  for (const measure of measures) {
    const next = applyMeasure(state.input, measure);
    state = { input: next.input, adjustments: [...state.adjustments, ...next.adjustments] };
  }
  return state;
}
