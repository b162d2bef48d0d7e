import {
  AIR_DISTRIBUTION_FAN_SAVING,
  TIME_CONTROL_HEATING_SAVING,
} from '../../../constants/measure-catalog.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import { curtainWallInsulation, lowEWindows, solarFilm } from './envelope-measures.js';
import type { Apply, EndUseAdjustment, MeasureApplication } from './measure-application.js';
import { unchanged } from './measure-application.js';
import {
  airSourceHeatPump,
  chillerReplacement,
  ledReplacement,
  vsdPumps,
} from './system-measures.js';

export type { EndUseAdjustment, MeasureApplication } from './measure-application.js';

/*
 * A measure applied to the building's description: `applyMeasure` returns the energy-model input
 * of the building as it would be with the measure installed, so that the savings are the model's
 * difference (docs/methodology.md, "Measures"). Where the description cannot express a measure
 * (controls that change run time), the measure adds an adjustment: a share of an end use's
 * energy removed after the model runs.
 */

/** The share a control or custom measure saves: its own `savingPct`, else `fallback` (0–1). */
const savingOf = (measure: ImprovementMeasure, fallback: number) =>
  measure.savingPct !== undefined ? measure.savingPct / 100 : fallback;

/**
 * The end-use energy a custom measure on `subSystem` saves a share of: the sub-system's own end
 * use; for the envelope, space heating and cooling; none for renewables (generation, not use).
 */
function customAdjustments(measure: ImprovementMeasure): EndUseAdjustment[] {
  if (measure.savingPct === undefined) return [];
  const reduction = measure.savingPct / 100;
  const subSystem = measure.subSystem ?? 'others';
  switch (subSystem) {
    case 'facilityEnvelope':
      return [
        { endUse: 'heating', reduction, part: 'spaceHeating' },
        { endUse: 'cooling', reduction, part: 'all' },
      ];
    case 'renewables':
      return [];
    default:
      return [{ endUse: subSystem, reduction, part: 'all' }];
  }
}

const APPLY: Readonly<Record<ImprovementMeasure['kind'], Apply>> = {
  ledReplacement,
  chillerReplacement,
  lowEWindows,
  vsdPumps,
  airDistributionControl: (input, measure) => ({
    input,
    adjustments: [
      {
        endUse: 'mechanicalVentilation',
        reduction: savingOf(measure, AIR_DISTRIBUTION_FAN_SAVING),
        part: 'all',
      },
    ],
  }),
  curtainWallInsulation,
  solarFilm,
  airSourceHeatPump,
  heatingTimeControl: (input, measure) => ({
    input,
    adjustments: [
      {
        endUse: 'heating',
        reduction: savingOf(measure, TIME_CONTROL_HEATING_SAVING),
        part: 'spaceHeating',
      },
    ],
  }),
  custom: (input, measure) => ({ input, adjustments: customAdjustments(measure) }),
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
