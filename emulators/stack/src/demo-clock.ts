/**
 * The demo's clock: the stack dates the demo portfolio from the instant it loads it (tasks due and
 * missed, alerts, warranties ending and logs lead up to it; bills and meter data end with the last
 * complete month before it) and tells the processes it runs that instant, so that a test reads
 * the demo's dates from the stack rather than from the calendar day it happens to run on.
 */

/** Environment variable holding the instant (ms since the epoch) the demo is dated from. */
export const DEMO_NOW_ENV = 'FACET_DEMO_NOW_MS';

/** The instant the running stack dated its demo from, read from `env`. */
export function demoNowMsOf(env: Readonly<Record<string, string | undefined>>): number {
  const value = Number(env[DEMO_NOW_ENV]);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(
      `${DEMO_NOW_ENV} is not set: run this against the stack (npm test, or npm run stack:exec)`,
    );
  }
  return value;
}
