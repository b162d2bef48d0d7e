import type { MeasuredSavingsReason } from '../../../schemas/derived/metrics-measures.js';
import type { Carrier } from '../energy/carriers.js';
import { CARRIERS } from '../energy/carriers.js';
import type { ChangePointPoint } from '../energy/change-point.js';
import { fitChangePoint, predictKwhPerDay } from '../energy/change-point.js';
import { calendarMonthOf, daysInMonth, monthIndexOf, monthKeyOf } from '../../common/months.js';
import type { CarrierRates } from './measure-figures.js';

export type { MeasuredSavingsReason };

/*
 * Savings measured since a measure was done: IPMVP Option C (whole facility), IPMVP Core Concepts
 * 2022 (EVO): a baseline model of each carrier's monthly use against outdoor temperature is fitted
 * on the months before the measure, and the avoided energy of the reporting period is the model's
 * prediction at the reporting months' own temperatures minus the metered use. The model is the
 * change-point fit of energy/change-point.ts (ASHRAE Guideline 14-2014 model types). The meters
 * see the whole building, so the figure includes every other change since that date: other done
 * measures with nearby dates, occupancy, opening hours, added loads. docs/methodology.md,
 * "Savings measured since a measure was done".
 */

/** Complete months before the start month the baseline model is fitted on: at most 12 (a year). */
export const BASELINE_MONTHS_MAX = 12;
/**
 * Fewest baseline months: 9, three quarters of a year so that the fit sees both heating and
 * non-heating months (IPMVP Core Concepts 2022 asks the baseline to span the full operating cycle,
 * normally a year; 9 of its 12 months tolerate a few missing bills).
 */
export const BASELINE_MONTHS_MIN = 9;
/**
 * Fewest complete reporting months after the start month: a quarter (issue 18), so that no single
 * odd month decides; IPMVP leaves the reporting period's length to the M&V plan.
 */
export const REPORTING_MONTHS_MIN = 3;
/**
 * ASHRAE Guideline 14-2014, whole-building path: the baseline model's CV(RMSE) should not exceed
 * 20 % for monthly energy data (reporting periods under a year; 25 % up to five years); above it
 * the measured savings are not distinguishable from the model's noise with the guideline's
 * confidence. A fraction.
 */
export const G14_BASELINE_MAX_CVRMSE = 0.2;

/** One carrier over the reporting period, kWh (not annualized). */
export interface MeasuredCarrierSavings {
  /** Baseline model's prediction at the reporting months' temperatures, kWh. */
  predictedKwh: number;
  /** Metered use in the reporting months, kWh. */
  actualKwh: number;
  /** predicted − actual, kWh (negative: more than the baseline predicts, e.g. a fuel switch's electricity). */
  avoidedKwh: number;
  /** Reporting months of this carrier. */
  months: number;
  /** Baseline months the model was fitted on. */
  baselineMonths: number;
  /** The baseline fit's CV(RMSE), %. */
  cvRmsePct: number;
  /** CV(RMSE) within `G14_BASELINE_MAX_CVRMSE` (20 %). */
  meetsGuideline14: boolean;
}

/** The measured savings of a done measure. */
export interface MeasuredSavingsFigures {
  /** First and last reporting month ("YYYY-MM") and how many complete months lie in between. */
  fromMonth: string;
  toMonth: string;
  months: number;
  /** 'measured' when every month used has a measured temperature, else the station's normals. */
  temperatureSource: 'measured' | 'normals';
  byCarrier: Partial<Record<Carrier, MeasuredCarrierSavings>>;
  /** Carriers the measure changes that could not be measured, with why. */
  unmeasured?: Partial<Record<Carrier, MeasuredSavingsReason>>;
  /** Σ over the carriers of avoided × 12 / reporting months, kWh/yr. */
  energyKwhPerYear: number;
  /** The same at the carriers' prices, currency/yr. */
  costPerYear: number;
  /** The same at the carriers' CO2 factors, t/yr. */
  co2TonsPerYear: number;
}

export type MeasuredSavings = MeasuredSavingsFigures | { reason: MeasuredSavingsReason };

export interface MeasuredSavingsInput {
  /** The measure's start date, "YYYY-MM-DD". */
  startOn: string | undefined;
  /**
   * The measure's predicted savings by carrier, kWh/yr: the carriers it changes (|Δ| ≥ ½ kWh) are
   * measured; when it changes none (a measure the model cannot represent), every metered carrier.
   */
  predictedByCarrierKwh: Partial<Record<Carrier, number>>;
  /** Complete months of each carrier, kWh by "YYYY-MM" (full-month bills or the main meter). */
  history: Partial<Record<Carrier, ReadonlyMap<string, number>>>;
  /** Measured monthly mean outdoor temperatures, °C by "YYYY-MM". */
  measuredTemperatureDegC: ReadonlyMap<string, number>;
  /** The climate station's monthly normals, °C, January … December. */
  normalMonthlyMeanDegC: readonly number[];
  rates: CarrierRates;
  /** Last month the figures cover ("YYYY-MM"); later months are left out. */
  lastMonth: string;
}

/**
 * A carrier counts as changed by a measure from half a kWh a year: bills are read in whole kWh,
 * and a smaller difference is floating-point noise of the two model runs.
 */
const MIN_CHANGED_KWH_PER_YEAR = 0.5;

/** Fallback temperature of a month without a normal, °C (as `weatherFits`). */
const FALLBACK_TEMPERATURE_DEG_C = 10;

type CarrierOutcome = { reason: MeasuredSavingsReason } | { figures: MeasuredCarrierSavings };

function carrierSavings(
  history: ReadonlyMap<string, number>,
  start: number,
  last: number,
  temperatureOf: (month: number) => number,
): CarrierOutcome & { reporting?: number[] } {
  const baseline: number[] = [];
  for (let m = start - BASELINE_MONTHS_MAX; m < start; m += 1)
    if (history.has(monthKeyOf(m))) baseline.push(m);
  const reporting: number[] = [];
  for (let m = start + 1; m <= last; m += 1) if (history.has(monthKeyOf(m))) reporting.push(m);
  if (baseline.length < BASELINE_MONTHS_MIN) return { reason: 'tooFewMonthsBefore' };
  if (reporting.length < REPORTING_MONTHS_MIN) return { reason: 'tooFewMonthsSince' };
  const point = (m: number): ChangePointPoint => {
    const days = daysInMonth(m);
    return {
      temperatureDegC: temperatureOf(m),
      kwhPerDay: history.get(monthKeyOf(m))! / days,
      days,
    };
  };
  const fit = fitChangePoint(baseline.map(point));
  if (!fit) return { reason: 'tooFewMonthsBefore' };
  let predictedKwh = 0;
  let actualKwh = 0;
  for (const m of reporting) {
    predictedKwh += predictKwhPerDay(fit, temperatureOf(m)) * daysInMonth(m);
    actualKwh += history.get(monthKeyOf(m))!;
  }
  return {
    figures: {
      predictedKwh,
      actualKwh,
      avoidedKwh: predictedKwh - actualKwh,
      months: reporting.length,
      baselineMonths: baseline.length,
      cvRmsePct: fit.cvRmse * 100,
      meetsGuideline14: fit.cvRmse <= G14_BASELINE_MAX_CVRMSE,
    },
    reporting,
  };
}

/** The first of the carriers' reasons in the order a user can act on them. */
const REASON_ORDER: readonly MeasuredSavingsReason[] = ['tooFewMonthsSince', 'tooFewMonthsBefore'];

/**
 * The savings measured since a done measure's start date, whole-building (IPMVP Option C), or
 * why they cannot be measured. For each carrier the measure changes: baseline = the complete
 * months among the 12 before the start month (at least 9), reporting period = the complete months
 * after the start month up to `lastMonth` (at least 3; the start month itself is left out, as
 * installation disturbs it). The change-point model fitted on the baseline predicts each
 * reporting month at its own mean temperature; avoided energy = Σ(predicted − actual), annualized
 * × 12 / reporting months; cost and CO2 at the carrier's price and factor. Temperatures are
 * measured where every month used has one, else the station's normals (then only the season is
 * corrected, not a mild or harsh year). The fit's CV(RMSE) is given per carrier with whether it
 * stays within ASHRAE Guideline 14-2014's 20 % for monthly baselines.
 *
 * Whole-building measurement includes every other change since that date — other done measures
 * with nearby dates, occupancy, added loads: it tells whether the building uses less since, not
 * that this measure alone caused it. Carriers that cannot be measured are listed in `unmeasured`;
 * when none can, the result is the reason. Pure.
 */
export function measuredSavings(input: MeasuredSavingsInput): MeasuredSavings {
  if (!input.startOn || !/^\d{4}-\d{2}-\d{2}$/.test(input.startOn)) {
    return { reason: 'noStartDate' };
  }
  const start = monthIndexOf(input.startOn.slice(0, 7));
  const cap = monthIndexOf(input.lastMonth);
  const changed = CARRIERS.filter(
    (c) => Math.abs(input.predictedByCarrierKwh[c] ?? 0) >= MIN_CHANGED_KWH_PER_YEAR,
  );
  const candidates = changed.length > 0 ? changed : CARRIERS;
  const metered = candidates.filter((c) => (input.history[c]?.size ?? 0) > 0);
  if (metered.length === 0) return { reason: 'noMeteredCarrier' };
  let last = Number.NEGATIVE_INFINITY;
  for (const carrier of metered) {
    for (const month of input.history[carrier]!.keys()) {
      const m = monthIndexOf(month);
      if (m <= cap && m > last) last = m;
    }
  }
  if (start > last) return { reason: 'startsAfterData' };

  const window = (m: number) => m >= start - BASELINE_MONTHS_MAX && m <= last;
  const allMeasured = metered.every((carrier) =>
    [...input.history[carrier]!.keys()]
      .map(monthIndexOf)
      .filter(window)
      .every((m) => input.measuredTemperatureDegC.has(monthKeyOf(m))),
  );
  const temperatureOf = (m: number) =>
    allMeasured
      ? input.measuredTemperatureDegC.get(monthKeyOf(m))!
      : (input.normalMonthlyMeanDegC[calendarMonthOf(m)] ?? FALLBACK_TEMPERATURE_DEG_C);

  const byCarrier: Partial<Record<Carrier, MeasuredCarrierSavings>> = {};
  const unmeasured: Partial<Record<Carrier, MeasuredSavingsReason>> = {};
  const reportingMonths = new Set<number>();
  for (const carrier of metered) {
    const outcome = carrierSavings(input.history[carrier]!, start, last, temperatureOf);
    if ('reason' in outcome) unmeasured[carrier] = outcome.reason;
    else {
      byCarrier[carrier] = outcome.figures;
      for (const m of outcome.reporting ?? []) reportingMonths.add(m);
    }
  }
  for (const carrier of candidates) {
    if (changed.length > 0 && !metered.includes(carrier)) unmeasured[carrier] = 'noMeteredCarrier';
  }
  const measured = Object.entries(byCarrier) as [Carrier, MeasuredCarrierSavings][];
  if (measured.length === 0) {
    const reasons = Object.values(unmeasured);
    return { reason: REASON_ORDER.find((r) => reasons.includes(r)) ?? 'noMeteredCarrier' };
  }

  let energyKwhPerYear = 0;
  let costPerYear = 0;
  let co2KgPerYear = 0;
  for (const [carrier, figures] of measured) {
    const perYear = (figures.avoidedKwh * 12) / figures.months;
    energyKwhPerYear += perYear;
    costPerYear += perYear * (input.rates.pricePerKwh[carrier] ?? 0);
    co2KgPerYear += perYear * (input.rates.co2KgPerKwh[carrier] ?? 0);
  }
  const reporting = [...reportingMonths].sort((a, b) => a - b);
  return {
    fromMonth: monthKeyOf(reporting[0]!),
    toMonth: monthKeyOf(reporting[reporting.length - 1]!),
    months: reporting.length,
    temperatureSource: allMeasured ? 'measured' : 'normals',
    byCarrier,
    ...(Object.keys(unmeasured).length > 0 ? { unmeasured } : {}),
    energyKwhPerYear,
    costPerYear,
    co2TonsPerYear: co2KgPerYear / 1000,
  };
}
