import {
  COOLING_SET_POINT_DEG_C,
  HEATING_SET_POINT_DEG_C,
} from '../../../constants/energy-model.js';
import { calendarMonthOf, daysInMonth, monthIndexOf } from '../../common/months.js';
import type { EndUseRow } from './calibrate.js';
import { allModelled } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';
import { END_USES } from './carriers.js';
import { horizontalIrradiationOf, monthGains } from './incidental-gains.js';
import type { ModelAssumptions } from './model-assumptions.js';
import type { EnergyModelInput } from './model-input.js';
import { pvMonthlyKwh } from './pv.js';
import { monthlyBalance } from './thermal-balance.js';

/** The model's energy of each end use, month by month, before any scaling to meters. */
export interface ModelledEndUses {
  /** One row per end use on its carrier; cooling only when installed or sub-metered. */
  rows: EndUseRow[];
  /** Estimated on-site PV generation per month, kWh. */
  pvMonthlyKwh: number[];
  /** Space-heating need plus hot water over the months, kWh of heat. */
  heatingNeedKwh: number;
  hotWaterKwh: number;
  /** Cooling need over the months, kWh of cold. */
  coolingNeedKwh: number;
}

/**
 * Each month's end uses (docs/methodology.md §1.2): lighting, fans, plug loads and others from
 * the gains, heating and cooling needs from the ISO 13790 monthly balance divided by the plant's
 * efficiency or COP, hot water by use type and days; and the PV generation of the month.
 */
export function modelledEndUses(
  input: EnergyModelInput,
  assumptions: ModelAssumptions,
  months: readonly string[],
): ModelledEndUses {
  const { reference, heating, cooling: coolingPlant } = assumptions;
  const area = assumptions.geometry.floorAreaM2;
  const cop = coolingPlant.cop;
  const modelled: Record<EndUse, number[]> = {
    cooling: [],
    heating: [],
    lighting: [],
    mechanicalVentilation: [],
    plugLoads: [],
    others: [],
  };
  const pvMonthly: number[] = [];
  let heatingNeed = 0;
  let hotWaterNeed = 0;
  let coolingNeed = 0;
  for (const key of months) {
    const index = monthIndexOf(key);
    const calendarMonth = calendarMonthOf(index);
    const days = daysInMonth(index);
    const hours = days * 24;
    const yearShare = days / 365;
    const outdoor = input.climate.monthlyMeanTemperatureDegC[calendarMonth] ?? 10;
    const horizontal = horizontalIrradiationOf(input.climate, calendarMonth, days);
    const gains = monthGains(assumptions.gainsBasis, {
      hours,
      yearShare,
      horizontalKwhPerM2: horizontal,
    });
    const balance = monthlyBalance({
      heatTransferWPerK: assumptions.heatTransferWPerK,
      outdoorDegC: outdoor,
      hours,
      gainsKwh: gains.totalKwh,
      timeConstantHours: assumptions.timeConstantHours,
      heatingSetPointDegC: HEATING_SET_POINT_DEG_C,
      coolingSetPointDegC: COOLING_SET_POINT_DEG_C,
    });
    const spaceHeat = heating.installed ? balance.heatingNeedKwh : 0;
    const hotWater = reference.hotWater * area * yearShare;
    const cooling = coolingPlant.installed ? balance.coolingNeedKwh : 0;
    heatingNeed += spaceHeat + hotWater;
    hotWaterNeed += hotWater;
    coolingNeed += cooling;
    modelled.heating.push((spaceHeat + hotWater) / heating.efficiency);
    modelled.cooling.push(cop > 0 ? cooling / cop : 0);
    modelled.lighting.push(gains.lightingKwh);
    modelled.mechanicalVentilation.push(gains.fansKwh);
    modelled.plugLoads.push(gains.plugLoadsKwh);
    modelled.others.push(gains.othersKwh);
    pvMonthly.push(pvMonthlyKwh(input.renewables, horizontal));
  }

  const carrierOf: Record<EndUse, Carrier> = {
    cooling: coolingPlant.carrier,
    heating: heating.carrier,
    lighting: 'electricity',
    mechanicalVentilation: 'electricity',
    plugLoads: 'electricity',
    others: 'electricity',
  };
  // Loops with push rather than map: arrays of one elements kind, whichever tier of V8 made them
  // (docs/benchmarks.md, "Recompute: arrays of one kind").
  const rows: EndUseRow[] = [];
  for (const endUse of END_USES) {
    if (endUse === 'cooling' && !coolingPlant.installed && !input.metered?.endUses?.cooling)
      continue;
    rows.push({
      endUse,
      carrier: carrierOf[endUse],
      monthlyKwh: modelled[endUse],
      monthlyBasis: allModelled(months.length),
    });
  }
  return {
    rows,
    pvMonthlyKwh: pvMonthly,
    heatingNeedKwh: heatingNeed,
    hotWaterKwh: hotWaterNeed,
    coolingNeedKwh: coolingNeed,
  };
}
