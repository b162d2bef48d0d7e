import { defineConfig } from 'vitest/config';
import { PURE_SUITE_DIRS } from './pure-suites.js';

/** Emulator-backed suites: run by `npm test` after it has started the emulator stack. */
export default defineConfig({
  test: {
    name: 'emulators',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // The pure suites run with the unit tests (vitest.pure.config.ts), not a second time here.
    exclude: ['e2e/**', ...PURE_SUITE_DIRS.map((dir) => `${dir}/**`), 'node_modules/**'],
    fileParallelism: false,
    // One worker process for all the files, not a new one per file: alone on the stack, 167 s and
    // 90 core-s of the runner's processes before, 124 s and 56 after (issue 33). The files restore
    // what they change in the process (environment variables, named apps, servers they start).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
