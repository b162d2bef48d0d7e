/**
 * Degree days (docs/methodology.md §1.4). Daily: HDD = max(0, Tbase − Tmean,day) and
 * CDD = max(0, Tmean,day − Tbase), summed over the days of a period (ASHRAE Handbook of
 * Fundamentals, climate chapter; METHODS.md §10). From a monthly mean only: Hitchin's formula
 * (Hitchin 1983, used in CIBSE TM41 "Degree-days: theory and application"), which accounts for
 * days on the other side of the base within a month.
 */

/** Hitchin's constant k, 1/K: 0.71 (CIBSE TM41, fitted to UK data; used for every site here). */
export const HITCHIN_K_PER_K = 0.71;

/** Heating degree days of a list of daily mean temperatures, K·day. */
export function heatingDegreeDays(dailyMeanDegC: readonly number[], baseDegC: number): number {
  let sum = 0;
  for (const t of dailyMeanDegC) sum += Math.max(0, baseDegC - t);
  return sum;
}

/** Cooling degree days of a list of daily mean temperatures, K·day. */
export function coolingDegreeDays(dailyMeanDegC: readonly number[], baseDegC: number): number {
  let sum = 0;
  for (const t of dailyMeanDegC) sum += Math.max(0, t - baseDegC);
  return sum;
}

/** Hitchin's mean degree days per day for an excess (Tbase − Tmean for heating), K·day/day. */
function hitchinPerDay(excessK: number, k: number): number {
  if (Math.abs(excessK) < 1e-9) return 1 / k;
  return excessK / (1 - Math.exp(-k * excessK));
}

/**
 * Heating degree days of a month from its mean temperature, K·day:
 * days × (Tb − Tm) / (1 − e^(−k(Tb − Tm))).
 */
export function monthlyHeatingDegreeDays(
  meanDegC: number,
  baseDegC: number,
  days: number,
  k: number = HITCHIN_K_PER_K,
): number {
  return days * hitchinPerDay(baseDegC - meanDegC, k);
}

/**
 * Cooling degree days of a month from its mean temperature, K·day: Hitchin's formula mirrored
 * (the excess is mean − base), i.e. the heating formula with base and mean swapped.
 */
export function monthlyCoolingDegreeDays(
  meanDegC: number,
  baseDegC: number,
  days: number,
  k: number = HITCHIN_K_PER_K,
): number {
  return monthlyHeatingDegreeDays(baseDegC, meanDegC, days, k);
}
