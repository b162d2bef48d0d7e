import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 15000,
    hookTimeout: 15000,
    pool: 'forks',
    // One worker process for many files, not a new one per file: node's start and the imports
    // of a file's dependencies were most of these files' time (issue 33). The files restore what
    // they change in the process (environment variables, named apps, servers they start).
    isolate: false,
  },
});
