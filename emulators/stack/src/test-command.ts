import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { buildFunctions, buildWeb } from './build.ts';
import { E2E_WORKERS } from './demo-copies.ts';
import { BIN, ROOT, STACK_DIR } from './paths.ts';
import { run } from './processes.ts';
import { startStack } from './stack.ts';
import { PhaseClock } from './timing.ts';
import {
  formatSummary,
  readPlaywrightReport,
  readVitestReport,
  type SuiteResult,
} from './test-report.ts';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | null {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured) return existsSync(configured) ? configured : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/** Tests run in UTC with a fixed locale so dates and numbers never depend on the machine. */
export const FIXED_ENV = { TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };

function vitestArgs(reportFile: string, extra: string[] = []): string[] {
  return [
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ];
}

/**
 * `npm test`: unit tests (no emulator), then the emulator-backed suites and the browser journeys
 * against the whole stack started here. Prints one summary with the totals.
 */
export async function testCommand(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      "Browser tests need Debian's Chromium, which is not installed.\n" +
        '  Install it with: sudo apt-get install -y chromium',
    );
    return 1;
  }
  const reports = `${STACK_DIR}/reports`;
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const env = { ...process.env, ...FIXED_ENV };
  const results: SuiteResult[] = [];
  const clock = new PhaseClock();

  console.log('\n== Unit tests');
  const unitCode = await clock.time('unit tests', () =>
    run(`${BIN}/vitest`, vitestArgs(`${reports}/unit.json`), { cwd: ROOT, env }),
  );
  results.push(readVitestReport('unit', `${reports}/unit.json`, unitCode));

  console.log('\n== Building and starting the emulator stack');
  try {
    await clock.time('build', async () => {
      await buildFunctions();
      await buildWeb();
    });
    const stack = await clock.time('stack start', () =>
      startStack({ hosting: true, quiet: true, demoCopies: E2E_WORKERS }),
    );
    try {
      console.log('\n== Emulator-backed tests');
      const emulatorCode = await clock.time('emulator tests', () =>
        run(
          `${BIN}/vitest`,
          vitestArgs(`${reports}/emulators.json`, ['--config', 'tests/vitest.config.ts']),
          { cwd: ROOT, env: { ...stack.env, ...FIXED_ENV } },
        ),
      );
      results.push(readVitestReport('emulators', `${reports}/emulators.json`, emulatorCode));

      console.log('\n== Browser tests (Chromium)');
      const e2eCode = await clock.time('browser tests', () =>
        run(`${BIN}/playwright`, ['test', '--config', 'tests/e2e/playwright.config.ts'], {
          cwd: ROOT,
          env: {
            ...stack.env,
            ...FIXED_ENV,
            CHROMIUM_PATH: chromium,
            FACET_WEB_URL: stack.webUrl ?? '',
            FACET_E2E_REPORT: `${reports}/e2e.json`,
          },
        }),
      );
      results.push(readPlaywrightReport('browser', `${reports}/e2e.json`, e2eCode));
    } finally {
      await clock.time('stack stop', () => stack.stop());
    }
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    console.error(`\nThe emulator stack failed: ${message} (logs in .stack/logs/)`);
    results.push({ name: 'stack', passed: 0, failed: 1, skipped: 0, problem: message });
  }

  console.log(`\n${clock.format()}`);
  console.log(formatSummary(results));
  return results.some((result) => result.failed > 0) ? 1 : 0;
}
