import { defineConfig } from 'vitest/config';

/** The stack CLI's own pure parts: reports, timing, the lint pool, build stamps, test selection. */
export default defineConfig({
  test: {
    name: 'stack',
    environment: 'node',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    // One worker process for many files, not a new one per file: node's start and the imports
    // of a file's dependencies were most of these files' time (issue 33). The files restore what
    // they change in the process (environment variables, named apps, servers they start).
    isolate: false,
    // 20 s before a test counts as hung, as every unit project: why in the root vitest.config.ts.
    testTimeout: 20_000,
  },
});
