import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One load of firebase-admin and firebase-functions per worker instead of per file; the setup
    // file re-evaluates the project's modules and restores timers and stubs between files.
    isolate: false,
    // Every test may take 20 s before it counts as hung, not Vitest's 5 s: the 2-core CI hosts
    // run these files beside others at a third of a fast host's speed, and a test's time is
    // measured in bench/, never asserted here (issue 33).
    testTimeout: 20_000,
    setupFiles: ['src/shared/testing/setup-tests.ts'],
  },
});
