import type { Carrier, EndUse } from '../energy/carriers.js';
import { modelBuildingEnergy } from '../energy/model.js';
import type { ModelCalibration } from '../energy/calibrate.js';
import type { MeasureApplication } from './apply-measure.js';

/*
 * Annual energy of a variant of the building (the baseline, or measures applied): the energy
 * model run on the variant's description with the baseline's calibration (so the variant is
 * scaled to the meters exactly as the baseline was), then the adjustments of measures the
 * description cannot express. Energies are site energy in kWh per year.
 */

/** Annual kWh of each end use on each carrier. */
export interface EnergyBreakdown {
  /** `endUse:carrier` → kWh per year. */
  cells: Record<string, number>;
  byCarrier: Partial<Record<Carrier, number>>;
  byEndUse: Partial<Record<EndUse, number>>;
  totalKwh: number;
}

const cellKey = (endUse: EndUse, carrier: Carrier) => `${endUse}:${carrier}`;

/** Splits a cell key back into end use and carrier. */
export function cellParts(key: string): [EndUse, Carrier] {
  const [endUse, carrier] = key.split(':');
  return [endUse as EndUse, carrier as Carrier];
}

/** Builds the totals of a breakdown from its cells. */
export function breakdownOf(cells: Record<string, number>): EnergyBreakdown {
  const byCarrier: Partial<Record<Carrier, number>> = {};
  const byEndUse: Partial<Record<EndUse, number>> = {};
  let totalKwh = 0;
  for (const [key, kwh] of Object.entries(cells)) {
    const [endUse, carrier] = cellParts(key);
    byCarrier[carrier] = (byCarrier[carrier] ?? 0) + kwh;
    byEndUse[endUse] = (byEndUse[endUse] ?? 0) + kwh;
    totalKwh += kwh;
  }
  return { cells, byCarrier, byEndUse, totalKwh };
}

/** Annual energy of `variant`, scaled with `calibration` (see the file comment). */
export function variantEnergy(
  variant: MeasureApplication,
  calibration: ModelCalibration,
): EnergyBreakdown {
  const { metered: _meters, ...description } = variant.input;
  const output = modelBuildingEnergy({ ...description, calibration });
  const heating = output.descriptors.heating;
  const spaceShare =
    heating.annualNeedKwh > 0 ? 1 - heating.annualHotWaterKwh / heating.annualNeedKwh : 0;
  const cells: Record<string, number> = {};
  for (const row of output.endUses) {
    let kwh = row.annualKwh;
    for (const adjustment of variant.adjustments) {
      if (adjustment.endUse !== row.endUse) continue;
      kwh *= 1 - adjustment.reduction * (adjustment.part === 'spaceHeating' ? spaceShare : 1);
    }
    const key = cellKey(row.endUse, row.carrier);
    cells[key] = (cells[key] ?? 0) + kwh;
  }
  return breakdownOf(cells);
}

/** Cell by cell, `before − after` (a saving is positive). */
export function difference(before: EnergyBreakdown, after: EnergyBreakdown): EnergyBreakdown {
  const cells: Record<string, number> = {};
  for (const key of new Set([...Object.keys(before.cells), ...Object.keys(after.cells)])) {
    cells[key] = (before.cells[key] ?? 0) - (after.cells[key] ?? 0);
  }
  return breakdownOf(cells);
}
