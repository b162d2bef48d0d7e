import type { Format } from './create-format';

/**
 * The number formatter of the figure charts: digits by size (tables and ticks stay readable,
 * small values keep their precision), in the user's language.
 */
export function chartNumberFormatter(format: Format) {
  return (value: number) => {
    const size = Math.abs(value);
    return format.number(value, size >= 100 ? 0 : size >= 10 ? 1 : 2);
  };
}
