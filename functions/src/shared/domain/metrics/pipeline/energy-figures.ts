import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import { DEFAULT_CURRENCY, buildingCurrencyOf } from '../../building/building-currency.js';
import type { Carrier } from '../energy/carriers.js';
import type { GridFactor } from '../energy/factors.js';
import { egridSubregionFor, gridFactor } from '../energy/factors.js';
import type { BilledCarrier, EnergyIndicators } from '../energy/indicators.js';
import { energyIndicators } from '../energy/indicators.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import type { MeteredData } from './metered-data.js';

/** Energy and cost of the calendarized bills per carrier over `months`. */
function billedOver(
  data: MeteredData,
  months: readonly string[],
): Partial<Record<Carrier, BilledCarrier>> {
  const wanted = new Set(months);
  const out: Partial<Record<Carrier, BilledCarrier>> = {};
  for (const [carrier, list] of Object.entries(data.bills) as [
    Carrier,
    MeteredData['bills'][Carrier],
  ][]) {
    const inPeriod = (list ?? []).filter((m) => wanted.has(m.month));
    if (inPeriod.length === 0) continue;
    out[carrier] = {
      kwh: inPeriod.reduce((s, m) => s + m.kwh, 0),
      cost: inPeriod.reduce((s, m) => s + m.cost, 0),
    };
  }
  return out;
}

/**
 * The building's cost, CO2, site and source energy and EUI (docs/methodology.md §1.3) for the
 * analysis `months`, with the grid factor of its country (and eGRID subregion) in `year`; the
 * bills' own costs where there are bills.
 */
export function energyFigures(
  general: BuildingGeneral,
  model: EnergyModelOutput,
  data: MeteredData,
  months: readonly string[],
  year: number,
): { grid: GridFactor; indicators: EnergyIndicators } {
  const grid = gridFactor(general.country, year, egridSubregionFor(general.country, general.city));
  const indicators = energyIndicators({
    model,
    country: general.country,
    state: general.state,
    currency: buildingCurrencyOf(general, DEFAULT_CURRENCY),
    grid,
    billed: billedOver(data, months),
  });
  return { grid, indicators };
}
