/**
 * Copies of the demo portfolio for the browser tests: `npm test` and `stack:exec` load, besides
 * the demo itself (copy 0, `demo@facet.example`, as `npm start` shows it), one copy per Playwright
 * worker, each with its own owner and viewer (`demo-1@facet.example`, …) and building ids
 * (`demoUsersOf(n)` in emulators/seed/src/demo-users.ts, `demoBuildingId(key, n)` in its
 * generate.ts). Workers change their copy's profile (language, colour mode) and buildings, never
 * another worker's. The Firefox journeys (tests/firefox) have the copy after the workers'
 * (`FIREFOX_COPY`).
 */

/** Environment variable holding how many copies the running stack loaded (absent: none). */
export const DEMO_COPIES_ENV = 'FACET_DEMO_COPIES';

/**
 * Browser-test workers, so copies loaded by the test stack: `FACET_E2E_WORKERS` if set, else 2.
 * Measured on the 2-core reference machine (docs/offline-stack.md), busy with other work (load
 * average 16-23): 2 workers ran the 90 journeys in 21.9 min, all passing; 3 took 25.3 min with 4
 * failing and 1 flaky on timeouts. The journeys are bound by Chromium's CPU, not the emulators'.
 */
export const E2E_WORKERS = workersOf(process.env['FACET_E2E_WORKERS']);

/** The copy of the Firefox journeys, which run beside the emulator suites: the last one. */
export const FIREFOX_COPY = E2E_WORKERS + 1;

/** Copies the test stack loads: one per Playwright worker, and the Firefox journeys'. */
export const TEST_DEMO_COPIES = FIREFOX_COPY;

function workersOf(value: string | undefined): number {
  const workers = Number(value ?? 2);
  return Number.isInteger(workers) && workers > 0 ? workers : 2;
}

/** The copies the running stack loaded, read from `env` (0 for a stack without copies). */
export function demoCopiesOf(env: Readonly<Record<string, string | undefined>>): number {
  const value = Number(env[DEMO_COPIES_ENV] ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
