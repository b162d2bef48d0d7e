import { defineConfig } from '@playwright/test';
import { demoCopiesOf, E2E_WORKERS } from '../../emulators/stack/src/demo-copies.js';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/chromium.js';
import { e2eContextOptions } from '../support/e2e-context.js';

/**
 * V8 without its optimising compilers (Maglev, TurboFan) in the journeys' pages: a journey's page
 * lives seconds, too short for optimised code to repay compiling it, and the compiling took about
 * a tenth of the renderers' CPU (page loads 18.4 → 16.5 core-seconds and axe audits 14.9 → 13.2
 * over the same 14 screens, issue 33). The same JavaScript runs, in V8's interpreter and baseline
 * compiler. FACET_E2E_JIT=full keeps them; the benchmarks always do (bench/support/browser.ts).
 */
const JIT_FLAGS =
  process.env['FACET_E2E_JIT'] === 'full' ? [] : ['--js-flags=--no-opt,--no-maglev'];

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser), against the stack that
 * `npm test` starts. Each test gets a new browser context: a fresh profile. Files run in parallel
 * workers, one per copy of the demo portfolio the stack loaded for them (emulators/stack/src/demo-copies.ts,
 * tests/e2e/support.ts; the last copy is the Firefox journeys'); the tests of a file run in order in
 * one worker.
 */

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: 'results',
  fullyParallel: false,
  workers: Math.max(1, Math.min(E2E_WORKERS, demoCopiesOf(process.env))),
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  // Workers share the machine's cores (two on the reference machine): a screen a busy worker
  // renders may take longer than alone, so conditions get 20 s before an expectation fails.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env['FACET_E2E_REPORT'] ?? 'results/report.json' }],
  ],
  use: {
    ...e2eContextOptions(),
    // A trace records a screenshot of every frame Chromium paints: recording one for each test and
    // keeping it only on failure took 40 % of the browser phase's time and CPU (measured on a
    // quiet 2-core machine, docs/offline-stack.md). CI retries a failed test once, traced; locally,
    // `--trace on` (or `--retries 1`) records one.
    trace: 'on-first-retry',
    // A failed test's pages are captured by the journeys' fixtures (session.ts), not by Playwright,
    // which also captured every page of each context a test closed and then threw them away.
    screenshot: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_FLAGS, ...JIT_FLAGS],
    },
  },
});
