import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { formatSummary, readPlaywrightReport, readVitestReport } from './test-report.ts';

const dir = mkdtempSync(`${tmpdir()}/facet-report-`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function vitestFile(name: string, seconds: number, tests: number) {
  return {
    name: `${ROOT}${name}`,
    startTime: 1_000,
    endTime: 1_000 + seconds * 1000,
    assertionResults: Array.from({ length: tests }, () => ({})),
  };
}

describe('readVitestReport', () => {
  it('counts the tests and keeps the ten slowest files, slowest first, as the repository names them', () => {
    const file = `${dir}/unit.json`;
    const files = Array.from({ length: 12 }, (_, i) => vitestFile(`web/src/f${i}.test.ts`, i, 2));
    writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: 24,
        numFailedTests: 0,
        numPendingTests: 1,
        numTodoTests: 0,
        testResults: files,
      }),
    );
    const result = readVitestReport('unit', file, 0);
    expect(result).toMatchObject({ passed: 24, failed: 0, skipped: 1 });
    expect(result.slowest).toHaveLength(10);
    expect(result.slowest![0]).toEqual({ file: 'web/src/f11.test.ts', seconds: 11, tests: 2 });
    expect(result.slowest![9]!.file).toBe('web/src/f2.test.ts');
  });

  it('is a failure when the runner left no report, or exited non-zero with every test passed', () => {
    expect(readVitestReport('unit', `${dir}/missing.json`, 1)).toMatchObject({ failed: 1 });
    const file = `${dir}/crashed.json`;
    writeFileSync(
      file,
      JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }),
    );
    expect(readVitestReport('unit', file, 1)).toMatchObject({
      failed: 1,
      problem: 'runner exited with code 1',
    });
  });
});

describe('readPlaywrightReport', () => {
  it('adds up each file’s test runs, retries included, over nested describe blocks', () => {
    const file = `${dir}/e2e.json`;
    const spec = (name: string, durations: number[]) => ({
      file: name,
      tests: [{ results: durations.map((duration) => ({ duration })) }],
    });
    writeFileSync(
      file,
      JSON.stringify({
        stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
        suites: [
          {
            specs: [spec('improve.e2e.ts', [40_000])],
            suites: [{ specs: [spec('improve.e2e.ts', [30_000, 20_000])] }],
          },
          { specs: [spec('auth.e2e.ts', [5_000]), spec('auth.e2e.ts', [4_000])] },
        ],
      }),
    );
    const result = readPlaywrightReport('browser', file, 0);
    expect(result).toMatchObject({ passed: 4, failed: 0 });
    expect(result.slowest).toEqual([
      { file: 'tests/e2e/improve.e2e.ts', seconds: 90, tests: 2 },
      { file: 'tests/e2e/auth.e2e.ts', seconds: 9, tests: 2 },
    ]);
    // No run noted its browser's CPU (a report of another machine, or of older journeys).
    expect(result.browserCpu).toBeUndefined();
  });

  it('adds up the browser CPU each run noted, by file, most first', () => {
    const file = `${dir}/e2e-cpu.json`;
    const run = (duration: number, cpuMs?: number) => ({
      duration,
      annotations: [
        { type: 'issue', description: 'not CPU' },
        ...(cpuMs === undefined ? [] : [{ type: 'browser-cpu-ms', description: String(cpuMs) }]),
      ],
    });
    writeFileSync(
      file,
      JSON.stringify({
        stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 },
        suites: [
          {
            specs: [
              // Waits long for little CPU: the slowest file, not the heaviest.
              { file: 'budget.e2e.ts', tests: [{ results: [run(80_000, 9_000)] }] },
              {
                file: 'improve.e2e.ts',
                tests: [{ results: [run(30_000, 20_500), run(25_000, 19_500)] }],
              },
              { file: 'auth.e2e.ts', tests: [{ results: [run(5_000)] }] },
            ],
          },
        ],
      }),
    );
    const result = readPlaywrightReport('browser', file, 0);
    expect(result.slowest?.[0]?.file).toBe('tests/e2e/budget.e2e.ts');
    expect(result.browserCpu).toEqual({
      totalSeconds: 49,
      heaviest: [
        { file: 'tests/e2e/improve.e2e.ts', seconds: 40, tests: 1 },
        { file: 'tests/e2e/budget.e2e.ts', seconds: 9, tests: 1 },
        { file: 'tests/e2e/auth.e2e.ts', seconds: 0, tests: 1 },
      ],
    });
    expect(formatSummary([result])).toContain(
      "Most browser CPU: browser (core-seconds of each file's worker's browser; 49 in all)\n" +
        '    40.0 s    1 tests  tests/e2e/improve.e2e.ts\n' +
        '     9.0 s    1 tests  tests/e2e/budget.e2e.ts',
    );
  });
});

describe('formatSummary', () => {
  it('lists each suite’s slowest files before the totals, whose last line stays plain', () => {
    const text = formatSummary([
      {
        name: 'unit',
        passed: 5,
        failed: 0,
        skipped: 0,
        slowest: [{ file: 'a.test.ts', seconds: 2.25, tests: 5 }],
      },
      { name: 'browser', passed: 1, failed: 1, skipped: 0 },
    ]);
    expect(text).toContain('Slowest files: unit\n     2.3 s    5 tests  a.test.ts');
    expect(text).not.toContain('Slowest files: browser');
    expect(text.split('\n').at(-1)).toBe('Total: 6 passed, 1 failed, 0 skipped');
  });

  it('names every failed test after the slowest files, so the tail of a CI log says what failed', () => {
    const failures = Array.from({ length: 22 }, (_, i) => ({
      file: 'tests/functions/triggers.test.ts',
      title: `trigger ${i}`,
      message: 'expected 2 to be 3',
    }));
    const text = formatSummary([
      { name: 'emulators', passed: 1, failed: 22, skipped: 0, failures },
    ]);
    const lines = text.split('\n');
    const at = lines.indexOf('Failed tests');
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe('  emulators: tests/functions/triggers.test.ts › trigger 0');
    expect(lines[at + 2]).toBe('      expected 2 to be 3');
    expect(text).toContain('trigger 19');
    expect(text).not.toContain('trigger 20');
    expect(text).toContain('… and 2 more');
    expect(formatSummary([{ name: 'unit', passed: 1, failed: 0, skipped: 0 }])).not.toContain(
      'Failed tests',
    );
  });
});

describe('failed tests from the reports', () => {
  it('vitest: each failed test with its full name and its error’s first line, and a file that failed to load', () => {
    const file = `${dir}/failed.json`;
    writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: 1,
        numFailedTests: 1,
        numPendingTests: 0,
        numTodoTests: 0,
        testResults: [
          {
            ...vitestFile('tests/functions/messages.test.ts', 1, 0),
            assertionResults: [
              { status: 'passed', fullName: 'messages a' },
              {
                status: 'failed',
                fullName: 'messages b',
                failureMessages: [
                  '\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x',
                ],
              },
            ],
          },
          {
            ...vitestFile('tests/rules/broken.test.ts', 0, 0),
            status: 'failed',
            message: 'Failed to load url ./missing',
          },
        ],
      }),
    );
    expect(readVitestReport('emulators', file, 1).failures).toEqual([
      {
        file: 'tests/functions/messages.test.ts',
        title: 'messages b',
        message: 'AssertionError: expected 1 to be 2',
      },
      {
        file: 'tests/rules/broken.test.ts',
        title: '(the file)',
        message: 'Failed to load url ./missing',
      },
    ]);
  });

  it('playwright: an unexpected test with its describe titles and the last run’s error; a flaky one is not listed', () => {
    const file = `${dir}/e2e-failed.json`;
    writeFileSync(
      file,
      JSON.stringify({
        stats: { expected: 0, unexpected: 1, flaky: 1, skipped: 0 },
        suites: [
          {
            title: 'improve.e2e.ts',
            suites: [
              {
                title: 'Improve',
                specs: [
                  {
                    file: 'improve.e2e.ts',
                    title: 'the waterfall',
                    tests: [
                      {
                        status: 'unexpected',
                        results: [
                          { duration: 1, error: { message: 'first try' } },
                          { duration: 1, error: { message: 'Timed out 5000ms\nwaiting for' } },
                        ],
                      },
                    ],
                  },
                  {
                    file: 'improve.e2e.ts',
                    title: 'a flaky one',
                    tests: [{ status: 'flaky', results: [{ duration: 1 }, { duration: 1 }] }],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(readPlaywrightReport('browser', file, 1).failures).toEqual([
      {
        file: 'tests/e2e/improve.e2e.ts',
        title: 'Improve › the waterfall',
        message: 'Timed out 5000ms',
      },
    ]);
  });
});
