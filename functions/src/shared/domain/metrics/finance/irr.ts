import { presentValue } from './cash-flows.js';

/*
 * Internal rate of return: the rate r > −1 at which the net present value of flows starting at
 * time zero is 0 (METHODS.md section 11; spreadsheet IRR). With x = 1 / (1 + r) the NPV is a
 * polynomial in x, so by Descartes' rule of signs flows with exactly one change of sign (an
 * investment followed by savings) have exactly one IRR; flows with several changes may have none
 * or several, and then we return the root nearest the guess, as a spreadsheet's iteration would.
 */

/** Rates closer to −1 than this are not searched (a loss of 99.9999 % per year). */
const RATE_FLOOR = -0.999999;
/** Highest rate searched: 10^6 per year, far beyond any real investment. */
const RATE_CEILING = 1e6;
/** Convergence tolerance on the rate. */
const RATE_TOLERANCE = 1e-12;
const MAX_ITERATIONS = 200;

/** Changes of sign between consecutive non-zero flows. */
function signChanges(flows: readonly number[]): number {
  let changes = 0;
  let previous = 0;
  for (const flow of flows) {
    if (flow === 0) continue;
    const sign = Math.sign(flow);
    if (previous !== 0 && sign !== previous) changes += 1;
    previous = sign;
  }
  return changes;
}

/** NPV and its derivative with respect to the rate, at `rate`. */
function npvWithSlope(rate: number, flows: readonly number[]): [number, number] {
  let value = 0;
  let slope = 0;
  let factor = 1;
  flows.forEach((flow, t) => {
    value += flow * factor;
    slope -= (t * flow * factor) / (1 + rate);
    factor /= 1 + rate;
  });
  return [value, slope];
}

/** A root of the NPV in [low, high], where the NPV changes sign: Newton steps kept in the bracket. */
function rootInBracket(flows: readonly number[], lowStart: number, highStart: number): number {
  let low = lowStart;
  let high = highStart;
  const lowSign = Math.sign(presentValue(low, flows));
  let rate = (low + high) / 2;
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const [value, slope] = npvWithSlope(rate, flows);
    if (value === 0) return rate;
    if (Math.sign(value) === lowSign) low = rate;
    else high = rate;
    const newton = slope === 0 ? Number.NaN : rate - value / slope;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - rate) <= RATE_TOLERANCE * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return rate;
}

/**
 * Rates at which the NPV is sampled to find a change of sign, from a loss of 99.9999 % to a gain
 * of 10^6 per year; dense near 0, where real IRRs lie.
 */
const BRACKET_RATES = [
  RATE_FLOOR,
  -0.9999,
  -0.999,
  -0.99,
  -0.9,
  -0.5,
  -0.2,
  0,
  0.1,
  0.3,
  1,
  10,
  100,
  1e4,
  RATE_CEILING,
];

/** A finer sampling (steps of 0.01 in ln(1 + r)) for flows that may have several roots. */
function fineRates(): number[] {
  const rates: number[] = [];
  for (let u = Math.log(1 + RATE_FLOOR); u <= Math.log(1 + RATE_CEILING); u += 0.01) {
    rates.push(Math.exp(u) - 1);
  }
  return rates;
}

/** Every root of the NPV between consecutive sampled rates where it changes sign. */
function rootsBetween(flows: readonly number[], rates: readonly number[], firstOnly: boolean) {
  const roots: number[] = [];
  let previousRate: number | undefined;
  let previousValue = 0;
  for (const rate of rates) {
    const value = presentValue(rate, flows);
    // Near r = −1 long flows overflow; such samples are skipped.
    if (!Number.isFinite(value)) continue;
    if (value === 0) roots.push(rate);
    else if (previousRate !== undefined && previousValue !== 0) {
      if (Math.sign(value) !== Math.sign(previousValue)) {
        roots.push(rootInBracket(flows, previousRate, rate));
      }
    }
    if (firstOnly && roots.length > 0) break;
    previousRate = rate;
    previousValue = value;
  }
  return roots;
}

/**
 * Internal rate of return of yearly flows starting at time zero, as a fraction per year.
 *
 * Returns `undefined` (never NaN) when no rate in [−0.999999, 10^6] makes the NPV zero: flows
 * without both a negative and a positive value, or several sign changes without a root.
 *
 * @param flows cash flows at t = 0, 1, …, n (flows[0] is usually the investment, negative)
 * @param guess where to look first when several roots exist, a fraction; default 0.1 (the
 *   spreadsheet default)
 */
export function irr(flows: readonly number[], guess = 0.1): number | undefined {
  const changes = signChanges(flows);
  if (changes === 0) return undefined;
  // One change of sign: exactly one root, found from the first bracket.
  const roots =
    changes === 1
      ? rootsBetween(flows, BRACKET_RATES, true)
      : rootsBetween(flows, fineRates(), false);
  let best: number | undefined;
  for (const root of roots) {
    if (best === undefined || Math.abs(root - guess) < Math.abs(best - guess)) best = root;
  }
  return best;
}
