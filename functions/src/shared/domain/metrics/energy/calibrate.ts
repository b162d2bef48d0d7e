import type { Carrier, EndUse } from './carriers.js';
import { END_USES } from './carriers.js';

/** Where a monthly figure comes from. */
export type Basis = 'metered' | 'modelled';

/** One end use on one carrier, before or after calibration; monthly arrays follow the model's months. */
export interface EndUseRow {
  endUse: EndUse;
  carrier: Carrier;
  monthlyKwh: number[];
  monthlyBasis: Basis[];
}

/**
 * How modelled figures were scaled to the meters, so that a variant of the building (a measure
 * applied) can be scaled the same way without meters: for each end use and month,
 * calibrated = modelled × factor + offsetKwh; `unexplainedKwh` is metered energy that no modelled
 * end use explains (booked as "others" on its carrier).
 */
export interface ModelCalibration {
  endUses: Record<EndUse, { factor: number[]; offsetKwh: number[] }>;
  unexplainedKwh: Partial<Record<Carrier, number[]>>;
  /**
   * End uses the meters moved to another carrier than the description's (heating bought as the
   * district steam a file reported: `movedEndUses` of scale-to-meters.ts); a variant's rows move
   * the same way.
   */
  movedEndUses?: Partial<Record<EndUse, Carrier>>;
  /**
   * The end use `unexplainedKwh` of a carrier is booked on when it is not "others": a carrier the
   * model has no end use on, booked as the end use it serves (`servedEndUse`).
   */
  unexplainedEndUses?: Partial<Record<Carrier, EndUse>>;
}

/**
 * The end use energy on `carrier` serves when no modelled end use explains it: heat carriers
 * (district steam and hot water, fuel oil, propane) heating and hot water (one end use, heating,
 * in the model), district chilled water cooling, electricity and natural gas "others" (docs/
 * methodology.md §1.2, "Annual figures of an import").
 */
export function servedEndUse(carrier: Carrier): EndUse {
  switch (carrier) {
    case 'districtSteam':
    case 'districtHotWater':
    case 'fuelOil':
    case 'propane':
      return 'heating';
    case 'districtChilledWater':
      return 'cooling';
    default:
      return 'others';
  }
}

/** Metered monthly kWh aligned with the model's months; null where a month has no reading. */
export type MonthlyReadings = readonly (number | null)[];

export interface CalibrationInput {
  rows: readonly EndUseRow[];
  months: number;
  /** Carrier meters (for electricity: grid purchase plus on-site PV used). */
  carriers: Partial<Record<Carrier, MonthlyReadings>>;
  /** Sub-meters of end uses, in kWh of the end use's carrier. */
  endUses: Partial<Record<EndUse, MonthlyReadings>>;
}

export interface CalibrationOutput {
  rows: EndUseRow[];
  calibration: ModelCalibration;
  /** Per metered carrier, whether each month's total is a meter reading. */
  carrierBasis: Partial<Record<Carrier, Basis[]>>;
  /** Per carrier and month, sub-meters above the carrier meter (kWh), reported, not hidden. */
  subMeterExcessKwh: Partial<Record<Carrier, number[]>>;
}

/**
 * `months` months, all `modelled`: built with push, so that every such array has the one elements
 * kind V8's optimised code expects (docs/benchmarks.md, "Recompute: arrays of one kind").
 */
export function allModelled(months: number): Basis[] {
  const basis: Basis[] = [];
  for (let m = 0; m < months; m += 1) basis.push('modelled');
  return basis;
}

function identity(months: number): ModelCalibration {
  const endUses = {} as ModelCalibration['endUses'];
  for (const endUse of END_USES) {
    endUses[endUse] = {
      factor: new Array<number>(months).fill(1),
      offsetKwh: new Array<number>(months).fill(0),
    };
  }
  return { endUses, unexplainedKwh: {} };
}

/** The sum of the rows' kWh of month `m`, left to right from 0 (a missing month counts 0). */
function monthSum(rows: readonly EndUseRow[], m: number): number {
  let total = 0;
  for (const row of rows) total += row.monthlyKwh[m] ?? 0;
  return total;
}

function anyPositive(values: readonly number[]): boolean {
  for (const value of values) if (value > 0) return true;
  return false;
}

/**
 * A sub-metered row takes its readings (step 1 below); a month without one is the modelled
 * value times the ratio metered / modelled over the months with readings.
 */
function takeSubMeter(
  row: EndUseRow,
  readings: MonthlyReadings,
  cal: { factor: number[]; offsetKwh: number[] },
): void {
  const modelled = row.monthlyKwh;
  let modelledSum = 0;
  let readingSum = 0;
  for (let m = 0; m < modelled.length; m += 1) {
    const reading = readings[m] ?? null;
    if (reading === null) continue;
    modelledSum += modelled[m]!;
    readingSum += reading;
  }
  const ratio = modelledSum > 0 ? readingSum / modelledSum : 1;
  for (let m = 0; m < modelled.length; m += 1) {
    const kwh = modelled[m]!;
    const reading = readings[m] ?? null;
    if (reading === null) {
      cal.factor[m] = ratio;
      modelled[m] = kwh * ratio;
      continue;
    }
    if (kwh > 0) cal.factor[m] = reading / kwh;
    else cal.offsetKwh[m] = reading;
    modelled[m] = reading;
    row.monthlyBasis[m] = 'metered';
  }
}

/**
 * Scales the modelled end uses to the meters, month by month (docs/methodology.md §1.2):
 * 1. a sub-metered end use takes its reading; a month without a reading is the modelled value
 *    times the ratio metered / modelled over the months that have readings;
 * 2. on each metered carrier, the remaining modelled end uses are scaled so that the end uses
 *    add up to the carrier meter; a month without a reading takes the carrier's ratio over the
 *    metered months; energy no modelled end use explains becomes "others" on that carrier; when
 *    the sub-meters exceed the carrier meter, the modelled end uses are set to 0 and the excess
 *    is reported.
 * The end uses always add up to the carrier totals reported (the invariant the tests check). Only
 * sub-metered months are `metered`: an end use scaled to a carrier meter stays `modelled` (the
 * total is measured, the split is not); the carrier total's own basis is `carrierBasis`.
 */
export function calibrateToMeters(input: CalibrationInput): CalibrationOutput {
  // Plain loops throughout: this runs for every building, and closures over arrays made it
  // one of the slowest functions to compile.
  const { months } = input;
  const calibration = identity(months);
  const rows: EndUseRow[] = [];
  for (const row of input.rows) {
    rows.push({ ...row, monthlyKwh: [...row.monthlyKwh], monthlyBasis: [...row.monthlyBasis] });
  }
  const subMetered = new Set<EndUse>();
  for (const row of rows) {
    const readings = input.endUses[row.endUse];
    if (!readings) continue;
    subMetered.add(row.endUse);
    takeSubMeter(row, readings, calibration.endUses[row.endUse]);
  }

  const subMeterExcessKwh: CalibrationOutput['subMeterExcessKwh'] = {};
  const carrierBasis: CalibrationOutput['carrierBasis'] = {};
  for (const [carrier, readings] of Object.entries(input.carriers) as [
    Carrier,
    MonthlyReadings,
  ][]) {
    const basis: Basis[] = [];
    for (let m = 0; m < months; m += 1) {
      basis.push((readings[m] ?? null) === null ? 'modelled' : 'metered');
    }
    carrierBasis[carrier] = basis;
    const fixed: EndUseRow[] = [];
    const scalable: EndUseRow[] = [];
    for (const row of rows) {
      if (row.carrier !== carrier) continue;
      (subMetered.has(row.endUse) ? fixed : scalable).push(row);
    }
    const factors: (number | null)[] = [];
    const unexplained = new Array<number>(months).fill(0);
    const excess = new Array<number>(months).fill(0);
    let residualSum = 0;
    let modelledSum = 0;
    for (let m = 0; m < months; m += 1) {
      const reading = readings[m] ?? null;
      if (reading === null) {
        factors.push(null);
        continue;
      }
      const residual = reading - monthSum(fixed, m);
      const modelled = monthSum(scalable, m);
      if (residual < 0) excess[m] = -residual;
      if (modelled > 0) {
        factors.push(Math.max(0, residual) / modelled);
        residualSum += Math.max(0, residual);
        modelledSum += modelled;
      } else {
        factors.push(0);
        unexplained[m] = Math.max(0, residual);
      }
    }
    const meanFactor = modelledSum > 0 ? residualSum / modelledSum : 1;
    for (const row of scalable) {
      const cal = calibration.endUses[row.endUse];
      for (let m = 0; m < months; m += 1) {
        const factor = factors[m] ?? meanFactor;
        cal.factor[m] = factor;
        row.monthlyKwh[m] = (row.monthlyKwh[m] ?? 0) * factor;
      }
    }
    if (anyPositive(unexplained)) {
      calibration.unexplainedKwh[carrier] = unexplained;
      // A carrier the model has no end use on serves the end use of its kind; what a modelled
      // carrier's end uses leave unexplained stays "others".
      const endUse = fixed.length + scalable.length === 0 ? servedEndUse(carrier) : 'others';
      if (endUse !== 'others') (calibration.unexplainedEndUses ??= {})[carrier] = endUse;
      rows.push({
        endUse,
        carrier,
        monthlyKwh: unexplained,
        monthlyBasis: allModelled(readings.length),
      });
    }
    if (anyPositive(excess)) subMeterExcessKwh[carrier] = excess;
  }
  return { rows, calibration, subMeterExcessKwh, carrierBasis };
}

/**
 * Applies a calibration found earlier (same months) to freshly modelled rows, moving the end uses
 * it moved to another carrier.
 */
export function applyCalibration(
  rows: readonly EndUseRow[],
  calibration: ModelCalibration,
): EndUseRow[] {
  // Plain loops: every variant of every building's detail runs this (no closures per month).
  const out: EndUseRow[] = [];
  const moved = calibration.movedEndUses ?? {};
  for (const row of rows) {
    const { factor, offsetKwh } = calibration.endUses[row.endUse];
    const modelled = row.monthlyKwh;
    const monthlyKwh: number[] = [];
    for (let m = 0; m < modelled.length; m += 1) {
      monthlyKwh.push(modelled[m]! * (factor[m] ?? 1) + (offsetKwh[m] ?? 0));
    }
    out.push({
      ...row,
      carrier: moved[row.endUse] ?? row.carrier,
      monthlyKwh,
      monthlyBasis: [...row.monthlyBasis],
    });
  }
  for (const [carrier, kwh] of Object.entries(calibration.unexplainedKwh) as [
    Carrier,
    number[],
  ][]) {
    out.push({
      endUse: calibration.unexplainedEndUses?.[carrier] ?? 'others',
      carrier,
      monthlyKwh: [...kwh],
      monthlyBasis: allModelled(kwh.length),
    });
  }
  return out;
}
