import { daysInMonth, monthIndexOf } from '../../common/months.js';
import type { Basis, EndUseRow, ModelCalibration, MonthlyReadings } from './calibrate.js';
import { applyCalibration, calibrateToMeters } from './calibrate.js';
import type { Carrier } from './carriers.js';
import type { EnergyModelInput } from './model-input.js';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The model's end uses scaled to the meters (or by a given calibration), with what it used. */
export interface ScaledEndUses {
  rows: EndUseRow[];
  calibration: ModelCalibration;
  /** Per carrier and month, sub-meters above the carrier meter (kWh); none with a calibration. */
  subMeterExcessKwh: Partial<Record<Carrier, number[]>>;
  /** Per metered carrier, whether each month's total is a meter reading; none with a calibration. */
  carrierBasis: Partial<Record<Carrier, Basis[]>>;
  /** Carriers scaled to a reported annual total: its year. */
  reportedYears: Partial<Record<Carrier, number>>;
}

/**
 * Scales the modelled end uses (docs/methodology.md §1.2, "meters first"): by `input.calibration`
 * when given (a variant scaled like the baseline), else to `input.metered`: the carriers' meters
 * (electricity with the model's PV added, the grid purchase being metered), the sub-meters, and
 * for a carrier without any monthly reading a reported annual total shared out as the model
 * shares it (its months stay `modelled`).
 */
export function scaledEndUses(
  rawRows: EndUseRow[],
  input: Pick<EnergyModelInput, 'metered' | 'calibration'>,
  months: readonly string[],
  pvMonthly: readonly number[],
): ScaledEndUses {
  let rows: EndUseRow[];
  let calibration: ModelCalibration;
  let subMeterExcessKwh: ScaledEndUses['subMeterExcessKwh'] = {};
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
      months: months.length,
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
  return { rows, calibration, subMeterExcessKwh, carrierBasis, reportedYears };
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
