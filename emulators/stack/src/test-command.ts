import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildFunctions, buildWeb } from './build.ts';
import { TEST_DEMO_COPIES } from './demo-copies.ts';
import { BIN, ROOT, STACK_DIR } from './paths.ts';
import { run, runToFile } from './processes.ts';
import { startStack } from './stack.ts';
import { runSuitesOnStack } from './suites-on-stack.ts';
import { PhaseClock } from './timing.ts';
import {
  formatSummary,
  readPlaywrightReport,
  readVitestReport,
  type SuiteResult,
} from './test-report.ts';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** The browser `variable` names (when set), else the first candidate installed; null if none. */
function findBrowser(variable: string, candidates: readonly string[]): string | null {
  const configured = process.env[variable];
  if (configured) return existsSync(configured) ? configured : null;
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

export function findChromium(): string | null {
  return findBrowser('CHROMIUM_PATH', CHROMIUM_CANDIDATES);
}

/** Debian's Firefox ESR, which the Firefox journeys drive through WebDriver BiDi. */
export function findFirefox(): string | null {
  return findBrowser('FIREFOX_PATH', FIREFOX_CANDIDATES);
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
 * `npm test`: unit tests (no emulator), then against the whole stack started here the Chromium
 * journeys with the emulator-backed suites and the Firefox journeys beside them. Prints one
 * summary with the totals.
 */
export async function testCommand(): Promise<number> {
  const chromium = findChromium();
  const firefox = findFirefox();
  if (!chromium || !firefox) {
    const missing = [chromium ? null : 'chromium', firefox ? null : 'firefox-esr'].filter(Boolean);
    console.error(
      `Browser tests need Debian's Chromium and Firefox ESR; not installed: ${missing.join(', ')}.\n` +
        `  Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    return 1;
  }
  const reports = `${STACK_DIR}/reports`;
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const env = { ...process.env, ...FIXED_ENV };
  const results: SuiteResult[] = [];
  const clock = new PhaseClock();

  // The stack is built and started while the unit tests run: its start waits on the emulators'
  // ports and the demo's seeding half of the time, which the unit tests' workers fill.
  console.log('\n== Unit tests (the emulator stack is built and started meanwhile)');
  const stackStarting = clock
    .time('stack build and start', async () => {
      await buildFunctions();
      await buildWeb();
      return startStack({ hosting: true, quiet: true, demoCopies: TEST_DEMO_COPIES });
    })
    .then(
      (stack) => ({ stack, failure: null }),
      (failure: unknown) => ({ stack: null, failure }),
    );
  const unitCode = await clock.time('unit tests', () =>
    run(`${BIN}/vitest`, vitestArgs(`${reports}/unit.json`), { cwd: ROOT, env }),
  );
  results.push(readVitestReport('unit', `${reports}/unit.json`, unitCode));

  const started = stackStarting.then(({ stack, failure }) => stack ?? Promise.reject(failure));
  await runSuitesOnStack(clock, results, started, async (stack) => {
    // The emulator suites leave part of the machine idle (their files run one at a time,
    // waiting on the emulators): the browser journeys run meanwhile, Chromium's and Firefox's,
    // each on demo copies of its own. The Chromium journeys' output shows as they run; the
    // suites' and Firefox's are kept for after them.
    console.log(
      '\n== Browser tests (Chromium), the emulator-backed tests and the Firefox journeys beside them',
    );
    const stackEnv = { ...stack.env, ...FIXED_ENV, FACET_WEB_URL: stack.webUrl ?? '' };
    const emulatorLog = `${reports}/emulators.log`;
    const firefoxLog = `${reports}/firefox.log`;
    const [emulatorCode, firefoxCode, e2eCode] = await Promise.all([
      clock.time('emulator tests', () =>
        runToFile(
          `${BIN}/vitest`,
          vitestArgs(`${reports}/emulators.json`, ['--config', 'tests/vitest.config.ts']),
          emulatorLog,
          { cwd: ROOT, env: { ...stack.env, ...FIXED_ENV } },
        ),
      ),
      clock.time('Firefox tests', () =>
        runToFile(
          `${BIN}/vitest`,
          vitestArgs(`${reports}/firefox.json`, ['--config', 'tests/firefox/vitest.config.ts']),
          firefoxLog,
          { cwd: ROOT, env: { ...stackEnv, FIREFOX_PATH: firefox } },
        ),
      ),
      clock.time('browser tests', () =>
        run(`${BIN}/playwright`, ['test', '--config', 'tests/e2e/playwright.config.ts'], {
          cwd: ROOT,
          env: { ...stackEnv, CHROMIUM_PATH: chromium, FACET_E2E_REPORT: `${reports}/e2e.json` },
        }),
      ),
    ]);
    for (const [title, log] of [
      ['Emulator-backed tests', emulatorLog],
      ['Browser tests (Firefox)', firefoxLog],
    ] as const) {
      console.log(`\n== ${title} (run beside the Chromium journeys)`);
      console.log(existsSync(log) ? readFileSync(log, 'utf8') : '(no output)');
    }
    results.push(readVitestReport('emulators', `${reports}/emulators.json`, emulatorCode));
    results.push(readVitestReport('firefox', `${reports}/firefox.json`, firefoxCode));
    results.push(readPlaywrightReport('browser', `${reports}/e2e.json`, e2eCode));
  });

  console.log(`\n${clock.format()}`);
  console.log(formatSummary(results));
  return results.some((result) => result.failed > 0) ? 1 : 0;
}
