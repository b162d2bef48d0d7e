/** The current time in ms since the epoch; one place to read the clock outside pure code. */
export function nowMs(): number {
  return Date.now();
}
