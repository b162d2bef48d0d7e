import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { EnvironmentSequencer } from './emulators/stack/src/environment-sequencer.js';

/**
 * Unit tests of every package, the pure suites under tests/ (golden figures, lint checks) and the
 * benchmarks' pure helpers: no emulator needed. Emulator-backed suites have their own config
 * (tests/vitest.config.ts) and run inside `npm test` once the stack is up.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core machines
    // the suite runs on, the files one after another. A worker a core (every project's files share
    // them) instead: the main process is mostly idle once the files are transformed.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each project's files of one environment together, so that workers shared between files
    // are not stopped at each switch (emulators/stack/src/environment-sequencer.ts).
    sequence: { sequencer: EnvironmentSequencer },
    // A project's file config does not inherit these options, so each unit project sets its own
    // testTimeout: 20 s a test (the database emulator's 15 s, the seed's 30 s) before it counts
    // as hung, not Vitest's 5 s. The 2-core CI hosts run these files beside others at half a quiet
    // host's speed or less, and a test's time is measured in bench/, never asserted (issue 33).
    projects: [
      'web/vite.config.ts',
      'functions/vitest.config.ts',
      'emulators/*/vitest.config.ts',
      'tests/vitest.pure.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
