import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Suites that run the nightly pass, which goes over every building in the database. They run
 * first: after the import suites the database holds hundreds of imported buildings more, and the
 * pass over them took 57 s of the suites' time instead of 14 (recompute.test.ts, 2-core machine,
 * issue 33). What they check does not depend on which buildings exist.
 */
const GO_OVER_EVERY_BUILDING = ['functions/recompute.test.ts', 'functions/messages.test.ts'];

/** Vitest's order (failed first, then slowest first), with the suites above ahead of the others. */
class NightlyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) =>
      GO_OVER_EVERY_BUILDING.some((suite) => file.moduleId.endsWith(`/tests/${suite}`));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

/** Emulator-backed suites: run by `npm test` after it has started the emulator stack. */
export default defineConfig({
  test: {
    name: 'emulators',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // The pure suites (golden figures, lint checks) run with the unit tests: vitest.pure.config.ts.
    exclude: ['e2e/**', 'golden/**', 'lint/**', 'node_modules/**'],
    fileParallelism: false,
    sequence: { sequencer: NightlyFirst },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
