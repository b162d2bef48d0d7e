import { niceStep } from './band-chart-scale';

/** A value axis from a nice minimum to a nice maximum, zero always inside, with its ticks. */
export interface LinearDomain {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * The domain of a value axis that shows every value and zero (a bar grows from zero, a block of
 * negative cost hangs below it), widened to whole steps of about `tickCount` nice ticks.
 */
export function linearDomain(values: readonly number[], tickCount = 5): LinearDomain {
  const finite = values.filter((value) => Number.isFinite(value));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const span = high - low || 1;
  const step = niceStep(span, tickCount);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)) || 0);
  }
  return { min: Number(min.toPrecision(12)) || 0, max: Number(max.toPrecision(12)), ticks };
}

/** Maps a domain `[d0, d1]` onto pixels `[r0, r1]` (linear; r1 < r0 for a y axis). */
export function scaleLinear(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** A label cut to fit `widthPx` (about 6.5 px a character at 12 px), with an ellipsis. */
export function fitText(text: string, widthPx: number, charPx = 6.5): string {
  const fits = Math.floor(widthPx / charPx);
  if (fits < 2) return '';
  return text.length <= fits ? text : `${text.slice(0, fits - 1)}…`;
}
