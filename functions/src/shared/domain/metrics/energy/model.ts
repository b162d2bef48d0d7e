import { monthRange } from '../../common/months.js';
import { modelAssumptions } from './model-assumptions.js';
import type { EnergyModelInput } from './model-input.js';
import type { EnergyModelOutput } from './model-output.js';
import { modelAnnualTotals, modelTotals, type ModelAnnualTotals } from './model-totals.js';
import { modelledEndUses } from './modelled-end-uses.js';
import { scaledEndUses } from './scale-to-meters.js';

const DEFAULT_MONTHS = monthRange(2001 * 12, 12);

/**
 * The bottom-up energy model of one building (docs/methodology.md §1.2): lighting from fittings
 * and efficacy, plug loads and others by use type, fans from ventilated area and SFP, heating
 * and cooling needs from a monthly ISO 13790 heat balance of the envelope (U-values × areas,
 * ventilation, internal and solar gains) divided by the plant's efficiency or COP, hot water by
 * use type; then scaled to the meters (or by a given calibration). Pure and deterministic.
 */
export function modelBuildingEnergy(input: EnergyModelInput): EnergyModelOutput {
  const months = [...(input.months ?? DEFAULT_MONTHS)];
  const assumptions = modelAssumptions(input);
  const modelled = modelledEndUses(input, assumptions, months);
  const scaled = scaledEndUses(modelled.rows, input, months, modelled.pvMonthlyKwh);
  const { geometry, reference } = assumptions;
  return modelTotals(months, scaled, modelled.pvMonthlyKwh, {
    floorAreaM2: geometry.floorAreaM2,
    occupiedShare: assumptions.occupiedShare,
    envelope: geometry,
    heatTransferWPerK: assumptions.heatTransferWPerK,
    lighting: assumptions.lighting,
    ventilation: assumptions.ventilation,
    heating: {
      ...assumptions.heating,
      annualNeedKwh: modelled.heatingNeedKwh,
      annualHotWaterKwh: modelled.hotWaterKwh,
    },
    cooling: { ...assumptions.cooling, annualNeedKwh: modelled.coolingNeedKwh },
    plugLoadsKwhPerM2: reference.plugLoads,
    othersKwhPerM2: reference.others,
    windowGValue: assumptions.windowGValue,
  });
}

/**
 * A variant's annual energy by carrier and in all, as `modelBuildingEnergy(input)` gives it, without
 * the rest of its output (end uses, bases, monthly totals, descriptors): the current-versus-best
 * detail of each element runs the model for this alone.
 */
export function modelAnnualEnergy(input: EnergyModelInput): ModelAnnualTotals {
  const months = [...(input.months ?? DEFAULT_MONTHS)];
  const assumptions = modelAssumptions(input);
  const modelled = modelledEndUses(input, assumptions, months);
  const scaled = scaledEndUses(modelled.rows, input, months, modelled.pvMonthlyKwh);
  return modelAnnualTotals(months.length, scaled.rows, modelled.pvMonthlyKwh);
}
