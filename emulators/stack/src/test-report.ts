import { existsSync, readFileSync } from 'node:fs';

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Set when the runner failed without a report (crash, build error, stack did not start). */
  problem?: string;
}

/** Counts from vitest's JSON reporter (jest-compatible fields). */
export function readVitestReport(name: string, file: string, exitCode: number): SuiteResult {
  if (!existsSync(file)) return crashed(name, exitCode);
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  const result: SuiteResult = {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  return withExitCode(result, exitCode);
}

/** Counts from Playwright's JSON reporter. */
export function readPlaywrightReport(name: string, file: string, exitCode: number): SuiteResult {
  if (!existsSync(file)) return crashed(name, exitCode);
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const result: SuiteResult = {
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
  return withExitCode(result, exitCode);
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
  return [
    '',
    'Test summary',
    ...rows,
    `Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  ].join('\n');
}
