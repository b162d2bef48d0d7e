import { defineConfig } from 'vitest/config';

/** Unit tests of the benchmarks' pure helpers (normalisation, results lines, the trend table). */
export default defineConfig({
  test: {
    name: 'bench',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['support/**/*.test.ts'],
    // One worker process for many files, not a new one per file: node's start and the imports
    // of a file's dependencies were most of these files' time (issue 33). The files restore what
    // they change in the process (environment variables, named apps, servers they start).
    isolate: false,
    // 20 s before a test counts as hung, as every unit project: why in the root vitest.config.ts.
    testTimeout: 20_000,
  },
});
