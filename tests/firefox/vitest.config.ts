import { defineConfig } from 'vitest/config';

/**
 * Journeys in Firefox ESR (tests/firefox/support.ts), run by `npm test` beside the emulator-backed
 * suites, against the stack it started. One file at a time: each drives its own Firefox, and the
 * machine's cores are shared with the emulator suites.
 */
export default defineConfig({
  test: {
    name: 'firefox',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['*.firefox.ts'],
    // One Firefox for the run, each file in a browsing context of its own (global-setup.ts).
    globalSetup: ['global-setup.ts'],
    fileParallelism: false,
    // As the Chromium journeys (tests/e2e/playwright.config.ts): CI retries a failed journey once;
    // a journey that fails twice still fails the run.
    retry: process.env['CI'] ? 1 : 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
