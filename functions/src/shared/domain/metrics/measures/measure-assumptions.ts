import {
  AIR_DISTRIBUTION_FAN_SAVING,
  MEASURE_CATALOG,
  SOLAR_FILM_SHADING_COEFFICIENT,
  TIME_CONTROL_HEATING_SAVING,
} from '../../../constants/measure-catalog.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';

/**
 * A value a measure's figures rest on that no primary source backs (tagged [M] in
 * constants/measure-catalog.ts): the measure popup shows it as an assumption.
 */
export interface MeasureAssumption {
  key: 'filmShadingCoefficient' | 'filmLife' | 'fanSaving' | 'heatingSaving';
  /** The value: a shading coefficient, years, or a share 0–1. */
  value: number;
}

/**
 * The assumptions behind `measure`'s figures: the solar film's shading coefficient (always; the
 * measure has no field for it) and its life when none is entered; a control measure's saving
 * when no `savingPct` is entered.
 */
export function measureAssumptions(
  measure: Pick<ImprovementMeasure, 'kind' | 'lifeYears' | 'savingPct'>,
): MeasureAssumption[] {
  switch (measure.kind) {
    case 'solarFilm':
      return [
        { key: 'filmShadingCoefficient', value: SOLAR_FILM_SHADING_COEFFICIENT },
        ...(measure.lifeYears === undefined
          ? [{ key: 'filmLife' as const, value: MEASURE_CATALOG.solarFilm.lifeYears }]
          : []),
      ];
    case 'airDistributionControl':
      return measure.savingPct === undefined
        ? [{ key: 'fanSaving', value: AIR_DISTRIBUTION_FAN_SAVING }]
        : [];
    case 'heatingTimeControl':
      return measure.savingPct === undefined
        ? [{ key: 'heatingSaving', value: TIME_CONTROL_HEATING_SAVING }]
        : [];
    default:
      return [];
  }
}
