import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One load of firebase-admin and firebase-functions per worker instead of per file; the setup
    // file re-evaluates the project's modules and restores timers and stubs between files.
    isolate: false,
    setupFiles: ['src/shared/testing/setup-tests.ts'],
  },
});
