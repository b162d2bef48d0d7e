/*
 * Discounting of yearly cash flows. Rates are fractions per period (0.08 = 8 %); money is in the
 * building's currency unit. Formulas: METHODS.md section 11 (NPV = −I0 + Σ S_t / (1 + r)^t) and
 * the spreadsheet NPV function (OASIS OpenFormula; Excel and LibreOffice Calc
 * implement the same definition).
 */

/**
 * Spreadsheet NPV: Σ_{t=1..n} values[t−1] / (1 + rate)^t. The first value is discounted by one
 * period, exactly as `NPV(rate; v1; …)` in Excel and LibreOffice; add a time-zero flow yourself.
 *
 * @param rate discount rate per period, a fraction (> −1)
 * @param values cash flows at the end of periods 1…n
 */
export function npv(rate: number, values: readonly number[]): number {
  let total = 0;
  let factor = 1;
  for (const value of values) {
    factor /= 1 + rate;
    total += value * factor;
  }
  return total;
}

/**
 * Net present value of flows that start at time zero: Σ_{t=0..n} flows[t] / (1 + rate)^t.
 * flows[0] is usually the investment, negative.
 *
 * @param rate discount rate per year, a fraction (> −1)
 */
export function presentValue(rate: number, flows: readonly number[]): number {
  const [first = 0, ...rest] = flows;
  return first + npv(rate, rest);
}

/** The yearly cash flows of an investment that saves money every year of its life. */
export interface InvestmentFlowsInput {
  /** Paid at time zero, ≥ 0, currency. */
  investment: number;
  /** Net savings of the first year (energy cost + maintenance savings), currency per year. */
  firstYearSavings: number;
  /** Whole years of life, ≥ 1; a fractional life is rounded to the nearest year. */
  lifeYears: number;
  /** Yearly escalation of the savings (energy price growth), a fraction; default 0. */
  escalation?: number;
  /** Value left at the end of the life, received with the last year's savings; default 0. */
  residualValue?: number;
}

/**
 * Cash flows [−I, S1, S1(1+e), …, S1(1+e)^(N−1) + residual] (METHODS.md section 11: with
 * escalation e, S_t = S_1 (1 + e)^(t − 1)).
 */
export function investmentFlows(input: InvestmentFlowsInput): number[] {
  const years = Math.max(1, Math.round(input.lifeYears));
  const escalation = input.escalation ?? 0;
  const flows = [-input.investment];
  for (let year = 1; year <= years; year += 1) {
    flows.push(input.firstYearSavings * (1 + escalation) ** (year - 1));
  }
  flows[years] = (flows[years] ?? 0) + (input.residualValue ?? 0);
  return flows;
}
