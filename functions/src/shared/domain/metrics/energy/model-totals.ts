import type { EndUseRow } from './calibrate.js';
import type { Carrier, EndUse } from './carriers.js';
import { CARRIERS, END_USES } from './carriers.js';
import type {
  EndUseEnergy,
  EnergyModelOutput,
  EnergyTotal,
  ModelDescriptors,
} from './model-output.js';
import type { ScaledEndUses } from './scale-to-meters.js';

/** Left to right from 0, as `reduce((a, b) => a + b, 0)`; plain loops (every model run). */
function sum(values: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < values.length; i += 1) total += values[i]!;
  return total;
}

function allMetered(bases: readonly string[]): boolean {
  for (let i = 0; i < bases.length; i += 1) if (bases[i] !== 'metered') return false;
  return true;
}

/** Adds `values` into `into` month by month (`into` grows to their length). */
function addInto(into: number[], values: readonly number[]): void {
  for (let m = 0; m < values.length; m += 1) into[m] = (into[m] ?? 0) + values[m]!;
}

/** Sum of rows month by month; `metered` only when every month of every row is. */
function totalOf(rows: readonly EndUseRow[], months: number): EnergyTotal {
  const monthlyKwh = new Array<number>(months).fill(0);
  let metered = rows.length > 0;
  for (const row of rows) {
    addInto(monthlyKwh, row.monthlyKwh);
    if (!allMetered(row.monthlyBasis)) metered = false;
  }
  return { monthlyKwh, annualKwh: sum(monthlyKwh), basis: metered ? 'metered' : 'modelled' };
}

/** The rows whose `key` is `value`, in order. */
function rowsWith<K extends 'endUse' | 'carrier'>(
  rows: readonly EndUseRow[],
  key: K,
  value: EndUseRow[K],
): EndUseRow[] {
  const out: EndUseRow[] = [];
  for (const row of rows) if (row[key] === value) out.push(row);
  return out;
}

/**
 * Rows of one end use on one carrier merged, in the order first seen (a month is `modelled` if
 * any part of it is).
 */
function mergedRows(rawRows: readonly EndUseRow[]): EndUseRow[] {
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
    addInto(existing.monthlyKwh, row.monthlyKwh);
    for (let m = 0; m < row.monthlyBasis.length; m += 1) {
      if (row.monthlyBasis[m] === 'modelled') existing.monthlyBasis[m] = 'modelled';
    }
  }
  return [...merged.values()];
}

/** A model run's annual energy by carrier (in `CARRIERS` order) and in all, and its PV's. */
export interface ModelAnnualTotals {
  byCarrier: Partial<Record<Carrier, { annualKwh: number }>>;
  total: { annualKwh: number };
  pvGeneration: { annualKwh: number };
}

/**
 * The annual figures of `modelTotals` alone, summed exactly as it sums them, without the end
 * uses, bases and monthly totals that a variant compared by its annual energy does not need.
 */
export function modelAnnualTotals(
  months: number,
  rawRows: readonly EndUseRow[],
  pvMonthly: readonly number[],
): ModelAnnualTotals {
  const rows = mergedRows(rawRows);
  const byCarrier: ModelAnnualTotals['byCarrier'] = {};
  for (const carrier of CARRIERS) {
    const onCarrier = rowsWith(rows, 'carrier', carrier);
    if (onCarrier.length === 0) continue;
    byCarrier[carrier] = { annualKwh: totalOf(onCarrier, months).annualKwh };
  }
  return {
    byCarrier,
    total: { annualKwh: totalOf(rows, months).annualKwh },
    pvGeneration: { annualKwh: sum(pvMonthly) },
  };
}

/**
 * The model's output from its scaled rows: rows of one end use on one carrier merged (a month is
 * `modelled` if any part of it is), the totals by end use, by carrier and of the building, each
 * with its basis (docs/methodology.md §1.2: a carrier is `metered` when its meter has every month).
 */
export function modelTotals(
  months: string[],
  scaled: ScaledEndUses,
  pvMonthly: number[],
  descriptors: ModelDescriptors,
): EnergyModelOutput {
  const { rows: rawRows, calibration, subMeterExcessKwh, carrierBasis, reportedYears } = scaled;
  const rows = mergedRows(rawRows);
  const endUses: EndUseEnergy[] = [];
  for (const row of rows) {
    endUses.push({
      ...row,
      annualKwh: sum(row.monthlyKwh),
      basis: allMetered(row.monthlyBasis) ? 'metered' : 'modelled',
    });
  }
  const byEndUse = {} as Record<EndUse, EnergyTotal>;
  for (const endUse of END_USES)
    byEndUse[endUse] = totalOf(rowsWith(rows, 'endUse', endUse), months.length);
  const byCarrier: Partial<Record<Carrier, EnergyTotal>> = {};
  for (const carrier of CARRIERS) {
    const onCarrier = rowsWith(rows, 'carrier', carrier);
    if (onCarrier.length === 0) continue;
    const total = totalOf(onCarrier, months.length);
    const basis = carrierBasis[carrier];
    byCarrier[carrier] = {
      ...total,
      basis: basis && allMetered(basis) ? 'metered' : 'modelled',
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
