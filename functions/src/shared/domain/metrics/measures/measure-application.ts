import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { EndUse } from '../energy/carriers.js';
import type { EnergyModelInput } from '../energy/model-input.js';

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

export type Apply = (input: EnergyModelInput, measure: ImprovementMeasure) => MeasureApplication;

/** The building as it was: no change, no adjustment. */
export const unchanged = (input: EnergyModelInput): MeasureApplication => ({
  input,
  adjustments: [],
});
