/*
 * Payback periods (METHODS.md section 11): simple payback = initial cost / annual net savings;
 * discounted payback = the first time at which cumulative discounted savings reach the initial
 * cost. Money in the building's currency unit, time in years.
 */

/**
 * Simple payback in years: investment / annual net savings.
 *
 * Returns `undefined` when the measure never pays back (annual net savings ≤ 0), and 0 for a
 * free measure that saves money.
 *
 * @param investment initial cost, ≥ 0
 * @param annualNetSavings energy cost savings + maintenance savings − extra maintenance, per year
 */
export function simplePaybackYears(
  investment: number,
  annualNetSavings: number,
): number | undefined {
  if (!(annualNetSavings > 0)) return undefined;
  return Math.max(0, investment) / annualNetSavings;
}

/**
 * Discounted payback in years: the time at which Σ savings_t / (1 + rate)^t reaches the
 * investment, interpolated linearly within the year in which it happens. `undefined` when the
 * discounted savings of the given years never reach it.
 *
 * @param investment initial cost at time zero, ≥ 0
 * @param savingsByYear net savings at the end of years 1…n
 * @param rate discount rate per year, a fraction
 */
export function discountedPaybackYears(
  investment: number,
  savingsByYear: readonly number[],
  rate: number,
): number | undefined {
  if (investment <= 0) return 0;
  let cumulative = 0;
  let factor = 1;
  for (let year = 1; year <= savingsByYear.length; year += 1) {
    factor /= 1 + rate;
    const discounted = (savingsByYear[year - 1] ?? 0) * factor;
    if (discounted > 0 && cumulative + discounted >= investment) {
      return year - 1 + (investment - cumulative) / discounted;
    }
    cumulative += discounted;
  }
  return undefined;
}
