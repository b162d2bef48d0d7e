/** The band limits of one row in shown units: the 10th, 25th, 50th and 75th percentiles. */
export interface BandLimits {
  bestInClass: number;
  mostEfficient: number;
  median: number;
  leastEfficient: number;
}

/** One row of a band chart, every value already in the shown unit. */
export interface BandChartRow {
  key: string;
  /** Translated name of the row (e.g. "Roof"). */
  label: string;
  /** Limits of the peer set's bands; null where there are none (then only the markers show). */
  limits: BandLimits | null;
  current: number;
  /** The plausible range of `current` where it is estimated. */
  range?: { low: number; high: number };
  /** After the improvement measures. */
  potential?: number;
  /** A Best-In-Class marker (spec 2.10), drawn as a dashed line. */
  bestInClass?: number;
}

/** A "nice" step for about `count` ticks over `span` (1, 2, 2.5 or 5 times a power of ten). */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/**
 * The domain of a row, from 0 to a nice end past every value drawn: the Least Efficient band is
 * shown as wide as the Average one (so the highest band never fills the row), and the current
 * value, its range and the potential always fit.
 */
export function bandRowDomain(row: BandChartRow, tickCount = 5): { max: number; ticks: number[] } {
  const values = [row.current, row.range?.high, row.potential, row.bestInClass];
  if (row.limits) {
    const { mostEfficient, leastEfficient } = row.limits;
    values.push(leastEfficient + (leastEfficient - mostEfficient));
  }
  const highest = Math.max(0, ...values.filter((value): value is number => Number.isFinite(value)));
  const step = niceStep(highest * 1.05 || 1, tickCount);
  const max = Math.ceil((highest * 1.05 || 1) / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { max, ticks };
}
