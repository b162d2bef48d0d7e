import { defineConfig } from 'vitest/config';

/**
 * Unit tests of every package, the pure suites under tests/ (golden figures, lint checks) and the
 * benchmarks' pure helpers: no emulator needed. Emulator-backed suites have their own config
 * (tests/vitest.config.ts) and run inside `npm test` once the stack is up.
 */
export default defineConfig({
  test: {
    projects: [
      'web/vite.config.ts',
      'functions/vitest.config.ts',
      'emulators/*/vitest.config.ts',
      'tests/vitest.pure.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
