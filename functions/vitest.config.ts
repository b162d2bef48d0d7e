import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One load of firebase-admin and firebase-functions per worker instead of per file; the setup
    // file re-evaluates the project's modules and restores timers and stubs between files.
    isolate: false,
    // 20 s before a test counts as hung, as every unit project: why in the root vitest.config.ts.
    testTimeout: 20_000,
    setupFiles: ['src/shared/testing/setup-tests.ts'],
  },
});
