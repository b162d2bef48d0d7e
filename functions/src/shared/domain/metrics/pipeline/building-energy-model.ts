import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import { REPORTED_CARRIER_KWH, type ReportedYear } from '../../../schemas/stored/reported-year.js';
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
  floorAreaM2: number | undefined,
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
    const readings: (number | null)[] = [];
    for (const month of months) {
      const kwh = map.get(month);
      readings.push(kwh === undefined ? null : kwh / divisor);
    }
    endUses[endUse] = readings;
  }
  const annual = latestReportedAnnual(reportedYears, floorAreaM2);
  return { carriers, endUses, ...(annual ? { annual } : {}) };
}

/** How far the carriers of a year may be from its site EUI × floor area and still be all of it. */
const COMPLETE_YEAR_TOLERANCE = 0.05;

/**
 * Whether a reported year's carriers are all the energy the building used that year: its site
 * EUI × the floor area is their sum to within 5 % (what "Other Fuel" adds included). Such a year
 * says that a carrier it leaves empty was not bought (Chicago leaves the gas cell of an
 * all-electric building empty).
 */
function isCompleteYear(figures: ReportedYear, floorAreaM2: number | undefined): boolean {
  const eui = figures.siteEuiKwhPerM2;
  if (!(eui! > 0) || !(floorAreaM2! > 0)) return false;
  let kwh = figures.otherFuelKwh ?? 0;
  for (const carrier of CARRIERS) kwh += Math.max(0, figures[REPORTED_CARRIER_KWH[carrier]] ?? 0);
  return Math.abs(kwh / (eui! * floorAreaM2!) - 1) <= COMPLETE_YEAR_TOLERANCE;
}

/**
 * The annual totals of the latest year a file reported, per carrier (every carrier of
 * `CARRIERS`; "All Other Fuel" is kept in the history, not modelled): the model scales a carrier
 * without any monthly reading to it (methodology §1.2). For each carrier the latest year that
 * reports it decides, a 0 included (the building bought none of it that year, and an older
 * year's figure does not come back); a year whose carriers add up to its site EUI × `floorAreaM2`
 * (`isCompleteYear`) reports the carriers it leaves empty as 0. A net electricity figure of 0 or
 * below (a building that exported as much as it bought or more, or whose tenants buy it) says
 * nothing of its use and is passed over.
 */
export function latestReportedAnnual(
  reportedYears: Readonly<Record<string, ReportedYear>> | undefined,
  floorAreaM2?: number,
): MeteredMonthlyTotals['annual'] | undefined {
  const years = Object.keys(reportedYears ?? {})
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
  const annual: NonNullable<MeteredMonthlyTotals['annual']> = {};
  for (const year of years) {
    const figures = reportedYears?.[String(year)];
    if (!figures) continue;
    const complete = isCompleteYear(figures, floorAreaM2);
    for (const carrier of CARRIERS) {
      const kwh = figures[REPORTED_CARRIER_KWH[carrier]] ?? (complete ? 0 : undefined);
      if (annual[carrier] !== undefined || kwh === undefined) continue;
      if (carrier === 'electricity' && !(kwh > 0)) continue;
      annual[carrier] = { kwh: Math.max(0, kwh), year };
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
    general.grossFloorAreaM2,
  );
  const model = modelBuildingEnergy({ ...modelInput, metered });
  return { modelInput, metered, model };
}
