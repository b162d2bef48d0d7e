/*
 * The gamma distribution, for checking the ENERGY STAR lookup tables against the gamma fits EPA
 * publishes (a score's lower ratio bound is the quantile at (100 − score) / 100, "Technical
 * Reference – ENERGY STAR Score", August 2018, p. 9). Algorithms of Press et al., Numerical
 * Recipes in C, 2nd ed. (1992): ln Γ by Lanczos' series (§6.1, gammln), the regularized lower
 * incomplete gamma P(a, x) by its series for x < a + 1 and by the continued fraction of Q(a, x)
 * otherwise (§6.2, gser and gcf, the fraction evaluated by the modified Lentz method, §5.2).
 */

/** Lanczos coefficients of gammln (NR §6.1), each the nearest double to the printed value. */
const LANCZOS = [
  76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155,
  0.1208650973866179e-2, -0.5395239384953e-5,
];
/** Relative accuracy of the series and the continued fraction. */
const EPS = 3e-16;
/** Stand-in for zero in the Lentz method. */
const FPMIN = 1e-300;
const MAX_ITERATIONS = 1000;

/** ln Γ(x) for x > 0 (Numerical Recipes §6.1: error below 2 × 10⁻¹⁰). */
export function lnGamma(x: number): number {
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  // √(2π), NR's 2.5066282746310005 as a double.
  LANCZOS.forEach((c, j) => {
    ser += c / (x + 1 + j);
  });
  return -tmp + Math.log((2.5066282746310007 * ser) / x);
}

/** P(a, x) by its series, for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let ap = a;
  let del = 1 / a;
  let sum = del;
  for (let n = 0; n < MAX_ITERATIONS && Math.abs(del) > Math.abs(sum) * EPS; n += 1) {
    ap += 1;
    del *= x / ap;
    sum += del;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** Q(a, x) = 1 − P(a, x) by its continued fraction, for x ≥ a + 1. */
function upperContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / FPMIN;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITERATIONS; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = b + an / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** Regularized lower incomplete gamma P(a, x), a > 0, x ≥ 0. */
export function regularizedLowerGamma(a: number, x: number): number {
  if (x <= 0) return 0;
  return x < a + 1 ? lowerSeries(a, x) : 1 - upperContinuedFraction(a, x);
}

/** Cumulative distribution of Gamma(shape, scale) at x (x ≤ 0 gives 0). */
export function gammaCdf(x: number, shape: number, scale: number): number {
  return regularizedLowerGamma(shape, x / scale);
}

/**
 * The quantile of Gamma(shape, scale) at probability p (0 < p < 1), by bisection on the CDF
 * (monotone): the bracket is doubled until it holds p, then halved 200 times or until it stops
 * shrinking in floating point. 0 for p ≤ 0, infinity for p ≥ 1.
 */
export function gammaQuantile(p: number, shape: number, scale: number): number {
  if (p <= 0) return 0;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  let lo = 0;
  let hi = shape * scale;
  while (gammaCdf(hi, shape, scale) < p) {
    lo = hi;
    hi *= 2;
  }
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (gammaCdf(mid, shape, scale) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The trigamma function ψ₁(x) = d² ln Γ(x) / dx², x > 0: the recurrence ψ₁(x) = ψ₁(x + 1) + 1/x²
 * (Abramowitz and Stegun 6.4.6) up to x ≥ 6, then the asymptotic series 1/x + 1/(2x²) + 1/(6x³)
 * − 1/(30x⁵) + 1/(42x⁷) − 1/(30x⁹) (A&S 6.4.12), whose next term is below 10⁻¹⁰ there. It is the
 * variance of ln X for X ~ Gamma(shape x, any scale).
 */
export function trigamma(x: number): number {
  let value = 0;
  let at = x;
  while (at < 6) {
    value += 1 / (at * at);
    at += 1;
  }
  const inverse = 1 / at;
  const inverse2 = inverse * inverse;
  return (
    value +
    inverse +
    inverse2 / 2 +
    inverse2 * inverse * (1 / 6 - inverse2 * (1 / 30 - inverse2 * (1 / 42 - inverse2 / 30)))
  );
}
