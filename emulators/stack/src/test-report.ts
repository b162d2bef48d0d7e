import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { BROWSER_CPU_ANNOTATION } from './browser-cpu-annotation.ts';
import { ROOT } from './paths.ts';

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Set when the runner failed without a report (crash, build error, stack did not start). */
  problem?: string;
  /** The suite's slowest files, slowest first (at most SLOWEST_COUNT). */
  slowest?: FileTime[];
  /**
   * The browser suite's files that cost their worker's browser the most CPU, most first (at most
   * SLOWEST_COUNT; `seconds` are core-seconds), and that CPU over all its files.
   */
  browserCpu?: { heaviest: FileTime[]; totalSeconds: number };
  /** How many test files ran. */
  files?: number;
  /** Each failed test, so the end of the output (all CI shows) names it. */
  failures?: FailedTest[];
}

/** A failed test: where it is, its full title, and the first line of its error. */
export interface FailedTest {
  file: string;
  title: string;
  message: string;
}

/** At most this many failed tests are listed; the count says how many more. */
export const FAILURES_LISTED = 20;

/** The first non-empty line of an error, without terminal colours, at most 300 characters. */
export function firstLine(message: string | undefined): string {
  const plain = stripVTControlCharacters(message ?? '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

/** A test file's time: the runner's wall time for the file, or its tests' total for Playwright. */
export interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

export const SLOWEST_COUNT = 10;

function slowestOf(files: FileTime[]): FileTime[] {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_COUNT);
}

/** A file's line in the summary's lists: its seconds, its tests, its path. */
const fileLine = (entry: FileTime) =>
  `  ${entry.seconds.toFixed(1).padStart(6)} s  ${String(entry.tests).padStart(3)} tests  ${entry.file}`;

/** Paths as the repository names them. */
function relative(file: string): string {
  return file.startsWith(ROOT) ? file.slice(ROOT.length) : file;
}

/** Counts from vitest's JSON reporter (jest-compatible fields). */
export function readVitestReport(name: string, file: string, exitCode: number): SuiteResult {
  if (!existsSync(file)) return crashed(name, exitCode);
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      startTime: number;
      endTime: number;
      message?: string;
      status?: string;
      assertionResults: { status?: string; fullName?: string; failureMessages?: string[] }[];
    }[];
  };
  const failures: FailedTest[] = [];
  for (const file of report.testResults ?? []) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        file: relative(file.name),
        title: test.fullName ?? '',
        message: firstLine(test.failureMessages?.[0]),
      });
    }
    // A file that failed to load or whose hooks threw has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed') {
      failures.push({
        file: relative(file.name),
        title: '(the file)',
        message: firstLine(file.message),
      });
    }
  }
  const result: SuiteResult = {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.testResults?.length ?? 0,
    slowest: slowestOf(
      (report.testResults ?? []).map((file) => ({
        file: relative(file.name),
        seconds: (file.endTime - file.startTime) / 1000,
        tests: file.assertionResults.length,
      })),
    ),
    failures,
  };
  return withExitCode(result, exitCode);
}

/** Counts from Playwright's JSON reporter. */
export function readPlaywrightReport(name: string, file: string, exitCode: number): SuiteResult {
  if (!existsSync(file)) return crashed(name, exitCode);
  const { stats, suites = [] } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: PlaywrightSuite[];
  };
  /** Each file's time, tests and the core-seconds its worker's browser spent on them. */
  const byFile = new Map<string, FileTime & { cpuSeconds: number }>();
  const failures: FailedTest[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(spec.file) ?? {
        file: `tests/e2e/${spec.file}`,
        seconds: 0,
        tests: 0,
        cpuSeconds: 0,
      };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const run of test.results) {
          entry.seconds += run.duration / 1000;
          for (const { type, description } of run.annotations ?? []) {
            if (type === BROWSER_CPU_ANNOTATION) entry.cpuSeconds += Number(description) / 1000;
          }
        }
        if (test.status === 'unexpected') {
          const last = test.results.at(-1);
          failures.push({
            file: entry.file,
            title: [...titles, spec.title ?? ''].filter(Boolean).join(' › '),
            message: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
          });
        }
      }
      byFile.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title ?? '']);
  };
  // The top suites are the files; their titles are the file names, which the entry already says.
  suites.forEach((suite) => visit(suite, []));
  const files = [...byFile.values()];
  const result: SuiteResult = {
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    files: byFile.size,
    slowest: slowestOf(files.map(({ file, seconds, tests }) => ({ file, seconds, tests }))),
    failures,
  };
  const totalSeconds = files.reduce((sum, entry) => sum + entry.cpuSeconds, 0);
  if (totalSeconds > 0) {
    const cpu = files.map(({ file, cpuSeconds, tests }) => ({ file, seconds: cpuSeconds, tests }));
    result.browserCpu = { heaviest: slowestOf(cpu), totalSeconds };
  }
  return withExitCode(result, exitCode);
}

interface PlaywrightError {
  message?: string;
}

interface PlaywrightSuite {
  title?: string;
  specs?: {
    file: string;
    title?: string;
    tests: {
      status?: string;
      results: {
        duration: number;
        error?: PlaywrightError;
        errors?: PlaywrightError[];
        annotations?: { type: string; description?: string }[];
      }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

function crashed(name: string, exitCode: number): SuiteResult {
  return { name, passed: 0, failed: 1, skipped: 0, problem: `no report (exit code ${exitCode})` };
}

/** A runner that exits non-zero with no failed test still failed (e.g. an unhandled error). */
function withExitCode(result: SuiteResult, exitCode: number): SuiteResult {
  if (exitCode === 0 || result.failed > 0) return result;
  return { ...result, failed: 1, problem: `runner exited with code ${exitCode}` };
}

/** The summary; its last line is the plain "Total: N passed, N failed, N skipped". */
export function formatSummary(results: SuiteResult[]): string {
  const total = results.reduce(
    (sum, result) => ({
      passed: sum.passed + result.passed,
      failed: sum.failed + result.failed,
      skipped: sum.skipped + result.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const rows = results.map(
    (result) =>
      `  ${result.name.padEnd(10)} ${String(result.passed).padStart(4)} passed, ${result.failed} failed, ${result.skipped} skipped${result.problem ? `  (${result.problem})` : ''}`,
  );
  const slowest = results
    .filter((result) => result.slowest && result.slowest.length > 0)
    .flatMap((result) => [`Slowest files: ${result.name}`, ...result.slowest!.map(fileLine)]);
  const browserCpu = results.flatMap(({ name, browserCpu: cpu }) =>
    cpu
      ? [
          `Most browser CPU: ${name} (core-seconds of each file's worker's browser; ${cpu.totalSeconds.toFixed(0)} in all)`,
          ...cpu.heaviest.map(fileLine),
        ]
      : [],
  );
  const failed = results.flatMap((result) =>
    (result.failures ?? []).map((failure) => ({ suite: result.name, ...failure })),
  );
  const failedLines =
    failed.length === 0
      ? []
      : [
          '',
          'Failed tests',
          ...failed
            .slice(0, FAILURES_LISTED)
            .flatMap((failure) => [
              `  ${failure.suite}: ${failure.file} › ${failure.title}`,
              ...(failure.message ? [`      ${failure.message}`] : []),
            ]),
          ...(failed.length > FAILURES_LISTED
            ? [`  … and ${failed.length - FAILURES_LISTED} more`]
            : []),
        ];
  return [
    '',
    ...slowest,
    ...browserCpu,
    ...failedLines,
    '',
    'Test summary',
    ...rows,
    `Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  ].join('\n');
}
