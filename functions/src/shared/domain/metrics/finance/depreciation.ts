/*
 * Depreciation of one period, as the spreadsheet functions SLN, DB, DDB and SYD compute it
 * (OASIS OpenFormula; Excel and LibreOffice Calc give the same figures), plus units of
 * production. METHODS.md section 12. cost, salvage and results in the same currency unit; life
 * and period in periods (usually years); period 1 is the first.
 */

/** Straight line (SLN): (cost − salvage) / life, the same every period. */
export function sln(cost: number, salvage: number, life: number): number {
  return (cost - salvage) / life;
}

/**
 * Sum of the years' digits (SYD): (cost − salvage) × (life − period + 1) / (life (life + 1) / 2).
 */
export function syd(cost: number, salvage: number, life: number, period: number): number {
  return ((cost - salvage) * (life - period + 1)) / ((life * (life + 1)) / 2);
}

/**
 * Declining balance at `factor` / life per period on the book value, never below salvage
 * (DDB; factor 2 is double declining): min(BV × factor / life, BV − salvage), ≥ 0, where BV is the
 * book value at the start of the period.
 */
export function ddb(
  cost: number,
  salvage: number,
  life: number,
  period: number,
  factor = 2,
): number {
  const rate = Math.min(1, factor / life);
  let bookValue = cost;
  let depreciation = 0;
  for (let p = 1; p <= period; p += 1) {
    depreciation = Math.max(0, Math.min(bookValue * rate, bookValue - salvage));
    bookValue -= depreciation;
  }
  return depreciation;
}

/**
 * The fixed rate of DB: 1 − (salvage / cost)^(1 / life), rounded to three decimals as the
 * spreadsheet function does.
 */
export function dbRate(cost: number, salvage: number, life: number): number {
  return Math.round((1 - (salvage / cost) ** (1 / life)) * 1000) / 1000;
}

/**
 * Fixed declining balance (DB). The first period covers `months` months of the first year
 * (cost × rate × months / 12); later periods take the rate on the remaining book value; when the
 * first year is partial, period life + 1 takes the remaining (12 − months) / 12 of a period.
 */
export function db(
  cost: number,
  salvage: number,
  life: number,
  period: number,
  months = 12,
): number {
  const rate = dbRate(cost, salvage, life);
  let total = 0;
  let depreciation = 0;
  for (let p = 1; p <= period; p += 1) {
    if (p === 1) depreciation = (cost * rate * months) / 12;
    else if (p === life + 1) depreciation = ((cost - total) * rate * (12 - months)) / 12;
    else depreciation = (cost - total) * rate;
    total += depreciation;
  }
  return depreciation;
}

/**
 * Units of production: (cost − salvage) × units of the period / total units expected over the
 * life.
 */
export function unitsOfProduction(
  cost: number,
  salvage: number,
  totalUnits: number,
  unitsInPeriod: number,
): number {
  return ((cost - salvage) * unitsInPeriod) / totalUnits;
}
