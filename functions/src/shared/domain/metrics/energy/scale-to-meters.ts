import { daysInMonth, monthIndexOf } from '../../common/months.js';
import type { Basis, EndUseRow, ModelCalibration, MonthlyReadings } from './calibrate.js';
import { allModelled, applyCalibration, calibrateToMeters, servedEndUse } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';
import { CARRIERS } from './carriers.js';
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
 * shares it (its months stay `modelled`); an end use bought as another carrier than the
 * description's moves there first (`movedEndUses`).
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
    const moved = movedEndUses(rawRows, input.metered);
    const movedRows: EndUseRow[] = [];
    for (const row of rawRows) {
      const carrier = moved[row.endUse];
      movedRows.push(carrier ? { ...row, carrier } : row);
    }
    const carriers: Partial<Record<Carrier, MonthlyReadings>> = { ...input.metered?.carriers };
    for (const [carrier, annual] of Object.entries(input.metered?.annual ?? {}) as [
      Carrier,
      { kwh: number; year: number },
    ][]) {
      if (carriers[carrier]?.some((reading) => reading !== null) || !(annual.kwh >= 0)) continue;
      // A reported 0 scales the carrier's modelled energy to none; with none, there is nothing.
      if (annual.kwh === 0 && !movedRows.some((row) => row.carrier === carrier)) continue;
      carriers[carrier] = annualAsMonths(annual.kwh, carrier, movedRows, months, pvMonthly);
      reportedYears[carrier] = annual.year;
    }
    const grid = carriers.electricity;
    if (grid) {
      const withPv: (number | null)[] = [];
      for (let m = 0; m < grid.length; m += 1) {
        const kwh = grid[m] ?? null;
        withPv.push(kwh === null ? null : kwh + (pvMonthly[m] ?? 0));
      }
      carriers.electricity = withPv;
    }
    const out = calibrateToMeters({
      rows: movedRows,
      months: months.length,
      carriers,
      endUses: input.metered?.endUses ?? {},
    });
    rows = out.rows;
    calibration =
      Object.keys(moved).length > 0 ? { ...out.calibration, movedEndUses: moved } : out.calibration;
    subMeterExcessKwh = out.subMeterExcessKwh;
    carrierBasis = out.carrierBasis;
    // A reported year gives the total, not the months: they stay modelled.
    for (const carrier of Object.keys(reportedYears) as Carrier[]) {
      carrierBasis[carrier] = allModelled(months.length);
    }
  }
  return { rows, calibration, subMeterExcessKwh, carrierBasis, reportedYears };
}

/** kWh the meters or the reported year give a carrier over the months; undefined without any. */
function figureKwh(carrier: Carrier, metered: EnergyModelInput['metered']): number | undefined {
  const readings = metered?.carriers?.[carrier];
  if (readings?.some((reading) => reading !== null)) {
    return sum(readings.map((reading) => reading ?? 0));
  }
  return metered?.annual?.[carrier]?.kwh;
}

/**
 * End uses the figures move to another carrier (docs/methodology.md §1.2, "Annual figures of an
 * import"): when a carrier that serves heating (district steam or hot water, fuel oil, propane)
 * or cooling (district chilled water) has energy in the meters or a reported year but no modelled
 * end use, and the carrier the description gives that end use has none (no reading, nothing
 * reported, or a reported 0), the end use is bought as that carrier: its row moves there (to the
 * one with most energy when several qualify) and is scaled to it. The description's carrier is
 * then a default or out of date (an imported building described by nothing heats with gas).
 */
export function movedEndUses(
  rows: readonly EndUseRow[],
  metered: EnergyModelInput['metered'],
): Partial<Record<EndUse, Carrier>> {
  const moved: Partial<Record<EndUse, Carrier>> = {};
  for (const endUse of ['heating', 'cooling'] as const) {
    const row = rows.find((candidate) => candidate.endUse === endUse);
    if (!row || (figureKwh(row.carrier, metered) ?? 0) > 0) continue;
    let best: Carrier | undefined;
    let bestKwh = 0;
    for (const carrier of CARRIERS) {
      if (servedEndUse(carrier) !== endUse) continue;
      if (rows.some((candidate) => candidate.carrier === carrier)) continue;
      const kwh = figureKwh(carrier, metered) ?? 0;
      if (kwh > bestKwh) {
        best = carrier;
        bestKwh = kwh;
      }
    }
    if (best) moved[endUse] = best;
  }
  return moved;
}

/**
 * A reported annual total of a carrier as monthly readings of the model's months: shared out as
 * the model shares the carrier's energy over the months (for electricity, the grid purchase:
 * the model's electricity less its PV, as monthly bills are); for a carrier the model has no
 * energy on, as it shares the end use the carrier serves (`servedEndUse`: heating, cooling);
 * by days where the model has none. The months are an estimate: the caller keeps their basis
 * `modelled`.
 */
export function annualAsMonths(
  annualKwh: number,
  carrier: Carrier,
  rows: readonly EndUseRow[],
  months: readonly string[],
  pvMonthly: readonly number[],
): number[] {
  const monthlyOf = (chosen: readonly EndUseRow[]) =>
    months.map((_, m) => sum(chosen.map((row) => row.monthlyKwh[m] ?? 0)));
  let shape = monthlyOf(rows.filter((row) => row.carrier === carrier)).map((modelled, m) =>
    Math.max(0, carrier === 'electricity' ? modelled - (pvMonthly[m] ?? 0) : modelled),
  );
  const served = servedEndUse(carrier);
  if (sum(shape) <= 0 && served !== 'others') {
    shape = monthlyOf(rows.filter((row) => row.endUse === served));
  }
  const total = sum(shape);
  const weights = total > 0 ? shape : months.map((month) => daysInMonth(monthIndexOf(month)));
  const weightSum = sum(weights);
  const readings: number[] = [];
  for (const weight of weights) readings.push((annualKwh * weight) / weightSum);
  return readings;
}
