import type { BuildingGeneral } from '../../../schemas/building-general.js';
import type { ReportedYear } from '../../../schemas/reported-year.js';
import type { EndUse } from '../energy/carriers.js';
import { CARRIERS } from '../energy/carriers.js';
import { modelBuildingEnergy } from '../energy/model.js';
import type {
  EnergyModelInput,
  MeteredMonthlyTotals,
  ModelClimate,
} from '../energy/model-input.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import { heatingEfficiencyOf } from '../energy/plant-efficiency.js';
import type { BuildingRecord } from './building-metrics-input.js';
import type { MeteredData } from './metered-data.js';
import { carrierReadings } from './metered-data.js';

/** The model's meters: carriers' monthly readings, sub-meters as energy bought, reported years. */
function meteredTotals(
  data: MeteredData,
  months: readonly string[],
  heatingEfficiency: number,
  reportedYears: BuildingRecord['reportedYears'],
): MeteredMonthlyTotals {
  const carriers: MeteredMonthlyTotals['carriers'] = {};
  for (const carrier of CARRIERS) {
    const readings = carrierReadings(data, carrier, months);
    if (readings) carriers[carrier] = readings;
  }
  const endUses: MeteredMonthlyTotals['endUses'] = {};
  for (const [endUse, map] of Object.entries(data.subMeters) as [EndUse, Map<string, number>][]) {
    // Heat meters measure heat delivered; the model's heating end use is energy bought.
    const divisor = endUse === 'heating' ? heatingEfficiency : 1;
    endUses[endUse] = months.map((month) => {
      const kwh = map.get(month);
      return kwh === undefined ? null : kwh / divisor;
    });
  }
  const annual = latestReportedAnnual(reportedYears);
  return { carriers, endUses, ...(annual ? { annual } : {}) };
}

/**
 * The annual totals of the latest year a file reported, per carrier (electricity, natural
 * gas): the model scales a carrier without any monthly reading to it (methodology §1.2). A net
 * electricity figure below zero (a building that exported more than it bought) says nothing of
 * its use and is left out.
 */
export function latestReportedAnnual(
  reportedYears: Readonly<Record<string, ReportedYear>> | undefined,
): MeteredMonthlyTotals['annual'] | undefined {
  const years = Object.keys(reportedYears ?? {})
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
  const annual: NonNullable<MeteredMonthlyTotals['annual']> = {};
  for (const year of years) {
    const figures = reportedYears?.[String(year)];
    if (!figures) continue;
    if (annual.electricity === undefined && (figures.electricityKwh ?? 0) > 0) {
      annual.electricity = { kwh: figures.electricityKwh!, year };
    }
    if (annual.naturalGas === undefined && (figures.naturalGasKwh ?? 0) > 0) {
      annual.naturalGas = { kwh: figures.naturalGasKwh!, year };
    }
  }
  return Object.keys(annual).length > 0 ? annual : undefined;
}

/**
 * The building's energy model over the analysis `months` (docs/methodology.md §1.2): its
 * description and climate as the model reads them (`modelInput`, also the basis of the measures
 * and the element detail), its meters (`metered`), and the model scaled to them.
 */
export function buildingEnergyModel(
  building: BuildingRecord,
  general: BuildingGeneral,
  climate: ModelClimate,
  months: string[],
  data: MeteredData,
): { modelInput: EnergyModelInput; metered: MeteredMonthlyTotals; model: EnergyModelOutput } {
  const modelInput: EnergyModelInput = {
    general,
    activity: building.activity,
    spaceUsage: building.spaceUsage,
    heating: building.heating,
    hvac: building.hvac,
    lighting: building.lighting,
    envelope: building.envelope,
    renewables: building.renewables,
    climate,
    months,
  };
  const metered = meteredTotals(
    data,
    months,
    heatingEfficiencyOf(modelInput),
    building.reportedYears,
  );
  const model = modelBuildingEnergy({ ...modelInput, metered });
  return { modelInput, metered, model };
}
