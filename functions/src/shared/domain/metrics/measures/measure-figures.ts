import { LED_RATED_LIFE_HOURS, MEASURE_CATALOG } from '../../../constants/measure-catalog.js';
import { MEASURE_LIFE_YEARS_MAX } from '../../../schemas/stored/improvement-measure.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import type { Carrier, EndUse } from '../energy/carriers.js';
import { investmentFlows, presentValue } from '../finance/cash-flows.js';
import { irr } from '../finance/irr.js';
import { simplePaybackYears } from '../finance/payback.js';
import type { EnergyBreakdown } from './variant-energy.js';

/*
 * Money, CO2 and investment figures of a measure (METHODS.md section 11): cost savings =
 * Σ_carrier ΔkWh × price; CO2 avoided (t/yr) = Σ_carrier ΔkWh × factor (kg/kWh) / 1000; simple
 * payback = investment / annual cost savings; NPV and IRR of [−investment, savings × (1 + e)^(t−1)
 * for t = 1…life]; lifetime CO2 = annual CO2 × life.
 */

/** Prices and emission factors of the building's carriers. */
export interface CarrierRates {
  /** Currency per kWh of each carrier bought. */
  pricePerKwh: Partial<Record<Carrier, number>>;
  /** kg CO2e per kWh of each carrier, on one consistent basis. */
  co2KgPerKwh: Partial<Record<Carrier, number>>;
}

/** Annual savings of a measure or a set of measures (positive = less than before). */
export interface SavingsFigures {
  energyKwh: number;
  byCarrierKwh: Partial<Record<Carrier, number>>;
  byEndUseKwh: Partial<Record<EndUse, number>>;
  cost: number;
  co2Tons: number;
}

/** Energy, cost and CO2 of a state of the building, per year. */
export interface StateFigures {
  energyKwh: number;
  byEndUseKwh: Partial<Record<EndUse, number>>;
  cost: number;
  co2Tons: number;
}

export interface InvestmentFigures {
  investment?: number;
  lifeYears: number;
  lifeSource: 'measure' | 'ledHours' | 'catalog';
  simplePaybackYears?: number;
  npv?: number;
  irrPct?: number;
  lifetimeCo2Tons: number;
  lifetimeEnergyKwh: number;
}

function costAndCo2(byCarrier: Partial<Record<Carrier, number>>, rates: CarrierRates) {
  let cost = 0;
  let co2Kg = 0;
  for (const [carrier, kwh] of Object.entries(byCarrier) as Array<[Carrier, number]>) {
    cost += kwh * (rates.pricePerKwh[carrier] ?? 0);
    co2Kg += kwh * (rates.co2KgPerKwh[carrier] ?? 0);
  }
  return { cost, co2Tons: co2Kg / 1000 };
}

export function savingsFigures(saved: EnergyBreakdown, rates: CarrierRates): SavingsFigures {
  return {
    energyKwh: saved.totalKwh,
    byCarrierKwh: saved.byCarrier,
    byEndUseKwh: saved.byEndUse,
    ...costAndCo2(saved.byCarrier, rates),
  };
}

export function stateFigures(state: EnergyBreakdown, rates: CarrierRates): StateFigures {
  return {
    energyKwh: state.totalKwh,
    byEndUseKwh: state.byEndUse,
    ...costAndCo2(state.byCarrier, rates),
  };
}

/** The measure's investment: as entered, else for LEDs count × unit cost. */
export function investmentOf(measure: ImprovementMeasure): number | undefined {
  if (measure.investment !== undefined) return measure.investment;
  if (measure.ledCount !== undefined && measure.ledUnitCost !== undefined) {
    return measure.ledCount * measure.ledUnitCost;
  }
  return undefined;
}

/**
 * The measure's life: as entered, else for LEDs the rated life over the lighting hours per year,
 * else the catalog's; whole years 1–100.
 */
export function lifeOf(
  measure: ImprovementMeasure,
  lightingHoursPerYear: number,
): Pick<InvestmentFigures, 'lifeYears' | 'lifeSource'> {
  if (measure.lifeYears !== undefined)
    return { lifeYears: measure.lifeYears, lifeSource: 'measure' };
  if (measure.kind === 'ledReplacement' && lightingHoursPerYear > 0) {
    const years = Math.round(LED_RATED_LIFE_HOURS / lightingHoursPerYear);
    return {
      lifeYears: Math.min(MEASURE_LIFE_YEARS_MAX, Math.max(1, years)),
      lifeSource: 'ledHours',
    };
  }
  return { lifeYears: MEASURE_CATALOG[measure.kind].lifeYears, lifeSource: 'catalog' };
}

/** Payback, NPV, IRR and lifetime figures of `savings` bought with `investment`. */
export function investmentFigures(
  savings: SavingsFigures,
  investment: number | undefined,
  life: Pick<InvestmentFigures, 'lifeYears' | 'lifeSource'>,
  discountRate: number,
  escalation: number,
): InvestmentFigures {
  const figures: InvestmentFigures = {
    ...life,
    lifetimeCo2Tons: savings.co2Tons * life.lifeYears,
    lifetimeEnergyKwh: savings.energyKwh * life.lifeYears,
  };
  if (investment === undefined) return figures;
  const flows = investmentFlows({
    investment,
    firstYearSavings: savings.cost,
    lifeYears: life.lifeYears,
    escalation,
  });
  const rate = irr(flows);
  return {
    ...figures,
    investment,
    simplePaybackYears: simplePaybackYears(investment, savings.cost),
    npv: presentValue(discountRate, flows),
    irrPct: rate === undefined ? undefined : rate * 100,
  };
}
