import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { BIN, ROOT, STACK_DIR } from './paths.ts';
import { run } from './processes.ts';
import {
  chromiumRunner,
  emulatorSuitesRunner,
  firefoxRunner,
  runBeside,
  startTestStackMeanwhile,
} from './runners-beside.ts';
import { runSuitesOnStack } from './suites-on-stack.ts';
import { describeHugePages, PhaseClock } from './timing.ts';
import { formatSummary, readVitestReport, type SuiteResult } from './test-report.ts';

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

function vitestArgs(reportFile: string): string[] {
  return ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
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
  const started = startTestStackMeanwhile(clock, true);
  const unitCode = await clock.time('unit tests', () =>
    run(`${BIN}/vitest`, vitestArgs(`${reports}/unit.json`), { cwd: ROOT, env }),
  );
  results.push(readVitestReport('unit', `${reports}/unit.json`, unitCode));

  await runSuitesOnStack(clock, results, started(), async (stack) => {
    // Every suite at once, each on demo copies of its own; the Chromium journeys' output shows
    // as they run (runners-beside.ts).
    const setup = {
      reports,
      env: { ...stack.env, ...FIXED_ENV, FACET_WEB_URL: stack.webUrl ?? '' },
    };
    results.push(
      ...(await runBeside(
        clock,
        [
          emulatorSuitesRunner([], setup),
          firefoxRunner([], firefox, setup),
          chromiumRunner([], chromium, setup),
        ],
        { logs: reports, live: 'e2e' },
      )),
    );
  });

  console.log(`\n${clock.format()}`);
  console.log(describeHugePages());
  console.log(formatSummary(results));
  return results.some((result) => result.failed > 0) ? 1 : 0;
}
