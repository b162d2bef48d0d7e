import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import { lightingHoursShare } from '../energy/end-use-loads.js';
import { modelBuildingEnergy } from '../energy/model.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import type { ModelCalibration } from '../energy/calibrate.js';
import { variantEnergy } from './variant-energy.js';
import type { EnergyBreakdown } from './variant-energy.js';

/** The baseline run, with the LED measure's annual lighting as a lighting sub-meter if needed. */
function baselineRun(
  input: EnergyModelInput,
  measures: readonly ImprovementMeasure[],
): EnergyModelOutput {
  const given = measures.find(
    (m) => m.kind === 'ledReplacement' && m.annualLightingKwh !== undefined,
  );
  if (given?.annualLightingKwh === undefined || input.metered?.endUses?.lighting !== undefined) {
    return modelBuildingEnergy(input);
  }
  // "Annual Lighting System Energy Consumption" (spec 3.14) is a reading of the lighting: spread
  // over the months like the modelled lighting and used as its sub-meter.
  const { metered: _meters, ...description } = input;
  const profile = modelBuildingEnergy(description).byEndUse.lighting.monthlyKwh;
  const modelledYear = profile.reduce((a, b) => a + b, 0);
  const annual = given.annualLightingKwh;
  const readings = profile.map((kwh) =>
    modelledYear > 0 ? (annual * kwh) / modelledYear : annual / profile.length,
  );
  return modelBuildingEnergy({
    ...input,
    metered: { ...input.metered, endUses: { ...input.metered?.endUses, lighting: readings } },
  });
}

/** The building before any measure, as the measures see it. */
export interface MeasuresBaseline {
  /** The calibration every variant is scaled with. */
  calibration: ModelCalibration;
  energy: EnergyBreakdown;
  /** Hours a year the lights burn, h. */
  lightingHoursPerYear: number;
  /** Light output of the installed lighting, lm. */
  lumens: number;
}

/** The baseline of the measures: the model run (and calibrated) once, then as a variant. */
export function measuresBaseline(
  model: EnergyModelInput,
  measures: readonly ImprovementMeasure[],
): MeasuresBaseline {
  const output = baselineRun(model, measures);
  const { descriptors } = output;
  return {
    calibration: output.calibration,
    energy: variantEnergy({ input: model, adjustments: [] }, output.calibration),
    lightingHoursPerYear: 8760 * lightingHoursShare(descriptors.occupiedShare),
    lumens:
      descriptors.lighting.powerDensityWPerM2 *
      descriptors.floorAreaM2 *
      descriptors.lighting.efficacyLmPerW,
  };
}
