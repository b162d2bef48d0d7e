import {
  COOLING_COP,
  COOLING_SET_POINT_DEG_C,
  DEFAULT_COOLING_COP,
  DEFAULT_HEATING_EFFICIENCY,
  GLAZING_G_VALUE,
  HEAT_CAPACITY_J_PER_M2K,
  HEATER_EFFICIENCY,
  HEATING_SET_POINT_DEG_C,
  CLEAR_GLASS_SHGC,
} from '../../../constants/energy-model.js';
import type { Activity } from '../../../schemas/activity.js';
import type { BuildingGeneral } from '../../../schemas/building-general.js';
import type { Envelope } from '../../../schemas/envelope.js';
import type { Heating } from '../../../schemas/heating.js';
import type { Hvac } from '../../../schemas/hvac.js';
import type { Lighting } from '../../../schemas/lighting.js';
import type { Renewables } from '../../../schemas/renewables.js';
import type { SpaceUsageItem } from '../../../schemas/space-usage.js';
import type { EnvelopeGeometry } from './building-geometry.js';
import { envelopeGeometry, occupiedShare } from './building-geometry.js';
import type { Basis, EndUseRow, ModelCalibration, MonthlyReadings } from './calibrate.js';
import { applyCalibration, calibrateToMeters } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';
import { CARRIERS, END_USES, coolingCarrierOf, heatingCarrierOf } from './carriers.js';
import type { LightingDescriptor, VentilationDescriptor } from './end-use-loads.js';
import {
  lightingDescriptor,
  referenceIntensitiesKwhPerM2,
  ventilationDescriptor,
} from './end-use-loads.js';
import { transmissionByElement, ventilationHeatTransferWPerK } from './heat-transfer.js';
import type { GainsBasis } from './incidental-gains.js';
import { horizontalIrradiationOf, monthGains } from './incidental-gains.js';
import { calendarMonthOf, daysInMonth, monthIndexOf, monthRange } from '../../common/months.js';
import { pvMonthlyKwh } from './pv.js';
import { monthlyBalance } from './thermal-balance.js';

export type { Basis, Carrier, EndUse, ModelCalibration, MonthlyReadings };
export { CARRIERS, END_USES };

/** Climate of the building's site: monthly means, January first (12 values each). */
export interface ModelClimate {
  latitudeDeg: number;
  /** Mean outdoor air temperature by calendar month, °C. */
  monthlyMeanTemperatureDegC: readonly number[];
  /** Global horizontal irradiation by calendar month, kWh/m²; estimated from latitude when absent. */
  monthlyHorizontalIrradiationKwhPerM2?: readonly number[];
}

/** Metered monthly totals, aligned with `months`, kWh; null for a month without a reading. */
export interface MeteredMonthlyTotals {
  /**
   * Energy bought per carrier (bills, main meters). Electricity is the grid purchase: the model
   * adds its own estimate of on-site PV used to find the building's consumption.
   */
  carriers?: Partial<Record<Carrier, MonthlyReadings>>;
  /** Sub-meters per end use, in kWh of the end use's carrier (a heat meter divided by efficiency). */
  endUses?: Partial<Record<EndUse, MonthlyReadings>>;
  /**
   * Annual totals a benchmarking file reported (`/buildings/{id}/reportedYears`), per carrier,
   * for carriers with no monthly reading at all: the model's months of the carrier are scaled so
   * that the year adds up to `kwh` (the split into months stays modelled).
   */
  annual?: Partial<Record<Carrier, { kwh: number; year: number }>>;
}

/** Everything the model reads: the description (existing schemas), climate, optional meters. */
export interface EnergyModelInput {
  general: BuildingGeneral;
  activity?: Activity;
  /** Space-usage items, `{itemId: item}` or a list. */
  spaceUsage?: Readonly<Record<string, SpaceUsageItem>> | readonly SpaceUsageItem[];
  heating?: Heating;
  hvac?: Hvac;
  lighting?: Lighting;
  envelope?: Envelope;
  renewables?: Renewables;
  climate: ModelClimate;
  /** The months modelled, `"YYYY-MM"`; default the 12 months of 2001 (a non-leap year). */
  months?: readonly string[];
  /** Meters to scale the model to (the baseline of a building). */
  metered?: MeteredMonthlyTotals;
  /**
   * A calibration returned by an earlier run (same months): applied instead of scaling to
   * `metered`, so that a variant of the building (a measure applied) is scaled like the baseline
   * and its savings are the model's difference.
   */
  calibration?: ModelCalibration;
}

/** One end use on one carrier. `basis` is `metered` only when every month is metered. */
export interface EndUseEnergy {
  endUse: EndUse;
  carrier: Carrier;
  monthlyKwh: number[];
  annualKwh: number;
  monthlyBasis: Basis[];
  basis: Basis;
}

/**
 * Totals of an end use (all carriers) or of a carrier (all end uses). A carrier is `metered` when
 * its meter has every month; an end use when it is sub-metered in every month.
 */
export interface EnergyTotal {
  monthlyKwh: number[];
  annualKwh: number;
  basis: Basis;
}

/** What the model assumed about the building, for the detail screens and the measures. */
export interface ModelDescriptors {
  floorAreaM2: number;
  /** Share of the time the building is in use, 0–1. */
  occupiedShare: number;
  envelope: EnvelopeGeometry;
  /** Overall heat transfer coefficient H = H_tr + H_ve, W/K (time-averaged ventilation). */
  heatTransferWPerK: number;
  lighting: LightingDescriptor;
  ventilation: VentilationDescriptor;
  heating: {
    installed: boolean;
    carrier: Carrier;
    /** Delivered heat / energy bought (1 = 100 %; a heat pump's SCOP above 1). */
    efficiency: number;
    /** Annual space-heating need plus hot water, kWh of heat. */
    annualNeedKwh: number;
    annualHotWaterKwh: number;
  };
  cooling: { installed: boolean; carrier: Carrier; cop: number; annualNeedKwh: number };
  /** Reference intensities used for plug loads and others, kWh/m²·yr. */
  plugLoadsKwhPerM2: number;
  othersKwhPerM2: number;
  /** Glazing solar transmittance used, g (0–1). */
  windowGValue: number;
}

export interface EnergyModelOutput {
  months: string[];
  /** One row per end use and carrier, adding up to `carriers` and to `total`. */
  endUses: EndUseEnergy[];
  byEndUse: Record<EndUse, EnergyTotal>;
  byCarrier: Partial<Record<Carrier, EnergyTotal>>;
  total: EnergyTotal;
  /** Estimated on-site PV generation, kWh (assumed used on site; included in electricity). */
  pvGeneration: { monthlyKwh: number[]; annualKwh: number };
  calibration: ModelCalibration;
  /** Sub-meters above their carrier meter, kWh per month (reported, not hidden). */
  subMeterExcessKwh: Partial<Record<Carrier, number[]>>;
  /** Carriers scaled to a reported annual total (`MeteredMonthlyTotals.annual`): its year. */
  reportedYears: Partial<Record<Carrier, number>>;
  descriptors: ModelDescriptors;
}

const DEFAULT_MONTHS = monthRange(2001 * 12, 12);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Seasonal efficiency of the heating plant (delivered heat / energy bought): the HVAC step's
 * efficiency when given, else the default of the heater type, else a conventional boiler.
 */
export function heatingEfficiencyOf(input: Pick<EnergyModelInput, 'hvac' | 'heating'>): number {
  const given = input.hvac?.heating?.efficiencyPct;
  if (given !== undefined && given > 0) return given / 100;
  const type = input.hvac?.heating?.heaterType ?? input.heating?.heatingType;
  return type ? HEATER_EFFICIENCY[type] : DEFAULT_HEATING_EFFICIENCY;
}

function coolingCopOf(input: EnergyModelInput): number {
  const cooling = input.hvac?.cooling;
  if (cooling?.cop !== undefined && cooling.cop > 0) return cooling.cop;
  return cooling?.systemType ? COOLING_COP[cooling.systemType] : DEFAULT_COOLING_COP;
}

function windowGValueOf(envelope: Envelope | undefined): number {
  if (envelope?.shadingCoefficient !== undefined)
    return CLEAR_GLASS_SHGC * envelope.shadingCoefficient;
  return GLAZING_G_VALUE[envelope?.glazing ?? 'doubleGlazedNoLowE'];
}

/**
 * The bottom-up energy model of one building (docs/methodology.md §1.2): lighting from fittings
 * and efficacy, plug loads and others by use type, fans from ventilated area and SFP, heating
 * and cooling needs from a monthly ISO 13790 heat balance of the envelope (U-values × areas,
 * ventilation, internal and solar gains) divided by the plant's efficiency or COP, hot water by
 * use type; then scaled to the meters (or by a given calibration). Pure and deterministic.
 */
export function modelBuildingEnergy(input: EnergyModelInput): EnergyModelOutput {
  const months = [...(input.months ?? DEFAULT_MONTHS)];
  const n = months.length;
  const general = input.general;
  const useType = general.useType ?? 'other';
  const geometry = envelopeGeometry(general, input.envelope);
  const area = geometry.floorAreaM2;
  const occupied = occupiedShare(general, input.activity);
  const spaceUsage = Array.isArray(input.spaceUsage)
    ? (input.spaceUsage as readonly SpaceUsageItem[])
    : Object.values(input.spaceUsage ?? {});
  const lighting = lightingDescriptor(input.lighting, useType, area);
  const ventilation = ventilationDescriptor(input.hvac, spaceUsage, area);
  const reference = referenceIntensitiesKwhPerM2(useType);
  const heatingInstalled =
    input.hvac?.heating?.installed ?? input.heating?.hasHeatingSystem ?? true;
  const coolingInstalled = input.hvac?.cooling?.installed ?? false;
  const heatingCarrier = heatingInstalled
    ? heatingCarrierOf(input.hvac?.heating, input.heating)
    : 'electricity';
  const heatingEfficiency = heatingInstalled ? heatingEfficiencyOf(input) : 1;
  const coolingCarrier = coolingCarrierOf(input.hvac?.cooling);
  const cop = coolingCopOf(input);
  const gValue = windowGValueOf(input.envelope);

  const transmission = transmissionByElement(geometry).totalWPerK;
  const ventilationWPerK = ventilationHeatTransferWPerK(geometry, ventilation, occupied);
  const heatTransferWPerK = transmission + ventilationWPerK;
  const gainsBasis: GainsBasis = {
    floorAreaM2: area,
    occupiedShare: occupied,
    lightingPowerDensityWPerM2: lighting.powerDensityWPerM2,
    ventilation,
    plugLoadsKwhPerM2: reference.plugLoads,
    othersKwhPerM2: reference.others,
    windowAreaM2: geometry.windowAreaM2,
    windowGValue: gValue,
  };
  const timeConstantHours =
    heatTransferWPerK > 0 ? (HEAT_CAPACITY_J_PER_M2K * area) / 3600 / heatTransferWPerK : 0;

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
    const gains = monthGains(gainsBasis, { hours, yearShare, horizontalKwhPerM2: horizontal });
    const balance = monthlyBalance({
      heatTransferWPerK,
      outdoorDegC: outdoor,
      hours,
      gainsKwh: gains.totalKwh,
      timeConstantHours,
      heatingSetPointDegC: HEATING_SET_POINT_DEG_C,
      coolingSetPointDegC: COOLING_SET_POINT_DEG_C,
    });
    const spaceHeat = heatingInstalled ? balance.heatingNeedKwh : 0;
    const hotWater = reference.hotWater * area * yearShare;
    const cooling = coolingInstalled ? balance.coolingNeedKwh : 0;
    heatingNeed += spaceHeat + hotWater;
    hotWaterNeed += hotWater;
    coolingNeed += cooling;
    modelled.heating.push((spaceHeat + hotWater) / heatingEfficiency);
    modelled.cooling.push(cop > 0 ? cooling / cop : 0);
    modelled.lighting.push(gains.lightingKwh);
    modelled.mechanicalVentilation.push(gains.fansKwh);
    modelled.plugLoads.push(gains.plugLoadsKwh);
    modelled.others.push(gains.othersKwh);
    pvMonthly.push(pvMonthlyKwh(input.renewables, horizontal));
  }

  const carrierOf: Record<EndUse, Carrier> = {
    cooling: coolingCarrier,
    heating: heatingCarrier,
    lighting: 'electricity',
    mechanicalVentilation: 'electricity',
    plugLoads: 'electricity',
    others: 'electricity',
  };
  const rawRows: EndUseRow[] = END_USES.filter(
    (endUse) => endUse !== 'cooling' || coolingInstalled || input.metered?.endUses?.cooling,
  ).map((endUse) => ({
    endUse,
    carrier: carrierOf[endUse],
    monthlyKwh: modelled[endUse],
    monthlyBasis: months.map((): Basis => 'modelled'),
  }));

  let rows: EndUseRow[];
  let calibration: ModelCalibration;
  let subMeterExcessKwh: EnergyModelOutput['subMeterExcessKwh'] = {};
  let carrierBasis: Partial<Record<Carrier, Basis[]>> = {};
  const reportedYears: Partial<Record<Carrier, number>> = {};
  if (input.calibration) {
    rows = applyCalibration(rawRows, input.calibration);
    calibration = input.calibration;
  } else {
    const carriers: Partial<Record<Carrier, MonthlyReadings>> = { ...input.metered?.carriers };
    for (const [carrier, annual] of Object.entries(input.metered?.annual ?? {}) as [
      Carrier,
      { kwh: number; year: number },
    ][]) {
      if (carriers[carrier]?.some((reading) => reading !== null) || !(annual.kwh > 0)) continue;
      carriers[carrier] = annualAsMonths(annual.kwh, carrier, rawRows, months, pvMonthly);
      reportedYears[carrier] = annual.year;
    }
    const grid = carriers.electricity;
    if (grid)
      carriers.electricity = grid.map((kwh, m) =>
        kwh === null ? null : kwh + (pvMonthly[m] ?? 0),
      );
    const out = calibrateToMeters({
      rows: rawRows,
      months: n,
      carriers,
      endUses: input.metered?.endUses ?? {},
    });
    rows = out.rows;
    calibration = out.calibration;
    subMeterExcessKwh = out.subMeterExcessKwh;
    carrierBasis = out.carrierBasis;
    // A reported year gives the total, not the months: they stay modelled.
    for (const carrier of Object.keys(reportedYears) as Carrier[]) {
      carrierBasis[carrier] = months.map((): Basis => 'modelled');
    }
  }
  return assemble(
    months,
    rows,
    pvMonthly,
    calibration,
    subMeterExcessKwh,
    carrierBasis,
    reportedYears,
    {
      floorAreaM2: area,
      occupiedShare: occupied,
      envelope: geometry,
      heatTransferWPerK,
      lighting,
      ventilation,
      heating: {
        installed: heatingInstalled,
        carrier: heatingCarrier,
        efficiency: heatingEfficiency,
        annualNeedKwh: heatingNeed,
        annualHotWaterKwh: hotWaterNeed,
      },
      cooling: {
        installed: coolingInstalled,
        carrier: coolingCarrier,
        cop,
        annualNeedKwh: coolingNeed,
      },
      plugLoadsKwhPerM2: reference.plugLoads,
      othersKwhPerM2: reference.others,
      windowGValue: gValue,
    },
  );
}

function totalOf(rows: readonly EndUseRow[], months: number): EnergyTotal {
  const monthlyKwh = new Array<number>(months).fill(0);
  let allMetered = rows.length > 0;
  for (const row of rows) {
    row.monthlyKwh.forEach((kwh, m) => (monthlyKwh[m] = (monthlyKwh[m] ?? 0) + kwh));
    if (row.monthlyBasis.some((basis) => basis !== 'metered')) allMetered = false;
  }
  return { monthlyKwh, annualKwh: sum(monthlyKwh), basis: allMetered ? 'metered' : 'modelled' };
}

function assemble(
  months: string[],
  rawRows: readonly EndUseRow[],
  pvMonthly: number[],
  calibration: ModelCalibration,
  subMeterExcessKwh: EnergyModelOutput['subMeterExcessKwh'],
  carrierBasis: Partial<Record<Carrier, Basis[]>>,
  reportedYears: Partial<Record<Carrier, number>>,
  descriptors: ModelDescriptors,
): EnergyModelOutput {
  const merged = new Map<string, EndUseRow>();
  for (const row of rawRows) {
    const key = `${row.endUse}:${row.carrier}`;
    const existing = merged.get(key);
    if (!existing) {
      merged.set(key, {
        ...row,
        monthlyKwh: [...row.monthlyKwh],
        monthlyBasis: [...row.monthlyBasis],
      });
      continue;
    }
    row.monthlyKwh.forEach(
      (kwh, m) => (existing.monthlyKwh[m] = (existing.monthlyKwh[m] ?? 0) + kwh),
    );
    row.monthlyBasis.forEach((basis, m) => {
      if (basis === 'modelled') existing.monthlyBasis[m] = 'modelled';
    });
  }
  const rows = [...merged.values()];
  const endUses: EndUseEnergy[] = rows.map((row) => ({
    ...row,
    annualKwh: sum(row.monthlyKwh),
    basis: row.monthlyBasis.every((basis) => basis === 'metered') ? 'metered' : 'modelled',
  }));
  const byEndUse = {} as Record<EndUse, EnergyTotal>;
  for (const endUse of END_USES)
    byEndUse[endUse] = totalOf(
      rows.filter((r) => r.endUse === endUse),
      months.length,
    );
  const byCarrier: Partial<Record<Carrier, EnergyTotal>> = {};
  for (const carrier of CARRIERS) {
    const onCarrier = rows.filter((r) => r.carrier === carrier);
    if (onCarrier.length === 0) continue;
    const total = totalOf(onCarrier, months.length);
    const basis = carrierBasis[carrier];
    byCarrier[carrier] = {
      ...total,
      basis: basis?.every((b) => b === 'metered') ? 'metered' : 'modelled',
    };
  }
  return {
    months,
    endUses,
    byEndUse,
    byCarrier,
    total: totalOf(rows, months.length),
    pvGeneration: { monthlyKwh: pvMonthly, annualKwh: sum(pvMonthly) },
    calibration,
    subMeterExcessKwh,
    reportedYears,
    descriptors,
  };
}

/**
 * A reported annual total of a carrier as monthly readings of the model's months: shared out as
 * the model shares the carrier's energy over the months (for electricity, the grid purchase:
 * the model's electricity less its PV, as monthly bills are), by days where the model has none.
 * The months are an estimate: the caller keeps their basis `modelled`.
 */
export function annualAsMonths(
  annualKwh: number,
  carrier: Carrier,
  rows: readonly EndUseRow[],
  months: readonly string[],
  pvMonthly: readonly number[],
): number[] {
  const shape = months.map((_, m) => {
    const modelled = sum(
      rows.filter((row) => row.carrier === carrier).map((row) => row.monthlyKwh[m] ?? 0),
    );
    return Math.max(0, carrier === 'electricity' ? modelled - (pvMonthly[m] ?? 0) : modelled);
  });
  const total = sum(shape);
  const weights = total > 0 ? shape : months.map((month) => daysInMonth(monthIndexOf(month)));
  const weightSum = sum(weights);
  return weights.map((weight) => (annualKwh * weight) / weightSum);
}
