import { defineConfig } from 'vitest/config';

/** Emulator-backed suites: run by `npm test` after it has started the emulator stack. */
export default defineConfig({
  test: {
    name: 'emulators',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // The pure suites (golden figures, lint checks) run with the unit tests: vitest.pure.config.ts.
    exclude: ['e2e/**', 'golden/**', 'lint/**', 'node_modules/**'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
