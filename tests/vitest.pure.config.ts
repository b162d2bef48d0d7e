import { defineConfig } from 'vitest/config';
import { PURE_SUITE_DIRS } from './pure-suites.js';

/**
 * The pure suites under tests/ (no emulator): the golden figures of the demo portfolio and the
 * lint rules' own checks. Run with the unit tests (`npm run test:unit`, the root config).
 */
export default defineConfig({
  test: {
    name: 'tests-pure',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: PURE_SUITE_DIRS.map((dir) => `${dir}/**/*.test.ts`),
    testTimeout: 60_000,
    // One worker process for many files, not a new one per file: node's start and the imports
    // of a file's dependencies were most of these files' time (issue 33). The files restore what
    // they change in the process (environment variables, named apps, servers they start).
    isolate: false,
  },
});
