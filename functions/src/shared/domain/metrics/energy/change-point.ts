/**
 * Change-point models of energy against outdoor temperature (docs/methodology.md §1.4), after
 * ASHRAE Guideline 14-2014 (model types 1P, 3PH, 3PC, 5P) and LBNL BETTER (`core/changepoint.py`,
 * METHODS.md §10): y is energy per day (kWh/day), T the mean outdoor temperature (°C) of each
 * period, and
 *   y = β0 + βH·max(0, cpH − T) + βC·max(0, T − cpC),   βH, βC ≥ 0, cpH ≤ cpC.
 * Change points are searched on a grid (midpoints of the observed temperatures, then 0.25 K steps
 * around the best), the β by ordinary least squares for each pair.
 */

import type { Ols } from './change-point-ols.js';
import { distinctAscending, hingeColumn, ols } from './change-point-ols.js';

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

function candidatesFor(t: Float64Array, y: Float64Array, grid: Float64Array): Candidate[] {
  const out: Candidate[] = [];
  const n = y.length;
  const heating: Float64Array[] = [];
  const cooling: Float64Array[] = [];
  for (let i = 0; i < grid.length; i += 1) {
    heating.push(hingeColumn(t, grid[i]!, true));
    cooling.push(hingeColumn(t, grid[i]!, false));
  }
  for (let i = 0; i < grid.length; i += 1) {
    const cp = grid[i]!;
    const fitH = ols(heating[i]!, null, y);
    if (fitH && significant(fitH, 1, n - 2))
      out.push({ type: '3PH', cpH: cp, cpC: null, fit: fitH });
    const fitC = ols(cooling[i]!, null, y);
    if (fitC && significant(fitC, 1, n - 2))
      out.push({ type: '3PC', cpH: null, cpC: cp, fit: fitC });
  }
  for (let i = 0; i < grid.length; i += 1) {
    for (let j = i; j < grid.length; j += 1) {
      const fit = ols(heating[i]!, cooling[j]!, y);
      if (fit && significant(fit, 1, n - 3) && significant(fit, 2, n - 3)) {
        out.push({ type: '5P', cpH: grid[i]!, cpC: grid[j]!, fit });
      }
    }
  }
  return out;
}

function statistics(candidate: Candidate | null, y: Float64Array, sst: number, mean: number) {
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
  const usable: ChangePointPoint[] = [];
  for (const p of points) {
    if (p.days > 0 && Number.isFinite(p.kwhPerDay) && Number.isFinite(p.temperatureDegC))
      usable.push(p);
  }
  if (usable.length < 6) return null;
  const n = usable.length;
  const t = new Float64Array(n);
  const y = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i += 1) {
    t[i] = usable[i]!.temperatureDegC;
    y[i] = usable[i]!.kwhPerDay;
    sum += y[i]!;
  }
  const mean = sum / n;
  let sst = 0;
  for (let i = 0; i < n; i += 1) sst += (y[i]! - mean) ** 2;
  // Candidate change points: midpoints between distinct observed temperatures (both ends left
  // out so that each side keeps points).
  const sorted = distinctAscending(t);
  const coarse = new Float64Array(Math.max(0, sorted.length - 3));
  for (let i = 1; i < sorted.length - 2; i += 1) coarse[i - 1] = (sorted[i]! + sorted[i + 1]!) / 2;
  let best: Candidate | null = null;
  const flat = sst <= (1e-4 * mean) ** 2 * n;
  if (!flat) {
    for (const candidate of candidatesFor(t, y, coarse)) {
      if (!best || candidate.fit.sse < best.fit.sse) best = candidate;
    }
    if (best) {
      const fine: number[] = [];
      for (const cp of [best.cpH, best.cpC]) {
        if (cp === null) continue;
        for (let k = 0; k < 9; k += 1) fine.push(cp - 1 + k * 0.25);
      }
      for (const candidate of candidatesFor(t, y, distinctAscending(fine))) {
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
  let residualSum = 0;
  for (let i = 0; i < n; i += 1) residualSum += y[i]! - predictKwhPerDay(shape, t[i]!);
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
