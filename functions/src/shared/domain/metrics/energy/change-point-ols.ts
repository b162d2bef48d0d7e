/**
 * Least squares for the change-point models (change-point.ts): ordinary least squares of energy
 * per day on an intercept and one or two hinge columns of temperature, from sums.
 */

export interface Ols {
  beta: number[];
  sse: number;
  /** Standard errors of β. */
  se: number[];
}

/**
 * OLS of y on an intercept and one or two regressor columns (`b` null for one), from sums (normal
 * equations with the closed-form inverse of the 2 × 2 or 3 × 3 matrix); null when the matrix is
 * singular. Columns and y are `Float64Array`s and the loops plain: every building's every carrier
 * runs this a few hundred times, and typed arrays keep one shape whatever their values are
 * (docs/benchmarks.md, "Recompute: arrays of one kind").
 */
export function ols(a: Float64Array, b: Float64Array | null, y: Float64Array): Ols | null {
  const n = y.length;
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
  let fitted = 0;
  for (let j = 0; j < beta.length; j += 1) fitted += beta[j]! * xty[j]!;
  const sse = Math.max(0, syy - fitted);
  const p = beta.length;
  const sigma2 = n > p ? sse / (n - p) : 0;
  const se: number[] = [];
  for (let j = 0; j < diag.length; j += 1) se.push(Math.sqrt(Math.max(0, diag[j]! * sigma2)));
  return { beta, sse, se };
}

/** max(0, cp − T) for each period's T (heating) or max(0, T − cp) (cooling). */
export function hingeColumn(t: Float64Array, cp: number, heating: boolean): Float64Array {
  const column = new Float64Array(t.length);
  for (let i = 0; i < t.length; i += 1) {
    column[i] = heating ? Math.max(0, cp - t[i]!) : Math.max(0, t[i]! - cp);
  }
  return column;
}

/** The distinct values of `values`, ascending. */
export function distinctAscending(values: Iterable<number>): Float64Array {
  return Float64Array.from(new Set(values)).sort();
}
