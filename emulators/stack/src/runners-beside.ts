import { existsSync, readFileSync } from 'node:fs';
import { buildFunctions, buildWeb } from './build.ts';
import { TEST_DEMO_COPIES } from './demo-copies.ts';
import { BIN, ROOT } from './paths.ts';
import { run, runToFile } from './processes.ts';
import { startStack, type RunningStack } from './stack.ts';
import { readPlaywrightReport, readVitestReport, type SuiteResult } from './test-report.ts';
import type { PhaseClock } from './timing.ts';

/** One test runner of `npm test` or `test:quick` against the started stack. */
export interface StackRunner {
  /** The name of its report and log (`e2e.json`, `e2e.log`). */
  name: string;
  /** Its phase on the clock ("browser tests"). */
  phase: string;
  /** The heading its output is printed under. */
  title: string;
  /** Runs it to the end, its output into `log` (a file) or, when null, to the terminal. */
  run(log: string | null): Promise<number>;
  /** Its results, read from its report, given its exit code. */
  result(code: number): SuiteResult;
}

/**
 * Runs `runners` at the same time against the started stack, each timed as its phase: the
 * journeys leave part of the machine idle (a journey file's tests run one after another, and the
 * emulator suites wait on the emulators), which the others fill. The output of the runner named
 * `live` (the first when none is) shows as it runs; the others' is written to `<logs>/<name>.log`
 * and printed after them all, so that outputs never interleave. Resolves with the runners'
 * results in the order given.
 */
export async function runBeside(
  clock: PhaseClock,
  runners: readonly StackRunner[],
  { logs, live }: { logs: string; live?: string },
): Promise<SuiteResult[]> {
  if (runners.length === 0) return [];
  const shown = runners.find((runner) => runner.name === live) ?? runners[0]!;
  const logOf = (runner: StackRunner) => (runner === shown ? null : `${logs}/${runner.name}.log`);
  if (runners.length > 1) {
    console.log(
      `\n== ${shown.title}, ${runners
        .filter((runner) => runner !== shown)
        .map((runner) => runner.title)
        .join(' and ')} beside it`,
    );
  } else console.log(`\n== ${shown.title}`);
  const codes = await Promise.all(
    runners.map((runner) => clock.time(runner.phase, () => runner.run(logOf(runner)))),
  );
  for (const runner of runners) {
    const log = logOf(runner);
    if (log === null) continue;
    console.log(`\n== ${runner.title} (run beside ${shown.title})`);
    console.log(existsSync(log) ? readFileSync(log, 'utf8') : '(no output)');
  }
  return runners.map((runner, index) => runner.result(codes[index]!));
}

/**
 * Lets `starting` (a stack being built and started) run while other work does (the unit tests):
 * its failure is held until the returned function is called, which gives the stack or rejects
 * with that failure, instead of surfacing meanwhile as an unhandled rejection.
 */
export function startMeanwhile<Stack>(starting: Promise<Stack>): () => Promise<Stack> {
  const settled = starting.then(
    (stack) => ({ stack, failure: null }),
    (failure: unknown) => ({ stack: null, failure }),
  );
  return () => settled.then(({ stack, failure }) => stack ?? Promise.reject(failure));
}

/**
 * The test stack built (when its sources changed) and started, timed as "stack build and start",
 * while other work runs ({@link startMeanwhile}): with Hosting and the browsers' demo copies
 * when `browsers` run on it.
 */
export function startTestStackMeanwhile(
  clock: PhaseClock,
  browsers: boolean,
): () => Promise<RunningStack> {
  return startMeanwhile(
    clock.time('stack build and start', async () => {
      await buildFunctions();
      await buildWeb();
      const demoCopies = browsers ? TEST_DEMO_COPIES : 0;
      return startStack({ hosting: browsers, quiet: true, demoCopies });
    }),
  );
}

/** Where a runner writes its report, and the environment it runs in (the stack's, fixed locale). */
export interface RunnerSetup {
  reports: string;
  env: NodeJS.ProcessEnv;
}

function runnerCommand(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return (log: string | null) =>
    log === null
      ? run(command, args, { cwd: ROOT, env })
      : runToFile(command, args, log, { cwd: ROOT, env });
}

function vitestRunner(
  name: 'emulators' | 'firefox',
  config: string,
  files: readonly string[],
  { reports, env }: RunnerSetup,
): Pick<StackRunner, 'name' | 'run' | 'result'> {
  const report = `${reports}/${name}.json`;
  const args = [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...files,
  ];
  return {
    name,
    run: runnerCommand(`${BIN}/vitest`, args, env),
    result: (code) => readVitestReport(name, report, code),
  };
}

/** The emulator-backed suites (tests/vitest.config.ts): `files`, or every one when none. */
export function emulatorSuitesRunner(files: readonly string[], setup: RunnerSetup): StackRunner {
  return {
    phase: 'emulator tests',
    title: 'Emulator-backed tests',
    ...vitestRunner('emulators', 'tests/vitest.config.ts', files, setup),
  };
}

/** The Firefox journeys (tests/firefox) in `firefox`: `files`, or every one when none. */
export function firefoxRunner(
  files: readonly string[],
  firefox: string,
  setup: RunnerSetup,
): StackRunner {
  return {
    phase: 'Firefox tests',
    title: 'Browser tests (Firefox)',
    ...vitestRunner('firefox', 'tests/firefox/vitest.config.ts', files, {
      ...setup,
      env: { ...setup.env, FIREFOX_PATH: firefox },
    }),
  };
}

/** The Chromium journeys (tests/e2e) in `chromium`: `files`, or every one when none. */
export function chromiumRunner(
  files: readonly string[],
  chromium: string,
  { reports, env }: RunnerSetup,
): StackRunner {
  const report = `${reports}/e2e.json`;
  const args = ['test', '--config', 'tests/e2e/playwright.config.ts', ...files];
  return {
    name: 'e2e',
    phase: 'browser tests',
    title: 'Browser tests (Chromium)',
    run: runnerCommand(`${BIN}/playwright`, args, {
      ...env,
      CHROMIUM_PATH: chromium,
      FACET_E2E_REPORT: report,
    }),
    result: (code) => readPlaywrightReport('browser', report, code),
  };
}
