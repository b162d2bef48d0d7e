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

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

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
  const { months } = input;
  const calibration = identity(months);
  const rows: EndUseRow[] = input.rows.map((row) => ({
    ...row,
    monthlyKwh: [...row.monthlyKwh],
    monthlyBasis: [...row.monthlyBasis],
  }));
  const subMetered = new Set<EndUse>();
  for (const row of rows) {
    const readings = input.endUses[row.endUse];
    if (!readings) continue;
    subMetered.add(row.endUse);
    const pairs = row.monthlyKwh.map((modelled, m) => [modelled, readings[m] ?? null] as const);
    const withReading = pairs.filter(([, reading]) => reading !== null);
    const modelledSum = sum(withReading.map(([modelled]) => modelled));
    const ratio = modelledSum > 0 ? sum(withReading.map(([, r]) => r ?? 0)) / modelledSum : 1;
    const cal = calibration.endUses[row.endUse];
    pairs.forEach(([modelled, reading], m) => {
      if (reading === null) {
        cal.factor[m] = ratio;
        row.monthlyKwh[m] = modelled * ratio;
        return;
      }
      if (modelled > 0) cal.factor[m] = reading / modelled;
      else cal.offsetKwh[m] = reading;
      row.monthlyKwh[m] = reading;
      row.monthlyBasis[m] = 'metered';
    });
  }

  const subMeterExcessKwh: CalibrationOutput['subMeterExcessKwh'] = {};
  const carrierBasis: CalibrationOutput['carrierBasis'] = {};
  for (const [carrier, readings] of Object.entries(input.carriers) as [
    Carrier,
    MonthlyReadings,
  ][]) {
    carrierBasis[carrier] = Array.from({ length: months }, (_, m): Basis =>
      (readings[m] ?? null) === null ? 'modelled' : 'metered',
    );
    const onCarrier = rows.filter((row) => row.carrier === carrier);
    const fixed = onCarrier.filter((row) => subMetered.has(row.endUse));
    const scalable = onCarrier.filter((row) => !subMetered.has(row.endUse));
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
      const residual = reading - sum(fixed.map((row) => row.monthlyKwh[m] ?? 0));
      const modelled = sum(scalable.map((row) => row.monthlyKwh[m] ?? 0));
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
    if (unexplained.some((value) => value > 0)) {
      calibration.unexplainedKwh[carrier] = unexplained;
      rows.push({
        endUse: 'others',
        carrier,
        monthlyKwh: unexplained,
        monthlyBasis: readings.map((): Basis => 'modelled'),
      });
    }
    if (excess.some((value) => value > 0)) subMeterExcessKwh[carrier] = excess;
  }
  return { rows, calibration, subMeterExcessKwh, carrierBasis };
}

/** Applies a calibration found earlier (same months) to freshly modelled rows. */
export function applyCalibration(
  rows: readonly EndUseRow[],
  calibration: ModelCalibration,
): EndUseRow[] {
  // Plain loops: every variant of every building's detail runs this (no closures per month).
  const out: EndUseRow[] = [];
  for (const row of rows) {
    const { factor, offsetKwh } = calibration.endUses[row.endUse];
    const modelled = row.monthlyKwh;
    const monthlyKwh: number[] = [];
    for (let m = 0; m < modelled.length; m += 1) {
      monthlyKwh.push(modelled[m]! * (factor[m] ?? 1) + (offsetKwh[m] ?? 0));
    }
    out.push({ ...row, monthlyKwh, monthlyBasis: [...row.monthlyBasis] });
  }
  for (const [carrier, kwh] of Object.entries(calibration.unexplainedKwh) as [
    Carrier,
    number[],
  ][]) {
    out.push({
      endUse: 'others',
      carrier,
      monthlyKwh: [...kwh],
      monthlyBasis: kwh.map(() => 'modelled'),
    });
  }
  return out;
}
