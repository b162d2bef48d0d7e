/** Time constants and helpers, all in UTC (month arithmetic is functions/src/shared/domain/common/months.ts). */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Rounds to a number of decimals. */
export function round(value: number, decimals = 0): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
