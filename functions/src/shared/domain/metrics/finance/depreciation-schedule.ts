import type { DepreciationMode } from '../../../schemas/enums/equipment.js';
import { db, dbRate, sln, syd, unitsOfProduction } from './depreciation.js';

/*
 * Year-by-year book value of an asset under each Depreciation Mode of the equipment form (spec
 * 3.12, 9.6). Unlike the one-period spreadsheet functions, every schedule ends exactly at the
 * salvage value at the end of the life, so that book values on a chart meet the salvage line:
 * - straight line and sum of years: SLN and SYD, which end at salvage by construction;
 * - double declining balance: DDB with the switch to straight line in the year straight line on
 *   the remaining value gives more (the spreadsheet VDB default); plain DDB never reaches a zero
 *   salvage;
 * - declining balance: the fixed rate of DB (rounded to three decimals, first year whole); the
 *   rounding leaves a residue: the book value stops at salvage, and the last year takes what is left. With no salvage value the DB rate is
 *   1 (everything in year 1), so we use 150 % declining balance with the same switch instead and
 *   say so (`variant`);
 * - units of production: each year's share of the expected lifetime units; the book value
 *   reaches salvage only when the units used reach the expected total, and never goes below it.
 */

/** Inputs of a depreciation schedule. Money in one currency unit. */
export interface DepreciationScheduleInput {
  method: DepreciationMode;
  /** Initial value, > 0. */
  cost: number;
  /** Value at the end of the life, 0 ≤ salvage ≤ cost. */
  salvage: number;
  /** Expected life in years, ≥ 1; rounded to whole years. */
  lifeYears: number;
  /** Units of production: units used in years 1, 2, … of the life (e.g. kWh or run hours). */
  unitsByYear?: readonly number[];
  /** Units of production: units expected over the whole life, > 0. */
  totalUnits?: number;
}

/** One year of a schedule. */
export interface DepreciationYear {
  /** Year of life, 1 = the first year in service. */
  year: number;
  depreciation: number;
  bookValueStart: number;
  bookValueEnd: number;
}

/** Which formula a schedule used: `factor150` is declining balance without a salvage value. */
export type DepreciationVariant = 'standard' | 'factor150';

export interface DepreciationSchedule {
  method: DepreciationMode;
  variant: DepreciationVariant;
  years: DepreciationYear[];
}

/** Declining balance at factor / life with the switch to straight line (VDB without no_switch). */
function decliningWithSwitch(
  cost: number,
  salvage: number,
  life: number,
  factor: number,
): number[] {
  const amounts: number[] = [];
  let bookValue = cost;
  for (let year = 1; year <= life; year += 1) {
    const declining = Math.min(bookValue * Math.min(1, factor / life), bookValue - salvage);
    const straight = (bookValue - salvage) / (life - year + 1);
    const amount = Math.max(0, declining, straight);
    amounts.push(amount);
    bookValue -= amount;
  }
  return amounts;
}

/**
 * Fixed-rate declining balance (DB, whole first year). The rate is rounded, so the book value may
 * reach salvage early (then depreciation stops) or stay above it (then the last year takes the rest).
 */
function fixedRate(cost: number, salvage: number, life: number): number[] {
  const amounts: number[] = [];
  let total = 0;
  for (let year = 1; year <= life; year += 1) {
    const left = cost - salvage - total;
    const amount = year === life ? left : Math.min(left, db(cost, salvage, life, year));
    amounts.push(amount);
    total += amount;
  }
  return amounts;
}

function unitsAmounts(input: DepreciationScheduleInput, life: number): number[] | undefined {
  const { unitsByYear, totalUnits } = input;
  if (unitsByYear === undefined || totalUnits === undefined || !(totalUnits > 0)) return undefined;
  const amounts: number[] = [];
  let remaining = input.cost - input.salvage;
  for (let year = 1; year <= life; year += 1) {
    const units = Math.max(0, unitsByYear[year - 1] ?? 0);
    const amount = Math.min(
      remaining,
      unitsOfProduction(input.cost, input.salvage, totalUnits, units),
    );
    amounts.push(amount);
    remaining -= amount;
  }
  return amounts;
}

/**
 * The depreciation schedule of an asset, one row per year of life. Returns `undefined` for units
 * of production without units (`unitsByYear` and a positive `totalUnits`).
 */
export function depreciationSchedule(
  input: DepreciationScheduleInput,
): DepreciationSchedule | undefined {
  const life = Math.max(1, Math.round(input.lifeYears));
  const { cost, salvage } = input;
  let variant: DepreciationVariant = 'standard';
  let amounts: number[] | undefined;
  switch (input.method) {
    case 'straightLine':
      amounts = Array.from({ length: life }, () => sln(cost, salvage, life));
      break;
    case 'sumOfYears':
      amounts = Array.from({ length: life }, (_, i) => syd(cost, salvage, life, i + 1));
      break;
    case 'doubleDecliningBalance':
      amounts = decliningWithSwitch(cost, salvage, life, 2);
      break;
    case 'decliningBalance':
      if (salvage > 0 && dbRate(cost, salvage, life) < 1) {
        amounts = fixedRate(cost, salvage, life);
      } else {
        variant = 'factor150';
        amounts = decliningWithSwitch(cost, salvage, life, 1.5);
      }
      break;
    case 'unitsOfProduction':
      amounts = unitsAmounts(input, life);
      break;
  }
  if (amounts === undefined) return undefined;
  let bookValue = cost;
  const years = amounts.map((depreciation, i) => {
    const row = {
      year: i + 1,
      depreciation,
      bookValueStart: bookValue,
      bookValueEnd: bookValue - depreciation,
    };
    bookValue = row.bookValueEnd;
    return row;
  });
  return { method: input.method, variant, years };
}

/**
 * Book value after `ageYears` years in service, interpolated linearly within a year; the cost
 * before service and the last book value after the end of the life.
 */
export function bookValueAt(
  schedule: DepreciationSchedule,
  cost: number,
  ageYears: number,
): number {
  if (!(ageYears > 0)) return cost;
  const row = schedule.years[Math.min(schedule.years.length, Math.ceil(ageYears)) - 1];
  if (row === undefined) return cost;
  if (ageYears >= schedule.years.length) return row.bookValueEnd;
  const fraction = ageYears - (row.year - 1);
  return row.bookValueStart - row.depreciation * fraction;
}
