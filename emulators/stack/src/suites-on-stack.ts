import type { SuiteResult } from './test-report.ts';
import type { PhaseClock } from './timing.ts';

/** What the suites need of a started stack: a way to stop it. */
export interface StoppableStack {
  stop(): Promise<void>;
}

/**
 * Runs `suites` on the stack `starting` gives, then stops it (timed as "stack stop"), whatever the
 * suites did. A stack that did not start, or suites whose runner threw, count as one failed
 * result named `stack` with the reason and where the logs are, so the summary at the end (all CI
 * shows) says it; the results the suites pushed before stay.
 */
export async function runSuitesOnStack<Stack extends StoppableStack>(
  clock: PhaseClock,
  results: SuiteResult[],
  starting: Promise<Stack>,
  suites: (stack: Stack) => Promise<void>,
): Promise<void> {
  try {
    const stack = await starting;
    try {
      await suites(stack);
    } finally {
      await clock.time('stack stop', () => stack.stop());
    }
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    console.error(`\nThe emulator stack failed: ${message} (logs in .stack/logs/)`);
    results.push({ name: 'stack', passed: 0, failed: 1, skipped: 0, problem: message });
  }
}
