/**
 * Change-point models of energy against outdoor temperature (docs/methodology.md §1.4), after
 * ASHRAE Guideline 14-2014 (model types 1P, 3PH, 3PC, 5P) and LBNL BETTER (`core/changepoint.py`,
 * METHODS.md §10): y is energy per day (kWh/day), T the mean outdoor temperature (°C) of each
 * period, and
 *   y = β0 + βH·max(0, cpH − T) + βC·max(0, T − cpC),   βH, βC ≥ 0, cpH ≤ cpC.
 * Change points are searched on a grid (midpoints of the observed temperatures, then 0.25 K steps
 * around the best), the β by ordinary least squares for each pair.
 */

export type ChangePointModelType = '1P' | '3PH' | '3PC' | '5P';

/** One period: mean outdoor temperature, energy per day and the number of days. */
export interface ChangePointPoint {
  temperatureDegC: number;
  kwhPerDay: number;
  days: number;
}

export interface ChangePointFit {
  type: ChangePointModelType;
  baseloadKwhPerDay: number;
  /** Extra kWh/day per K below the heating change point (≥ 0). */
  heatingSlopeKwhPerDayK: number;
  heatingChangePointDegC: number | null;
  /** Extra kWh/day per K above the cooling change point (≥ 0). */
  coolingSlopeKwhPerDayK: number;
  coolingChangePointDegC: number | null;
  r2: number;
  /** CV(RMSE) = √(Σ(y − ŷ)² / (n − p)) / ȳ (ASHRAE Guideline 14), as a fraction. */
  cvRmse: number;
  /** NMBE = Σ(y − ŷ) / ((n − p)·ȳ), as a fraction. */
  nmbe: number;
  points: number;
  /** BETTER: R² ≥ 0.6, or a 1P model with CV(RMSE) ≤ 0.5. */
  acceptedByBetter: boolean;
  /** Guideline 14 monthly calibration limits: CV(RMSE) ≤ 15 % and |NMBE| ≤ 5 %. */
  meetsGuideline14: boolean;
}

/** BETTER acceptance (METHODS.md §10, `constants/thresholds.py`). */
export const BETTER_MIN_R2 = 0.6;
export const BETTER_MAX_CVRMSE_1P = 0.5;
/** ASHRAE Guideline 14-2014, monthly data (METHODS.md §10). */
export const G14_MONTHLY_MAX_CVRMSE = 0.15;
export const G14_MONTHLY_MAX_NMBE = 0.05;

/**
 * Two-sided 10 % critical values of Student's t by degrees of freedom 1–30 (standard tables);
 * beyond 30 the normal value 1.645. A slope counts when |t| exceeds it (BETTER: p < 0.10).
 */
const T_CRITICAL_10PCT = [
  6.314, 2.92, 2.353, 2.132, 2.015, 1.943, 1.895, 1.86, 1.833, 1.812, 1.796, 1.782, 1.771, 1.761,
  1.753, 1.746, 1.74, 1.734, 1.729, 1.725, 1.721, 1.717, 1.714, 1.711, 1.708, 1.706, 1.703, 1.701,
  1.699, 1.697,
];

export function tCritical10Pct(degreesOfFreedom: number): number {
  if (degreesOfFreedom < 1) return Number.POSITIVE_INFINITY;
  return T_CRITICAL_10PCT[degreesOfFreedom - 1] ?? 1.645;
}

interface Ols {
  beta: number[];
  sse: number;
  /** Standard errors of β. */
  se: number[];
}

/**
 * OLS of y on an intercept and one or two regressor columns, from sums (normal equations with the
 * closed-form inverse of the 2 × 2 or 3 × 3 matrix); null when the matrix is singular.
 */
function ols(columns: readonly (readonly number[])[], y: readonly number[]): Ols | null {
  const n = y.length;
  const a = columns[0]!;
  const b = columns[1];
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  let sy = 0;
  let say = 0;
  let sby = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const ai = a[i]!;
    const bi = b ? b[i]! : 0;
    const yi = y[i]!;
    sa += ai;
    sb += bi;
    saa += ai * ai;
    sbb += bi * bi;
    sab += ai * bi;
    sy += yi;
    say += ai * yi;
    sby += bi * yi;
    syy += yi * yi;
  }
  let beta: number[];
  let diag: number[];
  if (!b) {
    const det = n * saa - sa * sa;
    if (Math.abs(det) < 1e-12 * Math.max(1, n * saa)) return null;
    beta = [(saa * sy - sa * say) / det, (n * say - sa * sy) / det];
    diag = [saa / det, n / det];
  } else {
    // Symmetric M = [[n, sa, sb], [sa, saa, sab], [sb, sab, sbb]]; inverse by cofactors.
    const c00 = saa * sbb - sab * sab;
    const c01 = -(sa * sbb - sab * sb);
    const c02 = sa * sab - saa * sb;
    const c11 = n * sbb - sb * sb;
    const c12 = -(n * sab - sa * sb);
    const c22 = n * saa - sa * sa;
    const det = n * c00 + sa * c01 + sb * c02;
    if (Math.abs(det) < 1e-12 * Math.max(1, Math.abs(n * c00))) return null;
    beta = [
      (c00 * sy + c01 * say + c02 * sby) / det,
      (c01 * sy + c11 * say + c12 * sby) / det,
      (c02 * sy + c12 * say + c22 * sby) / det,
    ];
    diag = [c00 / det, c11 / det, c22 / det];
  }
  const xty = [sy, say, sby];
  const sse = Math.max(0, syy - beta.reduce((s, value, j) => s + value * xty[j]!, 0));
  const p = beta.length;
  const sigma2 = n > p ? sse / (n - p) : 0;
  const se = diag.map((d) => Math.sqrt(Math.max(0, d * sigma2)));
  return { beta, sse, se };
}

const heatingColumn = (t: readonly number[], cp: number) => t.map((x) => Math.max(0, cp - x));
const coolingColumn = (t: readonly number[], cp: number) => t.map((x) => Math.max(0, x - cp));

interface Candidate {
  type: ChangePointModelType;
  cpH: number | null;
  cpC: number | null;
  fit: Ols;
}

function significant(fit: Ols, index: number, dof: number): boolean {
  const beta = fit.beta[index]!;
  const se = fit.se[index]!;
  if (beta <= 0) return false;
  return se === 0 ? true : beta / se > tCritical10Pct(dof);
}

function candidatesFor(
  t: readonly number[],
  y: readonly number[],
  grid: readonly number[],
): Candidate[] {
  const out: Candidate[] = [];
  const n = y.length;
  const heating = grid.map((cp) => heatingColumn(t, cp));
  const cooling = grid.map((cp) => coolingColumn(t, cp));
  grid.forEach((cp, i) => {
    const fitH = ols([heating[i]!], y);
    if (fitH && significant(fitH, 1, n - 2))
      out.push({ type: '3PH', cpH: cp, cpC: null, fit: fitH });
    const fitC = ols([cooling[i]!], y);
    if (fitC && significant(fitC, 1, n - 2))
      out.push({ type: '3PC', cpH: null, cpC: cp, fit: fitC });
  });
  for (let i = 0; i < grid.length; i += 1) {
    for (let j = i; j < grid.length; j += 1) {
      const fit = ols([heating[i]!, cooling[j]!], y);
      if (fit && significant(fit, 1, n - 3) && significant(fit, 2, n - 3)) {
        out.push({ type: '5P', cpH: grid[i]!, cpC: grid[j]!, fit });
      }
    }
  }
  return out;
}

function statistics(candidate: Candidate | null, y: readonly number[], sst: number, mean: number) {
  const n = y.length;
  const p = candidate ? candidate.fit.beta.length + (candidate.type === '5P' ? 2 : 1) : 1;
  const sse = candidate ? candidate.fit.sse : sst;
  const dof = Math.max(1, n - p);
  const r2 = sst > 0 ? 1 - sse / sst : 0;
  const cvRmse = mean !== 0 ? Math.sqrt(sse / dof) / mean : 0;
  return { r2, cvRmse };
}

/**
 * Fits 1P, 3PH, 3PC and 5P models and keeps, among the fits whose slopes are all positive and
 * significant (one-sided t > the 10 % two-sided critical value, as BETTER's p < 0.10), the one
 * with the highest R²; 1P (the mean) when none is. Needs at least 6 points; returns null with
 * fewer. Points with zero days are ignored.
 */
export function fitChangePoint(points: readonly ChangePointPoint[]): ChangePointFit | null {
  const usable = points.filter(
    (p) => p.days > 0 && Number.isFinite(p.kwhPerDay) && Number.isFinite(p.temperatureDegC),
  );
  if (usable.length < 6) return null;
  const t = usable.map((p) => p.temperatureDegC);
  const y = usable.map((p) => p.kwhPerDay);
  const n = y.length;
  const mean = y.reduce((s, v) => s + v, 0) / n;
  const sst = y.reduce((s, v) => s + (v - mean) ** 2, 0);
  // Candidate change points: midpoints between distinct observed temperatures (both ends left
  // out so that each side keeps points).
  const sorted = [...new Set(t)].sort((a, b) => a - b);
  const coarse: number[] = [];
  for (let i = 1; i < sorted.length - 2; i += 1) coarse.push((sorted[i]! + sorted[i + 1]!) / 2);
  let best: Candidate | null = null;
  const flat = sst <= (1e-4 * mean) ** 2 * n;
  if (!flat) {
    for (const candidate of candidatesFor(t, y, coarse)) {
      if (!best || candidate.fit.sse < best.fit.sse) best = candidate;
    }
    if (best) {
      const around = (cp: number | null) =>
        cp === null ? [] : Array.from({ length: 9 }, (_, k) => cp - 1 + k * 0.25);
      const fine = [...new Set([...around(best.cpH), ...around(best.cpC)])].sort((a, b) => a - b);
      for (const candidate of candidatesFor(t, y, fine)) {
        if (candidate.type === best.type && candidate.fit.sse < best.fit.sse) best = candidate;
      }
    }
  }
  const { r2, cvRmse } = statistics(best, y, sst, mean);
  const beta = best?.fit.beta ?? [mean];
  const heatingSlope = best?.type === '3PH' || best?.type === '5P' ? beta[1]! : 0;
  const coolingSlope = best?.type === '3PC' ? beta[1]! : best?.type === '5P' ? beta[2]! : 0;
  const type = best?.type ?? '1P';
  const shape = {
    baseloadKwhPerDay: beta[0]!,
    heatingSlopeKwhPerDayK: heatingSlope,
    heatingChangePointDegC: best?.cpH ?? null,
    coolingSlopeKwhPerDayK: coolingSlope,
    coolingChangePointDegC: best?.cpC ?? null,
  };
  const residualSum = usable.reduce(
    (s, q) => s + (q.kwhPerDay - predictKwhPerDay(shape, q.temperatureDegC)),
    0,
  );
  const p = type === '1P' ? 1 : type === '5P' ? 5 : 3;
  const nmbe = mean !== 0 ? residualSum / (Math.max(1, n - p) * mean) : 0;
  const acceptedByBetter = type === '1P' ? cvRmse <= BETTER_MAX_CVRMSE_1P : r2 >= BETTER_MIN_R2;
  return {
    type,
    ...shape,
    r2: type === '1P' ? 0 : r2,
    cvRmse,
    nmbe,
    points: n,
    acceptedByBetter,
    meetsGuideline14: cvRmse <= G14_MONTHLY_MAX_CVRMSE && Math.abs(nmbe) <= G14_MONTHLY_MAX_NMBE,
  };
}

/** Energy per day predicted by a fit at a mean outdoor temperature, kWh/day. */
export function predictKwhPerDay(
  fit: Pick<
    ChangePointFit,
    | 'baseloadKwhPerDay'
    | 'heatingSlopeKwhPerDayK'
    | 'heatingChangePointDegC'
    | 'coolingSlopeKwhPerDayK'
    | 'coolingChangePointDegC'
  >,
  temperatureDegC: number,
): number {
  const heating =
    fit.heatingChangePointDegC === null
      ? 0
      : fit.heatingSlopeKwhPerDayK * Math.max(0, fit.heatingChangePointDegC - temperatureDegC);
  const cooling =
    fit.coolingChangePointDegC === null
      ? 0
      : fit.coolingSlopeKwhPerDayK * Math.max(0, temperatureDegC - fit.coolingChangePointDegC);
  return fit.baseloadKwhPerDay + heating + cooling;
}

/**
 * Weather-normalized energy of a year, kWh: Σ over the 12 calendar months of the normal climate
 * of predict(normal mean temperature) × days (a non-leap year).
 */
export function normalizedAnnualKwh(
  fit: ChangePointFit,
  normalMonthlyMeanDegC: readonly number[],
): number {
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return days.reduce(
    (sum, d, m) => sum + predictKwhPerDay(fit, normalMonthlyMeanDegC[m] ?? 10) * d,
    0,
  );
}
