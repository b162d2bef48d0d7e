import type { EnergyStarPropertyType } from './energy-star-score-models.js';
import type { EnergyStarInputs } from '../domain/metrics/benchmarks/energy-star-inputs.js';

/**
 * What the estimated ENERGY STAR score assumes for an input the building's description does not
 * give (workers, computers, heated and cooled shares, …), per property type: **none yet**. EPA's
 * Portfolio Manager default values have not been read at their source
 * (docs/research/energy-star-score-models.md §17), and a value of ours would pass for EPA's. Until
 * they are, the estimate names each missing input and gives no score (docs/methodology.md §2.4).
 */
export function energyStarAssumptionsFor(
  _type: EnergyStarPropertyType,
  _areaFt2: number,
): EnergyStarInputs {
  return {};
}
