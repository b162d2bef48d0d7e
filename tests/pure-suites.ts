/**
 * The folders of tests/ whose suites need no emulator: the golden figures, the lint checks, the
 * published references and the test helpers' own checks. They run with the unit tests
 * (vitest.pure.config.ts) and are left out of the emulator suites (vitest.config.ts), so that
 * none runs twice (references/ did until 2026-12-02).
 */
export const PURE_SUITE_DIRS = ['golden', 'lint', 'references', 'support'] as const;
